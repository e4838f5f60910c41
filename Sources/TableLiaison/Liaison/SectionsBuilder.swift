import Foundation

/// Builds rows from statements: expressions, `if`, `if let`, `switch`, `for`.
@resultBuilder
public enum RowsBuilder {
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildExpression(_ row: AnyRow) -> [AnyRow] { [row] }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildExpression(_ rows: [AnyRow]) -> [AnyRow] { rows }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildBlock(_ parts: [AnyRow]...) -> [AnyRow] { parts.flatMap { $0 } }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildOptional(_ part: [AnyRow]?) -> [AnyRow] { part ?? [] }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildEither(first part: [AnyRow]) -> [AnyRow] { part }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildEither(second part: [AnyRow]) -> [AnyRow] { part }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildArray(_ parts: [[AnyRow]]) -> [AnyRow] { parts.flatMap { $0 } }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildLimitedAvailability(_ part: [AnyRow]) -> [AnyRow] { part }
}

/// Builds sections from statements: expressions, `if`, `if let`, `switch`, `for`.
@resultBuilder
public enum SectionsBuilder {
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildEither(first part: [Section]) -> [Section] { part }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildEither(second part: [Section]) -> [Section] { part }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
    /// A result-builder step: flattens the parts into one array, in order.
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

extension Section {
    /// A section whose rows are declared: `Section(id: "price") { PriceRow(p); if let s { SpecRow(s) } }`.
    @MainActor
    public init(id: AnyHashable? = nil, componentDisplayOption: ComponentDisplayOption = .none, @RowsBuilder rows: () -> [AnyRow])
    {
        self.init(id: id, rows: rows(), componentDisplayOption: componentDisplayOption)
    }
}
