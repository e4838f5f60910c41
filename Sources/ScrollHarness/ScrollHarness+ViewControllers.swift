import Foundation
import TableLiaison
import ViewControllers

extension ScrollHarness {
    /// A harness hosting `rootViewController` (a screen, or a navigation controller around
    /// one) in a window of `size`, as UIKit tests do with a `UIWindow`: the window is made key
    /// and visible, so the root's view loads and its appearance callbacks run. Table gestures
    /// act on the table of the screen on top (the top of a navigation stack, or what is
    /// presented over it); pushes, pops, presentations, dismissals and alerts are logged.
    public convenience init(
        rootViewController: ViewController, size: CGSize = ViewController.defaultViewSize, framesPerSecond: Int = 60
    ) {
        let window = Window(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = rootViewController
        self.init(window: window, framesPerSecond: framesPerSecond)
    }

    /// A harness hosting `window` and its root controller, at the window's size; the window is
    /// made key and visible if it was not (see ``init(rootViewController:size:framesPerSecond:)``).
    public convenience init(window: Window, framesPerSecond: Int = 60) {
        window.makeKeyAndVisible()
        let table = Self.table(of: window.topViewController)
        self.init(
            tableView: table ?? TableView(frame: window.bounds), liaison: nil, viewport: nil,
            framesPerSecond: framesPerSecond)
        self.window = window
        topScreenHasNoTable = table == nil
        // The screens' views hang from the window, which is the top of their layers' trees:
        // driving it runs and logs the animations of every screen shown (the tables, driven
        // too, add their reuse pools).
        animationTimeline.drive(window)
        observeErrors(of: window.errorRecorder)
        window.transitionObserver = { [weak self] transition in self?.log(transition) }
    }

    // MARK: Reading the screens

    /// The controller on top: what is presented last, else the top of the navigation stack
    /// (of the selected tab, in a tab bar controller), else the root. Nil for a harness made for a table.
    public var topViewController: ViewController? { window?.topViewController }

    /// The navigation stack the user sees (root first): that of the navigation controller
    /// presented last, else the root's; empty when there is none.
    public var navigationStack: [ViewController] { visibleNavigationController?.viewControllers ?? [] }

    /// The controller presented last (the alert, when one shows), or nil.
    public var presentedViewController: ViewController? {
        var current = window?.rootViewController?.presentedViewController
        while let more = current?.presentedViewController { current = more }
        return current
    }

    /// The alert on top, if one is presented.
    public var presentedAlert: AlertController? { presentedViewController as? AlertController }

    /// The navigation controller of the screen the user sees, if any.
    var visibleNavigationController: NavigationController? {
        var screen = window?.rootViewController
        while let presented = screen?.presentedViewController { screen = presented }
        if let alert = screen as? AlertController { screen = alert.presentingViewController }
        guard let leaf = screen?.visibleLeaf else { return nil }
        return leaf as? NavigationController ?? leaf.navigationController
    }

    /// The tab bar controller of the screen the user sees (under any alert): the first one
    /// through the containers' shown children, if any.
    var visibleTabBarController: TabBarController? {
        var current = window?.rootViewController
        while let presented = current?.presentedViewController, !(presented is AlertController) { current = presented }
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.visibleChild
        }
        return nil
    }

