import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A row that copies its text and ticks, as app code writes it.
@MainActor
private final class CopyRowController: UITableViewController {
    let rows = ["Alpha", "Beta"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        UIPasteboard.general.string = rows[indexPath.row]
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
        UIAccessibility.post(notification: .announcement, argument: "Copied \(rows[indexPath.row])")
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

@MainActor
@Suite(.serialized)
struct SystemServicesNamesTests {
    @Test
    func aTapCopiesTicksAndAnnouncesInOrder() throws {
        UIPasteboard.general.removeAll()
        UIFeedbackGenerator.removeAllRecorded()
        UIAccessibility.removeAllPosted()
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: CopyRowController()))
        try harness.tap(row: IndexPath(row: 1, section: 0))
        try harness.tap(row: IndexPath(row: 0, section: 0))
        #expect(UIPasteboard.general.string == "Alpha" && UIPasteboard.general.hasStrings && !UIPasteboard.general.hasURLs)
        expectEqual(UIFeedbackGenerator.recorded.map(\.description), ["impact light", "impact light"])
        expectEqual(UIAccessibility.posted.map(\.argument), ["Copied Beta", "Copied Alpha"])
        #expect(UIAccessibility.posted.allSatisfy { $0.notification == .announcement })
    }

    @Test
    func generatorsRecordWhatTheyGaveAndThePasteboardKeepsOneKindOfItem() {
        UIFeedbackGenerator.removeAllRecorded()
        let impact = UIImpactFeedbackGenerator()
        impact.prepare()
        impact.impactOccurred(intensity: 0.5)
        UISelectionFeedbackGenerator().selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.error)
        #expect(impact.prepareCount == 1 && impact.occurrences.map(\.description) == ["impact medium 0.5"])
        expectEqual(UIFeedbackGenerator.recorded.map(\.description), ["impact medium 0.5", "selection", "notification error"])
        let pasteboard = UIPasteboard.general
        let before = pasteboard.changeCount
        pasteboard.url = URL(string: "https://example.com")
        #expect(pasteboard.string == nil && pasteboard.url?.host == "example.com" && pasteboard.changeCount == before + 1)
        pasteboard.strings = ["a", "b"]
        #expect(pasteboard.url == nil && pasteboard.strings == ["a", "b"])
        pasteboard.removeAll()
        #expect(!pasteboard.hasStrings && !pasteboard.hasURLs && !pasteboard.hasImages)
    }

    @Test
    func aTextSizeChangePostsUIKitsNotificationWithTheNewCategory() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let categories = CategoryLog()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: table, queue: nil
        ) { notification in
            if let category = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                categories.append(category)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        table.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        table.traitCollection.userInterfaceStyle = .dark
        table.traitCollection = UITraitCollection(preferredContentSizeCategory: .small)
        expectEqual(categories.values, [.accessibilityLarge, .small])
    }

    @Test
    func traitsAreAPhonesAndTransitionsEndOnTheTimeline() {
        let traits = UITraitCollection()
        #expect(traits.userInterfaceStyle == .light && traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular && traits.displayScale == 3)
        let combined = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(preferredContentSizeCategory: .extraLarge),
        ])
        #expect(combined.userInterfaceStyle == .dark && combined.preferredContentSizeCategory == .extraLarge)
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.nativeBounds.width == 1170)
        #expect(URL(string: UIApplication.openSettingsURLString) != nil)

        let container = UIView()
        let old = UIView()
        let new = UIView()
        container.addSubview(UIView())
        container.addSubview(old)
        let timeline = AnimationTimeline()
        timeline.drive(container)
        var finished: [String] = []
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) {
            finished.append("swap \($0)")
        }
        #expect(container.subviews[1] === new && old.superview == nil && finished.isEmpty)
        var faded = false
        UIView.transition(with: container, duration: 0.3, options: [.transitionCrossDissolve], animations: { faded = true })
        UIView.animate(
            withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [],
            animations: { new.alpha = 0.5 }, completion: { finished.append("spring \($0)") })
        #expect(faded && new.alpha == 0.5 && finished.isEmpty)
        timeline.advance(by: 0.3)
        #expect(finished == ["swap true"])
        timeline.advance(by: 0.1)
        #expect(finished == ["swap true", "spring true"])
        new.transform = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        expectEqual(CGPoint(x: 1, y: 1).applying(new.transform), CGPoint(x: 12, y: 2))
        #expect(new.transform.inverted().concatenating(new.transform).isIdentity)
    }
}

/// What the notification observer saw; posted on the main thread, read after.
private final class CategoryLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [UIContentSizeCategory] = []
    var values: [UIContentSizeCategory] { lock.withLock { stored } }
    func append(_ category: UIContentSizeCategory) { lock.withLock { stored.append(category) } }
}

@MainActor
struct DynamicColorNamesTests {
    @Test
    func aDynamicColourIsWhatItsProviderGivesForTheLightPhone() {
        var asked: [UIUserInterfaceStyle] = []
        let accent = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue
        }
        #expect(accent == .systemBlue && asked == [.light])
        expectEqual(accent.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)), .systemBlue)
    }
}
