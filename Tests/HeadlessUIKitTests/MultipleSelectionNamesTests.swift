import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A chat list that lets two fingers slide over rows to select them, as mail and chat apps do,
/// and a container that follows its child's preferred size.
@MainActor
private final class ChatListScreen: UITableViewController {
    var calls: [String] = []
    var allowsPanSelection = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "chat")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "chat", for: indexPath)
        cell.textLabel?.text = "Chat \(indexPath.row)"
        return cell
    }

    override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        calls.append("should \(indexPath.row) editing \(tableView.isEditing)")
        return allowsPanSelection
    }

    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        calls.append("begin \(indexPath.row) editing \(tableView.isEditing)")
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 3 ? nil : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("select \(indexPath.row)")
    }

    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        calls.append("end")
    }
}

@MainActor
private final class SizeFollowingContainer: UIViewController {
    var heard: [CGSize] = []
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        heard.append(container.preferredContentSize)
    }
}

@MainActor
struct MultipleSelectionNamesTests {
    /// Two fingers from row 5 up to row 1: asked at the start row, editing begins, the rows
    /// are selected in order (row 3 refused by `willSelectRowAt`), then the end.
    @Test func aTwoFingerPanSelectsTheRowsItSlidesOver() throws {
        let screen = ChatListScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        try harness.panToSelectRows(from: IndexPath(row: 5, section: 0), to: IndexPath(row: 1, section: 0))
        expectEqual(
            screen.calls,
            ["should 5 editing false", "begin 5 editing true", "select 1", "select 2", "select 4", "select 5", "end"])
        expectEqual(screen.tableView.indexPathsForSelectedRows?.map(\.row).sorted(), [1, 2, 4, 5])
    }

    /// A delegate that answers false keeps the table out of editing mode and selects nothing;
    /// a row that does not exist throws before the delegate is asked.
    @Test func aRefusedOrImpossiblePanSelectsNothing() throws {
        let screen = ChatListScreen(style: .plain)
        screen.allowsPanSelection = false
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        try harness.panToSelectRows(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        expectEqual(screen.calls, ["should 0 editing false"])
        #expect(!screen.tableView.isEditing && screen.tableView.indexPathsForSelectedRows == nil)
        #expect(throws: (any Error).self) {
            try screen.tableView.panToSelectRows(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 40, section: 0))
        }
        expectEqual(screen.calls.count, 1)
    }

    /// A child's preferred size reaches its parent, once per change.
    @Test func aChildsPreferredContentSizeReachesItsParent() {
        let container = SizeFollowingContainer()
        let child = UIViewController()
        container.addChild(child)
        child.didMove(toParent: container)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 200)
        child.preferredContentSize = CGSize(width: 320, height: 260)
        expectEqual(container.heard, [CGSize(width: 320, height: 200), CGSize(width: 320, height: 260)])
    }
}
