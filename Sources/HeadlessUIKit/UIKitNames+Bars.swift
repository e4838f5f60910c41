#if !canImport(UIKit)
    import ViewControllers

    // MARK: - Bars

    /// UIKit's `UIToolbar`: `Toolbar`.
    public typealias UIToolbar = Toolbar
    /// UIKit's `UIBarStyle`: `BarStyle`.
    public typealias UIBarStyle = BarStyle
    /// UIKit's `UISearchTextField`: `SearchTextField`.
    public typealias UISearchTextField = SearchTextField
#endif
