import Foundation

/// A problem the Auto Layout engine met, as a value a test can compare and a harness can
/// record. Where UIKit raises an exception or logs "Unable to simultaneously satisfy
/// constraints" and breaks a constraint, the engine here installs nothing for the faulty
/// constraint, reports one of these to the nearest ``View/layoutDiagnosticHandler`` (else to
/// the `TableView` that shows the view, in `TableView.layoutDiagnostics`), and keeps the
/// layout it had. Nothing here ever traps or hangs.
public enum LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The broken constraint cannot hold together with the required constraints in
    /// `conflicting`; it is not installed (it stays active and is tried again when the
    /// view's layout is rebuilt).
    case unsatisfiable(conflicting: [ConstraintDescription], broken: ConstraintDescription)
    /// The constraint's items share no ancestor (UIKit raises); it is not installed.
    case noCommonAncestor(ConstraintDescription)
    /// The constraint's constant or multiplier is NaN or infinite; it is not installed.
    case nonFiniteValue(ConstraintDescription)
    /// The constraint multiplies its second item by zero, which makes it a constant in
    /// disguise (UIKit raises for a position); it is not installed.
    case zeroMultiplier(ConstraintDescription)
    /// The constraint relates positions on different axes, a position to a size, or leading
    /// or trailing to left or right (UIKit raises); it is not installed.
    case invalidAttributePairing(ConstraintDescription)
    /// The constraint sets a position to a constant with no second item (UIKit raises); it is
    /// not installed.
    case locationEqualToConstant(ConstraintDescription)
    /// The constraint's item is gone or is neither a view nor a layout guide; it is not
    /// installed.
    case missingItem(ConstraintDescription)
    /// A label's height for its width and its width for its height did not settle within
    /// `iterations` solves (a cycle through intrinsic sizes); the last solution is kept.
    case heightForWidthDidNotConverge(view: String, iterations: Int)
    /// The layout hosted by `host` already holds `limit` of the app's constraints: `rejected`,
    /// the first refused, and any after it are not installed (one diagnostic stands for them
    /// all); the views keep the layout the installed constraints give. A layout takes at most
    /// 100,000 constraints, and fewer when they build a large solver: a chain of a few thousand
    /// views, each pinned to the previous one, costs the solver as much as 100,000 unrelated
    /// constraints would, since each link's equation involves all the links above it.
    case tooManyConstraints(host: String, limit: Int, rejected: ConstraintDescription)
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` could not
    /// read `format`: at character `position` (0-based) it expected `expected` (a token, a
    /// key of the views or metrics dictionary, a view with a superview, options that fit the
    /// format). UIKit raises; no constraint is made.
    case invalidVisualFormat(format: String, position: Int, expected: String)

    /// A message in UIKit's spirit, naming the constraints involved.
    public var description: String {
        switch self {
        case let .unsatisfiable(conflicting, broken):
            let list = conflicting.map { "    \($0)" }.joined(separator: "\n")
            return """
                Unable to simultaneously satisfy constraints.
                Probably at least one of the constraints in the following list is one you don't want.
                \(list)
                Will attempt to recover by breaking constraint
                    \(broken)
                """
        case let .noCommonAncestor(constraint):
            return "Unable to activate constraint \(constraint): its items have no common ancestor."
        case let .nonFiniteValue(constraint):
            return "Unable to activate constraint \(constraint): its constant or multiplier is not finite."
        case let .zeroMultiplier(constraint):
            return "Unable to activate constraint \(constraint): a multiplier of 0 makes the second item irrelevant; "
                + "use a constraint to a constant instead."
        case let .invalidAttributePairing(constraint):
            return "Unable to activate constraint \(constraint): invalid pairing of layout attributes "
                + "(positions must share an axis and a kind, leading/trailing or left/right; sizes relate to sizes)."
        case let .locationEqualToConstant(constraint):
            return "Unable to activate constraint \(constraint): a position cannot equal a constant; relate it to "
                + "another item."
        case let .missingItem(constraint):
            return "Unable to activate constraint \(constraint): an item is nil or neither a View nor a LayoutGuide."
        case let .heightForWidthDidNotConverge(view, iterations):
            return "The height of \(view) for its width did not settle after \(iterations) solves "
                + "(a cycle through intrinsic sizes); the last layout is kept."
        case let .tooManyConstraints(host, limit, rejected):
            return "Unable to activate constraint \(rejected): the layout of \(host) already holds \(limit) constraints."
        case let .invalidVisualFormat(format, position, expected):
            let caret = String(repeating: " ", count: max(0, position)) + "^"
            return "Unable to parse constraint format: expected \(expected)\n\(format)\n\(caret)"
        }
    }
}
