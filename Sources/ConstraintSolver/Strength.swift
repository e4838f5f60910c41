/// Constraint weights.
///
/// A constraint whose strength is at least ``required`` is hard: it is never violated. Any other
/// constraint is soft: the solver minimizes the sum over soft constraints of strength times
/// violation, so strengths are weights that trade off against each other.
///
/// Priorities follow UIKit's scale, 1 to 1000 (1000 is required). The levels UIKit code uses
/// (1, 50 for fitting size, 250 low, 500, 750 high, 999) are anchors a factor of 100 apart:
/// weight 1, 10², 10⁴, 10⁶, 10⁸, 10¹⁰. One unit of violation at an anchor therefore outweighs 99
/// units at the anchor below (a dozen constraints each violated by a few points, for instance).
/// Priorities between anchors interpolate geometrically, so the weight grows with the priority
/// everywhere, but two close priorities (749 and 750) differ by about 2% only: there a count of
/// constraints, or their sizes, can outweigh the difference. The largest weight stays at 10¹⁰ so
/// that an objective mixing weights 1 and 10¹⁰ keeps about 6 significant digits on the weakest
/// terms in Double arithmetic; the solver's tolerances are set for that range.
package enum Strength {
    /// The strength of a hard constraint; any strength at least this large is required.
    package static let required: Double = 1e15

    /// The weight of the largest soft priority (999).
    package static let strongest: Double = 1e10

    // (priority, exponent of 10) anchors; between two, the exponent is linear in the priority.
    private static let anchors: [(priority: Float, exponent: Double)] = [
        (1, 0), (50, 2), (250, 4), (500, 6), (750, 8), (999, 10),
    ]

    /// The weight of a UIKit layout priority: ``required`` for 1000 or more, 1 for 1 or less
    /// (and for NaN), and between anchors a geometric interpolation (see ``Strength``).
    package static func weight(forPriority priority: Float) -> Double {
        if priority >= 1000 { return required }
        guard priority > 1 else { return 1 }
        var previous = anchors[0]
        for anchor in anchors.dropFirst() {
            if priority <= anchor.priority {
                let fraction = Double((priority - previous.priority) / (anchor.priority - previous.priority))
                let exponent = previous.exponent + fraction * (anchor.exponent - previous.exponent)
                return pow10(exponent)
            }
            previous = anchor
        }
        return strongest
    }

    // 10^x without Foundation: exact for integer x, exp-based between them.
    private static func pow10(_ exponent: Double) -> Double {
        let whole = exponent.rounded(.down)
        var result = 1.0
        for _ in 0..<Int(whole) { result *= 10 }
        let fraction = exponent - whole
        if fraction > 0 { result *= exp(fraction * 2.302585092994046) }
        return result
    }

    // e^x by its Taylor series; |x| < 2.31 here, 30 terms reach full Double precision.
    private static func exp(_ x: Double) -> Double {
        var term = 1.0
        var sum = 1.0
        for n in 1...30 {
            term *= x / Double(n)
            sum += term
        }
        return sum
    }
}
