import Foundation

/// What makes two rows "the same row" across `Liaison.apply` calls: an id the user gave, or
/// else the row object itself.
///
/// An identity holds its hash, computed once when the identity is made, and the id: in
/// place for integers, `UUID`s (whose `==` compares bits) and row objects (their address),
/// else in a box. `Liaison.apply` compares identities as they are,
/// without hashing anything again, and ids with their own type's `==`, never through
/// `AnyHashable`'s dynamic casts: a difference of a hundred thousand rows then costs one typed
/// comparison per matched row. Ids of different types are never equal (`Int(1)` and
/// `Int64(1)` are two identities, which `AnyHashable` would merge); section ids follow the
/// same rule.
public struct RowIdentity: Hashable {
    enum Storage {
        /// An id of a type whose `==` is the equality of its bits (integers, `UUID`), or an
        /// object's address, kept in place: a difference copies and compares it without
        /// touching memory elsewhere or counting references.
        case value(InlineID)
        /// Any other id, in a box.
        case box(RowIDBox)
    }

    /// The identity's hash, well mixed in every bit (a difference masks its low bits).
    let hash: Int
    let storage: Storage

    private init(box: RowIDBox) {
        hash = box.hash
        storage = .box(box)
    }

    private init(value: InlineID, hash: Int) {
        self.hash = hash
        storage = .value(value)
    }

    /// The identity of a row object (the default for rows without an id).
    public static func object(_ object: ObjectIdentifier) -> RowIdentity {
        RowIdentity(box: ObjectRowID(object))
    }

    /// An identity the user gave, such as a model's primary key. O(hashing `id`).
    public static func id(_ id: some Hashable) -> RowIdentity {
        if let value = InlineID(id) { return RowIdentity(value: value, hash: id.hashValue) }
        return RowIdentity(box: TypedRowID(id))
    }

    /// An identity the user gave, compared by the type of the value it holds.
    public static func id(_ id: AnyHashable) -> RowIdentity {
        if let base = id.base as? any Hashable { return .id(base) }
        return RowIdentity(box: TypedRowID(id))
    }

    /// The id, or nil for an identity by object.
    public var id: AnyHashable? {
        switch storage {
        case let .value(value): value.anyHashable
        case let .box(box): box.anyHashable
        }
    }

    /// Whether both are the same object, or ids of one type that are `==`.
    public static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
        guard lhs.hash == rhs.hash else { return false }
        // One side at a time, not a tuple of both: a tuple is a copy of both storages, made
        // and destroyed out of line on every comparison.
        switch lhs.storage {
        case let .value(left):
            guard case let .value(right) = rhs.storage else { return false }
            return left == right
        case let .box(left):
            guard case let .box(right) = rhs.storage else { return false }
            return left === right || left.isEqual(to: right)
        }
    }

    /// Feeds the precomputed hash: hashing an identity costs the same for every id type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}

/// An id whose equality is the equality of its bits, with its type: 17 bytes, no reference.
struct InlineID: Equatable {
    enum Kind: UInt8 {
        case int, int64, int32, uint, uint64, uuid
    }

    let kind: Kind
    let low: UInt64
    let high: UInt64

    /// The id in place, or nil when its type is not one whose `==` compares bits.
    init?(_ id: some Hashable) {
        switch id {
        case let id as Int: (kind, low, high) = (.int, UInt64(bitPattern: Int64(id)), 0)
        case let id as Int64: (kind, low, high) = (.int64, UInt64(bitPattern: id), 0)
        case let id as Int32: (kind, low, high) = (.int32, UInt64(UInt32(bitPattern: id)), 0)
        case let id as UInt: (kind, low, high) = (.uint, UInt64(id), 0)
        case let id as UInt64: (kind, low, high) = (.uint64, id, 0)
        case let id as UUID:
            let b = id.uuid
            let low = [b.0, b.1, b.2, b.3, b.4, b.5, b.6, b.7].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            let high = [b.8, b.9, b.10, b.11, b.12, b.13, b.14, b.15].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            (kind, self.low, self.high) = (.uuid, low, high)
        default: return nil
        }
    }

    /// The id as the value it was made from.
    var anyHashable: AnyHashable {
        switch kind {
        case .int: AnyHashable(Int(Int64(bitPattern: low)))
        case .int64: AnyHashable(Int64(bitPattern: low))
        case .int32: AnyHashable(Int32(bitPattern: UInt32(truncatingIfNeeded: low)))
        case .uint: AnyHashable(UInt(truncatingIfNeeded: low))
        case .uint64: AnyHashable(low)
        case .uuid:
            AnyHashable(
                UUID(
                    uuid: (
                        UInt8(truncatingIfNeeded: low >> 56), UInt8(truncatingIfNeeded: low >> 48),
                        UInt8(truncatingIfNeeded: low >> 40),
                        UInt8(truncatingIfNeeded: low >> 32), UInt8(truncatingIfNeeded: low >> 24),
                        UInt8(truncatingIfNeeded: low >> 16),
                        UInt8(truncatingIfNeeded: low >> 8), UInt8(truncatingIfNeeded: low),
                        UInt8(truncatingIfNeeded: high >> 56), UInt8(truncatingIfNeeded: high >> 48),
                        UInt8(truncatingIfNeeded: high >> 40),
                        UInt8(truncatingIfNeeded: high >> 32), UInt8(truncatingIfNeeded: high >> 24),
                        UInt8(truncatingIfNeeded: high >> 16),
                        UInt8(truncatingIfNeeded: high >> 8), UInt8(truncatingIfNeeded: high)
                    )))
        }
    }
}

/// An object's address mixed so that every bit depends on every other (SplitMix64's
/// finalizer): addresses share their low bits, which would crowd a hash table's buckets.
func mixedHash(of object: ObjectIdentifier) -> Int {
    var bits = UInt64(UInt(bitPattern: object))
    bits = (bits ^ (bits >> 30)) &* 0xBF58_476D_1CE4_E5B9
    bits = (bits ^ (bits >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: bits ^ (bits >> 31))
}

/// The value behind a `RowIdentity` that is not kept in place, with its hash computed once.
/// A class, so that an identity has one size whatever the id's type, and compares through
/// one dynamic call.
class RowIDBox {
    let hash: Int

    init(hash: Int) {
        self.hash = hash
    }

    /// Whether `other` holds an equal value.
    func isEqual(to other: RowIDBox) -> Bool { self === other }

    /// The id as an `AnyHashable`; nil for an identity by object.
    var anyHashable: AnyHashable? { nil }
}

/// The identity of a row object.
final class ObjectRowID: RowIDBox {
    let object: ObjectIdentifier

    init(_ object: ObjectIdentifier) {
        self.object = object
        super.init(hash: mixedHash(of: object))
    }

    override func isEqual(to other: RowIDBox) -> Bool {
        (other as? ObjectRowID)?.object == object
    }
}

/// An id the user gave, compared with its own type's `==`.
final class TypedRowID<Value: Hashable>: RowIDBox {
    let value: Value

    init(_ value: Value) {
        self.value = value
        super.init(hash: value.hashValue)
    }

    override var anyHashable: AnyHashable? { AnyHashable(value) }

    override func isEqual(to other: RowIDBox) -> Bool {
        // Comparing the dynamic types and then casting without a check costs two loads; a
        // checked `as?` to a generic class would look its metadata up on every call.
        guard type(of: other) == Self.self else { return false }
        return unsafeDowncast(other, to: Self.self).value == value
    }
}
