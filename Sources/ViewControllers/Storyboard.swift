import Foundation
import VirtualTableView

/// A storyboard, as UIKit's `UIStoryboard`. There are no storyboard files headless: the
/// controllers a storyboard would make are registered in code, by storyboard name and
/// identifier (``register(_:identifier:inStoryboardNamed:)``, ``registerInitial(_:inStoryboardNamed:)``),
/// and the storyboard makes them with UIKit's calls.
///
/// Asking for a controller nobody registered is recorded in ``errorRecorder`` as
/// ``ViewControllerError/noViewControllerInStoryboard(identifier:storyboard:)`` (UIKit raises)
/// and answered with an empty ``ViewController`` titled by the identifier.
@preconcurrency @MainActor
open class Storyboard: NSObject {
    /// The storyboard's name.
    public let name: String
    /// Where the storyboard records what UIKit raises on.
    public let errorRecorder = ErrorRecorder()

    private static var factories: [String: [String: @MainActor () -> ViewController]] = [:]
    private static var initialFactories: [String: @MainActor () -> ViewController] = [:]

    /// The storyboard `name` in `bundle`, as UIKit's `init(name:bundle:)`; the bundle is not
    /// read.
    public init(name: String, bundle: Bundle?) {
        self.name = name
        super.init()
    }

    /// Registers how the storyboard `storyboard` makes the controller `identifier`; a second
    /// registration replaces the first.
    public static func register(
        _ factory: @escaping @MainActor () -> ViewController, identifier: String, inStoryboardNamed storyboard: String
    ) {
        factories[storyboard, default: [:]][identifier] = factory
    }

    /// Registers the initial controller of the storyboard `storyboard`.
    public static func registerInitial(
        _ factory: @escaping @MainActor () -> ViewController, inStoryboardNamed storyboard: String
    ) {
        initialFactories[storyboard] = factory
    }

    /// Forgets every registration (a test's cleanup).
    public static func removeAllRegistrations() {
        factories.removeAll()
        initialFactories.removeAll()
    }

    /// A new controller `identifier`, as UIKit's; see the type's discussion for one never
    /// registered.
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        guard let factory = Self.factories[name]?[identifier] else {
            errorRecorder.record(
                ViewControllerError.noViewControllerInStoryboard(identifier: identifier, storyboard: name),
                member: "instantiateViewController(withIdentifier:)")
            let placeholder = ViewController()
            placeholder.title = identifier
            placeholder.madeByStoryboard = self
            return placeholder
        }
        let controller = factory()
        controller.madeByStoryboard = self
        return controller
    }

    /// A new controller `identifier` of type `Controller`, as UIKit's
    /// `instantiateViewController(identifier:creator:)`: made by `creator` when given (the
    /// coder it receives is an empty archive), else by the registered factory; nil when the
    /// factory's controller is not a `Controller`.
    public func instantiateViewController<Controller: ViewController>(
        identifier: String, creator: (@MainActor (NSCoder) -> Controller?)? = nil
    ) -> Controller? {
        if let creator {
            let controller = creator(NSKeyedUnarchiver(forReadingWith: Data()))
            controller?.madeByStoryboard = self
            return controller
        }
        return instantiateViewController(withIdentifier: identifier) as? Controller
    }

    /// A new initial controller, as UIKit's; nil when none is registered, as for a storyboard
    /// with no initial controller.
    open func instantiateInitialViewController() -> ViewController? {
        guard let factory = Self.initialFactories[name] else { return nil }
        let controller = factory()
        controller.madeByStoryboard = self
        return controller
    }
}
