import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A self-sizing cell as Dynamic Type code writes it: a body label that follows the content
/// size category, a caption label that does not, and a record of the trait changes heard.
private final class BodyCell: TableViewCell {
    let body = Label(numberOfLines: 0)
    let caption = Label()
    private(set) var previousCategories: [ContentSizeCategory?] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.adjustsFontForContentSizeCategory = true
        caption.font = .preferredFont(forTextStyle: .caption1)
        contentView.addSubview(body)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousCategories.append(previousTraitCollection?.preferredContentSizeCategory)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = body.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: text.height + 22)
    }
}

/// Rows of short texts whose cells set their body font while being configured, as
/// `cellForRowAt` code often does.
@MainActor
private final class BodySource: TableViewDataSource {
    let rows: Int
    init(rows: Int) { self.rows = rows }
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "body", for: indexPath)
        if let cell = cell as? BodyCell {
            cell.body.font = .preferredFont(forTextStyle: .body)
            cell.body.text = "Row \(indexPath.row)"
        }
        return cell
    }
}

@MainActor
struct DynamicTypeTests {
    /// One 17-point line (20.4 rounded up to the pixel grid) plus 22 points of margins,
    /// rounded to the grid as the table rounds a measured height, plus the pixel of the
    /// default separator.
    static let largeRow = TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(17 * 1.2) + 22) + TextMetrics.pixel
    /// One 53-point line plus the margins and the separator.
    static let largestRow = TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(53 * 1.2) + 22) + TextMetrics.pixel

    @Test func textStylesHaveUIKitsSizesInEveryCategory() {
        expectEqual(Font.preferredFont(forTextStyle: .body).pointSize, 17)
        expectEqual(Font.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        expectEqual(Font.preferredFont(forTextStyle: .caption2).pointSize, 11)
        expectEqual(Font.preferredFont(forTextStyle: .headline).weight, .semibold)
        expectEqual(Font.preferredFont(forTextStyle: .subheadline).weight, .regular)
        let bodies = ContentSizeCategory.allCases.map {
            Font.preferredFont(
                forTextStyle: .body, compatibleWith: TraitCollection(preferredContentSizeCategory: $0)
            ).pointSize
        }
        expectEqual(bodies, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
        let footnote = TraitCollection(preferredContentSizeCategory: .extraSmall)
        expectEqual(Font.preferredFont(forTextStyle: .footnote, compatibleWith: footnote).pointSize, 12)
        expectEqual(Font.preferredFont(forTextStyle: .body, compatibleWith: nil), .preferredFont(forTextStyle: .body))
        expectEqual(Font.preferredFont(forTextStyle: .body).textStyle, .body)
        #expect(Font.systemFont(ofSize: 17).textStyle == nil)
    }

    @Test func categoriesCompareInSizeOrderAndKnowTheAccessibilityOnes() {
        expectEqual(ContentSizeCategory.allCases, ContentSizeCategory.allCases.sorted())
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        expectEqual(ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).count, 5)
        expectEqual(TraitCollection().preferredContentSizeCategory, .large)
    }

    private func makeTable(rows: Int = 100) -> (TableView, BodySource) {
        let source = BodySource(rows: rows)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(BodyCell.self, forCellReuseIdentifier: "body")
        table.dataSource = source
        return (table, source)
    }

    @Test func changingTheContentSizeCategoryResizesAdjustingLabelsAndRemeasuresRows() throws {
        let (table, source) = makeTable()
        try table.layoutIfNeededOrThrow()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BodyCell)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == Self.largeRow)
        #expect(first.previousCategories.isEmpty)

        table.traitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        // The labels change at once, before any layout.
        expectEqual(first.body.font.pointSize, 53)
        expectEqual(first.caption.font.pointSize, 12, "a label that does not adjust keeps its font")
        expectEqual(first.traitCollection.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge)
        expectEqual(first.previousCategories, [.large])
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == Self.largestRow)
        #expect(table.visibleCells.allSatisfy { ($0 as? BodyCell)?.body.font.pointSize == 53 })

        // Rows first displayed now, whose cells set a default-size font while configured,
        // are measured at the new size too.
        table.scrollToRow(at: IndexPath(row: 60, section: 0), at: .top, animated: false)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 60, section: 0)) }.height == Self.largestRow)
        let late = try #require(table.cellForRow(at: IndexPath(row: 60, section: 0)) as? BodyCell)
        expectEqual(late.body.font.pointSize, 53)
        expectEqual(late.body.font.textStyle, .body)

        table.traitCollection = TraitCollection()
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 60, section: 0)) }.height == Self.largeRow)
        expectEqual(late.body.font.pointSize, 17)
        expectEqual(first.previousCategories, [.large, .accessibilityExtraExtraExtraLarge])
        expectEqual(source.rows, 100)
    }

    @Test func settingTheSameTraitCollectionAgainChangesNothing() throws {
        let (table, source) = makeTable()
        try table.layoutIfNeededOrThrow()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BodyCell)
        let measured = table.statistics.sizeThatFitsCalls
        table.traitCollection = TraitCollection(preferredContentSizeCategory: .large)
        try table.layoutIfNeededOrThrow()
        #expect(first.previousCategories.isEmpty)
        expectEqual(table.statistics.sizeThatFitsCalls, measured)
        expectEqual(source.rows, 100)
    }

    @Test func aCellMadeForATableAtAnotherCategoryStartsThere() throws {
        let (table, source) = makeTable()
        table.traitCollection = TraitCollection(preferredContentSizeCategory: .extraSmall)
        try table.layoutIfNeededOrThrow()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? BodyCell)
        expectEqual(first.body.font.pointSize, 14)
        expectEqual(first.traitCollection.preferredContentSizeCategory, .extraSmall)
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height
                == TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(14 * 1.2) + 22) + TextMetrics.pixel)
        expectEqual(source.rows, 100)
    }

    @Test func aLabelOnlyAdjustsAFontThatHasATextStyle() {
        let label = Label(text: "Hi", font: .systemFont(ofSize: 20))
        label.adjustsFontForContentSizeCategory = true
        label.adjustFont(to: .accessibilityLarge)
        expectEqual(label.font, .systemFont(ofSize: 20))
        let title2 = FontDescriptor.preferredFontDescriptor(withTextStyle: .title2)
        let bold = Font(
            descriptor: title2.addingAttributes([.traits: [FontDescriptor.TraitKey.weight: Font.Weight.bold]]), size: 0)
        label.font = bold
        label.adjustFont(to: .accessibilityLarge)
        expectEqual(label.font.pointSize, 39)
        expectEqual(label.font.weight, .bold, "the weight set on a text-style font stays")
    }

    @Test func listContentConfigurationsFollowTheCategoryAsUIKitsDo() throws {
        let source = SubtitleSource()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(TableViewCell.self, forCellReuseIdentifier: "subtitle")
        table.dataSource = source
        try table.layoutIfNeededOrThrow()
        func expected(body: CGFloat, subheadline: CGFloat) -> CGFloat {
            let content = TextMetrics.ceilToPixel(
                11 + TextMetrics.ceilToPixel(body * 1.2) + 3 + TextMetrics.ceilToPixel(subheadline * 1.2) + 11)
            // The default separator's pixel comes on top of the cell's height.
            return TextMetrics.ceilToPixel(max(44, content)) + TextMetrics.pixel
        }
        let first = IndexPath(row: 0, section: 0)
        #expect(try table.checking { _ in table.rectForRow(at: first) }.height == expected(body: 17, subheadline: 15))
        table.traitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
        try table.layoutIfNeededOrThrow()
        let larger = try table.checking { _ in table.rectForRow(at: first) }.height
        expectEqual(larger, expected(body: 40, subheadline: 36))
        // A configuration built again during the next configuration keeps the category.
        table.reconfigureRows(at: [first])
        try table.layoutIfNeededOrThrow()
        #expect(try table.checking { _ in table.rectForRow(at: first) }.height == expected(body: 40, subheadline: 36))
    }
}

/// Rows configured with a subtitle list configuration, as UIKit code does in `cellForRowAt`.
@MainActor
private final class SubtitleSource: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "subtitle", for: indexPath)
        var content = ListContentConfiguration.subtitleCell()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = "Detail"
        cell.contentConfiguration = content
        return cell
    }
}
