import Testing

// App code as it is written against UIKit in Swift 5 language mode: no `@MainActor` of its
// own, helpers that are not isolated, data sources that are plain classes. It must compile
// here without an isolation error, as it does against UIKit, whose main-actor isolation Swift
// imports as pre-concurrency. Only the import differs from the file an iOS app would keep.
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A helper that is not isolated, as app code writes them.
func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: .headline)
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

/// A view subclassed as UIKit's templates do.
final class BadgeView: UIView {
    let label = makeTitleLabel("New")

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
        layer.cornerRadius = 8
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 2),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -2),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 6),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell subclassed as UIKit's templates do, chaining to `super`.
final class FruitCell: UITableViewCell {
    static let reuseIdentifier = "FruitCell"
    let badge = BadgeView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            badge.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

/// A data source that is a plain class, without `@MainActor`.
class FruitDataSource: NSObject, UITableViewDataSource {
    var fruits = ["Apple", "Banana", "Cherry"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        fruits.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

/// A subclass that overrides the data source's cell, calling `super` for the rows it leaves.
final class HighlightedFruitDataSource: FruitDataSource {
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        if indexPath.row == 0 { cell.accessoryType = .checkmark }
        return cell
    }
}

/// Styling written as helpers that are not isolated: attributed text, a button
/// configuration, a swipe action.
func makeCaption(_ text: String) -> NSAttributedString {
    let style = NSMutableParagraphStyle()
    style.lineSpacing = 2
    return NSAttributedString(
        string: text,
        attributes: [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.secondaryLabel, .paragraphStyle: style])
}

func makeFollowButton() -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Follow"
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 4
    configuration.cornerStyle = .capsule
    return UIButton(configuration: configuration, primaryAction: nil)
}

func makeDeleteAction(onDelete: @escaping () -> Void) -> UISwipeActionsConfiguration {
    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
        onDelete()
        completion(true)
    }
    delete.image = UIImage(systemName: "trash")
    return UISwipeActionsConfiguration(actions: [delete])
}

/// A cell that watches the text size as iOS 17 code does.
final class CaptionCell: UITableViewCell {
    let caption = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        caption.attributedText = makeCaption("Fresh today")
        caption.adjustsFontForContentSizeCategory = true
        caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        caption.frame = contentView.bounds
        contentView.addSubview(caption)
        contentView.addSubview(makeFollowButton())
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, _: UITraitCollection) in
            self.caption.attributedText = makeCaption("Fresh today")
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A delegate that reads the scroll position, as UIKit code does.
final class ScrollWatcher: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset.y)
    }
}

/// A gradient layer subclassed as Swift 5 app code does: no isolation written anywhere.
final class ShimmerLayer: CAGradientLayer {
    override init() {
        super.init()
        colors = [UIColor.white.cgColor, UIColor.lightGray.cgColor]
        startPoint = CGPoint(x: 0, y: 0.5)
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A helper that is not isolated and makes a layer, as app code writes them.
func makeShimmer() -> ShimmerLayer { ShimmerLayer() }

/// A handler that is not isolated and makes, fills and presents an alert, as app code in Swift 5
/// does (the view controllers' types are pre-concurrency main-actor, as UIKit's).
final class ProgressAlertHandler {
    private(set) var alert: UIAlertController?

    func showProgress(in controller: UIViewController, title: String) {
        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        controller.present(alert, animated: false, completion: nil)
        self.alert = alert
    }

    /// A menu built outside the main actor, with UIKit's attributes and states on the element.
    func sortMenu() -> UIMenu {
        let attributes: UIMenuElement.Attributes = [.destructive]
        let state: UIMenuElement.State = .on
        return UIMenu(
            title: "Sort",
            children: [
                UIAction(title: "Newest", state: state) { _ in },
                UIAction(title: "Clear", attributes: attributes) { _ in },
            ])
    }
}

struct AppCodeInSwift5Tests {
    @Test @MainActor
    func appCodeWrittenForUIKitInSwift5ModeBuildsAndRunsAScreen() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let dataSource = FruitDataSource()
        let watcher = ScrollWatcher()
        tableView.dataSource = dataSource
        tableView.delegate = nil
        tableView.layoutIfNeeded()
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        let cell = FruitCell(style: .default, reuseIdentifier: FruitCell.reuseIdentifier)
        #expect(cell.badge.label.text == "New")
        #expect(cell.reuseIdentifier == "FruitCell")
        _ = watcher
    }

    @Test @MainActor
    func anOverrideOfCellForRowAtCallsSuperWithoutTry() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let dataSource = HighlightedFruitDataSource()
        tableView.dataSource = dataSource
        tableView.layoutIfNeeded()
        #expect(tableView.visibleCells.map(\.accessoryType) == [.checkmark, .none, .none])
        let captionCell = CaptionCell(style: .default, reuseIdentifier: nil)
        #expect(captionCell.caption.text == "Fresh today")
        var deleted = 0
        let swipe = makeDeleteAction { deleted += 1 }
        #expect(swipe.actions.map(\.title) == ["Delete"] && deleted == 0)
    }

    @Test @MainActor
    func aLayerSubclassIsMadeByANonisolatedHelper() {
        let shimmer = makeShimmer()
        #expect(shimmer.gradientColors == [UIColor.white, UIColor.lightGray])
        #expect(shimmer.startPoint == CGPoint(x: 0, y: 0.5))
        let views = [UIView(), UIView()]
        #expect(views.firstIndex(of: views[1]) == 1)
    }

    @Test @MainActor
    func anUnisolatedHandlerPresentsAnAlertAndBuildsAMenu() {
        let screen = UITableViewController(style: .plain)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let handler = ProgressAlertHandler()
        handler.showProgress(in: screen, title: "Exporting")
        #expect(screen.presentedViewController === handler.alert)
        #expect(handler.alert?.actions.map(\.title) == ["Cancel"])
        let menu = handler.sortMenu()
        #expect((menu.children.first as? UIAction)?.state == .on)
        #expect((menu.children.last as? UIAction)?.attributes == .destructive)
        #expect(UIMenuElement.Attributes.destructive.rawValue == 2 && UIMenuElement.Attributes.hidden.rawValue == 4)
    }
}
