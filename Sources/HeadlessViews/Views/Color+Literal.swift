import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `Color`, as it makes a `UIColor` in UIKit
/// code, so colour literals compile unchanged.
extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral`, components in 0…1. It prints as its rgba form with
    /// the literal's digits ("rgba(0.2, 0.4, 0.6, 1.0)").
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        // Through the shortest decimal form, so 0.2 stays 0.2 and does not print as
        // 0.20000000298023224.
        func decimal(_ value: Float) -> Double { Double("\(value)") ?? Double(value) }
        self.init(red: decimal(red), green: decimal(green), blue: decimal(blue), alpha: decimal(alpha))
    }
}

/// The type a `#colorLiteral` without a type context makes, as UIKit declares it to be
/// `UIColor`: `let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)` is a `Color`.
public typealias _ColorLiteralType = Color
