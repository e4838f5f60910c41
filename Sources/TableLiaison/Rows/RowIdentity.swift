/// What makes two rows "the same row" across `Liaison.apply` calls: an id the user gave, or
/// else the row object itself.
///
/// An identity is two words: its hash, computed once when the identity is made, and a
/// reference to a box holding the id. `Liaison.apply` compares identities as they are,
/// without hashing anything again, and ids with their own type's `==`, never through
/// `AnyHashable`'s dynamic casts: a difference of a hundred thousand rows then costs one typed
/// comparison per matched row. Ids of different types are never equal (`Int(1)` and
/// `Int64(1)` are two identities, which `AnyHashable` would merge); section ids follow the
/// same rule.
public struct RowIdentity: Hashable {
    /// The identity's hash, well mixed in every bit (a difference masks its low bits).
    let hash: Int
    let box: RowIDBox

    private init(box: RowIDBox) {
        self.box = box
        hash = box.hash
    }

    /// The identity of a row object (the default for rows without an id).
    public static func object(_ object: ObjectIdentifier) -> RowIdentity {
        RowIdentity(box: ObjectRowID(object))
    }

    /// An identity the user gave, such as a model's primary key. O(hashing `id`).
    public static func id(_ id: some Hashable) -> RowIdentity {
        RowIdentity(box: TypedRowID(id))
    }

    /// An identity the user gave, compared by the type of the value it holds.
    public static func id(_ id: AnyHashable) -> RowIdentity {
        if let base = id.base as? any Hashable { return .id(base) }
        return RowIdentity(box: TypedRowID(id))
    }

    /// The id, or nil for an identity by object.
    public var id: AnyHashable? { box.anyHashable }

    /// Whether both are the same object, or ids of one type that are `==`.
    public static func == (lhs: RowIdentity, rhs: RowIdentity) -> Bool {
        lhs.box === rhs.box || (lhs.hash == rhs.hash && lhs.box.isEqual(to: rhs.box))
    }

    /// Feeds the precomputed hash: hashing an identity costs the same for every id type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
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

/// The value behind a `RowIdentity`, with its hash computed once. A class, so that an
/// identity stays two words whatever the id's type, and compares through one dynamic call.
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
