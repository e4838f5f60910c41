/// The constraints a solver holds, by handle: an array of slots, a removed constraint's slot
/// reused by a later one.
///
/// A handle carries its slot next to its number, so that finding a constraint is an index,
/// not a hash: a dictionary cost a hash and a probe per lookup and a resize as it grew (a
/// tenth of a small system's cost: a fresh solver per table cell inserts a hundred
/// constraints). A slot remembers the number of the constraint in it, so that the handle of a
/// removed constraint finds nothing, even once its slot holds another.
///
/// A free slot holds a vacant constraint (no terms) rather than nil: an array of optionals of a
/// struct is destroyed through the runtime's generic witnesses, a few hundred instructions a
/// slot when a solver goes (5 % of a fresh solver per table cell).
struct ConstraintTable {
    private var slots: ContiguousArray<Solver.Installed> = []
    private var numbers: ContiguousArray<Int> = []
    private var freeSlots: ContiguousArray<Int> = []
    private var nextNumber = 0
    /// The constraints installed, edit constraints not counted (kept here, so that adding a
    /// constraint checks one property of the solver's fewer for exclusive access).
    private(set) var userCount = 0

    /// The handle the next ``insert(_:as:)`` takes: a new number and the slot it will use.
    mutating func nextID() -> ConstraintID {
        let slot = freeSlots.last ?? slots.count
        defer { nextNumber += 1 }
        return ConstraintID(rawValue: nextNumber, slot: slot)
    }

    /// Puts a constraint in the slot of `id`, which ``nextID()`` just gave (nothing was
    /// inserted since).
    mutating func insert(_ constraint: Solver.Installed, as id: ConstraintID) {
        if !constraint.isEdit { userCount += 1 }
        if id.slot == slots.count {
            slots.append(constraint)
            numbers.append(id.rawValue)
        } else {
            freeSlots.removeLast()
            slots[id.slot] = constraint
            numbers[id.slot] = id.rawValue
        }
    }

    /// The installed constraint of a handle; nil when it was removed or the handle is not this
    /// solver's. Setting nil removes it. O(1).
    subscript(id: ConstraintID) -> Solver.Installed? {
        get {
            guard id.slot >= 0 && id.slot < slots.count && numbers[id.slot] == id.rawValue else { return nil }
            return slots[id.slot]
        }
        set {
            guard id.slot >= 0 && id.slot < slots.count && numbers[id.slot] == id.rawValue else { return }
            if let newValue {
                slots[id.slot] = newValue
            } else {
                if !slots[id.slot].isEdit { userCount -= 1 }
                slots[id.slot] = Solver.Installed.vacant
                numbers[id.slot] = -1
                freeSlots.append(id.slot)
            }
        }
    }

    /// Every installed constraint with its handle, in slot order. O(slots).
    var all: [(id: ConstraintID, constraint: Solver.Installed)] {
        slots.indices.compactMap { slot in
            numbers[slot] < 0 ? nil : (ConstraintID(rawValue: numbers[slot], slot: slot), slots[slot])
        }
    }
}
