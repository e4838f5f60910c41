import Foundation
import HeadlessViews

extension Array where Element: Comparable {
    /// The number of elements of this ascending array below `value`: the index where
    /// `value` is or would be inserted. O(log n).
    func countBelow(_ value: Element) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if self[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The index of `value` in this ascending array, nil when it is absent. O(log n).
    func sortedIndex(of value: Element) -> Int? {
        let index = countBelow(value)
        return index < count && self[index] == value ? index : nil
    }
}
