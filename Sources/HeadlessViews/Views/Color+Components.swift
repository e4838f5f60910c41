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

    /// Reads the components into `red`, `green`, `blue` and `alpha`, as UIKit's
    /// `getRed(_:green:blue:alpha:)` (`color.getRed(&r, green: &g, blue: &b, alpha: &a)`);
    /// always true, as every colour here has RGB components.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = CGFloat(self.red)
        green = CGFloat(self.green)
        blue = CGFloat(self.blue)
        alpha = CGFloat(self.alpha)
        return true
    }
}
