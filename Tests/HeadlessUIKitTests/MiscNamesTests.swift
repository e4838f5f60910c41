import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A chat list written as UIKit screens write one: a filter button hidden until there is
/// something to filter, a two-line description, and small appearance settings.
@MainActor
private final class ChatListScreen: UITableViewController {
    let filter = UIBarButtonItem(title: "Filter", primaryAction: UIAction(title: "Filter") { _ in })
    let about = UITextView()
    let scope = UISegmentedControl(items: ["All", "Unread"])

    override func viewDidLoad() {
        super.viewDidLoad()
        filter.isHidden = true
        filter.hidesSharedBackground = true
        let compose = UIBarButtonItem(barButtonSystemItem: .compose, primaryAction: UIAction { _ in })
        navigationItem.rightBarButtonItems = [compose, filter]
        about.isScrollEnabled = false
        about.textContainer.maximumNumberOfLines = 2
        about.textContainer.lineBreakMode = .byTruncatingTail
        about.text = String(repeating: "A chat about everything and nothing. ", count: 10)
        scope.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 1), forSegmentType: .any, barMetrics: .default)
        let border: CGColor = UIColor.red.cgColor
        scope.layer.borderColor = border
        scope.layer.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        scope.backgroundColor = UIColor(cgColor: border)
        tableView.shouldGroupAccessibilityChildren = true
        tableView.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Mark all read") { _ in true }
        ]
    }
}

@MainActor
struct MiscNamesTests {
    @Test func aHiddenBarButtonIsNeitherDrawnNorTappableUntilShown() throws {
        let screen = ChatListScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        expectEqual(harness.barButtonTitles, ["✎"])
        #expect(!harness.render().contains("Filter"))
        #expect(throws: ScrollHarnessError.noSuchBarButton(query: "Filter", offered: ["✎"])) {
            try harness.tapBarButton("Filter")
        }
        screen.filter.isHidden = false
        #expect(harness.render().contains("[Filter]"))
        try harness.tapBarButton("Filter")
        #expect(screen.filter.hidesSharedBackground)
    }

    @Test func smallFamiliesCompileInUIKitsSpellingAndKeepWhatWasSet() throws {
        let screen = ChatListScreen(style: .plain)
        screen.loadViewIfNeeded()
        let lineHeight = ceil(3 * 2 * (screen.about.font ?? .systemFont(ofSize: 12)).pointSize * 1.2) / 3
        expectEqual(screen.about.sizeThatFits(CGSize(width: 200, height: 0)).height, lineHeight + 16)
        expectEqual(
            screen.scope.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default),
            UIOffset(horizontal: 0, vertical: 1))
        expectEqual(screen.scope.contentPositionAdjustment(forSegmentType: .any, barMetrics: .compact), .zero)
        let markAllRead = try #require(screen.tableView.accessibilityCustomActions?.first)
        #expect(markAllRead.actionHandler?(markAllRead) == true && screen.tableView.shouldGroupAccessibilityChildren)
        let picker = UIDocumentPickerViewController(documentTypes: ["public.plain-text"], in: .import)
        #expect(picker.asCopy && picker.documentPickerMode == UIDocumentPickerMode.import)
        let digits: [[UIFontDescriptor.FeatureKey: Any]] = [[.type: 6, .selector: 0]]
        let descriptor = UIFont.systemFont(ofSize: 15).fontDescriptor.addingAttributes([.featureSettings: digits])
        #expect(descriptor.fontAttributes[.featureSettings] != nil)
        let action = UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
        action.accessibilityLabel = "Pin chat"
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.accessibilityIdentifier = "alert.ok"
        expectEqual([action.accessibilityLabel, ok.accessibilityIdentifier], ["Pin chat", "alert.ok"])
    }
}
