import Foundation
import HeadlessViews

/// The device's screen, as UIKit's `UIScreen`: a phone's (390 × 844 points at scale 3), which
/// code reads to size things when it has no view at hand.
@preconcurrency @MainActor
public final class Screen: NSObject {
    /// The device's screen, as UIKit's `main`.
    public static let main = Screen()

    /// The screen in points.
    public let bounds = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// Pixels per point.
    public let scale: CGFloat = 3
    /// Pixels per point of the panel.
    public let nativeScale: CGFloat = 3
    /// The screen in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The brightness, 0…1; recorded.
    public var brightness: CGFloat = 0.5
    /// The traits of the screen.
    public var traitCollection: TraitCollection { TraitCollection() }

    private override init() {}
}
