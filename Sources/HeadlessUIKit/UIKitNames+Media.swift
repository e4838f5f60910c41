#if !canImport(UIKit)
    import Foundation
    import VirtualTableView
    import ViewControllers

    // MARK: - The image picker

    /// UIKit's `UIImagePickerController`: `ImagePickerController`.
    public typealias UIImagePickerController = ImagePickerController
    /// UIKit's `UIImagePickerControllerDelegate`: `ImagePickerControllerDelegate`.
    public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate

    // MARK: - Drag and drop

    /// UIKit's `UIDragItem`: `DragItem`.
    public typealias UIDragItem = DragItem
    /// UIKit's `UIDragSession`: `DragSession`.
    public typealias UIDragSession = DragSession
    /// UIKit's `UIDropSession`: `DropSession`.
    public typealias UIDropSession = DropSession
    /// UIKit's `UIDropOperation`: `DropOperation`.
    public typealias UIDropOperation = DropOperation
    /// UIKit's `UITableViewDragDelegate`: `TableViewDragDelegate`.
    public typealias UITableViewDragDelegate = TableViewDragDelegate
    /// UIKit's `UITableViewDropDelegate`: `TableViewDropDelegate`.
    public typealias UITableViewDropDelegate = TableViewDropDelegate
    /// UIKit's `UITableViewDropCoordinator`: `TableViewDropCoordinator`.
    public typealias UITableViewDropCoordinator = TableViewDropCoordinator
    /// UIKit's `UITableViewDropItem`: `TableViewDropItem`.
    public typealias UITableViewDropItem = TableViewDropItem
    /// UIKit's `UITableViewDropProposal`: `TableViewDropProposal`.
    public typealias UITableViewDropProposal = TableViewDropProposal
    /// UIKit's `UITableViewDropIntent` (`UITableViewDropProposal.Intent` in Swift):
    /// `TableViewDropProposal.Intent`.
    public typealias UITableViewDropIntent = TableViewDropProposal.Intent

    // MARK: - Image contexts

    /// UIKit's `UIGraphicsImageRenderer`: `GraphicsImageRenderer`.
    public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
    /// UIKit's `UIGraphicsImageRendererFormat`: `GraphicsImageRendererFormat`.
    public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
    /// UIKit's `UIGraphicsImageRendererContext`: `GraphicsImageRendererContext`.
    public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext

    /// Pushes an image context of `size` at scale 1, not opaque, as UIKit's
    /// `UIGraphicsBeginImageContext(_:)`: `GraphicsImageRendererContext.beginImageContext`.
    public func UIGraphicsBeginImageContext(_ size: CGSize) {
        GraphicsImageRendererContext.beginImageContext(size: size, opaque: false, scale: 1)
    }

    /// Pushes an image context of `size`, as UIKit's
    /// `UIGraphicsBeginImageContextWithOptions(_:_:_:)` (`scale` 0: the screen's):
    /// `GraphicsImageRendererContext.beginImageContext(size:opaque:scale:)`.
    public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
        GraphicsImageRendererContext.beginImageContext(size: size, opaque: opaque, scale: scale)
    }

    /// The current image context's image, as UIKit's
    /// `UIGraphicsGetImageFromCurrentImageContext()`:
    /// `GraphicsImageRendererContext.imageFromCurrentContext()`.
    public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
        GraphicsImageRendererContext.imageFromCurrentContext()
    }

    /// Pops the current image context, as UIKit's `UIGraphicsEndImageContext()`:
    /// `GraphicsImageRendererContext.endImageContext()`.
    public func UIGraphicsEndImageContext() {
        GraphicsImageRendererContext.endImageContext()
    }

    /// Fills `rect` in the current image context's fill colour, as UIKit's `UIRectFill(_:)`:
    /// `GraphicsImageRendererContext.current?.fill(_:)`; nothing without a context.
    public func UIRectFill(_ rect: CGRect) {
        GraphicsImageRendererContext.current?.fill(rect)
    }
#endif
