import Foundation
import VirtualTableView

/// A scene showing windows, as UIKit's `UIWindowScene`: the one scene of the app headless
/// (``Application/connectedScenes``). A window joins it when made key and visible, unless it
/// was given a scene of its own, and leaves it when set to another scene or freed.
@preconcurrency @MainActor
open class WindowScene: Scene {
    /// Weak references to the windows, oldest first: the scene does not keep a window alive.
    private var windowReferences: [WeakWindow] = []
    private weak var lastKeyWindow: Window?

    /// The windows of the scene, in the order they joined it.
    public var windows: [Window] { windowReferences.compactMap(\.window) }

    /// The window of the scene made key last (``Window/makeKeyAndVisible()``), while it is in
    /// the scene.
    public var keyWindow: Window? { lastKeyWindow.flatMap { $0.windowScene === self ? $0 : nil } }

    /// The interface's orientation: the one the device's orientation shows, portrait while
    /// the device lies flat or its orientation is unknown (as ``Application/statusBarOrientation``).
    public var interfaceOrientation: InterfaceOrientation { InterfaceOrientation(Device.current.orientation) ?? .portrait }

    /// The scene's traits: those of the key window's root controller, else the defaults.
    public var traitCollection: TraitCollection { keyWindow?.rootViewController?.traitCollection ?? TraitCollection() }

    /// The screen showing the scene: `Screen.main`.
    public var screen: Screen { Screen.main }

    /// The scene the app connects at launch.
    static let main = WindowScene()

    func add(_ window: Window) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    func remove(_ window: Window) { windowReferences.removeAll { $0.window == nil || $0.window === window } }

    func windowBecameKey(_ window: Window) { lastKeyWindow = window }
}

private struct WeakWindow {
    weak var window: Window?
}
