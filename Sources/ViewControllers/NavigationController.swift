import Foundation
import VirtualTableView

/// A stack of controllers with a navigation bar, as UIKit's `UINavigationController`: the
/// top controller's view fills its view; pushing shows a new one with a back button titled
/// after the one below; popping goes back. Transitions take time, with the appearance
/// callbacks of the controller leaving and the one arriving in UIKit's order: in the call
/// the stack changes, the views swap and `viewWillDisappear`, `viewWillAppear` run; when the
/// transition ends (``ViewController/transitionDuration`` later on the harness clock when
/// animated, at the end of the harness frame otherwise) `viewDidDisappear`, `viewDidAppear`
/// and the delegate's `didShow` run. A push or pop while one is in flight finishes that one
/// at once first.
@preconcurrency @MainActor
open class NavigationController: ViewController {
    /// The controllers on the stack, root first. Setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    private var stack: [ViewController] = []

    /// Told before and after a controller is shown by a push, a pop or a new stack.
    public weak var delegate: (any NavigationControllerDelegate)?

    /// Whether the navigation bar is hidden; false by default. Setting it is
    /// ``setNavigationBarHidden(_:animated:)`` without animation.
    public var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// The recognizer of the swipe from the left edge that goes back, as UIKit's
    /// `interactivePopGestureRecognizer`: the scroll harness's `swipeBack()` asks it (its
    /// `isEnabled`, its delegate's `gestureRecognizerShouldBegin`) before popping. Attached to
    /// the controller's view when it loads.
    public private(set) var interactivePopGestureRecognizer: GestureRecognizer? = {
        let recognizer = ScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        return recognizer
    }()

