import Foundation

#if !canImport(UniformTypeIdentifiers)
    /// A type of file or data, as the UniformTypeIdentifiers framework's `UTType`, which
    /// Linux lacks: a document picker's content types (`UTType(filenameExtension: "opml")`,
    /// `.json`), a pasteboard's or item provider's type identifiers
    /// (`UTType.utf8PlainText.identifier`).
    ///
    /// The system's type database is not there headless: the types known are the constants
    /// below, with their identifiers, filename extensions, MIME types and conformances as
    /// Apple declares them. A filename extension none of them has gives a dynamic type
    /// (``isDynamic``), as on Apple platforms, conforming to the supertype asked for; an
    /// identifier none of them has gives nil (there is no Info.plist to declare an app's
    /// types in). Types compare by identifier.
    ///
    /// A screen file that writes `import UniformTypeIdentifiers` keeps that line for UIKit
    /// only: no module of that name exists off Apple platforms, and this package cannot make
    /// one (a module of the platform's name would shadow the real one where it exists).
    /// Write it inside the `#if canImport(UIKit)` branch of the screen's imports; here the
    /// type comes through `HeadlessUIKit`.
    public struct UTType: Hashable, Sendable, CustomStringConvertible {
        /// The type's identifier, reverse-DNS (`"public.json"`); `"dyn."` then the
        /// extension for a dynamic type.
        public let identifier: String
        /// The filename extension files of the type usually have (`"json"`), without the
        /// dot; nil for abstract types (`.item`, `.image`, `.text`).
        public let preferredFilenameExtension: String?
        /// The MIME type of the type (`"application/json"`); nil where Apple declares none.
        public let preferredMIMEType: String?
        /// Whether the type was made for a filename extension the known types lack, as Apple's
        /// dynamic types are.
        public let isDynamic: Bool
        /// Every filename extension the type is known by, the preferred one first.
        private let filenameExtensions: [String]
        /// The identifiers of the types this one directly conforms to.
        private let parentIdentifiers: [String]

        private init(
            declared identifier: String, extensions: [String] = [], mimeType: String? = nil, parents: [String]
        ) {
            self.identifier = identifier
            filenameExtensions = extensions
            preferredFilenameExtension = extensions.first
            preferredMIMEType = mimeType
            parentIdentifiers = parents
            isDynamic = false
        }

        private init(dynamicFor filenameExtension: String, conformingTo supertype: UTType) {
            // Apple encodes the tag into the identifier; the extension itself reads better in
            // a test's failure and is as unique among dynamic types.
            identifier = "dyn." + filenameExtension
            filenameExtensions = [filenameExtension]
            preferredFilenameExtension = filenameExtension
            preferredMIMEType = nil
            parentIdentifiers = [supertype.identifier]
            isDynamic = true
        }

        /// The known type of `identifier`, as UniformTypeIdentifiers' `init?(_:)`; nil for an
        /// identifier none of the constants has (the system declares it on Apple platforms, or
        /// the app's Info.plist does: neither is there headless).
        public init?(_ identifier: String) {
            guard let type = Self.declaredByIdentifier[identifier.lowercased()] else { return nil }
            self = type
        }

        /// The type of files named with `filenameExtension` (without the dot; any case), as
        /// UniformTypeIdentifiers' `init?(filenameExtension:conformingTo:)`: the known type
        /// with that extension when it conforms to `supertype`, otherwise a dynamic type that
        /// conforms to `supertype`. Nil for an empty extension.
        public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
            let tag = filenameExtension.lowercased()
            guard !tag.isEmpty else { return nil }
            if let known = Self.declared.first(where: { $0.filenameExtensions.contains(tag) }), known.conforms(to: supertype) {
                self = known
            } else {
                self.init(dynamicFor: tag, conformingTo: supertype)
            }
        }

        /// The identifier, as UniformTypeIdentifiers' `description`.
        public var description: String { identifier }

        /// The types this one conforms to, directly or through others, as
        /// UniformTypeIdentifiers' `supertypes` (the type itself not among them).
        public var supertypes: Set<UTType> {
            var found: Set<UTType> = []
            var pending = parentIdentifiers
            while let next = pending.popLast() {
                guard let parent = Self.declaredByIdentifier[next], found.insert(parent).inserted else { continue }
                pending.append(contentsOf: parent.parentIdentifiers)
            }
            return found
        }

        /// Whether the type is `type` or conforms to it, as UniformTypeIdentifiers'
        /// `conforms(to:)`: `.json` conforms to `.text`, `.data` and `.item`.
        public func conforms(to type: UTType) -> Bool {
            self == type || supertypes.contains(type)
        }

        /// Whether `type` conforms to this type, as UniformTypeIdentifiers' `isSupertype(of:)`.
        public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

        /// Whether this type conforms to `type`, as UniformTypeIdentifiers' `isSubtype(of:)`.
        public func isSubtype(of type: UTType) -> Bool { conforms(to: type) }

        /// Types are the same when their identifiers are.
        public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

        /// Hashes the identifier, which is what equality compares.
        public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

        // MARK: - Known types

        /// The root of the physical types: every file or folder (`public.item`).
        public static let item = UTType(declared: "public.item", parents: [])
        /// The root of the content types: documents, images, media (`public.content`).
        public static let content = UTType(declared: "public.content", parents: [])
        /// Bytes: a file that is not a folder (`public.data`).
        public static let data = UTType(declared: "public.data", parents: ["public.item"])
        /// A folder, package or volume (`public.directory`).
        public static let directory = UTType(declared: "public.directory", parents: ["public.item"])
        /// A folder the user sees as one (`public.folder`).
        public static let folder = UTType(declared: "public.folder", parents: ["public.directory"])
        /// Text of any encoding and markup (`public.text`).
        public static let text = UTType(declared: "public.text", parents: ["public.data", "public.content"])
        /// Text without markup (`public.plain-text`, `.txt`).
        public static let plainText = UTType(
            declared: "public.plain-text", extensions: ["txt", "text"], mimeType: "text/plain", parents: ["public.text"])
        /// Plain text in UTF-8 (`public.utf8-plain-text`); no filename extension of its own.
        public static let utf8PlainText = UTType(
            declared: "public.utf8-plain-text", mimeType: "text/plain;charset=utf-8", parents: ["public.plain-text"])
        /// Values separated by a delimiter (`public.delimited-values-text`).
        public static let delimitedText = UTType(declared: "public.delimited-values-text", parents: ["public.text"])
        /// Comma-separated values (`public.comma-separated-values-text`, `.csv`).
        public static let commaSeparatedText = UTType(
            declared: "public.comma-separated-values-text", extensions: ["csv"], mimeType: "text/csv",
            parents: ["public.delimited-values-text"])
        /// JSON (`public.json`, `.json`).
        public static let json = UTType(
            declared: "public.json", extensions: ["json"], mimeType: "application/json", parents: ["public.text"])
        /// XML (`public.xml`, `.xml`).
        public static let xml = UTType(
            declared: "public.xml", extensions: ["xml"], mimeType: "application/xml", parents: ["public.text"])
        /// HTML (`public.html`, `.html`).
        public static let html = UTType(
            declared: "public.html", extensions: ["html", "htm"], mimeType: "text/html", parents: ["public.text"])
        /// A document of several kinds of content (`public.composite-content`).
        public static let compositeContent = UTType(declared: "public.composite-content", parents: ["public.content"])
        /// PDF (`com.adobe.pdf`, `.pdf`).
        public static let pdf = UTType(
            declared: "com.adobe.pdf", extensions: ["pdf"], mimeType: "application/pdf",
            parents: ["public.data", "public.composite-content"])
        /// An image of any format (`public.image`).
        public static let image = UTType(declared: "public.image", parents: ["public.data", "public.content"])
        /// PNG (`public.png`, `.png`).
        public static let png = UTType(
            declared: "public.png", extensions: ["png"], mimeType: "image/png", parents: ["public.image"])
        /// JPEG (`public.jpeg`, `.jpeg` or `.jpg`).
        public static let jpeg = UTType(
            declared: "public.jpeg", extensions: ["jpeg", "jpg"], mimeType: "image/jpeg", parents: ["public.image"])

        /// The known types, for the lookups by identifier and by filename extension.
        private static let declared: [UTType] = [
            .item, .content, .data, .directory, .folder, .text, .plainText, .utf8PlainText, .delimitedText,
            .commaSeparatedText, .json, .xml, .html, .compositeContent, .pdf, .image, .png, .jpeg,
        ]

        private static let declaredByIdentifier: [String: UTType] = Dictionary(
            declared.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
    }
#endif
