import Foundation

/// A colour value with a name, enough for a headless view tree to record what a screen shows.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The name the colour prints as ("gray", or "rgba(…)" for a custom one).
    public let name: String
    /// Components in 0…1.
    public let red: Double, green: Double, blue: Double, alpha: Double

    /// A colour from components in 0…1; `name` defaults to its rgba form.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1, name: String? = nil) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.name = name ?? "rgba(\(red), \(green), \(blue), \(alpha))"
    }

    /// The text the value prints as.
    public var description: String { name }

    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0, name: "clear")
    /// Black.
    public static let black = Color(red: 0, green: 0, blue: 0, name: "black")
    /// White.
    public static let white = Color(red: 1, green: 1, blue: 1, name: "white")
    /// Mid gray, as used for secondary text.
    public static let gray = Color(red: 0.5, green: 0.5, blue: 0.5, name: "gray")
    /// Light gray, as used for separators.
    public static let lightGray = Color(red: 0.67, green: 0.67, blue: 0.67, name: "lightGray")
    /// Red.
    public static let red = Color(red: 1, green: 0, blue: 0, name: "red")
    /// Blue, the default tint.
    public static let blue = Color(red: 0, green: 0.48, blue: 1, name: "blue")
}
