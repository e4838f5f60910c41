#if !canImport(UIKit)
    import ViewControllers

    /// UIKit's `UIApplicationDelegate`: `ApplicationDelegate`.
    public typealias UIApplicationDelegate = ApplicationDelegate
    /// UIKit's `UIScene`: `Scene`.
    public typealias UIScene = Scene
    /// UIKit's `UIWindowScene`: `WindowScene`.
    public typealias UIWindowScene = WindowScene
    /// UIKit's `UIPopoverPresentationControllerDelegate`: `PopoverPresentationControllerDelegate`.
    public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
    /// UIKit's `UIPopoverArrowDirection`: `PopoverPresentationController.ArrowDirection`.
    public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
#endif
