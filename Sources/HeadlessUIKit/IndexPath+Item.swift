#if !canImport(UIKit) && !canImport(AppKit)
    import Foundation

    // UIKit (and AppKit on macOS) add these to Foundation's `IndexPath` for collection views;
    // table code uses them too (`IndexPath(item: $0, section: 0)` for a row).
    extension IndexPath {
        /// An index path of an item (or a table row), as UIKit's `IndexPath(item:section:)`:
        /// the same path as `IndexPath(row: item, section: section)`.
        public init(item: Int, section: Int) {
            self.init(row: item, section: section)
        }

        /// The item of a collection view's index path (its second index), as UIKit's `item`:
        /// the same index as `row`.
        public var item: Int {
            get { self[1] }
            set { self[1] = newValue }
        }
    }
#endif
