import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A cell that pins its height by overriding the fitting UIKit's self-sizing asks, as apps
/// write to keep a row at least 60 points.
@MainActor
private final class AtLeastSixtyCell: UITableViewCell {
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let fitted = super.systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
            verticalFittingPriority: verticalFittingPriority)
        return CGSize(width: fitted.width, height: max(60, fitted.height))
    }
}

@MainActor
private final class IdiomListScreen: UITableViewController, UIGestureRecognizerDelegate {
    var allowsSwipeBack = true

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(AtLeastSixtyCell.self, forCellReuseIdentifier: "cell")
        tableView.rowHeight = UITableView.automaticDimension
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowsSwipeBack }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@MainActor
struct CommonIdiomNamesTests {
    /// The table sizes a self-sizing row by the cell's `systemLayoutSizeFitting`, so a cell's
    /// override counts, as in UIKit.
    @Test func aCellsFittingOverrideSizesItsRow() {
        let screen = IdiomListScreen(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        // 60 from the override, and the separator's third of a point a plain table adds.
        let height = screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(abs(height - (60 + 1.0 / 3)) < 0.01, "\(height)")
        #expect(screen.additionalSafeAreaInsets.bottom == 20)
        _ = harness
    }

    /// A swipe back asks the pop recognizer's delegate; refused, the stack stays; allowed, the
    /// top controller is popped. At the root there is nothing to swipe back to.
    @Test func aSwipeBackAsksThePopRecognizersDelegate() throws {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let harness = ScrollHarness(rootViewController: navigation)
        let screen = IdiomListScreen(style: .plain)
        navigation.pushViewController(screen, animated: false)
        harness.advance(frames: 1)
        #expect(navigation.view.gestureRecognizers?.contains { $0 === navigation.interactivePopGestureRecognizer } == true)
        #expect((navigation.interactivePopGestureRecognizer as? UIScreenEdgePanGestureRecognizer)?.edges == .left)
        screen.allowsSwipeBack = false
        #expect(throws: ScrollHarnessError.swipeBackRefused(screen: "IdiomListScreen")) { try harness.swipeBack() }
        #expect(navigation.viewControllers.count == 2)
        screen.allowsSwipeBack = true
        try harness.swipeBack()
        harness.advance(frames: 30)
        #expect(navigation.viewControllers.map { $0 === root } == [true])
        #expect(throws: ScrollHarnessError.self) { try harness.swipeBack() }
    }

    /// A menu's deferred element hands over its items when the menu shows: a cached one asks
    /// once, an uncached one each time; items handed over later show from the next time.
    @Test func deferredMenuElementsFillTheMenuAsItShows() throws {
        var asked = 0
        var later: (([UIMenuElement]) -> Void)?
        let cached = UIDeferredMenuElement { completion in
            asked += 1
            completion([UIAction(title: "Recent") { _ in }])
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            asked += 10
            later = completion
        }
        let button = UIButton(type: .system)
        button.menu = UIMenu(children: [UIAction(title: "New") { _ in }, cached, uncached])
        button.showsMenuAsPrimaryAction = true
        button.sendActions()
        expectEqual(button.visibleMenuActions, ["New", "Recent"])
        later?([UIAction(title: "Synced") { _ in }])
        button.dismissMenu()
        button.sendActions()
        expectEqual(button.visibleMenuActions, ["New", "Recent", "Synced"])
        expectEqual(asked, 21, "the cached element asked once, the uncached one each time")
    }

    /// Text with an attachment carries it on one object-replacement character; a trait
    /// collection tells a change of colour appearance; a background configuration updates
    /// for a state.
    @Test func attachmentsColourAppearanceAndBackgroundUpdatesAsAppsUseThem() throws {
        let attachment = NSTextAttachment()
        attachment.image = UIImage(systemName: "star")
        let text = NSMutableAttributedString(attachment: attachment)
        text.append(NSAttributedString(string: " Starred"))
        expectEqual(text.string, "\u{FFFC} Starred")
        #expect(text.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .light)))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemRed
        expectEqual(background.updated(for: UICellConfigurationState(traitCollection: light)).backgroundColor, .systemRed)
    }
}

/// A cell that loads its thumbnail as iOS screens do, with `URLSession`: the file imports
/// only UIKit's names, so the networking types must come with them.
@MainActor
private final class ThumbnailCell: UITableViewCell {
    private var task: URLSessionDataTask?

    func load(_ url: URL) {
        task?.cancel()
        var request = URLRequest(url: url)
        request.cachePolicy = .returnCacheDataElseLoad
        task = URLSession.shared.dataTask(with: request) { data, response, _ in
            guard (response as? HTTPURLResponse)?.statusCode == 200, let data, let image = UIImage(data: data) else { return }
            DispatchQueue.main.async { [weak self] in self?.imageView?.image = image }
        }
    }

    var pendingRequest: URLRequest? { task?.originalRequest }
}

@MainActor
struct NetworkingNamesTests {
    /// `URLSession` and its types compile from a file that imports only UIKit's names; the task
    /// is made (not resumed: the test reaches no network).
    @Test func aCellMakesAnImageRequestWithURLSession() throws {
        let cell = ThumbnailCell(style: .default, reuseIdentifier: nil)
        let url = try #require(URL(string: "https://example.com/a.png"))
        cell.load(url)
        expectEqual(cell.pendingRequest?.url, url)
        expectEqual(cell.pendingRequest?.cachePolicy, .returnCacheDataElseLoad)
    }
}

@MainActor
struct BarAndFontIdiomNamesTests {
    /// A bundled font by name: its weight and slant read from the name's style, its name and
    /// family kept, equal only to the same name and size; the transparent-bar idiom is kept per
    /// bar metrics.
    @Test func namedFontsAndTransparentBarsAsAppsWriteThem() throws {
        let heavy = try #require(UIFont(name: "Avenir-Heavy", size: 17))
        #expect(heavy.weight == .heavy && !heavy.isItalic)
        expectEqual(heavy.fontName, "Avenir-Heavy")
        expectEqual(heavy.familyName, "Avenir")
        expectEqual(heavy.withSize(13).fontName, "Avenir-Heavy")
        #expect(UIFont(name: "Georgia-BoldItalic", size: 12)?.isItalic == true)
        #expect(UIFont(name: "Georgia-BoldItalic", size: 12)?.weight == .bold)
        #expect(heavy != UIFont.systemFont(ofSize: 17, weight: .heavy), "another family")
        #expect(heavy == UIFont(name: "Avenir-Heavy", size: 17))
        expectEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, ".SFUI-Semibold")

        let navigation = UINavigationController(rootViewController: UIViewController())
        let clear = UIImage()
        navigation.navigationBar.setBackgroundImage(clear, for: .default)
        navigation.navigationBar.shadowImage = UIImage()
        #expect(navigation.navigationBar.backgroundImage(for: .default) == clear)
        #expect(navigation.navigationBar.backgroundImage(for: .compact) == nil)

        let app = UIApplication.shared
        defer { app.applicationIconBadgeNumber = 0 }
        app.applicationIconBadgeNumber = 3
        #expect(app.applicationIconBadgeNumber == 3 && !app.isIdleTimerDisabled)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        #expect(!cell.preservesSuperviewLayoutMargins && cell.insetsLayoutMarginsFromSafeArea)
    }
}
