import Foundation

/// An image inside attributed text, as TextKit's `NSTextAttachment`: a string made with
/// `NSAttributedString(attachment:)` holds one object-replacement character (U+FFFC) carrying
/// the attachment under the `.attachment` key. Headless the character is measured as text; the
/// image and bounds are recorded.
public final class TextAttachment: NSObject, @unchecked Sendable {
    /// The image shown in the text; nil by default.
    public var image: Image?
    /// The image's rectangle relative to the line's baseline, as TextKit's `bounds`; zero (the
    /// image's own size) by default.
    public var bounds: CGRect = .zero
    /// The attachment's data and its type, as TextKit's `init(data:ofType:)`.
    public let contents: Data?
    /// The type identifier of ``contents``.
    public let fileType: String?

    /// An attachment of `contents` of type `uti`, as TextKit's `init(data:ofType:)`.
    public init(data contents: Data?, ofType uti: String?) {
        self.contents = contents
        self.fileType = uti
    }

    /// An empty attachment, as TextKit's `init()`; set its ``image``.
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// An attachment showing `image`, as TextKit's `init(image:)` (iOS 13).
    public convenience init(image: Image) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The object-replacement character an attachment stands on in a string.
    public static let character: Character = "\u{FFFC}"
}
