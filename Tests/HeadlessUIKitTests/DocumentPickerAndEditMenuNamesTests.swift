import ScrollHarness
import Testing

#if canImport(UIKit)
    import UIKit
    // UTType's module on Apple platforms; off them `UTType` comes through HeadlessUIKit, and
    // the import line goes (see "Sharing screen code with UIKit").
    import UniformTypeIdentifiers
#else
    import HeadlessUIKit
#endif

/// A list of tags, written as UIKit screens write one: an edit menu with the app's own Rename
/// item, and an import button that opens a document picker for OPML files.
@MainActor
private final class TagListScreen: UITableViewController, UIDocumentPickerDelegate {
    static let rename = Selector("rename:")
    var tags = ["Work", "Home", "Reading"]
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Tag")
        UIMenuController.shared.menuItems = [UIMenuItem(title: "Rename", action: Self.rename)]
        UIMenuController.shared.update()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tags.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Tag", for: indexPath)
        cell.textLabel?.text = tags[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        action == Self.rename || action == Selector("copy:")
    }

    override func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        log.append("\(NSStringFromSelector(action)) \(tags[indexPath.row])")
    }

    func importTags() {
        let types = [UTType(filenameExtension: "opml"), UTType("public.xml")].compactMap { $0 }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: true)
        picker.delegate = self
        present(picker, animated: true)
    }

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        log.append("imported \(urls.map(\.lastPathComponent))")
    }
}

/// A cell that offers Copy by overriding the standard edit action, as apps' cells do.
@MainActor
private final class CopyableCell: UITableViewCell {
    static var copied: [String] = []

    override func copy(_ sender: Any?) {
        Self.copied.append(textLabel?.text ?? "")
    }
}

/// A list whose edit menu's Copy is performed by the row's cell.
@MainActor
private final class CopyingListScreen: UITableViewController {
    let codes = ["123 456", "789 012"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(CopyableCell.self, forCellReuseIdentifier: "Code")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { codes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Code", for: indexPath)
        cell.textLabel?.text = codes[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) -> Bool {
        action == Selector("copy:")
    }

    override func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        guard action == Selector("copy:"), let cell = tableView.cellForRow(at: indexPath) else { return }
        cell.copy(self)
    }
}

@MainActor
struct DocumentPickerAndEditMenuNamesTests {
    @Test
    func aTableControllersEditMenuOffersItsActionsAndPerformsTheChosenOne() throws {
        UIMenuController.shared.hideMenu()
        let screen = TagListScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        defer { UIMenuController.shared.menuItems = nil }
        let offered = try screen.tableView.openEditMenu(forRowAt: IndexPath(row: 1, section: 0))
        #expect(offered == [Selector("copy:"), TagListScreen.rename])
        #expect(UIMenuController.shared.isMenuVisible)
        try screen.tableView.chooseEditMenuAction(TagListScreen.rename)
        #expect(!UIMenuController.shared.isMenuVisible && screen.log == ["rename: Home"])
        // The harness logs the delegate calls as it logs every other.
        #expect(harness.events(.performAction).map(\.detail) == ["rename:"])
        #expect(harness.render().contains("Reading"))
    }

    /// The standard edit actions are responders' members, as UIKit's: the cell's `copy(_:)`
    /// override runs when the menu's Copy is chosen; a plain view's does nothing.
    @Test
    func aCellOverridingCopyCopiesWhenTheEditMenusCopyIsChosen() throws {
        UIMenuController.shared.hideMenu()
        CopyableCell.copied = []
        let screen = CopyingListScreen(style: .plain)
        _ = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        let offered = try screen.tableView.openEditMenu(forRowAt: IndexPath(row: 1, section: 0))
        #expect(offered == [Selector("copy:")])
        try screen.tableView.chooseEditMenuAction(Selector("copy:"))
        #expect(CopyableCell.copied == ["789 012"])
        UIView().copy(nil)
        #expect(CopyableCell.copied == ["789 012"])
    }

    @Test
    func aDocumentPickerOpensWithItsTypesAndTellsTheScreenWhatWasPicked() {
        let screen = TagListScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: screen)
        screen.importTags()
        harness.advance(frames: 30)
        guard let picker = screen.presentedViewController as? UIDocumentPickerViewController else {
            Issue.record("no document picker presented")
            return
        }
        #expect(picker.contentTypes.map(\.identifier) == ["dyn.opml", "public.xml"] && picker.asCopy)
        picker.complete(with: [URL(fileURLWithPath: "/tmp/Subscriptions.opml")])
        harness.advance(frames: 30)
        #expect(screen.log == ["imported [\"Subscriptions.opml\"]"] && screen.presentedViewController == nil)
    }

    @Test
    func aLayersTimeConvertsFromMediaTimeThroughItsSpeed() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let spinner = CALayer()
        view.layer.addSublayer(spinner)
        let now = CACurrentMediaTime()
        #expect(spinner.convertTime(now, from: nil) == now)
        spinner.speed = 0
        spinner.timeOffset = 2
        #expect(spinner.convertTime(now, from: nil) == 2 && spinner.convertTime(now, from: view.layer) == 2)
    }
}
