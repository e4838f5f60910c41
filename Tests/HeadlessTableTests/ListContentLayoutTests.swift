import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A 17-point line measures 20.4 points, 20⅔ on the pixel grid; a 15-point line 18.
@MainActor
struct ListContentLayoutTests {
    static let line17 = TextMetrics.ceilToPixel(17 * 1.2)
    static let line15 = TextMetrics.ceilToPixel(15 * 1.2)

    private func view(_ configuration: ListContentConfiguration, width: CGFloat = 320) -> ListContentView {
        let view = ListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: width, height: 0)
        view.frame.size.height = view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        view.layoutIfNeeded()
        return view
    }

    @Test func aSubtitleCellPutsSmallerSecondaryTextBelowTheText() {
        var configuration = ListContentConfiguration.subtitleCell()
        expectEqual(configuration.textProperties.font.pointSize, 17)
        expectEqual(configuration.secondaryTextProperties.font.pointSize, 15)
        expectEqual(configuration.secondaryTextProperties.color, .secondaryLabel)
        #expect(!configuration.prefersSideBySideTextAndSecondaryText)
        configuration.text = "Ada Lovelace"
        configuration.secondaryText = "Analyst"
        let view = view(configuration)
        expectEqual(view.frame.height, TextMetrics.ceilToPixel(11 + Self.line17 + 3 + Self.line15 + 11))
        expectEqual(view.secondaryTextLabel.frame.minY, view.textLabel.frame.maxY + 3)
        expectEqual(view.secondaryTextLabel.frame.minX, view.textLabel.frame.minX)
    }

    @Test func sideBySideTextsShareALineWhenTheyFitAndStackWhenTheyDoNot() {
        var configuration = ListContentConfiguration.valueCell()
        configuration.text = "Wi-Fi"
        configuration.secondaryText = "Home"
        let beside = view(configuration)
        expectEqual(beside.frame.height, TextMetrics.ceilToPixel(11 + Self.line17 + 11))
        expectEqual(beside.textLabel.frame.minY, beside.secondaryTextLabel.frame.minY)
        expectEqual(beside.secondaryTextLabel.frame.maxX, CGFloat(320 - 16), "the secondary text ends at the trailing margin")

        configuration.secondaryText = String(repeating: "very long network name ", count: 2)
        let stacked = view(configuration)
        #expect(stacked.secondaryTextLabel.frame.minY > stacked.textLabel.frame.maxY)
        #expect(stacked.frame.height > beside.frame.height)

        configuration.prefersSideBySideTextAndSecondaryText = false
        configuration.secondaryText = "Home"
        expectEqual(view(configuration).frame.height, TextMetrics.ceilToPixel(11 + Self.line17 + 3 + Self.line17 + 11))
    }

    @Test func imagePropertiesLimitTheImageAndReserveItsSpace() {
        var configuration = ListContentConfiguration.cell()
        configuration.text = "Photo"
        configuration.image = Image(name: "wide", size: CGSize(width: 100, height: 50))
        configuration.imageProperties.maximumSize = CGSize(width: 40, height: 40)
        expectEqual(configuration.imageProperties.displayedSize(of: configuration.image!), CGSize(width: 40, height: 20))
        let limited = view(configuration)
        expectEqual(limited.imageView.frame.size, CGSize(width: 40, height: 20))
        expectEqual(limited.textLabel.frame.minX, CGFloat(16 + 40 + 16))

        configuration.imageProperties.reservedLayoutSize = CGSize(width: 60, height: 60)
        let reserved = view(configuration)
        expectEqual(reserved.textLabel.frame.minX, CGFloat(16 + 60 + 16))
        expectEqual(reserved.imageView.frame.minX, CGFloat(16 + 10), "the image is centred in its reserved space")
        expectEqual(reserved.frame.height, CGFloat(11 + 60 + 11))
    }
}

@MainActor
struct SectionHeaderTopPaddingTests {
    /// Held here: the table holds its data source weakly.
    let source = RecordingDataSource(rows: 3, sections: 3)

    /// Three sections of three 44-point rows under 28-point headers, but for the second
    /// section, which has none, in a 320 × 200 viewport.
    private func makeTable(padding: CGFloat?) throws -> TableView {
        source.headerTitle = { $0 == 1 ? nil : "Section \($0)" }
        source.headerHeight = { $0 == 1 ? 0 : 28 }
        let table = HeadlessTableTests.makeTable(source, height: 200)
        if let padding { table.sectionHeaderTopPadding = padding }
        try table.layoutIfNeededOrThrow()
        return table
    }

