import Foundation

/// `String(format: "%.1f", value)` without the C formatter: the harness logs a scroll
/// offset on every frame, and `String(format:)` costs several times the rest of the log
/// entry.
///
/// It rounds `value × 10` to an integer and checks, with one fused multiply-add, how far the
/// exact product lies from that integer: a product within 2⁻⁷ of halfway between two
/// integers (where the floating-point product may round the wrong way, or where the C
/// formatter breaks an exact tie to even) is left to `String(format:)`, as are magnitudes
/// from 2⁴⁰ on, NaN and the infinities. Everywhere else the nearest tenth is unambiguous.
enum OneDecimal {
    /// `value` with one decimal, exactly as `String(format: "%.1f", value)` writes it.
    static func format(_ value: Double) -> String {
        guard value.magnitude < 0x1p40 else { return String(format: "%.1f", value) }
        let tenths = (value * 10).rounded()
        // value × 10 − tenths, rounded once: exact, or off by far less than the margin.
        let residual = (-tenths).addingProduct(value, 10).magnitude
        if (residual - 0.5).magnitude <= 0x1p-7 { return String(format: "%.1f", value) }
        let count = Int(tenths.magnitude)
        let digits = String(count / 10) + "." + String(count % 10)
        // The C formatter keeps the sign of a negative value that rounds to zero ("-0.0").
        return value.sign == .minus ? "-" + digits : digits
    }
}
