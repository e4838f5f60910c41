import Foundation
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Six sections of eight rows with headers and footers that share one reuse identifier,
/// following every display call by the view's identity.
@MainActor
private final class SectionViewsSource: TableViewDataSource, TableViewDelegate {
    /// What each view on screen was displayed as ("footer 2"), by identity.
    var displayed: [ObjectIdentifier: String] = [:]
    var violations: [String] = []
    var ended: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 6 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 8 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "section")
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "section")
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 20 }

    private func begin(_ view: View, as name: String) {
        if let earlier = displayed[ObjectIdentifier(view)] {
            violations.append("\(name) displayed on a view still displayed as \(earlier)")
        }
        displayed[ObjectIdentifier(view)] = name
    }

    private func end(_ view: View, as name: String) {
        let was = displayed.removeValue(forKey: ObjectIdentifier(view))
        if was != name { violations.append("\(name) ended on a view displayed as \(was ?? "nothing")") }
        ended.append(name)
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        begin(cell, as: "row \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        end(cell, as: "row \(indexPath.section).\(indexPath.row)")
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        begin(view, as: "header \(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        end(view, as: "header \(section)")
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {
        begin(view, as: "footer \(section)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {
        end(view, as: "footer \(section)")
    }
}

@MainActor
struct SupplementaryDisplayTests {
    /// Scrolling down through every section and back, step by step: after each step the
    /// views the delegate was told are displayed are exactly the cells, headers and footers
    /// on screen, and each view that left was ended once, as what it was displayed as,
    /// before it was displayed again.
    @Test func r26EveryCellHeaderAndFooterThatLeavesTheScreenIsEndedOnceBeforeItIsReused() throws {
        let source = SectionViewsSource()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "section")
        table.rowHeight = 44
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()
        let bottom = table.maximumContentOffsetY
        let offsets = Array(stride(from: 0, through: bottom, by: 37)) + [bottom] + stride(from: bottom, through: 0, by: -53)
        // The first step at which the views displayed differ from those on screen.
        var firstMismatch: String?
        for offset in offsets {
            table.contentOffset.y = offset
            try table.layoutIfNeededOrThrow()
            var onScreen: [ObjectIdentifier: String] = [:]
            for indexPath in table.indexPathsForVisibleRows ?? [] {
                let cell = try #require(table.cellForRow(at: indexPath))
                onScreen[ObjectIdentifier(cell)] = "row \(indexPath.section).\(indexPath.row)"
            }
            for section in table.sectionsWithVisibleHeaders {
                onScreen[ObjectIdentifier(try #require(table.headerView(forSection: section)))] = "header \(section)"
            }
            for section in table.sectionsWithVisibleFooters {
                onScreen[ObjectIdentifier(try #require(table.footerView(forSection: section)))] = "footer \(section)"
            }
            if firstMismatch == nil && source.displayed != onScreen {
                let shown = Set(onScreen.values)
                firstMismatch =
                    "at offset \(offset): displayed but off screen \(source.displayed.values.filter { !shown.contains($0) }.sorted())"
            }
        }
        #expect(firstMismatch == nil)
        #expect(source.violations.isEmpty)
        // Every section's header and footer came and left; each left once on the way down
        // and, but for those still on screen, once on the way back.
        for section in 0..<6 {
            for name in ["header \(section)", "footer \(section)"] {
                let count = source.ended.filter { $0 == name }.count
                #expect(count >= 1 && count <= 2, "\(name) ended \(count) times")
            }
        }
    }
}
