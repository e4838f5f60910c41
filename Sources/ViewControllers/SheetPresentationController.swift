import Foundation
import VirtualTableView

/// A sheet's presentation, as UIKit's `UISheetPresentationController`: the heights the sheet
/// rests at (``detents``), the grabber and the selected detent. The harness shows a sheet
/// over the whole screen; these settings are recorded for a test to read.
@preconcurrency @MainActor
open class SheetPresentationController: PresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    public struct Detent: Hashable, Sendable {
        /// A detent's name, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public let rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(identifier: .medium) }
        /// The full height.
        public static func large() -> Detent { Detent(identifier: .large) }
    }

    /// The heights the sheet rests at; `[.large()]` by default.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil is the smallest.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent that does not dim the content behind; nil dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber; false by default.
    public var prefersGrabberVisible = false
    /// Whether scrolling the sheet's content expands it; true by default.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet attaches to the bottom in a compact height; false by default.
    public var prefersEdgeAttachedInCompactHeight = false
    /// The corner radius; nil is the system's.
    public var preferredCornerRadius: CGFloat?

    /// Runs `changes` (to the detents or the selection) at once, as UIKit's
    /// `animateChanges(_:)` (the animation is not drawn).
    public func animateChanges(_ changes: () -> Void) {
        changes()
    }
}
