import Foundation

/// The environment a view shows in, as UIKit's `UITraitCollection`; headless it holds the
/// one trait text depends on, the content size category. A table's `traitCollection` is
/// set by the app or a test and reaches its cells, headers and footers.
public struct TraitCollection: Hashable, Sendable {
    /// The text size the person chose; `large` by default.
    public var preferredContentSizeCategory: ContentSizeCategory

    /// A trait collection with `preferredContentSizeCategory`, as UIKit's
    /// `init(preferredContentSizeCategory:)`.
    public init(preferredContentSizeCategory: ContentSizeCategory = .large) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }
}
