import Foundation
import VirtualTableView

/// A transition from one controller to another, as UIKit's `UIStoryboardSegue`: the source
/// prepares the destination in `prepare(for:sender:)`, then the segue runs (``perform()``).
///
/// There are no storyboards headless: a screen's segues are declared in code with
/// ``ViewController/registerSegue(withIdentifier:kind:destination:)`` (a test declares what
/// the storyboard would), and ``ViewController/performSegue(withIdentifier:sender:)`` runs
/// them as UIKit does.
@preconcurrency @MainActor
open class StoryboardSegue: NSObject {
    /// The segue's identifier, as the storyboard names it.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue shows.
    public let destination: ViewController
    private let performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination` that does nothing when performed, as UIKit's
    /// base class: a subclass overrides ``perform()``.
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = nil
        super.init()
    }

    /// A segue whose ``perform()`` runs `performHandler`, as UIKit's
    /// `init(identifier:source:destination:performHandler:)`.
    public init(
        identifier: String?, source: ViewController, destination: ViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Runs the transition: the handler given at creation, else nothing.
    open func perform() {
        performHandler?()
    }

    /// How a declared segue shows its destination, as a storyboard's segue kinds.
    public enum Kind: Sendable, Equatable {
        /// `show(_:sender:)`: pushed on the source's navigation controller, else presented.
        case show
        /// `showDetailViewController(_:sender:)`.
        case showDetail
        /// Presented modally from the source.
        case presentModally
    }
}
