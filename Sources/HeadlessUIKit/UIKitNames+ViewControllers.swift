#if !canImport(UIKit)
    import ViewControllers

    /// UIKit's name for `ViewController`.
    public typealias UIViewController = ViewController
    /// UIKit's name for `TableViewController`.
    public typealias UITableViewController = TableViewController
    /// UIKit's name for `NavigationController`.
    public typealias UINavigationController = NavigationController
    /// UIKit's name for `NavigationControllerDelegate`.
    public typealias UINavigationControllerDelegate = NavigationControllerDelegate
    /// UIKit's name for `NavigationItem`.
    public typealias UINavigationItem = NavigationItem
    /// UIKit's `UINavigationBar`: `NavigationBar`.
    public typealias UINavigationBar = NavigationBar
    /// UIKit's `UINavigationBarAppearance`: `NavigationBarAppearance`.
    public typealias UINavigationBarAppearance = NavigationBarAppearance
    /// UIKit's `UIActivityViewController`: `ActivityViewController`.
    public typealias UIActivityViewController = ActivityViewController
    /// UIKit's `UIActivity`: `Activity`.
    public typealias UIActivity = Activity
    /// UIKit's `UIDocumentPickerViewController`: `DocumentPickerViewController`.
    public typealias UIDocumentPickerViewController = DocumentPickerViewController
    /// UIKit's `UIDocumentPickerDelegate`: `DocumentPickerDelegate`.
    public typealias UIDocumentPickerDelegate = DocumentPickerDelegate
    /// UIKit's `UISheetPresentationController`: `SheetPresentationController`.
    public typealias UISheetPresentationController = SheetPresentationController
    /// UIKit's `UIPopoverPresentationController`: `PopoverPresentationController`.
    public typealias UIPopoverPresentationController = PopoverPresentationController
    /// UIKit's name for `BarButtonItem`.
    public typealias UIBarButtonItem = BarButtonItem
    /// UIKit's name for `AlertController`.
    public typealias UIAlertController = AlertController
    /// UIKit's name for `AlertAction`.
    public typealias UIAlertAction = AlertAction
    /// UIKit's name for `TextField`.
    public typealias UITextField = TextField
    /// UIKit's name for `SearchController`.
    public typealias UISearchController = SearchController
    /// UIKit's name for `SearchBar`.
    public typealias UISearchBar = SearchBar
    /// UIKit's `UISearchBarDelegate`: `SearchBarDelegate`.
    public typealias UISearchBarDelegate = SearchBarDelegate
    /// UIKit's name for `SearchResultsUpdating`.
    public typealias UISearchResultsUpdating = SearchResultsUpdating
    /// UIKit's `UISearchControllerDelegate`: `SearchControllerDelegate`.
    public typealias UISearchControllerDelegate = SearchControllerDelegate
    /// UIKit's name for `Window`.
    public typealias UIWindow = Window
    /// UIKit's name for `Application`.
    public typealias UIApplication = Application
    /// UIKit's name for `ModalPresentationStyle`.
    public typealias UIModalPresentationStyle = ModalPresentationStyle
    /// UIKit's `UIModalTransitionStyle`: `ModalTransitionStyle`.
    public typealias UIModalTransitionStyle = ModalTransitionStyle
    /// UIKit's name for `PresentationController`.
    public typealias UIPresentationController = PresentationController
    /// UIKit's name for `AdaptivePresentationControllerDelegate`.
    public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
#endif
