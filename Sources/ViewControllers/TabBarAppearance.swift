import Foundation
import VirtualTableView

/// How a tab bar's background and shadow look, as UIKit's `UITabBarAppearance`; recorded for
/// a test to read, not drawn.
@preconcurrency @MainActor
open class TabBarAppearance: NSObject {
    /// How ``configureWithDefaultBackground()`` and its siblings last configured it.
    public private(set) var background = NavigationBarAppearance.Background.default
    /// The fill; nil is the configuration's.
    public var backgroundColor: Color?
    /// The hairline above the bar; nil hides it.
    public var shadowColor: Color? = Color(white: 0, alpha: 0.3)

    /// An appearance with the default background, as `UITabBarAppearance()`.
    public override init() {}

    /// A copy of `appearance`, as UIKit's `init(barAppearance:)`.
    public init(barAppearance appearance: TabBarAppearance) {
        background = appearance.background
        backgroundColor = appearance.backgroundColor
        shadowColor = appearance.shadowColor
    }

    /// A copy, as UIKit's `copy()`: appearances are assigned by value in practice.
    public func copy() -> TabBarAppearance { TabBarAppearance(barAppearance: self) }

    /// The system's default background and shadow.
    public func configureWithDefaultBackground() { configure(.default, nil, Color(white: 0, alpha: 0.3)) }
    /// An opaque background of the system background colour, with the shadow.
    public func configureWithOpaqueBackground() { configure(.opaque, .systemBackground, Color(white: 0, alpha: 0.3)) }
    /// No background and no shadow.
    public func configureWithTransparentBackground() { configure(.transparent, nil, nil) }

    private func configure(_ background: NavigationBarAppearance.Background, _ fill: Color?, _ shadow: Color?) {
        self.background = background
        backgroundColor = fill
        shadowColor = shadow
    }
}
