import Foundation

/// The bar at the top of a navigation controller, as UIKit's `UINavigationBar`: it shows the
/// top controller's `NavigationItem` (the harness's render draws its back button, title and
/// bar buttons) and carries the appearances UIKit code sets on it. The appearances and colours
/// are recorded, not drawn.
@preconcurrency @MainActor
open class NavigationBar: View {
    /// The appearance at rest, as UIKit's `standardAppearance`.
    public var standardAppearance = NavigationBarAppearance()
    /// The appearance while content is scrolled to the bar's edge; nil uses a transparent
    /// version of ``standardAppearance``, as UIKit.
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// The appearance in a compact height; nil uses ``standardAppearance``.
    public var compactAppearance: NavigationBarAppearance?
    /// The appearance in a compact height at the scroll edge; nil falls back as UIKit does.
    public var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// Whether titles show large when the item allows it; false by default.
    public var prefersLargeTitles = false
    /// Whether the bar is translucent; true by default.
    public var isTranslucent = true
    /// The bar's fill colour before appearances (iOS 13) existed; nil by default.
    public var barTintColor: Color?
    /// The attributes of the inline title, as before appearances existed.
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The attributes of the large title, as before appearances existed.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The hairline's image; nil draws the default.
    public var shadowImage: Image?
    private var backgroundImages: [Int: Image] = [:]

    /// Sets the bar's background image for `barMetrics`, as UIKit's
    /// `setBackgroundImage(_:for:)` (an empty `UIImage()` with an empty ``shadowImage`` is the
    /// classic transparent bar). Recorded.
    public func setBackgroundImage(_ backgroundImage: Image?, for barMetrics: BarMetrics) {
        backgroundImages[barMetrics.rawValue] = backgroundImage
    }

    /// Sets the background image for `barPosition` and `barMetrics`, as UIKit's
    /// `setBackgroundImage(_:for:barMetrics:)`; the position is not kept apart headless.
    public func setBackgroundImage(_ backgroundImage: Image?, for barPosition: BarPosition, barMetrics: BarMetrics) {
        setBackgroundImage(backgroundImage, for: barMetrics)
    }

    /// The background image set for `barMetrics`, as UIKit's `backgroundImage(for:)`.
    public func backgroundImage(for barMetrics: BarMetrics) -> Image? { backgroundImages[barMetrics.rawValue] }
    /// The navigation controller whose stack the bar shows, which reads its items
    /// (`topItem`, `backItem`, declared with the controllers above this layer).
    package weak var itemsOwner: AnyObject?

    /// A bar 44 points high, as UIKit makes one.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A bar; the coder is not read (see `ViewController.init(coder:)`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
