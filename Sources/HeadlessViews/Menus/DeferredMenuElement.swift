import Foundation

/// A menu element whose items come later, as UIKit's `UIDeferredMenuElement`: when the menu
/// shows, its provider is called with a completion that hands over the elements, which take
/// its place. A cached element asks once; an ``uncached(_:)`` one each time the menu shows.
/// Headless the menu shows when a test lists or chooses its actions: elements handed over in
/// the call show at once; ones handed over later show from the next time.
@preconcurrency @MainActor
public final class DeferredMenuElement: MenuElement {
    /// What makes the elements: it calls its argument with them, now or later.
    public typealias Provider = (@escaping ([MenuElement]) -> Void) -> Void

    private let provider: Provider
    private let caches: Bool
    private var delivered: [MenuElement]?
    private var asked = false

    /// An element whose provider is asked once, the first time its menu shows, as UIKit's
    /// `init(_:)`.
    public init(_ elementProvider: @escaping Provider) {
        provider = elementProvider
        caches = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncachedProvider: @escaping Provider) {
        provider = uncachedProvider
        caches = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// An element whose provider is asked each time its menu shows, as UIKit's `uncached(_:)`.
    public static func uncached(_ elementProvider: @escaping Provider) -> DeferredMenuElement {
        DeferredMenuElement(uncachedProvider: elementProvider)
    }

    /// The elements in its place as the menu shows: the provider is asked (once when cached),
    /// and what it handed over so far is answered.
    package func elementsForShowing() -> [MenuElement] {
        if !caches || !asked {
            asked = true
            provider { [weak self] elements in self?.delivered = elements }
        }
        return delivered ?? []
    }
}
