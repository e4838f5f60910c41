#if !canImport(UIKit)
    import VirtualTableView

    // MARK: - Text view links

    /// UIKit's `UIDataDetectorTypes`: `DataDetectorTypes`.
    public typealias UIDataDetectorTypes = DataDetectorTypes
    /// UIKit's `UITextItemInteraction`: `TextItemInteraction`.
    public typealias UITextItemInteraction = TextItemInteraction
#endif
