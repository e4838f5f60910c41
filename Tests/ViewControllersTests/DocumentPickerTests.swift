import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// A delegate that records what the picker told it.
@MainActor
private final class RecordingPickerDelegate: DocumentPickerDelegate {
    var told: [String] = []

    func documentPicker(_ controller: DocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        let names = urls.map(\.lastPathComponent).joined(separator: ",")
        told.append("picked \(names) presented \(controller.presentingViewController != nil)")
    }

    func documentPickerWasCancelled(_ controller: DocumentPickerViewController) {
        told.append("cancelled")
    }
}

/// A delegate that implements neither method.
@MainActor
private final class SilentPickerDelegate: DocumentPickerDelegate {}

/// The document picker: what it was asked, completed and cancelled by the test as a user would.
@MainActor
struct DocumentPickerTests {
    private let transitionFrames = Int((ViewController.transitionDuration * 60).rounded())

    private func presented(
        _ picker: DocumentPickerViewController
    ) -> (ScrollHarness, ViewController, RecordingPickerDelegate) {
        let root = ViewController()
        let harness = ScrollHarness(rootViewController: root, size: CGSize(width: 320, height: 480))
        let delegate = RecordingPickerDelegate()
        picker.delegate = delegate
        root.present(picker, animated: true)
        harness.advance(frames: transitionFrames)
        return (harness, root, delegate)
    }

    @Test func aPickerRecordsWhatItWasAskedWithUIKitsDefaults() {
        let opening = DocumentPickerViewController(forOpeningContentTypes: [.json, .plainText], asCopy: true)
        expectEqual(opening.contentTypes, [.json, .plainText])
        #expect(opening.asCopy && !opening.isExporting && opening.urlsToExport.isEmpty)
        #expect(!opening.allowsMultipleSelection && opening.directoryURL == nil && !opening.shouldShowFileExtensions)
        #expect(!DocumentPickerViewController(forOpeningContentTypes: [.pdf]).asCopy)
        let file = URL(fileURLWithPath: "/tmp/feeds.opml")
        let exporting = DocumentPickerViewController(forExporting: [file])
        #expect(exporting.isExporting && !exporting.asCopy && exporting.contentTypes.isEmpty)
        expectEqual(exporting.urlsToExport, [file])
        #expect(DocumentPickerViewController(forExporting: [file], asCopy: true).asCopy)
    }

    @Test func completingDismissesThePickerAndTellsTheDelegateWhenTheDismissalEnds() {
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.json])
        let (harness, root, delegate) = presented(picker)
        picker.complete(with: [URL(fileURLWithPath: "/tmp/export.json")])
        #expect(root.presentedViewController == nil)
        expectEqual(delegate.told, [])
        harness.advance(frames: transitionFrames)
        expectEqual(delegate.told, ["picked export.json presented false"])
    }

    @Test func cancellingTellsTheDelegateItWasCancelled() {
        let picker = DocumentPickerViewController(forExporting: [URL(fileURLWithPath: "/tmp/a.txt")], asCopy: true)
        let (harness, _, delegate) = presented(picker)
        picker.cancel()
        harness.advance(frames: transitionFrames)
        expectEqual(delegate.told, ["cancelled"])
    }

    @Test func severalDocumentsNeedMultipleSelection() throws {
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.image])
        let (harness, root, delegate) = presented(picker)
        let photos = [URL(fileURLWithPath: "/tmp/a.png"), URL(fileURLWithPath: "/tmp/b.jpg")]
        let errors = try harness.expectErrors { picker.complete(with: photos) }
        expectEqual(
            errors.compactMap { $0.error as? ViewControllerError },
            [.documentsPickedOutOfSelection(picker: "DocumentPickerViewController", count: 2)])
        #expect(root.presentedViewController === picker)
        picker.allowsMultipleSelection = true
        picker.complete(with: photos)
        harness.advance(frames: transitionFrames)
        expectEqual(delegate.told, ["picked a.png,b.jpg presented false"])
    }

    @Test func aDocumentOfATypeNotOfferedOrAPickerNotPresentedIsRecorded() throws {
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.json, .folder])
        let (harness, root, delegate) = presented(picker)
        let errors = try harness.expectErrors { picker.complete(with: [URL(fileURLWithPath: "/tmp/notes.txt")]) }
        expectEqual(
            errors.compactMap { $0.error as? ViewControllerError },
            [
                .documentTypeNotOffered(
                    picker: "DocumentPickerViewController", document: "notes.txt", types: ["public.json", "public.folder"])
            ])
        #expect(root.presentedViewController === picker)
        picker.complete(with: [URL(fileURLWithPath: "/tmp/Archive/", isDirectory: true)])
        harness.advance(frames: transitionFrames)
        expectEqual(delegate.told, ["picked Archive presented false"])
        picker.cancel()
        expectEqual(
            picker.errorRecorder.errors.compactMap { $0.error as? ViewControllerError },
            [.documentPickerNotPresented("DocumentPickerViewController")])
        expectEqual(delegate.told.count, 1)
    }

    @Test func aDelegateWithoutTheMethodsHearsNothing() {
        let picker = DocumentPickerViewController(forOpeningContentTypes: [.data])
        let (harness, root, _) = presented(picker)
        let silent = SilentPickerDelegate()
        picker.delegate = silent
        picker.complete(with: [URL(fileURLWithPath: "/tmp/blob")])
        harness.advance(frames: transitionFrames)
        #expect(root.presentedViewController == nil && picker.delegate === silent)
    }
}

/// The deprecated initializers that take a `UIDocumentPickerMode`.
@MainActor
struct DocumentPickerModeTests {
    @Test func aModeChoosesBetweenCopiesAndOriginalsAndAModeTheInitializerDoesNotTakeIsRecorded() {
        let importing = DocumentPickerViewController(documentTypes: ["public.plain-text", "com.example.unknown"], in: .import)
        expectEqual(importing.contentTypes, [.plainText], "an identifier unknown headless is left out")
        #expect(importing.asCopy && !importing.isExporting && importing.documentPickerMode == .import)
        let opening = DocumentPickerViewController(documentTypes: ["public.plain-text"], in: .open)
        #expect(!opening.asCopy && opening.documentPickerMode == .open)
        let url = URL(fileURLWithPath: "/tmp/notes.txt")
        let moving = DocumentPickerViewController(url: url, in: .moveToService)
        #expect(moving.urlsToExport == [url] && !moving.asCopy && moving.documentPickerMode == .moveToService)
        #expect(DocumentPickerViewController(urls: [url], in: .exportToService).asCopy)
        expectEqual(importing.errorRecorder.errors.count, 0)
        let wrong = DocumentPickerViewController(urls: [url], in: .open)
        expectEqual(
            wrong.errorRecorder.errors.compactMap { $0.error as? ViewControllerError },
            [.documentPickerModeMismatch(picker: wrong.name, mode: "open", expected: "exportToService or moveToService")])
        expectEqual(DocumentPickerViewController.Mode.moveToService.rawValue, 3)
    }
}
