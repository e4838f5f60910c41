import Foundation

/// What a liaison mutation throws when it is given something that does not exist. Nothing
/// has changed when it is thrown: neither the liaison's sections nor the table.
public enum LiaisonError: Error, Equatable, CustomStringConvertible {
    /// A section index outside the valid range.
    case sectionOutOfRange(String)
    /// A row index path outside the valid range.
    case rowOutOfRange(String)
    /// A call the liaison's state does not allow.
    case invalidOperation(String)

    /// The message alone.
    public var message: String {
        switch self {
        case let .sectionOutOfRange(message), let .rowOutOfRange(message), let .invalidOperation(message): message
        }
    }

    /// The text the value prints as.
    public var description: String { message }
}
