import Foundation

/// The buttons that asked for a configuration update (`setNeedsUpdateConfiguration()`) and
/// have not run it yet, in the order they asked. UIKit runs such an update once, before the
/// view is next laid out or measured; every layout pass and every measure of a view runs the
/// pending updates of the views it covers first (``run(in:)``), so a measure never reads a
/// button's stale content and the update never runs inside the layout engine's own pass.
@MainActor
enum PendingConfigurationUpdates {
    /// The waiting buttons, held weakly: a button freed before its update needs none.
    private static var buttons: [WeakButton] = []

    /// The most rounds ``run(in:)`` makes when updates ask for more updates in the subtree.
    private static let maximumRounds = 16

    /// Whether any button waits; the layout pays this check only.
    static var isEmpty: Bool { buttons.isEmpty }

    /// Records that `button` waits for its update.
    static func add(_ button: Button) {
        buttons.append(WeakButton(button: button))
    }

    /// Forgets `button`: its update ran.
    static func remove(_ button: Button) {
        buttons.removeAll { $0.button === button || $0.button == nil }
    }

    /// Runs the pending updates of `view` and the views inside it, in the order they were
    /// asked for; updates that ask for others inside it run them too.
    ///
    /// - Complexity: O(*p* × *d*) for *p* waiting buttons at depth *d*; one check when none
    ///   waits.
    static func run(in view: View) {
        var rounds = 0
        while !buttons.isEmpty, rounds < maximumRounds {
            rounds += 1
            var due: [Button] = []
            buttons.removeAll { entry in
                guard let button = entry.button else { return true }
                guard button.isDescendant(of: view) else { return false }
                due.append(button)
                return true
            }
            guard !due.isEmpty else { return }
            for button in due { button.updateConfigurationIfNeeded() }
        }
    }
}

/// A button held weakly.
private struct WeakButton {
    weak var button: Button?
}
