import Foundation
import Testing
import VirtualTableView

// The README's tour, compiled and run as written.

@MainActor
private final class Fruits: TableViewDataSource, TableViewDelegate {
    var names = ["Apple", "Banana", "Cherry"]
    var picked: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(names[indexPath.row])
    }
}

@MainActor
struct ReadmeTourTests {
    @Test func theTourRunsAsTheReadmeSays() throws {
        let fruits = Fruits()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = fruits
        table.delegate = fruits
        #expect(
            table.indexPathsForVisibleRows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
            ])
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(fruits.picked == ["Banana"])
        fruits.names.append("Damson")
        try table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        fruits.names.append("Elderberry")
        #expect(
            throws: TableViewError.invalidUpdate(
                .rowCount(section: 0, before: 4, after: 5, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        ) {
            try table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        }
        #expect(table.numberOfRows(inSection: 0) == 4)
    }
}
