#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    /// UIKit's `UIFeedbackGenerator`: `FeedbackGenerator` (feedback recorded).
    public typealias UIFeedbackGenerator = FeedbackGenerator
    /// UIKit's `UIImpactFeedbackGenerator`: `ImpactFeedbackGenerator`.
    public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
    /// UIKit's `UISelectionFeedbackGenerator`: `SelectionFeedbackGenerator`.
    public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
    /// UIKit's `UINotificationFeedbackGenerator`: `NotificationFeedbackGenerator`.
    public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
    /// UIKit's `UIPasteboard`: `Pasteboard` (in memory).
    public typealias UIPasteboard = Pasteboard
    /// UIKit's `UIAccessibility`: `Accessibility` (posts recorded).
    public typealias UIAccessibility = Accessibility
    /// UIKit's `UIScreen`: `Screen` (a phone's).
    public typealias UIScreen = Screen
    /// UIKit's `UIUserInterfaceStyle`: `TraitCollection.UserInterfaceStyle`.
    public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
    /// UIKit's `UIUserInterfaceSizeClass`: `TraitCollection.SizeClass`.
    public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
    /// UIKit's `UITraitEnvironmentLayoutDirection`: `TraitCollection.LayoutDirection`.
    public typealias UITraitEnvironmentLayoutDirection = TraitCollection.LayoutDirection
#endif
