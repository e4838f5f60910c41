import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A delegate written for UIKit: it implements the context menu callbacks with their
/// `animator:` argument, and animates alongside the menu.
@MainActor
private final class AnimatingMenuList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in self?.log.append("copy") }])
        }
    }

    func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willDisplay")
        animator?.addCompletion { [weak self] in self?.log.append("displayCompletion") }
        animator?.addAnimations { [weak self] in self?.log.append("displayAnimations") }
    }

    func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        log.append("willEnd")
        animator?.addCompletion { [weak self] in self?.log.append("endCompletion") }
    }
}

/// A delegate that still implements the forms without an animator this package offered first.
@MainActor
private final class OldFormMenuList: NSObject, UITableViewDataSource, UITableViewDelegate {
    var log: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
        }
    }

    func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration) {
        log.append("willDisplay")
    }

    func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration) {
        log.append("willEnd")
    }
}

/// UIKit calls `tableView(_:willDisplayContextMenu:animator:)` and
/// `tableView(_:willEndContextMenuInteraction:animator:)`; an app implementing those is
/// called, and the blocks it adds to the animator run after the callback returns.
@MainActor
struct ContextMenuAnimatorTests {
    @Test func theHarnessCallsUIKitsAnimatorFormsAndRunsTheirBlocksAfterThem() throws {
        let list = AnimatingMenuList()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = list
        table.delegate = list
        let harness = ScrollHarness(tableView: table)
        #expect(try harness.longPress(row: IndexPath(row: 1, section: 0)) == ["Copy"])
        expectEqual(list.log, ["willDisplay", "displayAnimations", "displayCompletion"])
        try harness.chooseContextMenuAction("Copy")
        expectEqual(list.log, ["willDisplay", "displayAnimations", "displayCompletion", "willEnd", "endCompletion", "copy"])
        #expect(
            harness.events(.willDisplayContextMenu, .willEndContextMenuInteraction).map(\.kind)
                == [.willDisplayContextMenu, .willEndContextMenuInteraction])
    }

    @Test func aDelegateWithTheFormsWithoutAnAnimatorIsStillCalled() throws {
        let list = OldFormMenuList()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        table.dataSource = list
        table.delegate = list
        let harness = ScrollHarness(tableView: table)
        try harness.longPress(row: IndexPath(row: 0, section: 0))
        try harness.chooseContextMenuAction("Copy")
        expectEqual(list.log, ["willDisplay", "willEnd"])
    }

    #if !canImport(UIKit)
        // The headless animator itself, which UIKit does not name.
        @Test func aBlockAddedAfterTheAnimationEndedRunsAtOnce() {
            let animator = ContextMenuAnimator()
            var log: [String] = []
            animator.addCompletion { log.append("completion") }
            animator.addAnimations { log.append("animations") }
            #expect(log.isEmpty)
            animator.finish()
            #expect(log == ["animations", "completion"] && animator.isFinished)
            animator.addCompletion { log.append("late") }
            animator.finish()
            expectEqual(log, ["animations", "completion", "late"])
        }
    #endif
}
