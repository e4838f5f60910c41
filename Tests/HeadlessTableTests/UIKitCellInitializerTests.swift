import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

// The cell and header below are written exactly as UIKit code writes them, with only the
// `UI` prefix dropped: they must compile unchanged.

class MyCell: TableViewCell {
    let titleLabel = Label()
    private(set) var setUpCount = 0

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUp()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUp() {
        setUpCount += 1
        titleLabel.accessibilityIdentifier = "title"
        contentView.addSubview(titleLabel)
    }
}

class MyHeaderView: TableViewHeaderFooterView {
    let badge = Label()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A cell that declares no initializer: it inherits every one, the table's included.
private final class PlainCell: TableViewCell {
    var model = "none"
}

/// A cell decoded through `super.init(coder:)`, as a cell that also loads from a nib does.
private final class DecodableCell: TableViewCell {
    private(set) var madeBy = ""

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeBy = "style"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        madeBy = "coder"
    }
}

@MainActor
struct UIKitCellInitializerTests {
    @Test func aCellWrittenAsForUIKitIsMadeThroughItsOverriddenInitializerOncePerCellCreated() throws {
        let source = RecordingDataSource(rows: 40)
        let table = makeTable(source, cell: MyCell.self)
        try table.layoutIfNeededOrThrow()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MyCell)
        expectEqual(cell.setUpCount, 1)
        #expect(cell.titleLabel.superview === cell.contentView)
        expectEqual(cell.reuseIdentifier, source.identifier)
        expectEqual(cell.style, .default)
        // Scrolling reuses cells: no cell is set up twice, and the cells set up are exactly
        // the cells created.
        table.contentOffset.y = 800
        try table.layoutIfNeededOrThrow()
        let visible = table.visibleCells.compactMap { $0 as? MyCell }
        expectEqual(visible.count, table.visibleCells.count)
        #expect(visible.allSatisfy { $0.setUpCount == 1 })
        #expect(table.statistics.cellsReused > 0)
    }

    @Test func aCellWithNoInitializersOfItsOwnIsDequeuedAsItsClass() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(PlainCell.self, forCellReuseIdentifier: "plain")
        let cell = table.dequeueReusableCell(withIdentifier: "plain", for: IndexPath(row: 0, section: 0))
        #expect(cell is PlainCell)
        expectEqual(cell.reuseIdentifier, "plain")
        #expect(cell.contentView.superview === cell)
    }

    @Test func aHeaderWrittenAsForUIKitIsMadeThroughItsOverriddenInitializer() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.register(MyHeaderView.self, forHeaderFooterViewReuseIdentifier: "header")
        let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? MyHeaderView)
        expectEqual(view.reuseIdentifier, "header")
        #expect(view.badge.superview === view.contentView)
        #expect(view.contentView.superview === view)
    }

    @Test func theTableCallsTheRegisteredClassInitializerWithTheIdentifierAndTheDefaultStyle() {
        let cell = MyCell(registeredWithReuseIdentifier: "mine")
        expectEqual(cell.reuseIdentifier, "mine")
        expectEqual(cell.style, .default)
        expectEqual(cell.setUpCount, 1)
        let view = MyHeaderView(registeredWithReuseIdentifier: "header")
        expectEqual(view.reuseIdentifier, "header")
        #expect(view.badge.superview === view.contentView)
    }

    @Test func theBaseCoderInitializersMakeADefaultViewWithoutAReuseIdentifier() throws {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let cell = try #require(TableViewCell(coder: coder))
        expectEqual(cell.style, .default)
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.contentView.superview === cell)
        expectEqual(cell.frame.size, CGSize(width: 320, height: 44))
        let decoded = try #require(DecodableCell(coder: coder))
        expectEqual(decoded.madeBy, "coder")
        expectEqual(DecodableCell(style: .subtitle, reuseIdentifier: nil).madeBy, "style")
        let header = try #require(TableViewHeaderFooterView(coder: coder))
        #expect(header.reuseIdentifier == nil)
        #expect(header.contentView.superview === header)
    }
}
