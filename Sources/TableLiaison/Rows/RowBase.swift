/// The part of every `Row` that does not depend on its cell and model types: its identity.
///
/// `Liaison.apply` reads the identity of every row, old and new. Reached through this class,
/// that read is a field load; reached through the `AnyRow` requirement it would be a call
/// that retains the row and the id it returns. Only `Row` subclasses it (its initializer is
/// not public).
@MainActor
open class RowBase {
    /// The id the user gave, boxed with its hash; nil makes the row object its identity.
    ///
    /// Set only on the main actor (by `Row.id`); `nonisolated(unsafe)` so that the difference
    /// can read it from a nonisolated function (see `key(ofRowAt:)`).
    nonisolated(unsafe) var idBox: RowIDBox? {
        willSet {
            // A difference running now may point at this box without owning it (`RowKey`);
            // user code it calls (a custom row's identity, a content equality) could change
            // the id. The box then lives until the difference ends.
            if Self.differencesRunning > 0, let idBox { Self.idsReplacedDuringDifference.append(idBox) }
        }
        didSet { idHash = idBox?.hash ?? 0 }
    }

    /// `idBox`'s hash, kept beside it so that the difference reads a row's key without
    /// touching the box (one cache miss fewer per row; it fits in the row's allocation).
    nonisolated(unsafe) private var idHash = 0

    init() {}

    // Main actor only, like `idBox`'s setter.
    /// How many differences are running (an `apply` can run inside another's callbacks).
    nonisolated(unsafe) private static var differencesRunning = 0
    nonisolated(unsafe) private static var idsReplacedDuringDifference: [RowIDBox] = []

    /// Runs `body`, a difference over row keys, keeping every id box replaced meanwhile alive.
    static func whileDifferencing<T>(_ body: () throws -> T) rethrows -> T {
        differencesRunning += 1
        defer {
            differencesRunning -= 1
            if differencesRunning == 0 { idsReplacedDuringDifference.removeAll() }
        }
        return try body()
    }

    /// The key of the row at `address` when it is a `RowBase`, read without retaining it:
    /// the caller's array holds the row. Nonisolated, because a closure formed on the main
    /// actor is checked for the main actor each time it runs.
    ///
    /// - Parameter knownClass: the last class found to be a `RowBase`; rows mostly come in
    ///   runs of one class, and comparing classes is cheaper than a checked cast.
    nonisolated static func key(ofRowAt address: UnsafeRawPointer, knownClass: inout ObjectIdentifier?) -> RowKey? {
        Unmanaged<AnyObject>.fromOpaque(address)._withUnsafeGuaranteedRef { object in
            let objectClass = ObjectIdentifier(type(of: object))
            if objectClass != knownClass {
                guard object is RowBase else { return nil }
                knownClass = objectClass
            }
            let row = unsafeDowncast(object, to: RowBase.self)
            if let idBox = row.idBox { return RowKey(box: idBox, hash: row.idHash) }
            return RowKey(object: ObjectIdentifier(row))
        }
    }
}
