#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    /// UIKit's `UIEdgeInsets`: ``VirtualTableView/EdgeInsets``.
    public typealias UIEdgeInsets = EdgeInsets
    /// UIKit's `NSDirectionalEdgeInsets`: ``VirtualTableView/DirectionalEdgeInsets``.
    public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
    /// UIKit's `NSDirectionalRectEdge`: ``VirtualTableView/DirectionalRectEdge``.
    public typealias NSDirectionalRectEdge = DirectionalRectEdge
    /// UIKit's `UILayoutGuide`: ``VirtualTableView/LayoutGuide``.
    public typealias UILayoutGuide = LayoutGuide
    /// UIKit's `UILayoutPriority`: ``VirtualTableView/LayoutPriority``.
    public typealias UILayoutPriority = LayoutPriority
    /// UIKit's `NSLayoutAnchor`: ``VirtualTableView/LayoutAnchor``.
    public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
    /// UIKit's `NSLayoutXAxisAnchor`: ``VirtualTableView/LayoutXAxisAnchor``.
    public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
    /// UIKit's `NSLayoutYAxisAnchor`: ``VirtualTableView/LayoutYAxisAnchor``.
    public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
    /// UIKit's `NSLayoutDimension`: ``VirtualTableView/LayoutDimension``.
    public typealias NSLayoutDimension = LayoutDimension
#endif
