#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    // MARK: - Views

    /// UIKit's `UIResponder`: `Responder`, the class views, view controllers and the app
    /// derive from (`next`, the keyboard's notifications).
    public typealias UIResponder = Responder
    /// UIKit's `UIView`: `View`.
    public typealias UIView = View
    /// UIKit's `UIViewPropertyAnimator`: `ViewPropertyAnimator`.
    public typealias UIViewPropertyAnimator = ViewPropertyAnimator
    /// UIKit's `UIViewAnimatingPosition`: `ViewAnimatingPosition`.
    public typealias UIViewAnimatingPosition = ViewAnimatingPosition
    /// UIKit's `UIViewAnimatingState`: `ViewAnimatingState`.
    public typealias UIViewAnimatingState = ViewAnimatingState
    /// UIKit's `UILabel`: `Label`.
    public typealias UILabel = Label
    /// UIKit's `UIImageView`: `ImageView`.
    public typealias UIImageView = ImageView
    /// UIKit's `UIControl`: `Control`.
    public typealias UIControl = Control
    /// UIKit's `UIButton`: `Button`.
    public typealias UIButton = Button
    /// UIKit's `UISwitch`: `Switch`.
    public typealias UISwitch = Switch
    /// UIKit's `UIRefreshControl`: `RefreshControl`.
    public typealias UIRefreshControl = RefreshControl
    /// UIKit's `UIActivityIndicatorView`: `ActivityIndicatorView`.
    public typealias UIActivityIndicatorView = ActivityIndicatorView
    /// UIKit's `UIStackView`: `StackView`.
    public typealias UIStackView = StackView
    /// UIKit's `UIListContentView`: `ListContentView`.
    public typealias UIListContentView = ListContentView
    /// UIKit's `UIListContentConfiguration`: `ListContentConfiguration`.
    public typealias UIListContentConfiguration = ListContentConfiguration
    /// UIKit's `UIFontDescriptor`: `FontDescriptor`.
    public typealias UIFontDescriptor = FontDescriptor
    /// UIKit's `UIBackgroundConfiguration`: `BackgroundConfiguration`.
    public typealias UIBackgroundConfiguration = BackgroundConfiguration

    // MARK: - Appearance and text

    /// UIKit's `UIColor`: `Color`, a value.
    public typealias UIColor = Color
    /// UIKit's `UIFont`: `Font`, a value measured by the package's text
    /// metrics.
    public typealias UIFont = Font
    /// UIKit's `UIImage`: `Image`, a name and a size.
    public typealias UIImage = Image
    /// UIKit's `UITraitCollection`: `TraitCollection`.
    public typealias UITraitCollection = TraitCollection
    /// UIKit's `UIContentSizeCategory`: `ContentSizeCategory`.
    public typealias UIContentSizeCategory = ContentSizeCategory
    /// UIKit's `NSLineBreakMode`: `LineBreakMode`.
    public typealias NSLineBreakMode = LineBreakMode
    /// UIKit's `NSParagraphStyle`: `ParagraphStyle`.
    public typealias NSParagraphStyle = ParagraphStyle
    /// UIKit's `NSMutableParagraphStyle`: `MutableParagraphStyle`.
    public typealias NSMutableParagraphStyle = MutableParagraphStyle
    /// UIKit's `UIAccessibilityTraits`: `AccessibilityTraits`.
    public typealias UIAccessibilityTraits = AccessibilityTraits
    /// UIKit's `UIContentConfiguration`: `ContentConfiguration`.
    public typealias UIContentConfiguration = ContentConfiguration
    /// UIKit's `UIContentView`: `ContentView`.
    public typealias UIContentView = ContentView
    /// UIKit's `UIConfigurationState`: `ConfigurationState`.
    public typealias UIConfigurationState = ConfigurationState
    /// UIKit's `UICellConfigurationState`: `CellConfigurationState`.
    public typealias UICellConfigurationState = CellConfigurationState

    // MARK: - Traits

    /// UIKit's `UITraitDefinition`: `TraitDefinition`.
    public typealias UITraitDefinition = TraitDefinition
    /// UIKit's `UITrait`: `Trait`.
    public typealias UITrait = Trait
    /// UIKit's `UITraitPreferredContentSizeCategory`:
    /// `TraitPreferredContentSizeCategory`.
    public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
    /// UIKit's `UITraitUserInterfaceStyle`: `TraitUserInterfaceStyle`.
    public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
    /// UIKit's `UITraitHorizontalSizeClass`: `TraitHorizontalSizeClass`.
    public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
    /// UIKit's `UITraitChangeRegistration`: `TraitChangeRegistration`.
    public typealias UITraitChangeRegistration = TraitChangeRegistration
    /// UIKit's `UITraitChangeObservable`: `TraitChangeObservable`.
    public typealias UITraitChangeObservable = TraitChangeObservable

    // MARK: - Core Animation

    /// Core Animation's `CALayer`: `Layer`, a view's layer.
    public typealias CALayer = Layer
    /// Core Animation's `CACornerMask`: `Layer.CornerMask`.
    public typealias CACornerMask = Layer.CornerMask

    // MARK: - Gesture recognizers

    /// UIKit's `UIGestureRecognizer`: `GestureRecognizer` (kept on its view, never fired).
    public typealias UIGestureRecognizer = GestureRecognizer
    /// UIKit's `UIGestureRecognizerDelegate`: `GestureRecognizerDelegate`.
    public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
    /// UIKit's `UITapGestureRecognizer`: `TapGestureRecognizer`.
    public typealias UITapGestureRecognizer = TapGestureRecognizer
    /// UIKit's `UILongPressGestureRecognizer`: `LongPressGestureRecognizer`.
    public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
    /// UIKit's `UIPanGestureRecognizer`: `PanGestureRecognizer`.
    public typealias UIPanGestureRecognizer = PanGestureRecognizer
    /// UIKit's `UISwipeGestureRecognizer`: `SwipeGestureRecognizer`.
    public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
#endif
