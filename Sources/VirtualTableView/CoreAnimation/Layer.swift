import Foundation

/// What a view's layer records, as Core Animation's `CALayer` under a UIKit view: corner
/// radius, border, shadow and masking, with UIKit's types and defaults, so that cell code
/// that styles `view.layer` compiles unchanged. Headless, nothing is drawn: the harness's
/// render draws text only, and none of these change layout. Tests can read them back.
/// `masksToBounds` is the view's `clipsToBounds`.
@MainActor
public final class Layer {
    /// Which corners `cornerRadius` rounds, as Core Animation's `CACornerMask`.
    public struct CornerMask: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// A corner set from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top-left corner (minimum x, minimum y in UIKit's coordinates).
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }

    /// The radius of the rounded corners; 0 by default. Recorded, not drawn.
    public var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds; all four by default. Recorded, not drawn.
    public var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// Whether sublayers (subviews) are cut at the bounds; the view's `clipsToBounds`. False
    /// by default.
    public var masksToBounds = false
    /// The border's width; 0 (no border) by default. Recorded, not drawn.
    public var borderWidth: CGFloat = 0
    /// The border's colour; opaque black by default, as Core Animation's. Takes a colour's
    /// `cgColor` (a `Color` here). Recorded, not drawn.
    public var borderColor: Color? = .black
    /// The shadow's colour; opaque black by default. Takes a colour's `cgColor`. Recorded,
    /// not drawn.
    public var shadowColor: Color? = .black
    /// The shadow's opacity in 0…1; 0 (no shadow) by default. Recorded, not drawn.
    public var shadowOpacity: Float = 0
    /// The shadow's offset; (0, -3) by default, as Core Animation's. Recorded, not drawn.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius; 3 by default. Recorded, not drawn.
    public var shadowRadius: CGFloat = 3
    /// Whether the layer is drawn once into a bitmap and reused; false by default. Recorded,
    /// with no effect headless.
    public var shouldRasterize = false
    /// The scale of that bitmap; 1 by default. Recorded, with no effect headless.
    public var rasterizationScale: CGFloat = 1

    /// A layer with Core Animation's defaults.
    public init() {}
}

extension Color {
    /// The colour as Core Graphics would take it, as UIKit's `cgColor`: the colour itself
    /// here (there is no `CGColor` headless), which `Layer.borderColor` and
    /// `Layer.shadowColor` accept.
    public var cgColor: Color { self }

    /// The colour `cgColor` gives, as UIKit's `UIColor(cgColor:)`.
    public init(cgColor: Color) { self = cgColor }
}
