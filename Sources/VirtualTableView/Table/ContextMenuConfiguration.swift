import Foundation

/// What a long press on a row opens, as UIKit's `UIContextMenuConfiguration`: an identifier
/// and a provider of the menu. There is no preview headless.
@preconcurrency @MainActor
public final class ContextMenuConfiguration {
    /// Tells configurations apart in the delegate's callbacks; nil by default.
    public let identifier: AnyHashable?
    /// Makes the menu from the suggested actions (none headless); nil shows no menu.
    public let actionProvider: (@MainActor ([Action]) -> Menu?)?

    /// A configuration; UIKit's preview provider is left out, as there is nothing to preview.
    public init(identifier: AnyHashable? = nil, actionProvider: (@MainActor ([Action]) -> Menu?)? = nil) {
        self.identifier = identifier
        self.actionProvider = actionProvider
    }
}
