import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Names the corpus smoke test (`Scripts/corpus-smoke`) found missing in screens of public apps.
@MainActor
struct CorpusSmokeNamesTests {
    /// Open Food Facts' allergen list maps Realm's row numbers with `IndexPath(item:section:)`.
    @Test func anItemIndexPathIsARowIndexPath() {
        var path = IndexPath(item: 3, section: 1)
        expectEqual(path, IndexPath(row: 3, section: 1))
        expectEqual(path.item, 3)
        path.item = 4
        expectEqual(path.row, 4)
    }
}
