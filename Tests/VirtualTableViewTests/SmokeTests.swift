import Foundation
import Testing
@testable import VirtualTableView

@MainActor
struct SmokeTests {
    @Test func basicLayout() throws {
        let source = RecordingDataSource(rows: 100)
        let table = makeTable(source)
        try table.layoutIfNeededOrThrow()
        print(source.events.prefix(30))
        #expect(table.indexPathsForVisibleRows?.count == 10)
        table.contentOffset.y = 22
        print(table.indexPathsForVisibleRows!.map(\.text))
        print(source.events.suffix(5))
        #expect(table.contentSize.height == 4400)
    }
}
