import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// An index path of a table row, as UIKit's `IndexPath(row:section:)`.
    public init(row: Int, section: Int) {
        // Appending to a one-index path stores both inline; `init(indexes: [section, row])`
        // would allocate the array literal first (three times slower).
        self.init(index: section)
        append(row)
    }

    /// The section of a table row's index path (its first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row of a table row's index path (its second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif

extension IndexPath {
    /// UIKit's way of printing an index path in its error messages: "(section - row)".
    var tableDescription: String { "(\(self[0]) - \(self[1]))" }
}
