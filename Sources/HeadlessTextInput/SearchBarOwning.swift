/// The search controller a search bar belongs to, told of what the user does in the bar.
///
/// The bar is a view of this module; its controller is a view controller in a module above,
/// which this module does not name.
@MainActor
package protocol SearchBarOwning: AnyObject {
    /// Whether the owner is searching: its bar then shows a Cancel button.
    var isActive: Bool { get }
    /// The user tapped into the bar.
    func userBeganSearching()
    /// The user changed the bar's text.
    func userChangedText()
    /// The user tapped Cancel.
    func userCancelled()
}
