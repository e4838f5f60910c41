import Foundation

extension ContentSizeCategory {
    /// Posted when the person changes the text size, as UIKit's
    /// `UIContentSizeCategory.didChangeNotification`: headless, when a table's trait
    /// collection gets another content size category (the harness's
    /// `setContentSizeCategory(_:)`), with the table as the object and the new category under
    /// ``newValueUserInfoKey``.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in ``didChangeNotification``'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
