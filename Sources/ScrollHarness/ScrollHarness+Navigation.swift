import Foundation
import TableLiaison
import ViewControllers

extension ScrollHarness {
    /// Taps the bar button of the top screen's navigation bar that shows `query`: its title,
    /// its system item's title or accessibility label ("Add" for `.add`), or its
    /// accessibility label; a hidden item (`isHidden`) is not offered. Runs its primary action
    /// in one frame, else sends its target's action (which records `TargetActionError` off
    /// Apple platforms); logged as `.barButtonTapped`.
    /// - Throws: `ScrollHarnessError.noSuchBarButton` (with what the bar offers),
    ///   `.barButtonNotTappable` when it is disabled or has no action, `.blockedByAlert`
    ///   under an alert; what the screen met, as any gesture.
    public func tapBarButton(_ query: String) throws {
        try tapBarButton(query: query) { item in
            item.title == query || item.accessibilityLabel == query || item.systemItem?.accessibilityLabel == query
        }
    }

    /// Taps the top screen's bar button made as `systemItem` (see ``tapBarButton(_:)``).
    /// - Throws: as ``tapBarButton(_:)``.
    public func tapBarButton(systemItem: BarButtonItem.SystemItem) throws {
        try tapBarButton(query: "\(systemItem)") { $0.systemItem == systemItem }
    }

    /// The bar buttons the top screen's navigation bar shows, leading then trailing, as drawn
    /// (hidden items left out).
    public var barButtonTitles: [String] { barButtons.map(\.displayText) }

    /// What ``tapBarButton(_:)`` finds each enabled bar button with an action by: its title,
    /// else its accessibility label, else its system item's; the explorer draws from these.
    var tappableBarButtonQueries: [String] {
        guard presentedAlert == nil else { return [] }
        return barButtons.compactMap { item in
            guard item.isEnabled, item.hasTapAction else { return nil }
            if let title = item.title, !title.isEmpty { return title }
            return item.accessibilityLabel ?? item.systemItem?.accessibilityLabel
        }
    }

    /// Whether ``goBack()`` can run now: a back button shows on the visible navigation bar.
    var canGoBack: Bool {
        guard presentedAlert == nil, let navigation = visibleNavigationController,
            navigation.presentedViewController == nil
        else { return false }
        return navigation.backButtonTitle(at: navigation.viewControllers.count - 1) != nil
    }

    private var barButtons: [BarButtonItem] {
        guard let screen = screenUnderAlert else { return [] }
        let item = screen.navigationItem
        return ((item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? [])).filter { !$0.isHidden }
    }

    /// The screen under any alert: the top screen of the visible stack, or what is presented.
    var screenUnderAlert: ViewController? {
        var screen = window?.rootViewController
        while let presented = screen?.presentedViewController, !(presented is AlertController) { screen = presented }
        return screen?.visibleLeaf
    }

    private func tapBarButton(query: String, matching: (BarButtonItem) -> Bool) throws {
        let offered = barButtons
        guard let item = offered.first(where: matching) else {
            if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
            throw ScrollHarnessError.noSuchBarButton(query: query, offered: offered.map(\.displayText))
        }
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        guard item.isEnabled, item.hasTapAction else { throw ScrollHarnessError.barButtonNotTappable(query: query) }
        try gesture("tapBarButton(\"\(query)\")", requiresTable: false) {
            tick {
                record(.barButtonTapped, detail: item.displayText)
                if let error = item.performTap() {
                    (window?.errorRecorder ?? tableView.errorRecorder).record(error, member: "UIBarButtonItem.action")
                }
            }
        }
    }

