#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    /// UIKit's `UIEdgeInsets`: `EdgeInsets`.
    public typealias UIEdgeInsets = EdgeInsets
    /// UIKit's `NSDirectionalEdgeInsets`: `DirectionalEdgeInsets`.
    public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
    /// UIKit's `NSDirectionalRectEdge`: `DirectionalRectEdge`.
    public typealias NSDirectionalRectEdge = DirectionalRectEdge
    /// UIKit's `UILayoutGuide`: `LayoutGuide`.
    public typealias UILayoutGuide = LayoutGuide
    /// UIKit's `UILayoutPriority`: `LayoutPriority`.
    public typealias UILayoutPriority = LayoutPriority
    /// UIKit's `NSLayoutAnchor`: `LayoutAnchor`.
    public typealias NSLayoutAnchor<AnchorType: AnyObject> = LayoutAnchor<AnchorType>
    /// UIKit's `NSLayoutXAxisAnchor`: `LayoutXAxisAnchor`.
    public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
    /// UIKit's `NSLayoutYAxisAnchor`: `LayoutYAxisAnchor`.
    public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
    /// UIKit's `NSLayoutDimension`: `LayoutDimension`.
    public typealias NSLayoutDimension = LayoutDimension
#endif
