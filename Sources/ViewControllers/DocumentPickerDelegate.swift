import Foundation

/// What a document picker tells when it ends, as UIKit's `UIDocumentPickerDelegate`; both
/// methods have defaults that do nothing, as UIKit's optional requirements.
@preconcurrency @MainActor
public protocol DocumentPickerDelegate: AnyObject {
    /// The user picked `urls` (documents to open, or where the exported ones went), as UIKit's
    /// `documentPicker(_:didPickDocumentsAt:)`; the picker has been dismissed.
    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The user cancelled, as UIKit's `documentPickerWasCancelled(_:)`; the picker has been
    /// dismissed.
    func documentPickerWasCancelled(_ controller: DocumentPickerViewController)
}

extension DocumentPickerDelegate {
    /// Default implementation: does nothing.
    public func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Default implementation: does nothing.
    public func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {}
}
