import Foundation
import HeadlessViews

#if canImport(UIKit)
    // UIKit declares `IndexPath(row:section:)`, `row` and `section` in its own overlay;
    // re-exporting it lets this module's files, and code that imports only this module,
    // find them on iOS as they find the declarations below on Linux.
    @_exported import UIKit
#else
    #if canImport(AppKit)
        // AppKit declares `section` (and `item`); re-exported for the same reason, so that
        // declaring `section` again here does not make it ambiguous on macOS.
        @_exported import AppKit
    #else
        extension IndexPath {
            /// The section of a table row's index path (its first index).
            public var section: Int {
                get { self[0] }
                set { self[0] = newValue }
            }
        }
    #endif

    extension IndexPath {
        /// An index path of a table row, as UIKit's `IndexPath(row:section:)`.
        public init(row: Int, section: Int) {
            // Appending to a one-index path stores both inline; `init(indexes: [section, row])`
            // would allocate the array literal first (three times slower).
            self.init(index: section)
            append(row)
        }

        /// The row of a table row's index path (its second index).
        public var row: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif

extension IndexPath {
    /// UIKit's way of printing an index path in its error messages: "(section - row)"; an
    /// index path of another length prints as `IndexPath` does. Shared with the liaison's
    /// errors, which print index paths the same way.
    package var tableDescription: String { count == 2 ? "(\(self[0]) - \(self[1]))" : "\(self)" }
}
