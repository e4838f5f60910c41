import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison
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
        #expect(texts() == ["[front.jpg]", "¥0", "商品评价(0)", "暂无评论"])
        #expect(try harness.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120 * 375 / 320)
        let imagesCell = harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        let before = harness.tableView.updateHistory.count
        harness.clearEvents()
        try liaison.apply(productSections(for: product, loaded: true, width: 375))
        harness.advance(frames: 1)
        // One batch (plus one reconfiguration of changed texts), never a reload of everything.
        #expect(harness.tableView.updateHistory.count - before <= 2)
        #expect(harness.tableView.statistics.reloads == 1)
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
        #expect(texts() == expected, "seed \(seed)")
        // The new blocks were inserted; "暂无评论" was deleted when comments came; the price
        // and the summary changed text in place.
        let inserted = harness.events(.rowCommand).filter { $0.detail == "insert" }.count
        let newBlocks =
            2 + (product.promotions.isEmpty ? 0 : 1) + (product.specification == nil ? 0 : 1) + (product.shop == nil ? 0 : 1)
            + min(4, product.comments.count) + (product.comments.isEmpty ? 0 : 1)
        #expect(inserted == newBlocks, "seed \(seed)")
        #expect(harness.events(.rowCommand).filter { $0.detail == "delete" }.count == (product.comments.isEmpty ? 0 : 1))
        #expect(
            harness.events(.rowCommand).filter { $0.detail == "reload" }.map(\.indexPath).contains(IndexPath(row: 3, section: 0)))
    }
}

@MainActor
struct PersonFeedTests {
    @Test func cellsSizeThemselvesWithTheSeparatorAndTheBarGivesWayInOrder() throws {
        let people = PersonFeedScreen.samplePeople(count: 30, seed: 7)
        let screen = PersonFeedScreen(people: people, width: 300)
        let harness = ScrollHarness(tableView: screen.tableView, liaison: screen.liaison)
        for indexPath in harness.tableView.indexPathsForVisibleRows ?? [] {
            let cell = try #require(harness.tableView.cellForRow(at: indexPath) as? PersonCell)
            // The row's height is the stack's fitting height plus the 1-point separator.
            #expect(cell.frame.height == cell.sizeThatFits(CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude)).height)
            #expect(cell.head.frame.size == CGSize(width: 50, height: 50))
            #expect(cell.photo.isHidden || cell.photo.frame.height <= 200)
            // "like" never truncates; the date gives way before "hot" does.
            #expect(cell.like.lines == [people[indexPath.row].like])
            if cell.hot.lines.first?.hasSuffix("…") == true { #expect(cell.date.frame.width == 0) }
        }
        harness.renderWidth = 40
        let frame = harness.render().split(separator: "\n").map(String.init)
        #expect(frame[1] == "┌─0-0──────────────────────────────────┐ █")
        // The avatar and the name sit side by side, and so do the date, "hot" and "like".
        #expect(frame[2] == "│  [head]  Person 0                    │ │")
        let person = people[0]
        #expect(frame.contains { $0.contains("\(person.date) \(person.hot) \(person.like)") })
        let long = try #require(people.firstIndex { $0.like.count > 10 })
        try harness.scroll(toRow: IndexPath(row: long, section: 0), at: .top)
        let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: long, section: 0)) as? PersonCell)
        #expect(cell.date.lines.first?.hasSuffix("…") == true)
        #expect(cell.like.lines == [people[long].like])
    }

    @Test func aFlingMeasuresOnlyTheRowsItShows() throws {
        let screen = PersonFeedScreen(people: PersonFeedScreen.samplePeople(count: 200, seed: 3), width: 375)
        // Measurements made before the harness was attached (and its reload) do not count.
        let before = screen.tableView.statistics.sizeThatFitsCalls
        let harness = ScrollHarness(tableView: screen.tableView, liaison: screen.liaison)
        try harness.fling(velocity: 4_000)
        let displayed = Set(harness.events(.willDisplay).compactMap(\.indexPath)).count
        #expect(harness.tableView.statistics.sizeThatFitsCalls - before == displayed)
        #expect(displayed < 200)
        #expect(harness.tableView.statistics.cellsCreated <= (harness.frames.map(\.visibleRows.count).max() ?? 0) + 2)
    }
}

@MainActor
struct QuotesTests {
    @Test func thePrototypeMeasuresEachShownRowAndIsNeverShown() throws {
        let screen = QuotesScreen(width: 375)
        let harness = ScrollHarness(tableView: screen.tableView)
        let first = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? QuoteCell)
        #expect(first.title.lines == ["Quote 1"])
        #expect(harness.tableView.visibleCells.allSatisfy { $0 !== screen.prototype })
        let quote = screen.quotes[4]
        let lines = TextMetrics.lines(of: quote, font: .body, width: 375 - 32)
        let expected = TextMetrics.ceilToPixel(
            8 + TextMetrics.ceilToPixel(15 * 1.2) + 4 + TextMetrics.ceilToPixel(CGFloat(lines.count) * 20.4) + 8)
        try harness.scroll(toRow: IndexPath(row: 4, section: 0), at: .top)
        #expect(try harness.tableView.rectForRow(at: IndexPath(row: 4, section: 0)).height == expected)
        try harness.fling(velocity: 3_000)
        let shown = Set(harness.events(.willDisplay).compactMap(\.indexPath)).count
        #expect(screen.prototypeMeasurements == shown)
    }

    @Test func theFirstFrameRendersTheQuotesWrapped() {
        let screen = QuotesScreen(width: 375)
        let harness = ScrollHarness(tableView: screen.tableView)
        harness.renderWidth = 48
        let lines = harness.render().split(separator: "\n").map(String.init)
        // 343 points of 17-point text: about 36 Latin characters a line.
        #expect(
            Array(lines.prefix(9)) == [
                "offset 0.0 of \(String(format: "%.1f", screen.tableView.contentSize.height))",
                "┌─0-0──────────────────────────────────────────┐ █",
                "│  Quote 1                                     │ │",
                "│  Simplicity is prerequisite for              │ │",
                "│  reliability.                                │ │",
                "┌─0-1──────────────────────────────────────────┐ │",
                "│  Quote 2                                     │ │",
                "│  Premature optimization is the root of       │ │",
                "│  all evil.                                   │ │",
            ])
    }
}
