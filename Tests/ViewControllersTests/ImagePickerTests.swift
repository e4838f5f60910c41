import Foundation
import ScrollHarness
import TestSupport
import Testing
import VirtualTableView

@testable import ViewControllers

/// A screen that picks a photo as UIKit apps do: it is the picker's delegate, keeps the image
/// and dismisses the picker itself.
@MainActor
private final class PhotoScreen: ViewController, ImagePickerControllerDelegate, NavigationControllerDelegate {
    var told: [String] = []
    var picked: Image?
    var dismissesOnCancel = true

    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {
        picked = info[.originalImage] as? Image
        let keys = info.keys.map(\.rawValue).sorted().joined(separator: ",")
        told.append("finished \(keys) presented \(picker.presentingViewController != nil)")
        dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        told.append("cancelled")
        if dismissesOnCancel { picker.dismiss(animated: true) }
    }
}

/// A delegate that implements neither picker method.
@MainActor
private final class SilentDelegate: ImagePickerControllerDelegate, NavigationControllerDelegate {}

/// The image picker: what it was asked, completed and cancelled by the test as a user would.
@MainActor
struct ImagePickerTests {
    private let transitionFrames = Int((ViewController.transitionDuration * 60).rounded())

    private func presented(_ picker: ImagePickerController) -> (ScrollHarness, PhotoScreen) {
        let screen = PhotoScreen()
        let harness = ScrollHarness(rootViewController: screen, size: CGSize(width: 320, height: 480))
        picker.delegate = screen
        screen.present(picker, animated: true)
        harness.advance(frames: transitionFrames)
        return (harness, screen)
    }

    @Test func aPickerHasUIKitsDefaultsAndNoCameraHeadless() throws {
        let picker = ImagePickerController()
        #expect(picker.sourceType == .photoLibrary && !picker.allowsEditing)
        expectEqual(picker.mediaTypes, ["public.image"])
        #expect(ImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(ImagePickerController.isSourceTypeAvailable(.savedPhotosAlbum))
        #expect(!ImagePickerController.isSourceTypeAvailable(.camera))
        expectEqual(ImagePickerController.InfoKey.originalImage.rawValue, "UIImagePickerControllerOriginalImage")
        picker.sourceType = .savedPhotosAlbum
        picker.sourceType = .camera
        #expect(picker.sourceType == .savedPhotosAlbum)
        expectEqual(
            picker.errorRecorder.errors.compactMap { $0.error as? ViewControllerError },
            [.imagePickerSourceTypeUnavailable(picker: "ImagePickerController", sourceType: "camera")])
    }

    @Test func thePickedImageReachesTheDelegateWhileThePickerIsStillPresented() {
        let picker = ImagePickerController()
        let (harness, screen) = presented(picker)
        let photo = Image(name: "qr.png", size: CGSize(width: 300, height: 300))
        picker.complete(with: photo, extraInfo: [.imageURL: URL(fileURLWithPath: "/tmp/qr.png")])
        expectEqual(
            screen.told,
            [
                "finished UIImagePickerControllerImageURL,UIImagePickerControllerMediaType,UIImagePickerControllerOriginalImage presented true"
            ])
        #expect(screen.picked === photo)
        #expect(screen.presentedViewController == nil)
        harness.advance(frames: transitionFrames)
        picker.complete(with: photo)
        expectEqual(screen.told.count, 1)
        expectEqual(
            picker.errorRecorder.errors.compactMap { $0.error as? ViewControllerError },
            [.imagePickerNotPresented("ImagePickerController")])
    }

    @Test func editingAddsTheEditedImage() {
        let picker = ImagePickerController()
        picker.allowsEditing = true
        let (_, screen) = presented(picker)
        picker.complete(with: Image(name: "a", size: CGSize(width: 1, height: 1)))
        #expect(screen.told.first?.contains("UIImagePickerControllerEditedImage") == true)
    }

    @Test func cancellingTellsTheDelegateAndTheDefaultDismissesThePicker() {
        let picker = ImagePickerController()
        let (harness, screen) = presented(picker)
        screen.dismissesOnCancel = false
        picker.cancel()
        expectEqual(screen.told, ["cancelled"])
        #expect(screen.presentedViewController === picker)
        let silent = SilentDelegate()
        picker.delegate = silent
        picker.complete(with: Image())
        #expect(screen.presentedViewController === picker)
        picker.cancel()
        #expect(screen.presentedViewController == nil)
        harness.advance(frames: transitionFrames)
        expectEqual(screen.told, ["cancelled"])
    }

    @Test func aPickerNeverPresentedRecordsAndTellsNobody() {
        let picker = ImagePickerController()
        let screen = PhotoScreen()
        picker.delegate = screen
        picker.cancel()
        picker.complete(with: Image())
        expectEqual(screen.told, [])
        expectEqual(picker.errorRecorder.errors.count, 2)
    }
}
