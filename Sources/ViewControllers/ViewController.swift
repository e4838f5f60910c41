import Foundation
import VirtualTableView

@MainActor private var madeControllerTraitRegistrations = 0

/// A screen, as UIKit's `UIViewController`: a view loaded the first time it is asked for,
/// told when it appears and disappears, able to present other controllers, to sit in a
/// navigation stack and to contain child controllers.
///
/// Subclass it and override `loadView()`/`viewDidLoad()` and the appearance methods, as on
/// a device. Transitions take time, as in UIKit: a presentation, a dismissal, a push or a
/// pop changes the model, the views and runs the `will` callbacks in the call; the `did`
/// callbacks and a `completion` run when it ends, ``transitionDuration`` later on the scroll
/// harness's clock when animated, at the end of the harness frame otherwise, never inside the
/// call. A transition started while another is in flight in the same presentation chain
/// finishes that one at once first. What UIKit
/// raises on or warns about (presenting twice, presenting from a controller off screen,
/// pushing a controller already on the stack) is recorded into ``errorRecorder`` as a
/// ``ViewControllerError``, with the state unchanged.
@preconcurrency @MainActor
open class ViewController: Responder, ContentContainer {
    /// The size a view takes before a window sizes it: an iPhone's screen, as UIKit gives a
    /// view loaded off screen the main screen's bounds.
    public static let defaultViewSize = CGSize(width: 390, height: 844)

    /// How long an animated transition takes, in seconds: 0.35, about what UIKit's push, pop
    /// and sheet presentations take. An animated `present`, `dismiss`, push or pop runs its
    /// `viewDidAppear`/`viewDidDisappear` and its completion this long after the call, on the
    /// scroll harness's clock (21 frames at 60 fps); one not animated runs them at the end of
    /// the harness frame.
    public static let transitionDuration: TimeInterval = 0.35

    private var loadedView: View? {
        didSet {
            if oldValue !== loadedView, oldValue?.owningController === self { oldValue?.owningController = nil }
            loadedView?.owningController = self
        }
    }

    /// The superview of the controller's view, as UIKit's `next` for a controller (a
    /// container's view, or the window); nil while the view is not in one.
    open override var next: Responder? { loadedView?.superview }
    private var isLoadingView = false

    /// The controller's view, loaded by ``loadView()`` the first time it is read, after
    /// which ``viewDidLoad()`` runs once. Setting it replaces the view (nil unloads it).
    public var view: View! {
        get {
            loadViewIfNeeded()
            if let loadedView { return loadedView }
            // Read inside `loadView()` before it set one: UIKit would load again and again.
            let placeholder = View(frame: CGRect(origin: .zero, size: Self.defaultViewSize))
            loadedView = placeholder
            return placeholder
        }
        set { loadedView = newValue }
    }

    /// The view if it was loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view was loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// The controller's title: the navigation bar shows it (setting it sets
    /// `navigationItem.title` and ``tabBarItem``'s title too, as UIKit).
    open var title: String? {
        didSet {
            navigationItem.title = title
            storedTabBarItem?.title = title
        }
    }

    /// What the navigation bar shows while this controller is on top of a navigation stack.
    public let navigationItem = NavigationItem()

    /// The buttons a navigation controller's toolbar shows while this controller is on top,
    /// as UIKit's `toolbarItems`; nil by default.
    public var toolbarItems: [BarButtonItem]?

    /// Sets ``toolbarItems``, as UIKit's `setToolbarItems(_:animated:)`.
    public func setToolbarItems(_ items: [BarButtonItem]?, animated: Bool) {
        toolbarItems = items
    }

    /// How the controller is shown when presented; `.automatic` (a page sheet) by default.
    open var modalPresentationStyle: ModalPresentationStyle = .automatic
    /// The animation the controller comes in with when presented, as UIKit's
    /// `modalTransitionStyle`; `.coverVertical` by default. Recorded.
    open var modalTransitionStyle: ModalTransitionStyle = .coverVertical

