/// The difference between two collections, in the index spaces UIKit's batch updates use:
/// deletes and move sources are old indexes, inserts and move destinations new ones.
/// Elements matched but not moved keep their relative order, so applying deletes, then
/// inserts and moves, rebuilds the new collection.
public struct Changeset: Hashable, Sendable {
    /// An element that changed place: it is neither deleted nor inserted.
    public struct Move: Hashable, Sendable {
        /// Old index.
        public var from: Int
        /// New index.
        public var to: Int
        /// A move from `from` to `to`.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An element whose identity was kept and whose content changed.
    public struct Update: Hashable, Sendable {
        /// Old index.
        public var old: Int
        /// New index.
        public var new: Int
        /// An update of the element at `old`, now at `new`.
        public init(old: Int, new: Int) {
            self.old = old
            self.new = new
        }
    }

    /// Old indexes of elements that are gone, ascending.
    public var deletes: [Int]
    /// New indexes of elements that are new, ascending.
    public var inserts: [Int]
    /// Elements that left the order of the others, ascending by new index. The fewest moves
    /// that keep every other matched element in order (the complement of a longest
    /// increasing subsequence).
    public var moves: [Move]
    /// Matched elements whose content changed, ascending by new index; a moved element can
    /// be updated too.
    public var updates: [Update]

    /// A changeset of the given parts.
    public init(deletes: [Int] = [], inserts: [Int] = [], moves: [Move] = [], updates: [Update] = []) {
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// Whether nothing changed.
    public var isEmpty: Bool { deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty }
}
