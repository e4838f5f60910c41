import ScrollHarness
import Testing

#if canImport(UIKit)
    import UIKit
    import UniformTypeIdentifiers
#else
    import HeadlessUIKit
#endif

/// A one-colour swatch, drawn as UIKit apps draw one (the old context functions).
private func swatch(_ color: UIColor, size: CGSize) -> UIImage? {
    UIGraphicsBeginImageContext(size)
    color.setFill()
    UIRectFill(CGRect(x: 0, y: 0, width: size.width, height: size.height))
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
}

/// Accounts, written as UIKit screens write them: a QR image imported from the photo library,
/// rows dragged out as log files, and a badge drawn with an image renderer.
@MainActor
private final class AccountsScreen: UITableViewController, UIImagePickerControllerDelegate,
    UINavigationControllerDelegate, UITableViewDragDelegate
{
    var accounts = ["Mail", "Bank", "Forum"]
    var importedImage: UIImage?
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Account")
        tableView.dragDelegate = self
        tableView.dragInteractionEnabled = true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { accounts.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Account", for: indexPath)
        cell.textLabel?.text = accounts[indexPath.row]
        cell.imageView?.image = badge(for: indexPath.row)
        return cell
    }

    func badge(for row: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { context in
            (row == 0 ? UIColor.systemGreen : UIColor.systemGray).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 12))
        }
    }

    func importQRCode() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.delegate = self
        picker.allowsEditing = false
        picker.sourceType = .photoLibrary
        present(picker, animated: true, completion: nil)
    }

    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        dismiss(animated: true, completion: nil)
        importedImage = info[UIImagePickerController.InfoKey.originalImage] as? UIImage
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let name = accounts[indexPath.row]
        let provider = NSItemProvider()
        provider.registerFileRepresentation(
            forTypeIdentifier: UTType.utf8PlainText.identifier, fileOptions: [], visibility: .all,
            loadHandler: { completionHandler -> Progress? in
                completionHandler(URL(fileURLWithPath: "/tmp/\(name).log"), true, nil)
                return nil
            })
        provider.suggestedName = name + ".log"
        log.append("drag \(name)")
        return [UIDragItem(itemProvider: provider)]
    }
}

/// Takes dropped log files.
@MainActor
private final class LogDropTarget: UITableViewDropDelegate {
    var received: [String?] = []

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.hasItemsConforming(toTypeIdentifiers: [UTType.utf8PlainText.identifier])
    }

    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        UITableViewDropProposal(operation: .copy, intent: UITableViewDropIntent.insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        received += coordinator.items.map(\.dragItem.itemProvider.suggestedName)
    }
}

@MainActor
struct MediaNamesTests {
    private let transitionFrames = Int((UIViewController.transitionDuration * 60).rounded())

    @Test func aPickedPhotoReachesTheScreenWhichDismissesThePicker() {
        let screen = AccountsScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        screen.importQRCode()
        harness.advance(frames: transitionFrames)
        let picker = screen.navigationController?.presentedViewController as? UIImagePickerController
        let photo = UIImage(name: "qr", size: CGSize(width: 200, height: 200))
        picker?.complete(with: photo)
        #expect(screen.importedImage === photo)
        harness.advance(frames: transitionFrames)
        #expect(screen.navigationController?.presentedViewController == nil)
    }

    @Test func aDraggedRowCarriesItsLogFileToTheDropDelegate() throws {
        let screen = AccountsScreen(style: .plain)
        _ = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        let target = LogDropTarget()
        screen.tableView.dropDelegate = target
        try screen.tableView.dragAndDropRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(screen.log == ["drag Bank"] && target.received == ["Bank.log"])
    }

    @Test func drawnImagesKeepTheirColour() throws {
        let screen = AccountsScreen(style: .plain)
        #expect(screen.badge(for: 0).drawing.map(\.color) == [UIColor.systemGreen])
        let image = try #require(swatch(.systemRed, size: CGSize(width: 4, height: 2)))
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 1)
        #expect(image.drawing == [DrawingStep(.fill, CGRect(x: 0, y: 0, width: 4, height: 2), color: .systemRed)])
    }
}
