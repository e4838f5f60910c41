/// `==` for models whose type is only known to be `Equatable` at run time.
///
/// `Row<Cell, Model>` cannot require `Model: Equatable`, yet `Liaison.apply` compares the models
/// of every matched row. Asking the runtime for the conformance on each comparison (`as? any
/// Equatable`) costs a lookup and a boxing per row; here each model type is looked up once,
/// and the comparison then casts the values to the opened type, which is their own.
@MainActor
enum ModelEquality {
    /// The last type asked about: rows of one type usually come in runs.
    private static var last: (type: ObjectIdentifier, equatable: (any Equatable.Type)?)?
    private static var known: [ObjectIdentifier: (any Equatable.Type)?] = [:]

    /// `a == b` when `T` is `Equatable`; true otherwise (the identity alone then decides).
    static func areEqual<T>(_ a: T, _ b: T) -> Bool {
        guard let equatable = equatableType(of: T.self) else { return true }
        return compare(a, b, as: equatable)
    }

    private static func equatableType<T>(of type: T.Type) -> (any Equatable.Type)? {
        let key = ObjectIdentifier(type)
        if let last, last.type == key { return last.equatable }
        let equatable: (any Equatable.Type)?
        if let cached = known[key] {
            equatable = cached
        } else {
            equatable = type as? any Equatable.Type
            known[key] = equatable
        }
        last = (key, equatable)
        return equatable
    }

    /// Compares both values as `E`, the type `equatableType(of: T.self)` found `T` to be:
    /// the casts succeed (`T` is `E`) and cost a type comparison each.
    private nonisolated static func compare<T, E: Equatable>(_ a: T, _ b: T, as _: E.Type) -> Bool {
        guard let a = a as? E, let b = b as? E else { return true }
        return a == b
    }
}
