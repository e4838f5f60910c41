#if !canImport(UIKit)
    import ViewControllers

    // MARK: - Storyboards, bars and transitions

    /// UIKit's `UIStoryboard`: `Storyboard`.
    public typealias UIStoryboard = Storyboard
    /// UIKit's `UIStoryboardSegue`: `StoryboardSegue`.
    public typealias UIStoryboardSegue = StoryboardSegue
    /// UIKit's `UIStatusBarStyle`: `StatusBarStyle`.
    public typealias UIStatusBarStyle = StatusBarStyle
    /// UIKit's `UITabBarItem`: `TabBarItem`.
    public typealias UITabBarItem = TabBarItem
    /// UIKit's `UIViewControllerTransitionCoordinator`: `ViewControllerTransitionCoordinator`.
    public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
    /// UIKit's `UIViewControllerTransitionCoordinatorContext`:
    /// `ViewControllerTransitionCoordinatorContext`.
    public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
#endif
