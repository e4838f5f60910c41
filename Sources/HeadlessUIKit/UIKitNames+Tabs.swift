#if !canImport(UIKit)
    import ViewControllers

    // MARK: - Tab bars

    /// UIKit's `UITabBarController`: `TabBarController`.
    public typealias UITabBarController = TabBarController
    /// UIKit's `UITabBarControllerDelegate`: `TabBarControllerDelegate`.
    public typealias UITabBarControllerDelegate = TabBarControllerDelegate
    /// UIKit's `UITabBar`: `TabBar`.
    public typealias UITabBar = TabBar
    /// UIKit's `UITabBarAppearance`: `TabBarAppearance`.
    public typealias UITabBarAppearance = TabBarAppearance
#endif
