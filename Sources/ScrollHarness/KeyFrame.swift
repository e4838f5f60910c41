import Foundation
import TableLiaison

/// The screen at a moment a test marked (`ScrollHarness.captureKeyFrame(_:failed:)`) or a
/// gesture ended, kept for the filmstrip: every visible row, header and footer with its
/// rectangle in the viewport and the text it shows, the scroll position, and the events
/// since the previous key frame.
public struct KeyFrame: Sendable, Hashable {
    /// What a box on screen is.
    public enum Kind: String, Sendable, Hashable {
        /// A row's cell.
        case row
        /// A section's header view.
        case header
        /// A section's footer view.
        case footer
        /// The top screen's views, when it has no table (a detail screen, a form): what the
        /// text render draws in place of the rows.
        case screen
        /// The visible navigation bar: back button, title, bar buttons.
        case navigationBar
        /// A presented alert or action sheet: title, message, text fields, actions.
        case alert
    }

    /// One row, header or footer on screen.
    public struct Box: Sendable, Hashable {
        /// Row, header, footer, or (when the harness hosts view controllers) screen,
        /// navigation bar or alert.
        public var kind: Kind
        /// "0-3" for a row, "header 2" or "footer 2" for a section's views; the controller
        /// for a screen, "navigation bar", "alert" or "action sheet".
        public var name: String
        /// The rectangle in viewport coordinates (0 at the viewport's top), in points.
        public var frame: CGRect
        /// Whether a header or footer is pinned away from its place in the content.
        public var isPinned: Bool
        /// Whether the row is selected.
        public var isSelected: Bool
        /// The text shown, each piece at its left edge and the centre of its line, in
        /// viewport coordinates: labels' lines, "[image name]", "(button title)", "⟳ loading".
        public var texts: [Text]
    }

    /// A piece of text a box shows.
    public struct Text: Sendable, Hashable {
        /// Its left edge and the vertical centre of its line, in viewport coordinates.
        public var position: CGPoint
        /// The width of the view showing it (the filmstrip squeezes longer text into it).
        public var width: CGFloat
        /// The text.
        public var string: String
    }

    /// What the test called the moment ("after a fling").
    public var label: String
    /// The frame it was taken at.
    public var frame: Int
    /// The content offset.
    public var contentOffset: CGFloat
    /// The content's height.
    public var contentHeight: CGFloat
    /// The viewport's size.
    public var viewport: CGSize
    /// The boxes on screen, rows first, then footers and headers (drawn over the rows).
    public var boxes: [Box]
    /// The events recorded after the previous key frame, up to this one.
    public var events: [HarnessEvent]
    /// Whether a check failed at this frame (a snapshot that did not match); the filmstrip
    /// marks it.
    public var failed: Bool
    /// Whether the harness kept it after a gesture
    /// (`ScrollHarness.capturesKeyFrameAfterEachGesture`) rather than a test capturing it.
    public var isAfterGesture = false
}
