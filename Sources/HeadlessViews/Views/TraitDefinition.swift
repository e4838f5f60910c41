import Foundation

/// A trait of a trait collection that views can watch, as UIKit's `UITraitDefinition`: pass
/// its type to `registerForTraitChanges(_:handler:)`.
public protocol TraitDefinition {
    /// The trait's name, as UIKit's `identifier`.
    static var identifier: String { get }
}

/// A trait's type as `registerForTraitChanges(_:handler:)` takes it, as UIKit's `UITrait`.
public typealias Trait = any TraitDefinition.Type

/// The content size category trait, as UIKit's `UITraitPreferredContentSizeCategory`: it
/// changes when the table's trait collection gets another category.
public struct TraitPreferredContentSizeCategory: TraitDefinition {
    /// UIKit's name of the trait.
    public static var identifier: String { "UITraitPreferredContentSizeCategory" }
}

/// The light or dark appearance trait, as UIKit's `UITraitUserInterfaceStyle`. There is one
/// appearance headless, so it never changes: a handler registered for it alone never runs.
public struct TraitUserInterfaceStyle: TraitDefinition {
    /// UIKit's name of the trait.
    public static var identifier: String { "UITraitUserInterfaceStyle" }
}

/// The horizontal size class trait, as UIKit's `UITraitHorizontalSizeClass`. There is no
/// window headless, so it never changes.
public struct TraitHorizontalSizeClass: TraitDefinition {
    /// UIKit's name of the trait.
    public static var identifier: String { "UITraitHorizontalSizeClass" }
}

/// A registration `registerForTraitChanges(_:handler:)` returns, as UIKit's
/// `UITraitChangeRegistration`: give it to `unregisterForTraitChanges(_:)` to stop the
/// handler.
public struct TraitChangeRegistration: Hashable, Sendable {
    let id: Int

    /// A registration numbered `id` (view controllers number their own).
    package init(id: Int) { self.id = id }
}

/// A registered handler: the traits it watches and what it runs.
struct TraitChangeHandlerEntry {
    let registration: TraitChangeRegistration
    let traits: [String]
    let handler: @MainActor (View, TraitCollection) -> Void
}

/// Views that tell registered handlers of trait changes, as UIKit's `UITraitChangeObservable`.
/// Headless, cells and header or footer views and the views inside them hear of the changes
/// their table's trait collection makes.
public protocol TraitChangeObservable: AnyObject {}

extension View: TraitChangeObservable {}

@MainActor private var madeTraitRegistrations = 0

extension View {
    /// Runs `handler` with the view and the previous trait collection whenever one of
    /// `traits` changes in the view's environment, as UIKit's (iOS 17): for a cell, header
    /// or footer view, or a view inside one, when its table's trait collection changes
    /// (only the content size category can). The handler runs after the cell's
    /// `traitCollectionDidChange(_:)`, with the view's labels already resized. As in UIKit,
    /// the handler's first parameter names the view's type (`(self: Self, previous:
    /// UITraitCollection)` in a subclass), and it runs only while the view is of that type.
    @discardableResult
    public func registerForTraitChanges<Environment: View>(
        _ traits: [Trait], handler: @escaping @MainActor (Environment, TraitCollection) -> Void
    ) -> TraitChangeRegistration {
        madeTraitRegistrations += 1
        let registration = TraitChangeRegistration(id: madeTraitRegistrations)
        traitChangeHandlers.append(
            TraitChangeHandlerEntry(
                registration: registration, traits: traits.map { $0.identifier },
                handler: { view, previous in if let view = view as? Environment { handler(view, previous) } }))
        return registration
    }

    /// Stops the handler `registration` names, as UIKit's; nothing happens for one already
    /// stopped or made by another view.
    public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
        traitChangeHandlers.removeAll { $0.registration == registration }
    }

    /// Runs the handlers registered in `view`'s subtree for a trait that differs between
    /// `previous` and `current`.
    package static func notifyTraitChanges(in view: View, from previous: TraitCollection, to current: TraitCollection) {
        let changed = previous.preferredContentSizeCategory != current.preferredContentSizeCategory
        guard changed else { return }
        for entry in view.traitChangeHandlers where entry.traits.contains(TraitPreferredContentSizeCategory.identifier) {
            entry.handler(view, previous)
        }
        for subview in view.subviews { notifyTraitChanges(in: subview, from: previous, to: current) }
    }
}
