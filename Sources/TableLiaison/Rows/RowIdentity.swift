/// What makes two rows "the same row" across `Liaison.apply` calls: an id the user gave, or
/// else the row object itself.
///
/// An id's hash is computed once, when the identity is made, and ids are compared with their
/// own type's `==`, never through `AnyHashable`'s dynamic casts: a difference of a hundred
/// thousand rows then costs one typed comparison per row and no hashing. Ids of different
/// types are never equal (`Int(1)` and `Int64(1)` are two identities, which `AnyHashable`
/// would merge).
public struct RowIdentity: Hashable {
    enum Storage {
        case object(ObjectIdentifier)
        case id(RowIDBox)
    }

    let storage: Storage

    /// The identity of a row object (the default for rows without an id).
    public static func object(_ object: ObjectIdentifier) -> RowIdentity {
        RowIdentity(storage: .object(object))
    }

    /// An identity the user gave, such as a model's primary key. O(hashing `id`).
    public static func id(_ id: some Hashable) -> RowIdentity {
        RowIdentity(storage: .id(makeRowIDBox(id)))
    }

    /// An identity the user gave, compared by the type of the value it holds.
    public static func id(_ id: AnyHashable) -> RowIdentity {
        RowIdentity(storage: .id(makeRowIDBox(id)))
    }

    /// The id, or nil for an identity by object.
    public var id: AnyHashable? {
        guard case let .id(box) = storage else { return nil }
        return box.anyHashable
    }

    /// The identity's hash, well mixed in every bit (a difference masks its low bits).
    var precomputedHash: Int {
        switch storage {
        case let .object(object): return mixedHash(of: object)
        case let .id(box): return box.hash
        }
    }

    /// Whether both are the same object, or ids of one type that are `==`.
    public static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case let (.object(left), .object(right)):
            return left == right
        case let (.id(left), .id(right)):
            return left === right || (left.hash == right.hash && left.isEqual(to: right))
        default:
            return false
        }
    }

    /// Feeds the precomputed hash: hashing an identity costs the same for every id type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(precomputedHash)
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

/// A row id with its hash computed once. `TypedRowID` holds the value and compares ids of
/// its own type; a class (not a protocol) so that a difference can call it through an
/// unmanaged reference without retaining it.
class RowIDBox {
    let hash: Int

    init(hash: Int) {
        self.hash = hash
    }

    /// Whether `other` holds an equal id. A box is always equal to itself.
    func isEqual(to other: RowIDBox) -> Bool { self === other }

    /// The id as an `AnyHashable`.
    var anyHashable: AnyHashable { AnyHashable(ObjectIdentifier(self)) }
}

final class TypedRowID<Value: Hashable>: RowIDBox {
    let value: Value

    init(_ value: Value) {
        self.value = value
        super.init(hash: value.hashValue)
    }

    override var anyHashable: AnyHashable { AnyHashable(value) }

    override func isEqual(to other: RowIDBox) -> Bool {
        // Comparing the dynamic types and then casting without a check costs two loads; a
        // checked `as?` to a generic class would look its metadata up on every call.
        guard type(of: other) == Self.self else { return false }
        return unsafeDowncast(other, to: Self.self).value == value
    }
}

/// A box of the value an `AnyHashable` holds, so that `Row(_:id:)`, which takes an
/// `AnyHashable`, compares ids as fast as the values themselves.
func makeRowIDBox(_ id: AnyHashable) -> RowIDBox {
    if let base = id.base as? any Hashable { return makeRowIDBox(base) }
    return TypedRowID(id)
}

func makeRowIDBox<Value: Hashable>(_ value: Value) -> RowIDBox {
    TypedRowID(value)
}
