/// How the user interacts with a link or an attachment in a text view, as UIKit's
/// `UITextItemInteraction`: what `TextViewDelegate`'s `shouldInteractWith` methods are asked
/// about.
public enum TextItemInteraction: Int, Sendable {
    /// A tap: the item's default action (a link opens).
    case invokeDefaultAction = 0
    /// A long press: the item's actions are shown.
    case presentActions = 1
    /// A press that previews the item.
    case preview = 2
}
