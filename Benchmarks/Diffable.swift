import Diffing
import Foundation
import ScrollHarness
import TableLiaison

// Issue "diffable data sources": applying a snapshot, building one, and scrolling a diffable
// screen at 10^6 items. Each ratio pairs the case with its baseline run by run.

/// A table of 44-point rows, 20 on screen, whose diffable data source shows `items` in one
/// section, laid out.
@MainActor
func diffableTable<Item: Hashable & Sendable>(
    _ items: [Item]
) throws -> (TableView, TableViewDiffableDataSource<Int, Item>) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 20 * 44))
    table.rowHeight = 44
    table.register(BenchFixedCell.self, forCellReuseIdentifier: "cell")
    let dataSource = TableViewDiffableDataSource<Int, Item>(tableView: table) { table, indexPath, item in
        let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = String(describing: item)
        return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    dataSource.apply(snapshot, animatingDifferences: false)
    try table.layoutIfNeededOrThrow()
    return (table, dataSource)
}

@MainActor
func runDiffableBenchmarks(
    old: [UUID], new: [UUID], quick: Bool
) -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    var results: [Stats] = []
    var ratios: [(String, Double, String)] = []
    var notes: [String] = []
    let runs = quick ? 5 : 21

    // 1. Apply: a table showing `old` is given the snapshot of `new` (10% of the items
    // deleted, as many inserted, 2% shuffled); the baseline is the flat diff of the same
    // identifiers.
    var newSnapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
    newSnapshot.appendSections([0])
    newSnapshot.appendItems(new)
    var diffSamples: [Double] = []
    var applySamples: [Double] = []
    for run in 0..<(runs + 2) {
        var start = DispatchTime.now().uptimeNanoseconds
        sink &+= difference(from: old, to: new).moves.count
        let diffTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        do {
            let (table, dataSource) = try diffableTable(old)
            start = DispatchTime.now().uptimeNanoseconds
            dataSource.apply(newSnapshot)
            let applyTime = Double(DispatchTime.now().uptimeNanoseconds - start)
            if run >= 2 {
                diffSamples.append(diffTime)
                applySamples.append(applyTime)
            }
            withExtendedLifetime(table) {}
        } catch {
            notes.append("diffable apply failed: \(error)")
            break
        }
    }
    if !applySamples.isEmpty {
        results.append(Stats(name: "difference, case (b), baseline of diffable apply", samples: diffSamples))
        results.append(Stats(name: "TableViewDiffableDataSource.apply, case (b)", samples: applySamples))
        let paired = zip(applySamples, diffSamples).map { $0 / $1 }.sorted()
        ratios.append(("diffable apply / flat diff, 100,000 items, 10% changed", paired[paired.count / 2], "≤ 1.5"))
    }

    // 1b. The same items in 100 sections of 1,000: the two-level difference.
    func sectioned(_ items: [UUID]) -> NSDiffableDataSourceSnapshot<Int, UUID> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        for start in stride(from: 0, to: items.count, by: 1_000) {
            snapshot.appendSections([start / 1_000])
            snapshot.appendItems(Array(items[start..<min(start + 1_000, items.count)]), toSection: start / 1_000)
        }
        return snapshot
    }
    let oldSections = sectioned(old)
    let newSections = sectioned(new)
    var sectionedDiffSamples: [Double] = []
    var sectionedApplySamples: [Double] = []
    for run in 0..<(runs + 2) {
        var start = DispatchTime.now().uptimeNanoseconds
        sink &+= difference(from: old, to: new).moves.count
        let diffTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 20 * 44))
        table.rowHeight = 44
        table.register(BenchFixedCell.self, forCellReuseIdentifier: "cell")
        let dataSource = TableViewDiffableDataSource<Int, UUID>(tableView: table) { table, indexPath, _ in
            table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        do {
            dataSource.apply(oldSections, animatingDifferences: false)
            try table.layoutIfNeededOrThrow()
            start = DispatchTime.now().uptimeNanoseconds
            dataSource.apply(newSections)
            let applyTime = Double(DispatchTime.now().uptimeNanoseconds - start)
            if run >= 2 {
                sectionedDiffSamples.append(diffTime)
                sectionedApplySamples.append(applyTime)
            }
        } catch {
            notes.append("diffable apply in sections failed: \(error)")
            break
        }
    }
    if !sectionedApplySamples.isEmpty {
        results.append(Stats(name: "TableViewDiffableDataSource.apply, 100 sections of 1,000", samples: sectionedApplySamples))
        let paired = zip(sectionedApplySamples, sectionedDiffSamples).map { $0 / $1 }.sorted()
        ratios.append(("diffable apply in 100 sections / flat diff, 10% changed", paired[paired.count / 2], "report"))
    }

    // 2. Building the snapshot of 100,000 items against a Dictionary of the same identifiers.
    var buildSamples: [Double] = []
    var dictionarySamples: [Double] = []
    for run in 0..<(runs + 2) {
        var start = DispatchTime.now().uptimeNanoseconds
        var snapshot = NSDiffableDataSourceSnapshot<Int, UUID>()
        snapshot.appendSections([0])
        snapshot.appendItems(new)
        let buildTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        sink &+= snapshot.numberOfItems
        start = DispatchTime.now().uptimeNanoseconds
        var dictionary: [UUID: Int] = [:]
        dictionary.reserveCapacity(new.count)
        for (index, identifier) in new.enumerated() { dictionary[identifier] = index }
        let dictionaryTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        sink &+= dictionary.count
        if run >= 2 {
            buildSamples.append(buildTime)
            dictionarySamples.append(dictionaryTime)
        }
    }
    results.append(Stats(name: "Dictionary of 100,000 identifiers", samples: dictionarySamples))
    results.append(Stats(name: "snapshot of 100,000 items", samples: buildSamples))
    let buildRatios = zip(buildSamples, dictionarySamples).map { $0 / $1 }.sorted()
    ratios.append(("snapshot build / Dictionary, 100,000 items", buildRatios[buildRatios.count / 2], "≤ 2.0"))

    // 3. A fling frame on a diffable screen of 10^6 items against one of 10^3, flings
    // alternating so both medians come from the same stretch of time.
    do {
        let (largeTable, largeSource) = try diffableTable(Array(0..<1_000_000))
        let (smallTable, smallSource) = try diffableTable(Array(0..<1_000))
        let large = ScrollHarness(tableView: largeTable)
        let small = ScrollHarness(tableView: smallTable)
        try large.scroll(toRow: IndexPath(row: 500_000, section: 0), at: .top)
        try small.scroll(toRow: IndexPath(row: 500, section: 0), at: .top)
        let largeStart = large.frames.count
        let smallStart = small.frames.count
        for round in 0..<(quick ? 2 : 6) {
            try large.fling(velocity: round % 2 == 0 ? 4_000 : -4_000)
            try small.fling(velocity: round % 2 == 0 ? 4_000 : -4_000)
        }
        let largeStats = Stats(
            name: "fling frame, diffable, 10^6 items", samples: large.frames[largeStart...].map { $0.totalTime * 1e9 })
        let smallStats = Stats(
            name: "fling frame, diffable, 10^3 items", samples: small.frames[smallStart...].map { $0.totalTime * 1e9 })
        results += [smallStats, largeStats]
        ratios.append(("diffable fling frame median, 10^6 / 10^3 items", largeStats.median / smallStats.median, "≤ 1.5"))
        withExtendedLifetime((largeSource, smallSource)) {}
    } catch {
        notes.append("diffable fling failed: \(error)")
    }
    return (results, ratios, notes)
}
