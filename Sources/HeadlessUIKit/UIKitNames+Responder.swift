#if !canImport(UIKit)
    import Foundation
    import VirtualTableView
    import ViewControllers

    // MARK: - Events and the responder chain

    /// UIKit's `UITouch`: `Touch`.
    public typealias UITouch = Touch
    /// UIKit's `UIEvent`: `Event`.
    public typealias UIEvent = Event
    /// UIKit's `UIKeyCommand`: `KeyCommand`.
    public typealias UIKeyCommand = KeyCommand
    /// UIKit's `UIKeyModifierFlags`: `KeyModifierFlags`.
    public typealias UIKeyModifierFlags = KeyModifierFlags
    /// UIKit's `UISemanticContentAttribute`: `SemanticContentAttribute`.
    public typealias UISemanticContentAttribute = SemanticContentAttribute

    /// UIKit's `UIScreenEdgePanGestureRecognizer`: `ScreenEdgePanGestureRecognizer`.
    public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
    /// UIKit's `UIRectEdge`: `RectEdge`.
    public typealias UIRectEdge = RectEdge
    /// UIKit's `UIContentContainer`: `ContentContainer`.
    public typealias UIContentContainer = ContentContainer

    // MARK: - Orientation

    /// UIKit's `UIInterfaceOrientation`: `InterfaceOrientation`.
    public typealias UIInterfaceOrientation = InterfaceOrientation
    /// UIKit's `UIInterfaceOrientationMask`: `InterfaceOrientationMask`.
    public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
#endif