    /// UIKit (iOS 15+): `sectionHeaderTopPadding` is `automaticDimension` by default, which
    /// puts 22 points above every header of a plain table.
    @Test func theAutomaticDefaultPadsEveryHeaderOfAPlainTableBy22Points() throws {
        let table = try makeTable(padding: nil)
        expectEqual(table.sectionHeaderTopPadding, TableView.automaticDimension)
        #expect(try table.checking { _ in table.rect(forSection: 0) }.height == CGFloat(22 + 28 + 3 * 44))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) } == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.minY == 50)
        #expect(
            try table.checking { _ in table.rect(forSection: 1) }.height == CGFloat(3 * 44),
            "a section without a header gets no padding")
        let third = table.rect(forSection: 2)
        expectEqual(third.minY, CGFloat(22 + 28 + 3 * 44 + 3 * 44))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 2) }.minY == third.minY + 22)
        expectEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 22, width: 320, height: 28))
        expectEqual(table.contentSize.height, CGFloat(2 * (22 + 28) + 9 * 44))
    }

    /// UIKit: the automatic padding is for plain tables; grouped and inset-grouped tables add
    /// none.
    @Test(arguments: [TableView.Style.grouped, .insetGrouped])
    func theAutomaticDefaultAddsNothingInGroupedTables(style: TableView.Style) throws {
        source.headerTitle = { $0 == 1 ? nil : "Section \($0)" }
        source.headerHeight = { $0 == 1 ? 0 : 28 }
        let table = HeadlessTableTests.makeTable(source, height: 200, style: style)
        try table.layoutIfNeededOrThrow()
        expectEqual(table.sectionHeaderTopPadding, TableView.automaticDimension)
        #expect(try table.checking { _ in table.rect(forSection: 0) }.height == CGFloat(28 + 3 * 44))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.minY == 0)
        #expect(try table.checking { _ in table.rectForHeader(inSection: 2) }.minY == CGFloat(28 + 3 * 44 + 3 * 44))
    }

    @Test func aZeroPaddingPutsPlainHeadersAtTheirSectionsTops() throws {
        let table = try makeTable(padding: 0)
        #expect(try table.checking { _ in table.rect(forSection: 0) }.height == CGFloat(28 + 3 * 44))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.minY == 0)
    }

    @Test func paddingGoesAboveEachHeaderThatShows() throws {
        let table = try makeTable(padding: 10)
        #expect(try table.checking { _ in table.rect(forSection: 0) }.height == CGFloat(10 + 28 + 3 * 44))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) } == CGRect(x: 0, y: 10, width: 320, height: 28))
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.minY == 38)
        #expect(
            try table.checking { _ in table.rect(forSection: 1) }.height == CGFloat(3 * 44),
            "a section without a header gets no padding")
        let third = table.rect(forSection: 2)
        #expect(try table.checking { _ in table.rectForHeader(inSection: 2) }.minY == third.minY + CGFloat(10))
        expectEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 10, width: 320, height: 28))
        expectEqual(table.contentSize.height, CGFloat(2 * (10 + 28) + 9 * 44))
    }

    @Test func aPinnedHeaderSitsAtTheTopWithoutItsPadding() throws {
        let table = try makeTable(padding: 10)
        table.contentOffset.y = 60
        try table.layoutIfNeededOrThrow()
        expectEqual(table.headerView(forSection: 0)?.frame, CGRect(x: 0, y: 60, width: 320, height: 28))
    }

    @Test func changingThePaddingRemeasuresAndBadValuesMeanAutomatic() throws {
        let table = try makeTable(padding: 10)
        table.sectionHeaderTopPadding = 0
        #expect(try table.checking { _ in table.rect(forSection: 0) }.height == CGFloat(28 + 3 * 44))
        table.sectionHeaderTopPadding = .nan
        expectEqual(table.sectionHeaderTopPadding, TableView.automaticDimension)
        table.sectionHeaderTopPadding = -5
        expectEqual(table.sectionHeaderTopPadding, TableView.automaticDimension)
        table.sectionHeaderTopPadding = .infinity
        expectEqual(table.sectionHeaderTopPadding, TableView.maximumDimension)
    }
}
