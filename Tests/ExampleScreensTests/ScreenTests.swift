import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

@MainActor
struct ProductDetailTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6])
    func theInitialStateBecomesTheLoadedStateInOneApply(seed: UInt64) throws {
        let product = Product.sample(seed: seed)
        let liaison = Liaison()
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero), liaison: liaison, viewport: CGSize(width: 375, height: 2_000))
        try liaison.apply(productSections(for: product, loaded: false, width: 375))
        harness.advance(frames: 1)
        let texts = { harness.tableView.visibleCells.map { ScrollHarness.renderedText(of: $0).joined(separator: " ") } }
        expectEqual(texts(), ["[front.jpg]", "¥0", "商品评价(0)", "暂无评论"])
        #expect(
            try harness.tableView.checking { _ in harness.tableView.rectForRow(at: IndexPath(row: 0, section: 0)) }.height
                == CGFloat(120) * 375 / 320)
        let imagesCell = harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let before = harness.tableView.updateHistory.count
        harness.clearEvents()
        try liaison.apply(productSections(for: product, loaded: true, width: 375))
        harness.advance(frames: 1)
        // One batch (plus one reconfiguration of changed texts), never a reload of everything.
        #expect(harness.tableView.updateHistory.count - before <= 2)
        expectEqual(harness.tableView.statistics.reloads, 1)
        #expect(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === imagesCell)
        var expected = ["[front.jpg]", "商品名称", "节日促销,快来买啊", "¥5999"]
        if !product.promotions.isEmpty { expected.append(product.promotions.joined(separator: " ")) }
        if let specification = product.specification { expected.append("已选:" + specification) }
        if let shop = product.shop { expected.append(shop) }
        expected.append("商品评价(\(product.comments.count))")
        expected += product.comments.prefix(4).map { comment in
            TextMetrics.lines(of: comment, font: .body, width: 375 - 32).joined(separator: " ")
        }
        expected.append(product.comments.isEmpty ? "暂无评论" : "查看所有评论")
        expectEqual(texts(), expected, "seed \(seed)")
        // The new blocks were inserted; "暂无评论" was deleted when comments came; the price
        // and the summary changed text in place.
        let inserted = harness.events(.rowCommand).filter { $0.detail == "insert" }.count
        let newBlocks =
            2 + (product.promotions.isEmpty ? 0 : 1) + (product.specification == nil ? 0 : 1) + (product.shop == nil ? 0 : 1)
            + min(4, product.comments.count) + (product.comments.isEmpty ? 0 : 1)
        expectEqual(inserted, newBlocks, "seed \(seed)")
        #expect(harness.events(.rowCommand).filter { $0.detail == "delete" }.count == (product.comments.isEmpty ? 0 : 1))
        #expect(
            harness.events(.rowCommand).filter { $0.detail == "reload" }.map(\.indexPath).contains(IndexPath(row: 3, section: 0)))
    }
}
