import Foundation
import VirtualTableView

/// What holds content whose size its container follows, as UIKit's `UIContentContainer`: a view
/// controller. Containers hear of a child's size wish through
/// ``ViewController/preferredContentSizeDidChange(forChildContentContainer:)``.
@preconcurrency @MainActor
public protocol ContentContainer: AnyObject {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
}