    /// Whether the controller refuses to be dismissed by a swipe while presented as a sheet;
    /// the presentation delegate's `presentationControllerDidAttemptToDismiss(_:)` is told
    /// of the attempt instead.
    open var isModalInPresentation = false
    /// Whether a presentation over the current context covers this controller, as UIKit's
    /// `definesPresentationContext`; false by default. Recorded: presentations cover the
    /// screen headless.
    open var definesPresentationContext = false
    /// Whether the tab bar hides while this controller is pushed, as UIKit's
    /// `hidesBottomBarWhenPushed`; false by default. Pushed onto a navigation controller that
    /// is a tab of a ``TabBarController``, it hides the tab bar while it is on the stack (set
    /// it before the push), the content taking the room; popped, the bar shows again.
    open var hidesBottomBarWhenPushed = false
    /// The light or dark appearance the controller's view and its children take, as UIKit's
    /// `overrideUserInterfaceStyle`; `.unspecified`, the environment's, by default. Kept only:
    /// there is one appearance headless, so ``traitCollection`` stays light.
    open var overrideUserInterfaceStyle: TraitCollection.UserInterfaceStyle = .unspecified

    /// Whether the controller is in editing mode; see ``setEditing(_:animated:)``.
    public private(set) var isEditing = false

    /// The controller containing this one, if any.
    public private(set) weak var parent: ViewController?

    /// The child controllers, in the order they were added.
    public private(set) var children: [ViewController] = []

    /// The window whose root this controller is (set by ``Window``).
    weak var hostWindow: Window?

    /// The controller this one presents, set on the root of the presenting chain.
    var storedPresented: ViewController?
    /// The controller that presented this one.
    weak var storedPresenter: ViewController?
    private var ownPresentationController: PresentationController?
    private var ownRecorder: ErrorRecorder?
    /// The segues declared for this controller (`registerSegue(withIdentifier:kind:destination:)`).
    var declaredSegues: [String: DeclaredSegue] = [:]
    /// The storyboard that made this controller, if one did.
    var madeByStoryboard: Storyboard?
    private var storedTabBarItem: TabBarItem?

