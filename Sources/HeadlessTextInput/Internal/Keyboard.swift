import Foundation
import HeadlessViews

/// What a keyboard does to a text input: characters typed one at a time at the end of the
/// text, each offered to the input's delegate first, as a person typing does. Shared by the
/// text field, the text view and the search bar, whose delegates differ only in names.
@MainActor
enum Keyboard {
    /// Types `typed` at the end of the text `current()` gives: for each character, `allows`
    /// is asked with the range it replaces (an empty range at the end, in UTF-16 units) and
    /// the character; when it answers true, `insert` receives the new text. Returns the
    /// number of characters inserted.
    static func type(
        _ typed: String, into current: () -> String, allows: (NSRange, String) -> Bool, insert: (String) -> Void
    ) -> Int {
        var accepted = 0
        for character in typed {
            let text = current()
            let replacement = String(character)
            guard allows(NSRange(location: text.utf16.count, length: 0), replacement) else { continue }
            insert(text + replacement)
            accepted += 1
        }
        return accepted
    }
}
