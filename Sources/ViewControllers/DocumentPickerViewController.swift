import Foundation
import VirtualTableView

#if canImport(UniformTypeIdentifiers)
    import UniformTypeIdentifiers
#endif

/// The system's file browser, as UIKit's `UIDocumentPickerViewController`: presented as any
/// controller is (the harness logs the presentation), for opening documents of some content
/// types or for exporting documents, with what it was asked kept for a test to read
/// (``contentTypes``, ``urlsToExport``, ``asCopy``).
///
/// No file is browsed or copied headless: a test ends the picker as a user does, with
/// ``complete(with:)`` (the user picked documents) or ``cancel()``, which dismiss it and tell
/// the ``delegate`` when the dismissal ends. A pick a user could not make (none, several
/// without ``allowsMultipleSelection``, a file of a type not offered, a picker not presented)
/// is recorded as a ``ViewControllerError`` into ``ViewController/errorRecorder`` and changes
/// nothing.
@preconcurrency @MainActor
open class DocumentPickerViewController: ViewController {
    /// What a picker made with a mode does, as UIKit's `UIDocumentPickerMode` (the
    /// initializers taking one are deprecated in UIKit; the raw values are UIKit's).
    public enum Mode: UInt, Sendable {
        /// Opens copies of documents: ``asCopy`` is true.
        case `import` = 0
        /// Opens the documents in place: ``asCopy`` is false.
        case open = 1
        /// Exports copies of documents: ``asCopy`` is true.
        case exportToService = 2
        /// Moves documents: ``asCopy`` is false.
        case moveToService = 3

        /// Whether the mode exports (or moves) documents rather than opens them.
        var exports: Bool { self == .exportToService || self == .moveToService }
    }

    /// The content types offered for opening, as given; empty for a picker that exports.
    public let contentTypes: [UTType]
    /// The documents to export, as given; empty for a picker that opens.
    public let urlsToExport: [URL]
    /// Whether the picked documents are copies (true) or the originals, opened in place or
    /// moved when exporting (false), as given.
    public let asCopy: Bool

    /// Told when the picker ends, as UIKit's `delegate`. Weak, as UIKit's.
    public weak var delegate: (any DocumentPickerDelegate)?
    /// Whether the user may pick several documents; false by default, as UIKit's.
    /// ``complete(with:)`` checks it.
    public var allowsMultipleSelection = false
    /// The folder the picker opens at; nil (the last one the user saw) by default. Recorded.
    public var directoryURL: URL?
    /// Whether the picker shows the documents' filename extensions; false by default.
    /// Recorded.
    public var shouldShowFileExtensions = false
    /// The mode the picker was made with, as UIKit's (deprecated) `documentPickerMode`: for
    /// the initializers without one, `.import` or `.open` for a picker that opens copies or
    /// originals, `.exportToService` or `.moveToService` for one that exports.
    public var documentPickerMode: Mode {
        isExporting ? (asCopy ? .exportToService : .moveToService) : (asCopy ? .import : .open)
    }

    /// A picker for opening documents of `contentTypes` (or of types conforming to them), as
    /// UIKit's `init(forOpeningContentTypes:asCopy:)`: copies when `asCopy`, the originals in
    /// place otherwise.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        urlsToExport = []
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for opening the originals of documents of `contentTypes` in place, as UIKit's
    /// `init(forOpeningContentTypes:)`.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker for exporting `urls` to a folder the user picks, as UIKit's
    /// `init(forExporting:asCopy:)`: copies them when `asCopy`, moves them otherwise.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        urlsToExport = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for moving `urls` to a folder the user picks, as UIKit's
    /// `init(forExporting:)`.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// A picker for opening documents of the types of `documentTypes` (uniform type
    /// identifiers, `"public.text"`), as UIKit's deprecated `init(documentTypes:in:)`: copies
    /// in `.import` mode, the originals in `.open` mode. An identifier the package does not
    /// know is left out (see `UTType.init(_:)`); an export mode, which UIKit raises on, is
    /// recorded as ``ViewControllerError/documentPickerModeMismatch(picker:mode:expected:)`` and
    /// the picker opens copies.
    public convenience init(documentTypes allowedUTIs: [String], in mode: Mode) {
        self.init(forOpeningContentTypes: allowedUTIs.compactMap { UTType($0) }, asCopy: mode != .open)
        if mode.exports { recordModeMismatch(mode, expected: "import or open") }
    }

