import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A cell laid out with constraints as UIKit code writes it: a 40-point icon at the top
/// leading margin and a multi-line label of 20-point text beside it, 8 points after it, down
/// to the bottom margin. Label width at a 320-point table: 320 − 16 − 40 − 8 − 16 = 240,
/// exactly five 44-point words (5 × 44 + 4 × 5).
@MainActor
private final class IconTextCell: TableViewCell {
    let icon = View()
    let label = Label(font: .systemFont(ofSize: 20), numberOfLines: 0)

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        icon.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(icon)
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A header with a constrained 20-point label inside 8-point margins.
@MainActor
private final class ConstrainedHeader: TableViewHeaderFooterView {
    let title = Label(font: .systemFont(ofSize: 20), numberOfLines: 0)

    override init(reuseIdentifier: String? = nil) {
        super.init(reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class WordsSource: TableViewDataSource, TableViewDelegate {
    var wordCounts: [Int]
    var headerWords: Int?
    init(_ wordCounts: [Int]) { self.wordCounts = wordCounts }

    static func text(_ words: Int) -> String { Array(repeating: "AAAA", count: words).joined(separator: " ") }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { wordCounts.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "icon", for: indexPath)
        (cell as? IconTextCell)?.label.text = Self.text(wordCounts[indexPath.row])
        return cell
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        guard let headerWords, let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") else {
            return nil
        }
        (header as? ConstrainedHeader)?.title.text = Self.text(headerWords)
        return header
    }
}

@MainActor
struct ConstraintSelfSizingTests {
    private func table(_ source: WordsSource, estimated: CGFloat = 0) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(IconTextCell.self, forCellReuseIdentifier: "icon")
        table.register(ConstrainedHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = estimated
        table.dataSource = source
        table.delegate = source
        return table
    }

    @Test func constrainedCellsSelfSizeToTheirConstraintsAtTheTablesWidth() throws {
        // 1 word: the 40-point icon is taller than the 24-point line → 40 + 22.
        // 10 words: 2 lines (48) → 70. 11 words: 3 lines (72) → 94.
        let source = WordsSource([1, 10, 11, 5, 6])
        let table = table(source)
        try table.layoutIfNeededOrThrow()
        let heights = (0..<5).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // Each row also gets the default separator's pixel, as UIKit adds it.
        #expect(heights == [62, 70, 94, 62, 70].map { $0 + TextMetrics.pixel })
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? IconTextCell)
        expectEqual(cell.label.frame, CGRect(x: 64, y: 11, width: 240, height: 72))
        expectEqual(cell.icon.frame, CGRect(x: 16, y: 11, width: 40, height: 40))
        #expect(table.layoutDiagnostics.isEmpty)
    }

    @Test func aConstrainedHeaderSelfSizes() throws {
        let source = WordsSource([1])
        // 7 words in 320 − 16 = 304 points: 6 per line (6 × 44 + 5 × 5 = 289) → 2 lines.
        source.headerWords = 7
        let table = table(source)
        table.sectionHeaderHeight = TableView.automaticDimension
        table.estimatedSectionHeaderHeight = 0
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.height == CGFloat(48 + 16))
        // Below UIKit's automatic 22-point padding of a plain table's header.
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.minY == 22)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.minY == CGFloat(22 + 64))
    }

    @Test func aReusedCellReSolvesWithConstantsOnlyAndNoMoreWorkThanAFreshOne() throws {
        let cell = IconTextCell()
        func configureAndLayOut(words: Int) -> CGFloat {
            cell.label.text = WordsSource.text(words)
            let height = cell.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            cell.layoutIfNeeded()
            return height
        }
        expectEqual(configureAndLayOut(words: 11), 94)
        let engine = try #require(cell.autoLayout?.engine)
        let fresh = engine.statistics
        expectEqual(fresh.builds, 1)
        cell.prepareForReuse()
        expectEqual(configureAndLayOut(words: 1), 62)
        expectEqual(cell.label.frame, CGRect(x: 64, y: 11, width: 240, height: 40))
        let reused = engine.statistics
        expectEqual(reused.builds, fresh.builds)
        // The app's constraints stay installed: the content view's width moves by a constant,
        // and only its frame height is swapped for the fitting height and back (one
        // constraint in and one out each way).
        #expect(reused.constraintsAdded - fresh.constraintsAdded <= 2)
        #expect(reused.constraintsAdded - fresh.constraintsAdded < fresh.constraintsAdded)
        #expect(reused.constraintsRemoved - fresh.constraintsRemoved <= 2)
        #expect(reused.constantsChanged > fresh.constantsChanged)
    }

    @Test func reusingACellManyTimesKeepsTheSolverTheSameSize() throws {
        let cell = IconTextCell()
        var installed: [Int] = []
        for round in 0..<12 {
            cell.prepareForReuse()
            cell.label.text = WordsSource.text([1, 11, 30, 4][round % 4])
            let height = cell.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            cell.layoutIfNeeded()
            let statistics = try #require(cell.autoLayout?.engine?.statistics)
            installed.append(statistics.constraintsAdded - statistics.constraintsRemoved)
        }
        expectEqual(Set(installed).count, 1, "constraints installed after each round: \(installed)")
    }

    @Test func aThousandReLayoutsOfAReusedCellLeaveTheSolverTheSameSize() throws {
        let cell = IconTextCell()
        var sizes: [Int] = []
        var heights: [CGFloat] = []
        for round in 0..<1_000 {
            cell.prepareForReuse()
            cell.label.text = WordsSource.text([1, 11, 30, 4][round % 4])
            let height = cell.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: height)
            cell.layoutIfNeeded()
            heights.append(height)
            sizes.append(try #require(cell.autoLayout?.engine?.solverSymbolCount))
        }
        expectEqual(Set(sizes).count, 1, "solver symbols: first \(sizes[0]), last \(sizes[sizes.count - 1])")
        expectEqual(heights[996..<1_000], heights[0..<4])
    }

    @Test func aCellWithoutConstraintsKeepsTheOldPathAndGetsNoEngine() throws {
        let cell = TableViewCell()
        cell.textLabel?.text = "Title"
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height, 44)
        cell.layoutIfNeeded()
        #expect(cell.textLabel?.autoLayout == nil)
    }
}