    /// The bar showing the top controller's ``NavigationItem``, as UIKit's `navigationBar`;
    /// code sets its appearances and `prefersLargeTitles` on it.
    public let navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))

    /// Whether the toolbar at the bottom, showing the top controller's
    /// ``ViewController/toolbarItems``, is hidden; true by default, as UIKit's.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// The toolbar at the bottom, as UIKit's `toolbar`: its items are the top controller's
    /// ``ViewController/toolbarItems``.
    public var toolbar: Toolbar! {
        ownToolbar.items = topViewController?.toolbarItems
        return ownToolbar
    }
    private let ownToolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))

    /// Whether a swipe up hides the bars, as UIKit's `hidesBarsOnSwipe`; recorded.
    public var hidesBarsOnSwipe = false

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// What the user sees: a controller presented over the navigation controller, else the
    /// top controller.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init(nibName: nil, bundle: nil)
        navigationBar.itemsOwner = self
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller; give it controllers with ``setViewControllers(_:animated:)``.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationBar.itemsOwner = self
    }

    /// An empty navigation controller; the coder is not read (see
    /// ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        navigationBar.itemsOwner = self
    }

    /// Makes an empty view; the top controller's view is placed in it.
    open override func loadView() {
        view = View(frame: CGRect(origin: .zero, size: Self.defaultViewSize))
        if let recognizer = interactivePopGestureRecognizer { view.addGestureRecognizer(recognizer) }
        if let top = stack.last { view.addSubview(top.view) }
    }

    /// Only the top controller appears and disappears with the navigation controller.
    override var appearanceChildren: [ViewController] { stack.last.map { [$0] } ?? [] }

    /// The top controller.
    package override var visibleChild: ViewController? { topViewController }

    /// The top controller's view fills the view.
    override func placeChildViews() {
        guard let view = viewIfLoaded, let top = stack.last else { return }
        top.view.frame = view.bounds
    }

    /// Hides or shows the navigation bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// Hides or shows the toolbar.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
    }

    /// Pushes `controller` on the stack and shows it; the one below disappears: the stack
    /// changes and the `will` callbacks run in the call, the `did` ones when the transition
    /// ends (see ``NavigationController``). Recorded instead, the stack unchanged: a
    /// navigation controller, a controller already on the stack, one held by another
    /// container.
    open func pushViewController(_ controller: ViewController, animated: Bool) {
        let member = "pushViewController(_:animated:)"
        TransitionInFlight.finishAll(touching: [self, controller])
        if let error = problem(adding: controller) {
            errorRecorder.record(error, member: member)
            return
        }
        let previous = stack.last
        stack.append(controller)
        addChild(controller)
        tabBarController?.updateBottomBar()
        window?.tell(.pushed(controller, on: self, animated: animated))
        show(controller, replacing: previous, animated: animated, arriving: \.movingToParent, leaving: nil)
        controller.didMove(toParent: self)
    }

    /// Pops the top controller and shows the one below; nil (nothing done) with one
    /// controller on the stack. The stack changes and the `will` callbacks run in the call,
    /// the `did` ones when the transition ends (see ``NavigationController``).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        TransitionInFlight.finishAll(touching: [self])
        guard stack.count > 1, let top = stack.last else { return nil }
        return pop(to: stack[stack.count - 2], animated: animated).first ?? top
    }

    /// Pops every controller above the root; nil when the root is on top. Timed as
    /// ``popViewController(animated:)``.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        TransitionInFlight.finishAll(touching: [self])
        guard stack.count > 1 else { return nil }
        return pop(to: stack[0], animated: animated)
    }

    /// Pops the controllers above `controller`; records ``ViewControllerError/notOnStack(_:)``
    /// and returns nil when it is not on the stack. Timed as ``popViewController(animated:)``.
    @discardableResult
    open func popToViewController(_ controller: ViewController, animated: Bool) -> [ViewController]? {
        TransitionInFlight.finishAll(touching: [self])
        guard stack.contains(where: { $0 === controller }) else {
            errorRecorder.record(ViewControllerError.notOnStack(controller.name), member: "popToViewController(_:animated:)")
            return nil
        }
        return pop(to: controller, animated: animated)
    }

    /// Replaces the stack; the old top disappears and the new top appears when they differ,
    /// their `will` callbacks in the call and their `did` ones when the transition ends (see
    /// ``NavigationController``). Recorded instead, the stack unchanged: a list with a
    /// navigation controller or a controller twice.
    open func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let member = "setViewControllers(_:animated:)"
        TransitionInFlight.finishAll(touching: [self] + controllers)
        for (index, controller) in controllers.enumerated() {
            if controller is NavigationController || controller === self {
                errorRecorder.record(ViewControllerError.pushingNavigationController(controller.name), member: member)
                return
            }
            if controllers[..<index].contains(where: { $0 === controller }) {
                errorRecorder.record(ViewControllerError.alreadyOnStack(controller.name), member: member)
                return
            }
        }
        let previous = stack.last
        let removed = stack.filter { old in !controllers.contains { $0 === old } }
        for controller in removed { controller.willMove(toParent: nil) }
        stack = controllers
        for controller in controllers where controller.parent !== self { addChild(controller) }
        tabBarController?.updateBottomBar()
        window?.tell(.stackSet(controllers, on: self, animated: animated))
        if previous !== controllers.last {
            show(controllers.last, replacing: previous, animated: animated, arriving: nil, leaving: nil)
        }
        for controller in removed { controller.removeFromParent() }
        orderChildren(like: controllers)
        for controller in controllers { controller.didMove(toParent: self) }
    }

    private func problem(adding controller: ViewController) -> ViewControllerError? {
        if controller is NavigationController { return .pushingNavigationController(controller.name) }
        if stack.contains(where: { $0 === controller }) { return .alreadyOnStack(controller.name) }
        if let parent = controller.parent { return .alreadyHasParent(child: controller.name, parent: parent.name) }
        if controller.storedPresenter != nil || controller.hostWindow != nil || isDescendant(of: controller) {
            return .alreadyHasParent(child: controller.name, parent: "a presentation or a window")
        }
        return nil
    }

    private func pop(to controller: ViewController, animated: Bool) -> [ViewController] {
        guard let index = stack.firstIndex(where: { $0 === controller }), index < stack.count - 1 else { return [] }
        let popped = Array(stack[(index + 1)...])
        let leaving = stack.last
        for item in popped { item.willMove(toParent: nil) }
        stack.removeSubrange((index + 1)...)
        tabBarController?.updateBottomBar()
        window?.tell(.popped(popped, from: self, animated: animated))
        show(controller, replacing: leaving, animated: animated, arriving: nil, leaving: \.movingFromParent)
        for item in popped { item.removeFromParent() }
        return popped
    }

    /// Swaps the top view; when the navigation controller is on screen, begins the
    /// appearance transitions in a transition that ends them, and tells the delegate's
    /// `didShow`, later (see ``NavigationController``); off screen there are no callbacks and
    /// the delegate is told at once.
    private func show(
        _ arriving: ViewController?, replacing leaving: ViewController?, animated: Bool,
        arriving arrivingFlag: WritableKeyPath<TransitionFlags, Bool>?,
        leaving leavingFlag: WritableKeyPath<TransitionFlags, Bool>?
    ) {
        guard let arriving else {
            leaving?.viewIfLoaded?.removeFromSuperview()
            return
        }
        delegate?.navigationController(self, willShow: arriving, animated: animated)
        let onScreen = appearanceState == .appeared || appearanceState == .appearing
        if let view = viewIfLoaded {
            leaving?.viewIfLoaded?.removeFromSuperview()
            arriving.view.frame = view.bounds
            view.addSubview(arriving.view)
        }
        guard onScreen else {
            delegate?.navigationController(self, didShow: arriving, animated: animated)
            return
        }
        let transition = TransitionInFlight(in: transitionScope, animated: animated)
        transition.involve(self)
        if let leaving {
            transition.beginAppearance(of: leaving, appearing: false, animated: animated, flag: leavingFlag)
        }
        transition.beginAppearance(of: arriving, appearing: true, animated: animated, flag: arrivingFlag)
        // The delegate is read at the end, as UIKit tells the one set then.
        transition.atEnd { [weak self] in
            guard let self else { return }
            self.delegate?.navigationController(self, didShow: arriving, animated: animated)
        }
        transition.start()
    }
}

/// What a navigation controller tells around showing a controller, as UIKit's
/// `UINavigationControllerDelegate`; both methods have defaults.
@preconcurrency @MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller was shown.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}