    /// A picker for exporting (`.exportToService`, copying) or moving (`.moveToService`) the
    /// document at `url`, as UIKit's deprecated `init(url:in:)`; an opening mode is recorded as
    /// ``ViewControllerError/documentPickerModeMismatch(picker:mode:expected:)`` and the
    /// picker exports a copy.
    public convenience init(url: URL, in mode: Mode) {
        self.init(urls: [url], in: mode)
    }

    /// A picker for exporting or moving the documents at `urls`, as UIKit's deprecated
    /// `init(urls:in:)`: as ``init(url:in:)``.
    public convenience init(urls: [URL], in mode: Mode) {
        self.init(forExporting: urls, asCopy: mode != .moveToService)
        if !mode.exports { recordModeMismatch(mode, expected: "exportToService or moveToService") }
    }

    private func recordModeMismatch(_ mode: Mode, expected: String) {
        errorRecorder.record(
            ViewControllerError.documentPickerModeMismatch(picker: name, mode: "\(mode)", expected: expected),
            member: "UIDocumentPickerViewController.init")
    }

    /// An empty picker for opening; the coder is not read (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        contentTypes = []
        urlsToExport = []
        asCopy = false
        super.init(coder: coder)
    }

    /// Whether the picker exports (``urlsToExport`` given) rather than opens.
    public var isExporting: Bool { !urlsToExport.isEmpty }

    /// Ends the picker as a user who picked `urls` does (for an exporting picker: where the
    /// documents went): it is dismissed (animated) and, when the dismissal ends, the
    /// delegate's `documentPicker(_:didPickDocumentsAt:)` is told, as UIKit's.
    ///
    /// For a picker that opens, the URLs must be one (several with
    /// ``allowsMultipleSelection``) and each of a type conforming to one of ``contentTypes``
    /// (read from its filename extension; a URL ending in `/` is a folder); otherwise, or when
    /// the picker is not presented, the pick is recorded as a ``ViewControllerError`` and
    /// nothing happens.
    public func complete(with urls: [URL]) {
        guard presentingViewController != nil else {
            errorRecorder.record(ViewControllerError.documentPickerNotPresented(name), member: "complete(with:)")
            return
        }
        if !isExporting {
            guard urls.count == 1 || (allowsMultipleSelection && !urls.isEmpty) else {
                errorRecorder.record(
                    ViewControllerError.documentsPickedOutOfSelection(picker: name, count: urls.count),
                    member: "complete(with:)")
                return
            }
            if let unoffered = urls.first(where: { !offers($0) }) {
                errorRecorder.record(
                    ViewControllerError.documentTypeNotOffered(
                        picker: name, document: unoffered.lastPathComponent, types: contentTypes.map(\.identifier)),
                    member: "complete(with:)")
                return
            }
        }
        dismiss(animated: true) { [self] in
            delegate?.documentPicker(self, didPickDocumentsAt: urls)
        }
    }

    /// Ends the picker as a user who cancels does: it is dismissed (animated) and, when the
    /// dismissal ends, the delegate's `documentPickerWasCancelled(_:)` is told, as UIKit's. A
    /// picker not presented records ``ViewControllerError/documentPickerNotPresented(_:)``.
    public func cancel() {
        guard presentingViewController != nil else {
            errorRecorder.record(ViewControllerError.documentPickerNotPresented(name), member: "cancel()")
            return
        }
        dismiss(animated: true) { [self] in
            delegate?.documentPickerWasCancelled(self)
        }
    }

    /// Whether a user could pick `url` here: its type (from the filename extension; a folder
    /// for a directory URL, bytes for a file without an extension) conforms to one of the
    /// content types.
    private func offers(_ url: URL) -> Bool {
        let type = url.hasDirectoryPath ? UTType.folder : UTType(filenameExtension: url.pathExtension) ?? .data
        return contentTypes.contains { type.conforms(to: $0) }
    }
}
