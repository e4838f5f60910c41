// App code as it is written against UIKit in Swift 5 language mode: no `@MainActor` of its
// own, helpers that are not isolated, data sources that are plain classes. It must compile
// here without an isolation error, as it does against UIKit, whose main-actor isolation Swift
// imports as pre-concurrency. Only the import differs from the file an iOS app would keep.
#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif
import Testing

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
final class FruitDataSource: NSObject, UITableViewDataSource {
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

/// A delegate that reads the scroll position, as UIKit code does.
final class ScrollWatcher: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsets.append(scrollView.contentOffset.y)
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
}
