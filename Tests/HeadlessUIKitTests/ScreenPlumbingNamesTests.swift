import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A list with an empty state, written as UIKit screens write one.
@MainActor
private final class EmptyListController: UITableViewController {
    var items: [String] = []
    var traitChanges: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let empty = UILabel()
        empty.text = "No notes yet"
        empty.textAlignment = .center
        tableView.backgroundView = empty
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
            self.traitChanges.append("handler from \(previous.preferredContentSizeCategory)")
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append("didChange to \(traitCollection.preferredContentSizeCategory)")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}

@MainActor
struct ScreenPlumbingNamesTests {
    @Test
    func theEmptyStateBackgroundIsDrawnOnlyWhileNoRowShows() throws {
        let list = EmptyListController(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: list))
        #expect(harness.render().contains("No notes yet"))
        list.items = ["Groceries"]
        list.tableView.reloadData()
        let filled = harness.render()
        #expect(filled.contains("Groceries") && !filled.contains("No notes yet"))
    }

    @Test
    func aTextSizeChangeReachesTheControllersTraitCallbacksInUIKitsOrder() throws {
        let list = EmptyListController(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: list))
        try harness.setContentSizeCategory(.extraExtraLarge)
        expectEqual(list.traitChanges, ["didChange to extraExtraLarge", "handler from large"])
        try harness.setContentSizeCategory(.extraExtraLarge)
        expectEqual(list.traitChanges.count, 2)
    }

    @Test
    func showPushesInsideANavigationControllerAndPresentsOutsideOne() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        let harness = ScrollHarness(window: window)
        let detail = UIViewController()
        root.show(detail, sender: nil)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === detail)
        let share = UIActivityViewController(activityItems: ["https://example.com"], applicationActivities: nil)
        var outcome: [String] = []
        share.completionWithItemsHandler = { type, completed, _, _ in outcome.append("\(type?.rawValue ?? "nil") \(completed)") }
        detail.showDetailViewController(share, sender: nil)
        #expect(detail.presentedViewController === share && share.activityItems.count == 1)
        share.complete(with: .copyToPasteboard)
        #expect(detail.presentedViewController == nil)
        // The handler is told when the dismissal ends.
        expectEqual(outcome, [])
        harness.advance(frames: Int((UIViewController.transitionDuration * 60).rounded()))
        expectEqual(outcome, ["com.apple.UIKit.activity.CopyToPasteboard true"])
        // The covered root's view left the window, as UIKit removes it.
        #expect(detail.view.window === window && root.view.window == nil && UIView().window == nil)
    }

    @Test
    func sheetsAndActionSheetsHaveTheirKindOfPresentationController() {
        let form = UINavigationController(rootViewController: UIViewController())
        form.sheetPresentationController?.detents = [.medium(), .large()]
        form.sheetPresentationController?.prefersGrabberVisible = true
        expectEqual(form.sheetPresentationController?.detents, [.medium(), .large()])
        #expect(form.popoverPresentationController == nil)
        let actions = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        let anchor = UIView()
        actions.popoverPresentationController?.sourceView = anchor
        actions.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(actions.popoverPresentationController?.sourceView === anchor)
        #expect(actions.sheetPresentationController == nil)
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        #expect(full.sheetPresentationController == nil && full.presentationController != nil)
    }

    @Test
    func viewsCarryUIKitsGeometryResponderAndRecognizerMembers() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        expectEqual(view.center, CGPoint(x: 60, y: 40))
        view.center = CGPoint(x: 50, y: 50)
        expectEqual(view.frame, CGRect(x: 0, y: 30, width: 100, height: 40))
        #expect(view.safeAreaInsets == UIEdgeInsets() && view.readableContentGuide === view.layoutMarginsGuide)

        let field = UITextField()
        let other = UITextField()
        view.addSubview(field)
        view.addSubview(other)
        #expect(!view.becomeFirstResponder())
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(other.becomeFirstResponder() && other.isFirstResponder && !field.isFirstResponder)
        #expect(view.endEditing(true) && !other.isFirstResponder)
        #expect(!view.endEditing(true))

        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.cancelsTouchesInView = false
        view.addGestureRecognizer(tap)
        #expect(tap.view === view && view.gestureRecognizers?.count == 1)
        field.addGestureRecognizer(tap)
        #expect(tap.view === field && view.gestureRecognizers == nil)
        field.removeGestureRecognizer(tap)
        #expect(tap.view == nil && tap.state == .possible)
    }

    @Test
    func cellsAndHeadersTakeABackgroundConfigurationsColour() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        expectEqual(cell.backgroundColor, .secondarySystemGroupedBackground)
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        header.backgroundConfiguration = .clear()
        expectEqual(header.backgroundColor, .clear)
        var content = UIListContentConfiguration.groupedHeader()
        content.text = "Recent"
        expectEqual(content.textProperties.font, UIListContentConfiguration.header().textProperties.font)
        #expect(
            UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font
                == .preferredFont(forTextStyle: .title3))
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        expectEqual(refresh.attributedTitle?.string, "Pull to refresh")
    }
}
