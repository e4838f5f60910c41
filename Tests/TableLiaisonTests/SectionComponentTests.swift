import Foundation
import TestSupport
import Testing

@testable import TableLiaison

@MainActor
struct SectionComponentTests {
    @Test func headersAndFootersAreConfiguredDisplayedAndEnded() throws {
        var events: [String] = []
        let header = SectionComponent<TestHeader, String>("Header")
        header.set(height: .height, 70)
        header.set(command: .configuration) { view, model, section in
            view.textLabel?.text = model
            events.append("configuration \(model) \(section)")
        }
        header.set(command: .willDisplay) { _, model, section in events.append("willDisplay \(model) \(section)") }
        header.set(command: .didEndDisplaying) { _, model, section in events.append("didEndDisplaying \(model) \(section)") }
        let footer = SectionComponent<TestHeader, Void>()
        footer.set(height: .height) { _ in 20 }
        let liaison = Liaison(sections: [
            Section(
                rows: (0..<20).map { textRow("r\($0)") },
                componentDisplayOption: .both(headerComponent: header, footerComponent: footer)),
            Section(rows: (0..<20).map { textRow("s1r\($0)") }),
        ])
        let table = try makeTable(liaison)
        #expect(table.isCellRegistered(forReuseIdentifier: "TestCell"))
        #expect(try table.checking { _ in table.rectForHeader(inSection: 0) }.height == 70)
        #expect(try table.checking { _ in table.rectForFooter(inSection: 0) }.height == 20)
        #expect(try table.checking { _ in table.rectForHeader(inSection: 1) }.height == 0)
        expectEqual(table.headerView(forSection: 0)?.textLabel?.text, "Header")
        expectEqual(events, ["configuration Header 0", "willDisplay Header 0"])
        // Past section 0: UIKit's automatic 22 points above its header, the header, the rows
        // and the footer.
        let end = table.rect(forSection: 0).maxY
        #expect(abs(end - (22 + 70 + 20 * 44 + 20)) < 1e-9)
        table.contentOffset.y = end
        expectEqual(events.last, "didEndDisplaying Header 0")
    }

    @Test func estimatesFallBackToTheHeightThenZero() {
        let component = SectionComponent<TestHeader, Int>(3)
        #expect(component.height == nil && component.estimatedHeight == nil)
        component.set(height: .estimatedHeight) { CGFloat($0 * 10) }
        expectEqual(component.estimatedHeight, 30)
        component.remove(height: .estimatedHeight)
        component.set(height: .height, 50)
        let liaison = Liaison(sections: [Section(componentDisplayOption: .header(component: component))])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        expectEqual(liaison.tableView(table, estimatedHeightForHeaderInSection: 0), 50)
        component.remove(height: .height)
        expectEqual(liaison.tableView(table, estimatedHeightForHeaderInSection: 0), 0)
        expectEqual(liaison.tableView(table, heightForHeaderInSection: 0), TableView.automaticDimension)
        expectEqual(liaison.tableView(table, heightForFooterInSection: 0), 0)
        expectEqual(component.reuseIdentifier, "TestHeader")
        var configured = 0
        component.set(command: .configuration) { _, _, _ in configured += 1 }
        component.remove(command: .configuration)
        component.perform(command: .configuration, for: TestHeader(), in: 0)
        expectEqual(configured, 0)
    }
}
