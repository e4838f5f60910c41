/// How an expression compares with zero in a constraint: `expression REL 0`.
package enum Relation: Sendable, Hashable {
    /// `expression == 0`.
    case equal
    /// `expression <= 0`.
    case lessThanOrEqual
    /// `expression >= 0`.
    case greaterThanOrEqual
}
