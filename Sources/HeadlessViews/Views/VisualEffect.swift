import Foundation

/// An effect a visual effect view applies to what is behind it, as UIKit's `UIVisualEffect`.
/// There are no pixels headless: an effect is recorded, never drawn.
open class VisualEffect: NSObject, @unchecked Sendable {
    // Unchecked: the class and its subclasses hold only `let` properties of Sendable types.
    /// An effect with nothing to apply.
    public override init() {
        super.init()
    }
}

/// A blur, as UIKit's `UIBlurEffect`.
open class BlurEffect: VisualEffect, @unchecked Sendable {
    /// The blur's material, as UIKit's `UIBlurEffect.Style`.
    public enum Style: Int, Sendable, CaseIterable {
        /// A light blur, lighter than the content behind it.
        case extraLight = 0
        /// A light blur.
        case light = 1
        /// A dark blur.
        case dark = 2
        /// The regular material, adapting to the interface style.
        case regular = 4
        /// The prominent material, adapting to the interface style.
        case prominent = 5
        /// The ultra-thin system material.
        case systemUltraThinMaterial = 6
        /// The thin system material.
        case systemThinMaterial = 7
        /// The system material.
        case systemMaterial = 8
        /// The thick system material.
        case systemThickMaterial = 9
        /// The chrome material of bars.
        case systemChromeMaterial = 10
        /// The ultra-thin material, always light.
        case systemUltraThinMaterialLight = 11
        /// The thin material, always light.
        case systemThinMaterialLight = 12
        /// The material, always light.
        case systemMaterialLight = 13
        /// The thick material, always light.
        case systemThickMaterialLight = 14
        /// The chrome material, always light.
        case systemChromeMaterialLight = 15
        /// The ultra-thin material, always dark.
        case systemUltraThinMaterialDark = 16
        /// The thin material, always dark.
        case systemThinMaterialDark = 17
        /// The material, always dark.
        case systemMaterialDark = 18
        /// The thick material, always dark.
        case systemThickMaterialDark = 19
        /// The chrome material, always dark.
        case systemChromeMaterialDark = 20
    }

    /// The blur's material.
    public let style: Style

    /// A blur of `style`, as UIKit's `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// Whether `object` is a blur of the same style.
    public override func isEqual(_ object: Any?) -> Bool {
        (object as? BlurEffect)?.style == style
    }

    /// A hash of the style.
    public override var hash: Int { style.hashValue }
}

/// Content made vivid over a blur, as UIKit's `UIVibrancyEffect`.
open class VibrancyEffect: VisualEffect, @unchecked Sendable {
    /// How vivid, as UIKit's `UIVibrancyEffectStyle`.
    public enum Style: Int, Sendable, CaseIterable {
        /// For primary text.
        case label = 0
        /// For secondary text.
        case secondaryLabel = 1
        /// For tertiary text.
        case tertiaryLabel = 2
        /// For quaternary text.
        case quaternaryLabel = 3
        /// For a fill.
        case fill = 4
        /// For a secondary fill.
        case secondaryFill = 5
        /// For a tertiary fill.
        case tertiaryFill = 6
        /// For a separator.
        case separator = 7
    }

    /// The blur the vibrancy sits on.
    public let blurEffect: BlurEffect
    /// How vivid; ``Style/label`` for `init(blurEffect:)`.
    public let style: Style

    /// Vibrancy over `blurEffect`, as UIKit's `init(blurEffect:)`.
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// Vibrancy of `style` over `blurEffect`, as UIKit's `init(blurEffect:style:)`.
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
