import Foundation

/// The buttons and cells that asked for a configuration update
/// (`setNeedsUpdateConfiguration()`) and have not run it yet, in the order they asked. UIKit runs such an update once, before the
/// view is next laid out or measured; every layout pass and every measure of a view runs the
/// pending updates of the views it covers first (``run(in:)``), so a measure never reads a
/// button's stale content and the update never runs inside the layout engine's own pass. A
/// layout pass looks only where a view is marked (`hasPendingConfigurationUpdateInSubtree`):
/// a waiting view that is never laid out (a cell in the reuse pool) costs the others nothing.
@MainActor
package enum PendingConfigurationUpdates {
    /// The waiting views, held weakly: a view freed before its update needs none.
    private static var views: [WeakView] = []

    /// The most rounds ``run(in:)`` makes when updates ask for more updates in the subtree.
    private static let maximumRounds = 16

    /// Whether any view waits; the layout pays this check only.
    static var isEmpty: Bool { views.isEmpty }

    /// Records that `view` (a button or a cell) waits for its update, and marks it and its
    /// ancestors so that their next layout pass runs it.
    package static func add(_ view: View) {
        views.append(WeakView(view: view))
        markAncestors(of: view)
    }

    /// Marks `view` and its ancestors as holding a waiting update: a layout pass runs the
    /// updates of a marked view's subtree before laying it out (a button's new content can
    /// change the size its cell's constraints solve for, so the cell's pass, not the
    /// button's, must run it). Also called when a marked view moves under a new superview.
    static func markAncestors(of view: View) {
        var current: View? = view
        while let marked = current {
            marked.hasPendingConfigurationUpdateInSubtree = true
            current = marked.superview
        }
    }

    /// Forgets `view`: its update ran.
    package static func remove(_ view: View) {
        views.removeAll { $0.view === view || $0.view == nil }
    }

    /// Runs the pending updates of `view` and the views inside it, in the order they were
    /// asked for; updates that ask for others inside it run them too.
    ///
    /// - Complexity: O(*p* × *d*) for *p* waiting views at depth *d*; one check when none
    ///   waits.
    static func run(in view: View) {
        var rounds = 0
        while !views.isEmpty, rounds < maximumRounds {
            rounds += 1
            var due: [View] = []
            views.removeAll { entry in
                guard let waiting = entry.view else { return true }
                guard waiting.isDescendant(of: view) else { return false }
                due.append(waiting)
                return true
            }
            guard !due.isEmpty else { return }
            // A cell (outer) before the buttons in it when it asked first: the order asked.
            for waiting in due {
                (waiting as? any ConfigurationUpdating)?.updateConfigurationIfNeeded()
            }
        }
    }
}

/// A view held weakly.
private struct WeakView {
    weak var view: View?
}
