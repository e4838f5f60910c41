import Foundation

/// Builds rows from statements: expressions, `if`, `if let`, `switch`, `for`.
@resultBuilder
public enum RowsBuilder {
    public static func buildExpression(_ row: AnyRow) -> [AnyRow] { [row] }
    public static func buildExpression(_ rows: [AnyRow]) -> [AnyRow] { rows }
    public static func buildBlock(_ parts: [AnyRow]...) -> [AnyRow] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AnyRow]?) -> [AnyRow] { part ?? [] }
    public static func buildEither(first part: [AnyRow]) -> [AnyRow] { part }
    public static func buildEither(second part: [AnyRow]) -> [AnyRow] { part }
    public static func buildArray(_ parts: [[AnyRow]]) -> [AnyRow] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [AnyRow]) -> [AnyRow] { part }
}

/// Builds sections from statements: expressions, `if`, `if let`, `switch`, `for`.
@resultBuilder
public enum SectionsBuilder {
    public static func buildExpression(_ section: Section) -> [Section] { [section] }
    public static func buildExpression(_ sections: [Section]) -> [Section] { sections }
    public static func buildBlock(_ parts: [Section]...) -> [Section] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Section]?) -> [Section] { part ?? [] }
    public static func buildEither(first part: [Section]) -> [Section] { part }
    public static func buildEither(second part: [Section]) -> [Section] { part }
    public static func buildArray(_ parts: [[Section]]) -> [Section] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [Section]) -> [Section] { part }
}

extension Section {
    /// A section whose rows are declared: `Section(id: "price") { PriceRow(p); if let s { SpecRow(s) } }`.
    @MainActor
    public init(id: AnyHashable? = nil, componentDisplayOption: ComponentDisplayOption = .none, @RowsBuilder rows: () -> [AnyRow]) {
        self.init(id: id, rows: rows(), componentDisplayOption: componentDisplayOption)
    }
}