    /// Taps the presented alert's action titled `title`: the alert is dismissed, then the
    /// action's handler runs, as UIKit; logged as `.alertActionTapped` and `.dismissed`.
    /// - Throws: `ScrollHarnessError.noAlertShown`, `.noSuchAlertAction` (with the actions
    ///   offered), `.alertActionDisabled`; what the screen met.
    public func tapAlertAction(_ title: String) throws {
        guard let alert = presentedAlert else { throw ScrollHarnessError.noAlertShown }
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            throw ScrollHarnessError.noSuchAlertAction(title: title, offered: alert.actions.map { $0.title ?? "" })
        }
        guard action.isEnabled else { throw ScrollHarnessError.alertActionDisabled(title: title) }
        try gesture("tapAlertAction(\"\(title)\")", requiresTable: false) {
            tick {
                record(.alertActionTapped, detail: title)
                alert.tap(action)
            }
        }
    }

    /// Types `text` into the presented alert's text field at `index` (appended to what it
    /// holds; its `.editingChanged` actions run).
    /// - Throws: `ScrollHarnessError.noAlertShown`, `.noSuchAlertTextField`.
    public func typeInAlertTextField(_ text: String, at index: Int = 0) throws {
        guard let alert = presentedAlert else { throw ScrollHarnessError.noAlertShown }
        let fields = alert.textFields ?? []
        guard fields.indices.contains(index) else {
            throw ScrollHarnessError.noSuchAlertTextField(index: index, count: fields.count)
        }
        try gesture("typeInAlertTextField(\"\(text)\")", requiresTable: false) {
            tick { fields[index].type(text) }
        }
    }

    /// Taps the back button of the visible navigation bar: the top controller is popped.
    /// - Throws: `ScrollHarnessError.noBackButton` at the root, with the back button hidden,
    ///   under a presented screen or without a navigation controller; `.blockedByAlert`.
    public func goBack() throws {
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        guard let navigation = visibleNavigationController, navigation.presentedViewController == nil,
            let top = navigation.topViewController,
            navigation.backButtonTitle(at: navigation.viewControllers.count - 1) != nil
        else {
            throw ScrollHarnessError.noBackButton(screen: topViewController.map(Self.name) ?? "none")
        }
        try gesture("goBack() from \(Self.name(top))", requiresTable: false) {
            tick { navigation.popViewController(animated: true) }
        }
    }

    /// Swipes from the left edge, as a finger goes back: the navigation controller's
    /// `interactivePopGestureRecognizer` must be enabled and its delegate's
    /// `gestureRecognizerShouldBegin` answer true (UIKit asks it), and there must be a
    /// controller to go back to; then the top controller is popped.
    /// - Throws: `ScrollHarnessError.noBackButton` where there is nothing to go back to (the
    ///   root, or no navigation controller); `.swipeBackRefused` when the recognizer is
    ///   disabled or its delegate says no; `.blockedByAlert`.
    public func swipeBack() throws {
        if let alert = presentedAlert { throw ScrollHarnessError.blockedByAlert(title: alert.title) }
        guard let navigation = visibleNavigationController, navigation.presentedViewController == nil,
            let top = navigation.topViewController, navigation.viewControllers.count > 1
        else {
            throw ScrollHarnessError.noBackButton(screen: topViewController.map(Self.name) ?? "none")
        }
        guard let recognizer = navigation.interactivePopGestureRecognizer, recognizer.isEnabled,
            recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        else {
            throw ScrollHarnessError.swipeBackRefused(screen: Self.name(top))
        }
        try gesture("swipeBack() from \(Self.name(top))", requiresTable: false) {
            tick { navigation.popViewController(animated: true) }
        }
    }

    /// Swipes the presented sheet down, as a finger dismisses one: refused (logged as
    /// `.dismissRefused`) while it is modal in presentation or its presentation delegate
    /// says no, which is told of the attempt; otherwise dismissed, the delegate told.
    /// - Returns: whether the sheet was dismissed.
    /// - Throws: `ScrollHarnessError.notASheet` when what is on top is not a sheet (nothing
    ///   presented, a full-screen controller, an alert, a popover its delegate kept one: a tap
    ///   outside dismisses a popover, which the harness does not do).
    @discardableResult
    public func swipeDownToDismiss() throws -> Bool {
        guard let presented = presentedViewController, ![.fullScreen, .popover].contains(presented.presentationStyleShown),
            !(presented is AlertController)
        else {
            throw ScrollHarnessError.notASheet(screen: (presentedViewController ?? topViewController).map(Self.name) ?? "none")
        }
        var dismissed = false
        try gesture("swipeDownToDismiss()", requiresTable: false) {
            tick {
                dismissed = presented.dismissBySwipe() ?? false
                if !dismissed { record(.dismissRefused, detail: Self.name(presented)) }
            }
        }
        return dismissed
    }
}
