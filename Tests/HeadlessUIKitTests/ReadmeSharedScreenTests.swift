import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// README's "Sharing a screen file with UIKit", as written there: the file's only
// package-specific line is its import.
final class FruitsViewController: UITableViewController {
    var fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruits"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.add() })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }

    func add() {
        fruits.append("Damson")
        tableView.insertRows(at: [IndexPath(row: fruits.count - 1, section: 0)], with: .automatic)
    }
}

@MainActor
struct ReadmeSharedScreenTests {
    @Test func theReadmesSharedScreenRunsInANavigationControllerAndItsAddButtonInsertsARow() throws {
        let harness = ScrollHarness(
            rootViewController: UINavigationController(rootViewController: FruitsViewController()))
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 3)
        try harness.tapBarButton("Add")
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 4)
        expectEqual(harness.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "Damson")
        #expect(harness.tableView.recordedErrors.isEmpty)
    }

    @Test func anInsertTheModelDoesNotFollowIsRecordedAndFailsTheGesture() throws {
        let screen = FruitsViewController()
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        // The bug: the table is told of a row the model does not have.
        let errors = try harness.expectErrors {
            try harness.tapBarButton("Add")
            screen.tableView.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        }
        expectEqual(errors.map(\.member), ["insertRows(at:with:)"])
        expectEqual(harness.tableView.numberOfRows(inSection: 0), 4)
    }
}
