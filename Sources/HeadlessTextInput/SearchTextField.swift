import Foundation
import HeadlessViews

/// The text field inside a search bar, as UIKit's `UISearchTextField`: its text is the bar's.
/// Setting the bar's text sets the field's; the user's typing goes through the bar (the
/// harness's `typeInSearchBar(_:)`), which tells the bar's delegate.
@preconcurrency @MainActor
open class SearchTextField: TextField {
    /// The search tokens shown before the text; recorded.
    open var tokens: [String] = []

    /// A field of `frame`, with UIKit's rounded border and clear button while editing.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        clearButtonMode = .whileEditing
    }

    /// A view decoded from a nib, as UIKit's; nothing is read headless.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
