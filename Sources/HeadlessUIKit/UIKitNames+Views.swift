#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    // MARK: - Views

    /// UIKit's `UIView`: ``VirtualTableView/View``.
    public typealias UIView = View
    /// UIKit's `UILabel`: ``VirtualTableView/Label``.
    public typealias UILabel = Label
    /// UIKit's `UIImageView`: ``VirtualTableView/ImageView``.
    public typealias UIImageView = ImageView
    /// UIKit's `UIControl`: ``VirtualTableView/Control``.
    public typealias UIControl = Control
    /// UIKit's `UIButton`: ``VirtualTableView/Button``.
    public typealias UIButton = Button
    /// UIKit's `UISwitch`: ``VirtualTableView/Switch``.
    public typealias UISwitch = Switch
    /// UIKit's `UIRefreshControl`: ``VirtualTableView/RefreshControl``.
    public typealias UIRefreshControl = RefreshControl
    /// UIKit's `UIActivityIndicatorView`: ``VirtualTableView/ActivityIndicatorView``.
    public typealias UIActivityIndicatorView = ActivityIndicatorView
    /// UIKit's `UIStackView`: ``VirtualTableView/StackView``.
    public typealias UIStackView = StackView
    /// UIKit's `UIListContentView`: ``VirtualTableView/ListContentView``.
    public typealias UIListContentView = ListContentView
    /// UIKit's `UIListContentConfiguration`: ``VirtualTableView/ListContentConfiguration``.
    public typealias UIListContentConfiguration = ListContentConfiguration

    // MARK: - Appearance and text

    /// UIKit's `UIColor`: ``VirtualTableView/Color``, a value.
    public typealias UIColor = Color
    /// UIKit's `UIFont`: ``VirtualTableView/Font``, a value measured by the package's text
    /// metrics.
    public typealias UIFont = Font
    /// UIKit's `UIImage`: ``VirtualTableView/Image``, a name and a size.
    public typealias UIImage = Image
    /// UIKit's `UITraitCollection`: ``VirtualTableView/TraitCollection``.
    public typealias UITraitCollection = TraitCollection
    /// UIKit's `UIContentSizeCategory`: ``VirtualTableView/ContentSizeCategory``.
    public typealias UIContentSizeCategory = ContentSizeCategory
    /// UIKit's `NSLineBreakMode`: ``VirtualTableView/LineBreakMode``.
    public typealias NSLineBreakMode = LineBreakMode
    /// UIKit's `NSParagraphStyle`: ``VirtualTableView/ParagraphStyle``.
    public typealias NSParagraphStyle = ParagraphStyle
    /// UIKit's `NSMutableParagraphStyle`: ``VirtualTableView/MutableParagraphStyle``.
    public typealias NSMutableParagraphStyle = MutableParagraphStyle
    /// UIKit's `UIAccessibilityTraits`: ``VirtualTableView/AccessibilityTraits``.
    public typealias UIAccessibilityTraits = AccessibilityTraits
    /// UIKit's `UIContentConfiguration`: ``VirtualTableView/ContentConfiguration``.
    public typealias UIContentConfiguration = ContentConfiguration
    /// UIKit's `UIContentView`: ``VirtualTableView/ContentView``.
    public typealias UIContentView = ContentView
    /// UIKit's `UIConfigurationState`: ``VirtualTableView/ConfigurationState``.
    public typealias UIConfigurationState = ConfigurationState
    /// UIKit's `UICellConfigurationState`: ``VirtualTableView/CellConfigurationState``.
    public typealias UICellConfigurationState = CellConfigurationState

    // MARK: - Traits

    /// UIKit's `UITraitDefinition`: ``VirtualTableView/TraitDefinition``.
    public typealias UITraitDefinition = TraitDefinition
    /// UIKit's `UITrait`: ``VirtualTableView/Trait``.
    public typealias UITrait = Trait
    /// UIKit's `UITraitPreferredContentSizeCategory`:
    /// ``VirtualTableView/TraitPreferredContentSizeCategory``.
    public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
    /// UIKit's `UITraitUserInterfaceStyle`: ``VirtualTableView/TraitUserInterfaceStyle``.
    public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
    /// UIKit's `UITraitHorizontalSizeClass`: ``VirtualTableView/TraitHorizontalSizeClass``.
    public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
    /// UIKit's `UITraitChangeRegistration`: ``VirtualTableView/TraitChangeRegistration``.
    public typealias UITraitChangeRegistration = TraitChangeRegistration
    /// UIKit's `UITraitChangeObservable`: ``VirtualTableView/TraitChangeObservable``.
    public typealias UITraitChangeObservable = TraitChangeObservable

    // MARK: - Core Animation

    /// Core Animation's `CALayer`: ``VirtualTableView/Layer``, a view's layer.
    public typealias CALayer = Layer
    /// Core Animation's `CACornerMask`: ``VirtualTableView/Layer/CornerMask``.
    public typealias CACornerMask = Layer.CornerMask
#endif
