import Foundation

/// `#colorLiteral(red:green:blue:alpha:)` makes a `Color`, as it makes a `UIColor` in UIKit
/// code, so colour literals compile unchanged (the initializer is in the class, as a
/// non-final class's `required` one must be).
extension Color: _ExpressibleByColorLiteral {}

/// The type a `#colorLiteral` without a type context makes, as UIKit declares it to be
/// `UIColor`: `let tint = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)` is a `Color`.
public typealias _ColorLiteralType = Color
