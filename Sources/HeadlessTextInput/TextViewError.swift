import Foundation

/// What a text view was asked that its text does not hold, recorded instead (see
/// `ErrorRecorder`).
public enum TextViewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A link to `url` was tapped, and the text's links are `links`.
    case noSuchLink(URL, links: [URL])
    /// An attachment was tapped that the text, holding `attachments` attachments, does not hold.
    case noSuchAttachment(attachments: Int)

    /// What was tapped, and what the text holds.
    public var description: String {
        switch self {
        case let .noSuchLink(url, links):
            "the text has no link to \(url.absoluteString): its links are "
                + (links.isEmpty ? "none" : links.map(\.absoluteString).joined(separator: ", "))
                + " (links are the .link attributes, and the detected links of a non-editable view)"
        case let .noSuchAttachment(attachments):
            "the attachment is not in the text, which holds \(attachments) attachments"
        }
    }
}
