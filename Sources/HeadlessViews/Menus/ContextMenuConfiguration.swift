import Foundation

/// What a long press on a row opens, as UIKit's `UIContextMenuConfiguration`: an identifier
/// and a provider of the menu. There is no preview headless.
@preconcurrency @MainActor
public final class ContextMenuConfiguration: NSObject {
    /// Tells configurations apart in the delegate's callbacks; nil by default.
    public let identifier: AnyHashable?
    /// Makes the menu from the suggested elements (UIKit's `suggestedActions`, none headless);
    /// nil shows no menu.
    public let actionProvider: (@MainActor ([MenuElement]) -> Menu?)?

    /// Makes the preview UIKit shows above the menu (a view controller there); kept, never
    /// called: there is nothing to preview headless.
    public let previewProvider: (@MainActor () -> AnyObject?)?

    /// A configuration without a preview provider.
    public init(identifier: AnyHashable? = nil, actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.previewProvider = nil
        self.actionProvider = actionProvider
    }

    /// A configuration, as UIKit's `init(identifier:previewProvider:actionProvider:)`: the
    /// preview provider is named, so a trailing closure is the action provider.
    public init(
        identifier: AnyHashable?, previewProvider: (@MainActor () -> AnyObject?)?,
        actionProvider: (@MainActor ([MenuElement]) -> Menu?)? = nil
    ) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