    /// The item that stands for the controller in a tab bar, as UIKit's `tabBarItem`: made
    /// on first read with the controller's title.
    public var tabBarItem: TabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            storedTabBarItem = item
            return item
        }
        set { storedTabBarItem = newValue }
    }
    private var ownEditButtonItem: BarButtonItem?

    /// Where the controller is in its appearance cycle.
    package private(set) var appearanceState = AppearanceState.disappeared
    /// How many times `viewDidAppear` and `viewDidDisappear` were called: the explorer checks
    /// that they stay balanced.
    package private(set) var appearanceCounts = (appeared: 0, disappeared: 0)

    /// Set while the controller is being presented, being dismissed, moving to or from a parent.
    var transitionFlags = TransitionFlags()
    /// The transitions under way in the presentation chain this controller is the outermost
    /// controller of (its ``transitionScope``), oldest first.
    var transitionsInFlight: [TransitionInFlight] = []
    /// The transition under way this controller takes part in, if any.
    weak var transitionInFlight: TransitionInFlight?

    /// The name of the nib the view would load from, as UIKit's `nibName`: kept, not loaded
    /// (there are no nibs off Apple platforms, so ``loadView()`` makes the view as always).
    public private(set) var nibName: String?

    /// The bundle of ``nibName``, as UIKit's `nibBundle`; kept, not read.
    public private(set) var nibBundle: Bundle?

    /// A controller with no view loaded yet, as UIKit's designated initializer, which a
    /// subclass with an initializer of its own calls (`super.init(nibName: nil, bundle: nil)`).
    /// The nib is named, never loaded: see ``nibName``.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
    }

    /// A controller with no view loaded yet, as `UIViewController()`.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A controller with no view loaded yet; the coder is not read. UIKit decodes a
    /// controller from a storyboard here; there are none headless, so this initializer exists
    /// for code written for UIKit to compile (a subclass's `required init?(coder:)` calling
    /// `super.init(coder:)`) and never fails.
    public required init?(coder: NSCoder) {}

    // MARK: The view

    /// Makes the view; the default makes an empty `View` of ``defaultViewSize``. Override
    /// it to set ``view`` to a view of your own (do not call `super` then, as in UIKit).
    open func loadView() {
        view = View(frame: CGRect(origin: .zero, size: Self.defaultViewSize))
    }

    /// Called once, after the view was loaded.
    open func viewDidLoad() {}

    /// Loads the view unless it is loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        if loadedView == nil { loadedView = View(frame: CGRect(origin: .zero, size: Self.defaultViewSize)) }
        viewDidLoad()
    }

    // MARK: Appearance callbacks

    /// Called before the view appears. `super` does nothing here (``TableViewController``'s
    /// deselects), so call it as in UIKit.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after `viewWillAppear`, once the view is in the hierarchy with its traits and
    /// size: where UIKit recommends updating the view for them.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews (while it appears, and when the harness
    /// resizes the screen).
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Whether the controller is being presented: true during its appearance callbacks of a
    /// presentation.
    public var isBeingPresented: Bool { transitionFlags.beingPresented }
    /// Whether the controller is being dismissed: true during its disappearance callbacks of
    /// a dismissal.
    public var isBeingDismissed: Bool { transitionFlags.beingDismissed }
    /// Whether the controller is being added to a parent (pushed): true during its
    /// appearance callbacks then.
    public var isMovingToParent: Bool { transitionFlags.movingToParent }
    /// Whether the controller is being removed from its parent (popped): true during its
    /// disappearance callbacks then.
    public var isMovingFromParent: Bool { transitionFlags.movingFromParent }

    // MARK: Editing

    /// Turns editing mode on or off; ``TableViewController`` passes it to its table. The
    /// ``editButtonItem`` reads "Done" while editing, "Edit" otherwise.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        ownEditButtonItem?.title = editing ? "Done" : "Edit"
        ownEditButtonItem?.style = editing ? .done : .plain
    }

    /// A bar button that toggles editing mode, titled "Edit" or "Done".
    public var editButtonItem: BarButtonItem {
        if let ownEditButtonItem { return ownEditButtonItem }
        let item = BarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
        item.primaryAction = Action(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        ownEditButtonItem = item
        return item
    }

    // MARK: Traits

    /// The traits the controller's view has: its table's when the view is a table, else the
    /// parent's or presenter's, else the default traits.
    open var traitCollection: TraitCollection {
        if let table = viewIfLoaded.flatMap(Self.firstTable(in:)) { return table.traitCollection }
        return parent?.traitCollection ?? storedPresenter?.traitCollection ?? TraitCollection()
    }

    /// The table in `view`'s subtree nearest the root (a screen's table carries the traits).
    private static func firstTable(in view: View) -> TableView? {
        var level = [view]
        while !level.isEmpty {
            if let table = level.first(where: { $0 is TableView }) as? TableView { return table }
            level = level.flatMap(\.subviews)
        }
        return nil
    }

    /// Called when the controller's trait collection changed, as UIKit's
    /// `traitCollectionDidChange(_:)`: headless, when the harness changes the text size of
    /// the screen the controller is part of. Override it and call `super`.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    private var traitChangeHandlers:
        [(registration: TraitChangeRegistration, traits: [String], handler: (ViewController, TraitCollection) -> Void)] =
            []

    /// Runs `handler` with the controller and the previous trait collection whenever one of
    /// `traits` changes, as UIKit's (iOS 17), after ``traitCollectionDidChange(_:)``. As in
    /// UIKit, the handler's first parameter names the controller's type (`(self: Self,
    /// previous: UITraitCollection)` in a subclass). Headless only the content size category
    /// changes. The handler is called on the main actor; its type carries no `@MainActor`, as a
    /// closure written in a controller's method is isolated to it anyway (an isolated function
    /// type in this class's members is mangled inconsistently under `@preconcurrency`).
    @discardableResult
    public func registerForTraitChanges<Environment: ViewController>(
        _ traits: [Trait], handler: @escaping (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        madeControllerTraitRegistrations += 1
        let registration = TraitChangeRegistration(id: -madeControllerTraitRegistrations)
        traitChangeHandlers.append(
            (
                registration, traits.map { $0.identifier },
                { controller, previous in if let controller = controller as? Environment { handler(controller, previous) } }
            ))
        return registration
    }

    /// Stops the handler `registration` names; nothing happens for one already stopped.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitChangeHandlers.removeAll { $0.registration == registration }
    }

    /// Tells this controller, its children and what it presents that the traits changed from
    /// `previous` (the harness calls it on the window's root after a text size change).
    package func notifyTraitChange(from previous: TraitCollection) {
        if previous != traitCollection {
            traitCollectionDidChange(previous)
            let changed = previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
            for entry in traitChangeHandlers
            where changed && entry.traits.contains(TraitPreferredContentSizeCategory.identifier) {
                entry.handler(self, previous)
            }
        }
        for child in children { child.notifyTraitChange(from: previous) }
        presentedViewController?.notifyTraitChange(from: previous)
    }

    // MARK: Containment

    /// Adds `child` as a child controller, taking it from its old parent first; calls its
    /// `willMove(toParent:)`. Call `child.didMove(toParent: self)` once its view is placed,
    /// as in UIKit. Adding the controller itself or one of its ancestors does nothing (UIKit
    /// raises): it would make a cycle.
    open func addChild(_ child: ViewController) {
        guard child !== self, !isDescendant(of: child) else {
            errorRecorder.record(ViewControllerError.containmentCycle(child: child.name, parent: name), member: "addChild(_:)")
            return
        }
        if child.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes the controller from its parent, then calls `didMove(toParent: nil)`; nothing
    /// happens when it has none. Call `willMove(toParent: nil)` first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Puts the children that are in `order` in that order, ahead of any other (a navigation
    /// controller's `children` follow its `viewControllers`, as UIKit's).
    package func orderChildren(like order: [ViewController]) {
        let listed = order.filter { controller in children.contains { $0 === controller } }
        children = listed + children.filter { child in !listed.contains { $0 === child } }
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {}

    /// The nearest navigation controller containing this controller.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The nearest tab bar controller containing this controller, as UIKit's `tabBarController`.
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The child a container shows: a navigation controller's top, a tab bar controller's
    /// selected controller; nil for a controller that is not a container.
    package var visibleChild: ViewController? { nil }

    /// The screen the user sees of this controller: through containers, the child each shows.
    package var visibleLeaf: ViewController {
        var current = self
        while let child = current.visibleChild { current = child }
        return current
    }

    /// Whether `ancestor` contains this controller, directly or not.
    func isDescendant(of ancestor: ViewController) -> Bool {
        var current = parent
        while let controller = current {
            if controller === ancestor { return true }
            current = controller.parent
        }
        return false
    }

    /// The outermost container of this controller (itself when it has no parent).
    var rootContainer: ViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    // MARK: Window and errors

    /// The window showing this controller, through its containers and presenters.
    package var window: Window? {
        let root = rootContainer
        if let hostWindow = root.hostWindow { return hostWindow }
        return root.storedPresenter?.window
    }

    /// Whether the controller's view is loaded and in a window's view tree.
    public var isViewInWindowHierarchy: Bool {
        var current = viewIfLoaded
        while let view = current {
            if view is Window { return true }
            current = view.superview
        }
        return false
    }

    /// Where the controller records what UIKit would raise on or warn about: its window's
    /// recorder, or one of its own while it is in no window.
    public var errorRecorder: ErrorRecorder {
        if let window { return window.errorRecorder }
        if let ownRecorder { return ownRecorder }
        let recorder = ErrorRecorder()
        ownRecorder = recorder
        return recorder
    }

    /// The controller's type and title, as errors and the harness's log name it: `NoteDetail "Groceries"`.
    package var name: String {
        let type = String(describing: Swift.type(of: self))
        guard let title, !title.isEmpty else { return type }
        return "\(type) \"\(title)\""
    }

    // MARK: Presentation

    /// The object managing the controller's presentation: set its `delegate` (before or
    /// while it is presented) to be asked about a swipe-down dismissal.
    ///
    /// Made on first use, of the kind the ``modalPresentationStyle`` asks for then: a
    /// ``SheetPresentationController`` for a sheet (`.automatic`, `.pageSheet`, `.formSheet`),
    /// a ``PopoverPresentationController`` for `.popover` and for an action sheet, a plain one
    /// otherwise, as UIKit's.
    public var presentationController: PresentationController? {
        if let ownPresentationController { return ownPresentationController }
        let controller: PresentationController
        if (self as? AlertController)?.preferredStyle == .actionSheet || modalPresentationStyle == .popover {
            controller = PopoverPresentationController(presentedViewController: self)
        } else if [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) {
            controller = SheetPresentationController(presentedViewController: self)
        } else {
            controller = PresentationController(presentedViewController: self)
        }
        ownPresentationController = controller
        return controller
    }

    /// The presentation controller when it is a sheet's, as UIKit's
    /// `sheetPresentationController`: set its detents and grabber before presenting.
    public var sheetPresentationController: SheetPresentationController? {
        presentationController as? SheetPresentationController
    }

    /// The presentation controller when it is a popover's (`.popover`, or an action sheet), as
    /// UIKit's `popoverPresentationController`: set its source view or bar button item.
    public var popoverPresentationController: PopoverPresentationController? {
        presentationController as? PopoverPresentationController
    }

    /// The presentation controller if one was made, without making one.
    var presentationControllerIfMade: PresentationController? { ownPresentationController }

    /// Tells the controller that it appears (`true`) or disappears, as UIKit's
    /// `beginAppearanceTransition(_:animated:)`: the `will` callback runs now, the `did` one at
    /// ``endAppearanceTransition()``. A call that changes nothing (appearing while appeared)
    /// does nothing, which keeps the callbacks balanced.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            pendingAnimated = animated
            loadViewIfNeeded()
            viewWillAppear(animated)
            viewIsAppearing(animated)
            layoutView()
            for child in appearanceChildren { child.beginAppearanceTransition(true, animated: animated) }
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            pendingAnimated = animated
            viewWillDisappear(animated)
            for child in appearanceChildren { child.beginAppearanceTransition(false, animated: animated) }
        default:
            return
        }
    }

    private var pendingAnimated = false

    /// The coordinator of the transition the controller, or a container of it, is in (from
    /// the call that began it, through `viewWillAppear`, until just before `viewDidAppear`, or
    /// `viewWillDisappear` and `viewDidDisappear`), nil outside one, as UIKit's. Its
    /// `animate(alongsideTransition:completion:)` runs the animation in the call and the
    /// completion when the transition ends, before the `did` callbacks; `isAnimated` and
    /// `transitionDuration` (``transitionDuration``, or 0 when not animated) describe it. In
    /// an appearance transition a container began by hand
    /// (``beginAppearanceTransition(_:animated:)``), what is given runs at once.
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        if let transition = containingTransition { return transition.coordinator }
        switch appearanceState {
        case .appearing, .disappearing: return HeadlessTransitionCoordinator(isAnimated: pendingAnimated, finished: true)
        case .appeared, .disappeared: return nil
        }
    }

    /// The transition under way this controller or one of its containers takes part in.
    var containingTransition: TransitionInFlight? {
        var current: ViewController? = self
        while let controller = current {
            if let transition = controller.transitionInFlight { return transition }
            current = controller.parent
        }
        return nil
    }

    /// Whether the controller, or one of its containers, takes part in a transition under
    /// way: its `did` callbacks are still to come (the explorer's navigation check waits).
    package var isInTransition: Bool { containingTransition != nil }

    /// The outermost controller of the presentation chain this controller is in: through its
    /// containers and presenters, the window's root when it is shown. It keeps the chain's
    /// transitions under way.
    var transitionScope: ViewController {
        var current = rootContainer
        while let presenter = current.storedPresenter { current = presenter.rootContainer }
        return current
    }

    /// Ends the transition ``beginAppearanceTransition(_:animated:)`` began: `viewDidAppear`
    /// or `viewDidDisappear` runs. Nothing happens when no transition runs.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            appearanceCounts.appeared += 1
            viewDidAppear(pendingAnimated)
            for child in appearanceChildren { child.endAppearanceTransition() }
        case .disappearing:
            appearanceState = .disappeared
            appearanceCounts.disappeared += 1
            viewDidDisappear(pendingAnimated)
            for child in appearanceChildren { child.endAppearanceTransition() }
        case .appeared, .disappeared:
            return
        }
    }

    /// The children that appear and disappear with this controller: all of them, except in
    /// a navigation controller (its top one only).
    var appearanceChildren: [ViewController] { children }

    /// Lays out the view as UIKit does while it appears: `viewWillLayoutSubviews`, the
    /// containers' own placement of their children's views, the view's layout,
    /// `viewDidLayoutSubviews`.
    package func layoutView() {
        guard let view = viewIfLoaded else { return }
        viewWillLayoutSubviews()
        placeChildViews()
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }

    /// Sizes the views of children a container shows; a navigation controller fills its
    /// view with its top controller's.
    func placeChildViews() {}

    // MARK: Segues

    /// Called before `segue` shows its destination, as UIKit's: pass the destination what it
    /// needs here. `sender` is what ``performSegue(withIdentifier:sender:)`` was given. Does
    /// nothing by default.
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue `identifier` may run when the user triggers it, as UIKit's; true by
    /// default. ``performSegue(withIdentifier:sender:)`` does not ask, as in UIKit.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    // MARK: Status bar and nib loading

    /// The status bar's style while this controller shows, as UIKit's; `.default`. Recorded:
    /// there is no status bar headless.
    open var preferredStatusBarStyle: StatusBarStyle { .default }
    /// Whether the status bar hides while this controller shows; false by default. Recorded.
    open var prefersStatusBarHidden: Bool { false }

    // MARK: The focus

    /// Takes the focus from the responder holding it in the window of the controller's view
    /// (a text field, say), then asks for it as `Responder.becomeFirstResponder()`: a window
    /// has one first responder. False, and the focus stays, when the holder refuses to give it
    /// up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder, viewIfLoaded?.root.takeFocus(for: self) ?? true else { return false }
        return super.becomeFirstResponder()
    }

    /// Insets added to the safe area of the controller's view, as UIKit's
    /// `additionalSafeAreaInsets`; zero by default. Recorded: the safe area is zero headless
    /// (see `View.safeAreaInsets`).
    open var additionalSafeAreaInsets = EdgeInsets()

    // MARK: Content size

    /// The size the controller would like its view to have when shown in a popover or a
    /// form sheet, as UIKit's `preferredContentSize`; zero by default. Setting it tells the
    /// parent (``preferredContentSizeDidChange(forChildContentContainer:)``), as UIKit's.
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            parent?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }

    /// A child's ``preferredContentSize`` changed, as UIKit's
    /// `preferredContentSizeDidChange(forChildContentContainer:)`; nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any ContentContainer) {}

    // MARK: Orientation

    /// Whether the interface may rotate while this controller is on top, as UIKit's; true by
    /// default. There is no rotation headless: screens' answers are there for tests to read.
    open var shouldAutorotate: Bool { true }
    /// The orientations this controller supports, as UIKit's; ``InterfaceOrientationMask/allButUpsideDown``,
    /// an iPhone's default.
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .allButUpsideDown }
    /// The orientation to present this controller in, as UIKit's; portrait by default.
    open var preferredInterfaceOrientationForPresentation: InterfaceOrientation { .portrait }

    /// Tells the system ``supportedInterfaceOrientations`` changed, as UIKit's; counted in
    /// ``supportedInterfaceOrientationsUpdateRequests`` (nothing rotates headless).
    public func setNeedsUpdateOfSupportedInterfaceOrientations() { supportedInterfaceOrientationsUpdateRequests += 1 }
    /// How many times ``setNeedsUpdateOfSupportedInterfaceOrientations()`` was called.
    public private(set) var supportedInterfaceOrientationsUpdateRequests = 0

    /// Called on a controller decoded from a nib or storyboard, as UIKit's; there are none
    /// headless, so nothing calls it. Does nothing by default.
    open func awakeFromNib() {}

    /// How the controller's size changes (a rotation, a window resized): called before the
    /// view takes `size`, with a coordinator that runs the animations and completions given to
    /// it; by default it forwards the call to the children, as UIKit's. The window calls it
    /// on its root when its size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }
}

/// Where a controller is in its appearance cycle.
package enum AppearanceState: Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// The flags UIKit answers with `isBeingPresented` and its siblings.
struct TransitionFlags {
    var beingPresented = false
    var beingDismissed = false
    var movingToParent = false
    var movingFromParent = false
}
