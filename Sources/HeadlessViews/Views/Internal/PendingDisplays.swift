import Foundation

/// The views marked with `setNeedsDisplay()` since the last display pass, in the order marked,
/// with the part of each to draw: UIKit draws them once, after layout, at the end of the run
/// loop's turn. Kept here rather than on every view so an unmarked view costs nothing, and a
/// pass with nothing marked is one check.
@MainActor
package enum PendingDisplays {
    private final class Entry {
        weak var view: View?
        var rect: CGRect
        init(view: View, rect: CGRect) {
            self.view = view
            self.rect = rect
        }
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]
    private static var order: [ObjectIdentifier] = []

    /// Whether a view waits to be drawn.
    package static var isEmpty: Bool { entries.isEmpty }

    /// Marks `rect` of `view` to be drawn, joining a part already marked.
    static func mark(_ view: View, _ rect: CGRect) {
        let key = ObjectIdentifier(view)
        if let entry = entries[key], entry.view === view {
            entry.rect = entry.rect.union(rect)
        } else {
            // A freed view's entry at the same address is not this view's.
            order.removeAll { $0 == key }
            entries[key] = Entry(view: view, rect: rect)
            order.append(key)
        }
    }

    /// The part of `view` marked, taken off the list (nil when none is).
    static func take(_ view: View) -> CGRect? {
        let key = ObjectIdentifier(view)
        guard let entry = entries.removeValue(forKey: key) else { return nil }
        order.removeAll { $0 == key }
        return entry.rect
    }

    /// Draws every marked view still alive, in the order marked: the end of a run loop turn.
    package static func displayAll() {
        while !order.isEmpty {
            let key = order.removeFirst()
            guard let entry = entries.removeValue(forKey: key), let view = entry.view else { continue }
            view.display(entry.rect)
        }
    }
}
