#if !canImport(UIKit)
    import VirtualTableView

    // MARK: - Controls

    /// UIKit's `UISegmentedControl`: `SegmentedControl`.
    public typealias UISegmentedControl = SegmentedControl
#endif
