import Foundation

extension Color {
    /// The same colour at `alpha`, as UIKit's `withAlphaComponent(_:)`; it prints as the
    /// colour's name and the new alpha: `systemBlue @ 0.5`. An alpha outside 0…1 is clamped,
    /// NaN read as 0.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        let clamped = alpha.isNaN ? 0 : min(max(Double(alpha), 0), 1)
        let base = name.split(separator: " @ ").first.map(String.init) ?? name
        return Color(red: red, green: green, blue: blue, alpha: clamped, name: "\(base) @ \(clamped)")
    }

    /// The colour's alpha, as UIKit's `cgColor.alpha`; here on the colour itself, as
    /// ``cgColor`` is the colour.
    public var alphaComponent: CGFloat { CGFloat(alpha) }
}
