import Foundation

extension Color {
    /// The colour as it shows in `traitCollection`, as UIKit's `resolvedColor(with:)`: the
    /// colour itself, as colours keep their light value headless.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }
}
