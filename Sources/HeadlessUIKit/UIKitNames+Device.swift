#if !canImport(UIKit)
    import VirtualTableView

    // MARK: - The device

    /// UIKit's `UIDevice`: `Device`.
    public typealias UIDevice = Device
    /// UIKit's `UIUserInterfaceIdiom`: `Device.UserInterfaceIdiom` (`UserInterfaceIdiom`).
    public typealias UIUserInterfaceIdiom = Device.UserInterfaceIdiom
    /// UIKit's `UIDeviceOrientation`: `Device.Orientation`.
    public typealias UIDeviceOrientation = Device.Orientation
#endif
