import Foundation

extension Color {
    /// A colour that depends on the trait collection, as UIKit's `init(dynamicProvider:)`
    /// (`UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`): the colour the
    /// provider gives for the default traits, a phone in the light appearance, the one
    /// appearance headless (the system colours are their light values too). The provider is
    /// called once, at once.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self = dynamicProvider(TraitCollection())
    }

    /// The colour as it shows in `traitCollection`, as UIKit's `resolvedColor(with:)`: the
    /// colour itself, as colours keep their light value headless.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color { self }
}
