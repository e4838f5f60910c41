/// A `RowIdentity` as two words, for `Liaison.apply`'s difference: its hash, and an object's
/// or an id box's address tagged in its lowest bit (objects are at least 16-byte aligned).
///
/// Copying a key retains nothing, so the difference must keep every id box alive while it
/// runs: a `Row`'s box is held by the row, the rows by the sections being compared, and the
/// boxes of other `AnyRow` types by the section snapshot.
struct RowKey: Hashable {
    let hash: Int
    private let taggedAddress: UInt

    init(object: ObjectIdentifier) {
        hash = mixedHash(of: object)
        taggedAddress = UInt(bitPattern: object)
    }

    /// - Parameter hash: `box.hash`, when the caller keeps a copy closer at hand.
    init(box: RowIDBox, hash: Int? = nil) {
        self.hash = hash ?? box.hash
        taggedAddress = UInt(bitPattern: Unmanaged.passUnretained(box).toOpaque()) | 1
    }

    init(_ identity: RowIdentity) {
        switch identity.storage {
        case let .object(object): self.init(object: object)
        case let .id(box): self.init(box: box)
        }
    }

    static func == (lhs: RowKey, rhs: RowKey) -> Bool {
        if lhs.taggedAddress == rhs.taggedAddress { return true }
        guard lhs.hash == rhs.hash, lhs.taggedAddress & rhs.taggedAddress & 1 == 1,
              let leftAddress = UnsafeRawPointer(bitPattern: lhs.taggedAddress & ~1),
              let rightAddress = UnsafeRawPointer(bitPattern: rhs.taggedAddress & ~1) else { return false }
        // Borrowed, not retained: the boxes outlive the difference.
        return Unmanaged<RowIDBox>.fromOpaque(leftAddress)._withUnsafeGuaranteedRef { left in
            Unmanaged<RowIDBox>.fromOpaque(rightAddress)._withUnsafeGuaranteedRef { right in
                left.isEqual(to: right)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
