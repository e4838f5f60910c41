import Foundation
import VirtualTableView

/// The system's photo picker and camera, as UIKit's `UIImagePickerController`: a navigation
/// controller presented as any controller is (the harness logs the presentation), with what it
/// was asked kept for a test to read (``sourceType``, ``mediaTypes``, ``allowsEditing``).
///
/// No photo is browsed and no camera runs headless: a test ends the picker as a user does,
/// with ``complete(with:extraInfo:)`` (the user picked an image) or ``cancel()``. As UIKit's,
/// the picker does not dismiss itself when an image is picked: the delegate's
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` is told at once and dismisses it;
/// a cancel dismisses it unless the delegate implements `imagePickerControllerDidCancel(_:)`.
/// A pick a user could not make (a picker not presented, so also a second pick after the
/// delegate dismissed it) and an unavailable ``sourceType`` are recorded as a
/// ``ViewControllerError`` into ``ViewController/errorRecorder`` and change nothing.
///
/// UIKit declares `delegate` again on the picker as
/// `(UIImagePickerControllerDelegate & UINavigationControllerDelegate)?`; Swift cannot
/// redeclare a stored property with another type, so the picker uses the navigation
/// controller's ``NavigationController/delegate`` and tells it when it is also an
/// ``ImagePickerControllerDelegate``. `picker.delegate = self` compiles as with UIKit.
@preconcurrency @MainActor
open class ImagePickerController: NavigationController {
    /// Where the picker takes its media from, as UIKit's `UIImagePickerController.SourceType`
    /// (with UIKit's raw values).
    public enum SourceType: Int, Hashable, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The Camera Roll album.
        case savedPhotosAlbum = 2
    }

    /// What the picker tells its delegate about a pick, as UIKit's
    /// `UIImagePickerController.InfoKey`, with UIKit's raw values.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The image picked, unedited (an `Image`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the user edited it, with ``ImagePickerController/allowsEditing`` (an
        /// `Image`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The type identifier of the media picked (`"public.image"`, a `String`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The URL of the image's file (a `URL`).
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The URL of a movie's file (a `URL`).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The part of the original image the user kept when editing.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
    }

    /// The source types a device offers headless: the photo library and the saved photos
    /// album, never the camera (there is none to run).
    private static let availableSourceTypes: Set<SourceType> = [.photoLibrary, .savedPhotosAlbum]

    /// Whether the device offers `sourceType`, as UIKit's `isSourceTypeAvailable(_:)`:
    /// headless, true for `.photoLibrary` and `.savedPhotosAlbum`, false for `.camera`, so a
    /// screen takes the path of a device without a camera (a simulator's).
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        availableSourceTypes.contains(sourceType)
    }

    /// Where media come from; `.photoLibrary` by default, as UIKit's. Setting a type the
    /// device does not offer (see ``isSourceTypeAvailable(_:)``; UIKit raises) records
    /// ``ViewControllerError/imagePickerSourceTypeUnavailable(picker:sourceType:)`` and keeps
    /// the type it had.
    public var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            errorRecorder.record(
                ViewControllerError.imagePickerSourceTypeUnavailable(picker: name, sourceType: "\(sourceType)"),
                member: "sourceType")
            sourceType = oldValue
        }
    }
    /// The type identifiers of the media offered; `["public.image"]` by default, as UIKit's.
    /// Recorded.
    public var mediaTypes = ["public.image"]
    /// Whether the user may crop the picked image; false by default, as UIKit's. With it,
    /// ``complete(with:extraInfo:)`` gives the image as ``InfoKey/editedImage`` too.
    public var allowsEditing = false

    /// Ends the picker as a user who picked `image` does: the delegate's
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)` is told at once, with
    /// `info` holding ``InfoKey/mediaType`` (`"public.image"`), ``InfoKey/originalImage`` and,
    /// with ``allowsEditing``, ``InfoKey/editedImage`` (the image unchanged), then the
    /// entries of `extraInfo` (an ``InfoKey/imageURL`` …). The picker stays presented until
    /// the delegate dismisses it, as UIKit's. A picker not presented records
    /// ``ViewControllerError/imagePickerNotPresented(_:)`` and tells nobody.
    public func complete(with image: Image, extraInfo: [InfoKey: Any] = [:]) {
        guard presentingViewController != nil else {
            errorRecorder.record(ViewControllerError.imagePickerNotPresented(name), member: "complete(with:extraInfo:)")
            return
        }
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image]
        if allowsEditing { info[.editedImage] = image }
        info.merge(extraInfo) { _, given in given }
        (delegate as? any ImagePickerControllerDelegate)?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Ends the picker as a user who cancels does: the delegate's
    /// `imagePickerControllerDidCancel(_:)` is told at once; without a delegate that is an
    /// ``ImagePickerControllerDelegate``, the picker dismisses itself (animated), as UIKit's. A
    /// picker not presented records ``ViewControllerError/imagePickerNotPresented(_:)``.
    public func cancel() {
        guard presentingViewController != nil else {
            errorRecorder.record(ViewControllerError.imagePickerNotPresented(name), member: "cancel()")
            return
        }
        if let delegate = delegate as? any ImagePickerControllerDelegate {
            delegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }
}

/// What an image picker tells when it ends, as UIKit's `UIImagePickerControllerDelegate`; both
/// methods have defaults, as UIKit's optional requirements. Set as the picker's
/// ``NavigationController/delegate`` (it must be a ``NavigationControllerDelegate`` too).
@preconcurrency @MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The user picked media, described by `info`, as UIKit's
    /// `imagePickerController(_:didFinishPickingMediaWithInfo:)`; the picker is still
    /// presented: dismiss it here.
    func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user cancelled, as UIKit's `imagePickerControllerDidCancel(_:)`; the picker is
    /// still presented.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Default implementation: does nothing (the picker stays presented).
    public func imagePickerController(
        _ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]
    ) {}
    /// Default implementation: dismisses the picker (animated), as UIKit's picker does when
    /// its delegate does not implement the method.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismiss(animated: true)
    }
}