    /// The table a controller shows: its view when that is a table, else the first table in
    /// its view's tree.
    static func table(of controller: ViewController?) -> TableView? {
        guard let controller else { return nil }
        var pending = [controller.view as View]
        while !pending.isEmpty {
            let view = pending.removeFirst()
            if let table = view as? TableView { return table }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// Why a gesture cannot run now: a table gesture with no table on top, any gesture but
    /// an alert's under an alert.
    func blockedGesture(requiresTable: Bool) -> ScrollHarnessError? {
        guard window != nil, requiresTable else { return nil }
        if let alert = presentedAlert { return .blockedByAlert(title: alert.title) }
        if topScreenHasNoTable { return .noTableOnTopScreen(screen: topViewController.map(Self.name) ?? "none") }
        return nil
    }

    // MARK: Following the screens

    /// Logs a transition and drives the table of the new top screen.
    private func log(_ transition: ViewControllerTransition) {
        switch transition {
        case let .pushed(controller, navigation, animated):
            record(.pushed, detail: "\(Self.name(controller)) on \(Self.name(navigation))\(animated ? "" : " not animated")")
        case let .popped(controllers, navigation, animated):
            let names = controllers.reversed().map(Self.name).joined(separator: ", ")
            record(.popped, detail: "\(names) from \(Self.name(navigation))\(animated ? "" : " not animated")")
        case let .stackSet(controllers, navigation, _):
            record(
                .viewControllersSet,
                detail: "[\(controllers.map(Self.name).joined(separator: ", "))] on \(Self.name(navigation))")
        case let .presented(controller, presenter, animated):
            if let alert = controller as? AlertController {
                record(.alertShown, detail: Self.describe(alert) + (animated ? "" : " not animated"))
            } else {
                record(
                    .presented,
                    detail:
                        "\(Self.name(controller)) by \(Self.name(presenter)) as \(controller.modalPresentationStyle)\(animated ? "" : " not animated")"
                )
            }
        case let .dismissed(controller, _, animated):
            record(.dismissed, detail: "\(Self.name(controller))\(animated ? "" : " not animated")")
        case let .tabSelected(controller, tabs):
            record(.tabSelected, detail: "\(controller.map(Self.tabTitle) ?? "none") in \(Self.name(tabs))")
        }
        followTopScreen()
    }

    /// Points the harness at the table of the screen now on top: the recording proxy moves
    /// from the old table to the new one, whose errors are followed too.
    func followTopScreen() {
        guard let window else { return }
        let top = window.topViewController.flatMap { $0 is AlertController ? $0.presentingViewController : $0 }
        let visible = top.map(\.visibleLeaf)
        guard let table = Self.table(of: visible ?? nil) else {
            topScreenHasNoTable = true
            return
        }
        topScreenHasNoTable = false
        guard table !== tableView else { return }
        // Give the old table its own data source and delegate back.
        tableView.dataSource = proxy.dataSource
        tableView.delegate = proxy.delegate
        if tableView.prefetchDataSource === proxy { tableView.prefetchDataSource = proxy.prefetcher }
        tableView.interposedForwarder = nil
        proxy.dataSource = table.dataSource
        proxy.delegate = table.delegate
        proxy.prefetcher = table.prefetchDataSource
        let hasPrefetcher = table.prefetchDataSource != nil
        table.dataSource = proxy
        table.delegate = proxy
        table.interposedForwarder = proxy
        if hasPrefetcher { table.prefetchDataSource = proxy }
        tableView.stepsContentOffsetAnimations = false
        tableView = table
        table.stepsContentOffsetAnimations = true
        observeErrors(of: table.errorRecorder)
        // The cells in its reuse pool are outside the window: their animations run too.
        animationTimeline.drive(table)
        tableChangeObserver?()
    }

    /// A controller's type and title, as the log names it: `NoteDetail "Groceries"`.
    static func name(_ controller: ViewController) -> String {
        let type = String(describing: Swift.type(of: controller))
        guard let title = controller.title ?? controller.navigationItem.title, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }

    /// `alert "Delete note?" "It cannot be undone." [Cancel (cancel), *Delete (destructive)]`.
    static func describe(_ alert: AlertController) -> String {
        let actions = alert.actions.map { action in
            "\(alert.preferredAction === action ? "*" : "")\(action.title ?? "") (\(action.style))"
                + (action.isEnabled ? "" : " disabled")
        }
        var parts = ["\(alert.preferredStyle)", "\"\(alert.title ?? "")\""]
        if let message = alert.message { parts.append("\"\(message)\"") }
        if let fields = alert.textFields { parts.append("\(fields.count) text field\(fields.count == 1 ? "" : "s")") }
        parts.append("[\(actions.joined(separator: ", "))]")
        return parts.joined(separator: " ")
    }
}
