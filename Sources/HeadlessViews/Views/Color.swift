import Foundation

/// A colour value with a name, enough for a headless view tree to record what a screen shows.
///
/// An `NSObject`, as UIKit's `UIColor`, and open to subclassing, so an app's
/// `extension UIColor { convenience init(hex: String) { … self.init(red:green:blue:alpha:) } }`
/// and `class var brand: UIColor { … }` compile unchanged. Two colours are equal when their
/// components are, as UIKit compares colours (`isEqual(_:)` and `hash` read the red, green,
/// blue and alpha components, not the name a colour prints as).
///
/// `@unchecked Sendable` because the compiler cannot check an open class: every stored
/// property is a `let` of a `Sendable` type and none is ever written after initialization, so
/// a colour can be shared between threads as UIKit's can; a subclass that adds mutable state
/// must keep it safe itself.
open class Color: NSObject, @unchecked Sendable {
    /// Core Foundation's header word; must stay the first stored property (see
    /// `CoreFoundationInfo`).
    private let coreFoundationInfo = CoreFoundationInfo()

    /// The name the colour prints as ("gray", or "rgba(…)" for a custom one).
    public let name: String
    /// The red component in 0…1.
    public let red: Double
    /// The green component in 0…1.
    public let green: Double
    /// The blue component in 0…1.
    public let blue: Double
    /// The opacity in 0…1.
    public let alpha: Double
    /// The image a pattern colour repeats, as given to ``init(patternImage:)``; nil for every
    /// other colour. Set only by the initializers.
    public private(set) var patternImage: Image?

    /// A colour from components in 0…1, as UIKit's `init(red:green:blue:alpha:)`; `name`
    /// defaults to its rgba form.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name ?? "rgba(\(red), \(green), \(blue), \(alpha))"
        super.init()
    }

    /// A grey of `white` (0 black … 1 white) at `alpha`, as UIKit's `UIColor(white:alpha:)`;
    /// it prints as `white(0.5, 1.0)`.
    public init(white: Double, alpha: Double) {
        self.red = white
        self.green = white
        self.blue = white
        self.alpha = alpha
        self.name = "white(\(white), \(alpha))"
        super.init()
    }

    /// A colour from hue, saturation and brightness in 0…1, as UIKit's
    /// `init(hue:saturation:brightness:alpha:)`; a hue of 1 is red, as 0 is. It prints as its
    /// rgba form.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double) {
        let components = Self.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.red = components.red
        self.green = components.green
        self.blue = components.blue
        self.alpha = alpha
        self.name = "rgba(\(components.red), \(components.green), \(components.blue), \(alpha))"
        super.init()
    }

    /// A colour that depends on the trait collection, as UIKit's `init(dynamicProvider:)`
    /// (`UIColor { traits in traits.userInterfaceStyle == .dark ? … : … }`): the colour the
    /// provider gives for the default traits, a phone in the light appearance, the one
    /// appearance headless (the system colours are their light values too). The provider is
    /// called once, at once.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        let resolved = dynamicProvider(TraitCollection())
        self.red = resolved.red
        self.green = resolved.green
        self.blue = resolved.blue
        self.alpha = resolved.alpha
        self.name = resolved.name
        super.init()
    }

    /// A colour that repeats `image`, as UIKit's `UIColor(patternImage:)`; it keeps the image
    /// (``patternImage``) and prints as `pattern(name)`. Nothing is drawn: its components are
    /// opaque black's (0, 0, 0, 1), as a colour here always has RGB components, and two
    /// pattern colours are equal when their images are.
    public init(patternImage image: Image) {
        self.red = 0
        self.green = 0
        self.blue = 0
        self.alpha = 1
        self.name = "pattern(\(image.name))"
        self.patternImage = image
        super.init()
    }

    /// The colour `cgColor` gives, as UIKit's `UIColor(cgColor:)`: the same components,
    /// name and pattern image.
    public init(cgColor: Color) {
        self.patternImage = cgColor.patternImage
        self.red = cgColor.red
        self.green = cgColor.green
        self.blue = cgColor.blue
        self.alpha = cgColor.alpha
        self.name = cgColor.name
        super.init()
    }

    /// The colour of a `#colorLiteral`, components in 0…1. It prints as its rgba form with
    /// the literal's digits ("rgba(0.2, 0.4, 0.6, 1.0)").
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        // Through the shortest decimal form, so 0.2 stays 0.2 and does not print as
        // 0.20000000298023224.
        func decimal(_ value: Float) -> Double { Double("\(value)") ?? Double(value) }
        self.init(red: decimal(red), green: decimal(green), blue: decimal(blue), alpha: decimal(alpha))
    }

    /// Whether `object` is a colour with the same components (and pattern image), as UIKit
    /// compares colours.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        if other === self { return true }
        return red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
            && patternImage == other.patternImage
    }

    /// A hash of the components, consistent with ``isEqual(_:)``.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// The text the value prints as: its name.
    open override var description: String { name }

    /// Red, green and blue components.
    private typealias RGB = (red: Double, green: Double, blue: Double)

    /// Red, green and blue for a hue, saturation and brightness in 0…1.
    private static func rgb(hue: Double, saturation: Double, brightness: Double) -> RGB {
        let value = min(max(brightness, 0), 1)
        let chroma = value * min(max(saturation, 0), 1)
        let wrapped = hue.isFinite ? hue - hue.rounded(.down) : 0
        let sector = wrapped * 6
        let second = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double)
        switch Int(sector) {
        case 0: (r, g, b) = (chroma, second, 0)
        case 1: (r, g, b) = (second, chroma, 0)
        case 2: (r, g, b) = (0, chroma, second)
        case 3: (r, g, b) = (0, second, chroma)
        case 4: (r, g, b) = (second, 0, chroma)
        default: (r, g, b) = (chroma, 0, second)
        }
        let lift = value - chroma
        return (r + lift, g + lift, b + lift)
    }
}

/// UIKit's fixed colours (`UIColor.black`, `.orange` …), with UIKit's components, each
/// printing as its UIKit name.
extension Color {
    /// Fully transparent: white 0, alpha 0, as UIKit's `clear`.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    /// Black: white 0.
    public static let black = Color(red: 0, green: 0, blue: 0, name: "black")
    /// Dark gray: white 1/3.
    public static let darkGray = Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, name: "darkGray")
    /// Light gray: white 2/3.
    public static let lightGray = Color(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, name: "lightGray")
    /// White: white 1.
    public static let white = Color(red: 1, green: 1, blue: 1, name: "white")
    /// Gray: white 0.5.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, name: "gray")
    /// Red: (1, 0, 0).
    public static let red = Color(red: 1, green: 0, blue: 0, name: "red")
    /// Green: (0, 1, 0).
    public static let green = Color(red: 0, green: 1, blue: 0, name: "green")
    /// Blue: (0, 0, 1).
    public static let blue = Color(red: 0, green: 0, blue: 1, name: "blue")
    /// Cyan: (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1, name: "cyan")
    /// Yellow: (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0, name: "yellow")
    /// Magenta: (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1, name: "magenta")
    /// Orange: (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0, name: "orange")
    /// Purple: (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, name: "purple")
    /// Brown: (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, name: "brown")
}
