/// What the virtual table throws where UIKit raises an exception and crashes the app.
/// Every case carries a message that says what was wrong and what was valid.
public enum TableViewError: Error, Equatable, CustomStringConvertible {
    /// A batch update whose index paths or counts do not add up (R42–R45). The message uses
    /// UIKit's wording. The table is left exactly as it was.
    case invalidUpdate(String)
    /// `dequeueReusableCell(withIdentifier:for:)` with an identifier never registered (R7).
    case unregisteredIdentifier(String)
    /// An index path or section that does not exist in the table.
    case indexPathOutOfRange(String)
    /// A call that the table's current state does not allow (for example reordering while
    /// not editing, or `endUpdates()` without `beginUpdates()`).
    case invalidOperation(String)

    /// The message alone.
    public var message: String {
        switch self {
        case let .invalidUpdate(message), let .unregisteredIdentifier(message),
             let .indexPathOutOfRange(message), let .invalidOperation(message):
            message
        }
    }

    /// The text the value prints as.
    public var description: String { message }
}
