import Foundation
import VirtualTableView

/// The view at the root of a screen, as UIKit's `UIWindow`: set its ``rootViewController``
/// and call ``makeKeyAndVisible()``, and the root's view fills it and appears. Presented
/// controllers' views are added above it. Controllers in the window record what UIKit
/// raises on or warns about into its ``errorRecorder``.
@preconcurrency @MainActor
open class Window: View {
    /// The controller whose view fills the window. Replacing it while the window is
    /// visible makes the old one disappear and the new one appear, at once; a transition in
    /// flight in the old one's presentation chain is finished first.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let oldValue {
                // Its `did` callbacks must not come after the `viewDidDisappear` below.
                TransitionInFlight.finishAll(touching: [oldValue])
                if isVisible { oldValue.beginAppearanceTransition(false, animated: false) }
                oldValue.viewIfLoaded?.removeFromSuperview()
                oldValue.hostWindow = nil
                if isVisible { oldValue.endAppearanceTransition() }
            }
            rootViewController?.hostWindow = self
            if isVisible { showRoot() }
        }
    }

    /// The window's scene, as UIKit's window answers `next`, else the app.
    open override var next: Responder? { windowScene ?? Application.shared }

    /// The scene the window belongs to, as UIKit's `windowScene`, which lists it in its
    /// `windows`: the app's one scene once the window is made key and visible, unless set before.
    public weak var windowScene: WindowScene? {
        didSet {
            guard windowScene !== oldValue else { return }
            oldValue?.remove(self)
            windowScene?.add(self)
        }
    }

    /// Whether the window is the key window: after ``makeKeyAndVisible()``.
    public private(set) var isKeyWindow = false

    /// Where the controllers in the window record what UIKit raises on or warns about.
    public let errorRecorder = ErrorRecorder()

    /// Told of each push, pop, presentation and dismissal in the window (the harness logs them).
    package var transitionObserver: (@MainActor (ViewControllerTransition) -> Void)?

    private var isVisible = false

    /// The window's rectangle. A change of size while the window is visible is a transition
    /// of the root controller, as a rotation is in UIKit: the root's
    /// `viewWillTransition(to:with:)` runs (and its children's), then the animations given to
    /// the coordinator, then the root's view takes the new size, then the completions.
    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size, isVisible, let root = rootViewController else { return }
            let coordinator = HeadlessTransitionCoordinator(isAnimated: false, finished: false)
            root.viewWillTransition(to: frame.size, with: coordinator)
            coordinator.run { root.viewIfLoaded?.frame = bounds }
        }
    }

    /// A window of `frame` (an iPhone's screen by default), not visible yet.
    public override init(frame: CGRect = CGRect(origin: .zero, size: ViewController.defaultViewSize)) {
        super.init(frame: frame)
    }

    /// A window of an iPhone's screen in `windowScene`, as UIKit's `init(windowScene:)`.
    public convenience init(windowScene: WindowScene) {
        self.init()
        self.windowScene = windowScene
        // Observers do not run for a set in the class's own initializer.
        windowScene.add(self)
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the window and makes it key, the key window of its scene (the app's scene if it
    /// has none): the root controller's view is loaded, fills the window and appears (its
    /// appearance callbacks run). Calling it again shows nothing more.
    public func makeKeyAndVisible() {
        isKeyWindow = true
        if windowScene == nil { windowScene = Application.shared.mainScene }
        windowScene?.windowBecameKey(self)
        guard !isVisible else { return }
        isVisible = true
        showRoot()
    }

    private func showRoot() {
        guard let root = rootViewController else { return }
        root.view.frame = bounds
        insertSubview(root.view, at: 0)
        root.beginAppearanceTransition(true, animated: false)
        root.endAppearanceTransition()
    }

    /// The controller the user sees on top: the last presented one, else the root; through
    /// navigation and tab bar controllers, their top or selected controller.
    package var topViewController: ViewController? {
        var current = rootViewController
        while let presented = current?.presentedViewController { current = presented }
        while let child = current?.visibleChild {
            current = child
            if let presented = current?.presentedViewController {
                current = presented
                while let more = current?.presentedViewController { current = more }
            }
        }
        return current
    }

    /// Tells the observer of a transition.
    func tell(_ transition: ViewControllerTransition) { transitionObserver?(transition) }
}

/// A change of screens the window tells the harness of.
package enum ViewControllerTransition {
    case pushed(ViewController, on: NavigationController, animated: Bool)
    case popped([ViewController], from: NavigationController, animated: Bool)
    case stackSet([ViewController], on: NavigationController, animated: Bool)
    case presented(ViewController, by: ViewController, animated: Bool)
    case dismissed(ViewController, from: ViewController, animated: Bool)
    case tabSelected(ViewController?, in: TabBarController)
}

// Controls on the screen record into the window's recorder, which the harness observes.
extension Window: ErrorRecording {}
