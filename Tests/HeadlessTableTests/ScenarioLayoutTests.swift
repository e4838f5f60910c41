import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// The product page of scenario 1, as a plain data source: an image carousel row that keeps
/// its aspect ratio, 44-point rows, and self-sized comment rows of Chinese text.
@MainActor
private final class ProductPage: TableViewDataSource, TableViewDelegate {
    enum Block { case images, price(String), comment(String), title(String) }
    var blocks: [Block]

    init(blocks: [Block]) { self.blocks = blocks }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { blocks.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        switch blocks[indexPath.row] {
        case .images:
            return tableView.dequeueReusableCell(withIdentifier: "images", for: indexPath)
        case let .price(text), let .comment(text), let .title(text):
            let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
            (cell as? TextCell)?.label.text = text
            return cell
        }
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        switch blocks[indexPath.row] {
        case .images: 120 * tableView.bounds.width / 320
        case .price: 44
        case .comment, .title: TableView.automaticDimension
        }
    }
}

@MainActor
struct ScenarioLayoutTests {
    private func table(_ page: ProductPage, width: CGFloat) throws -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 667))
        table.register(TableViewCell.self, forCellReuseIdentifier: "images")
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.dataSource = page
        table.delegate = page
        try table.layoutIfNeededOrThrow()
        return table
    }

    @Test(arguments: [CGFloat(320), 375, 414])
    func theImageRowKeepsItsAspectRatio(width: CGFloat) throws {
        let page = ProductPage(blocks: [.images, .price("¥0")])
        let table = try table(page, width: width)
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height == 120 * width / 320)
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }
                == CGRect(x: 0, y: 120 * width / 320, width: width, height: 44))
    }

    @Test func aSelfSizedCommentRowWrapsChineseTextAtTheCellsWidth() throws {
        let comment = String(repeating: "这个商品非常好,物流很快,包装完整。", count: 3)
        let page = ProductPage(blocks: [.title("商品名称"), .comment(comment)])
        let table = try table(page, width: 320)
        // 288 points of label at 17 points: 16 ideographs, or 15 and two narrow commas, a line;
        // CJK breaks between any two characters, so every line but the last is full.
        let lines = TextMetrics.lines(of: comment, font: .body, width: 288)
        expectEqual(lines.count, 3)
        expectEqual(lines.joined(), comment)
        for line in lines.dropLast() {
            let width = TextMetrics.width(of: line, in: .body)
            #expect(width <= 288 && width + 17 > 288)
        }
        let lineHeight = TextMetrics.ceilToPixel(CGFloat(lines.count) * 20.4)
        let height = try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height
        #expect(
            height == TextMetrics.ceilToPixel(lineHeight + 22) + TextMetrics.pixel,
            "the lines, the margins and the separator's pixel")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TextCell)
        expectEqual(cell.label.lines, lines)
    }

    @Test func fixedRowsAre44Points() throws {
        let page = ProductPage(blocks: [.price("¥0"), .price("商品评价(0)"), .price("暂无评论")])
        let table = try table(page, width: 375)
        expectEqual(table.contentSize.height, 132)
        expectEqual(table.visibleCells.map(\.frame.height), [44, 44, 44])
    }
}
