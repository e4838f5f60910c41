import Foundation

/// A view whose height depends on its width, measured by a module above (a text view with
/// scrolling off sizes itself to its text at its width).
///
/// The view layer's `intrinsicHeight(forWidth:)` is internal, and an internal or `package`
/// member cannot be overridden from another module: such a view conforms to this protocol
/// and calls `measureHeightForWidthThroughHook()` in its initializers, and the layout then
/// asks it here, as it asks a multi-line label.
@MainActor
package protocol HeightForWidthMeasuring: AnyObject {
    /// Whether ``measuredHeight(forWidth:)`` gives a height, told without measuring.
    var hasHeightForWidth: Bool { get }
    /// The height the view needs at `width`, nil when it has none.
    func measuredHeight(forWidth width: CGFloat) -> CGFloat?
}
