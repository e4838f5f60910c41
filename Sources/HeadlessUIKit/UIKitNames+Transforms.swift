#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    // MARK: - Property animator timing

    /// UIKit's `UITimingCurveProvider`: `TimingCurveProvider`.
    public typealias UITimingCurveProvider = TimingCurveProvider
    /// UIKit's `UITimingCurveType`: `TimingCurveType`.
    public typealias UITimingCurveType = TimingCurveType
    /// UIKit's `UICubicTimingParameters`: `CubicTimingParameters`.
    public typealias UICubicTimingParameters = CubicTimingParameters
    /// UIKit's `UISpringTimingParameters`: `SpringTimingParameters`.
    public typealias UISpringTimingParameters = SpringTimingParameters
#endif
