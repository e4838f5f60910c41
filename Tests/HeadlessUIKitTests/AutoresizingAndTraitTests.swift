import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A cell that watches the content size category as iOS 17 code does.
private final class CategoryCell: UITableViewCell {
    var seen: [(UIContentSizeCategory, UIContentSizeCategory)] = []
    let badge = UIView()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (self: Self, previous: UITraitCollection) in
            self.seen.append((previous.preferredContentSizeCategory, self.traitCollection.preferredContentSizeCategory))
        }
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class OneCategoryCell: NSObject, UITableViewDataSource {
    let cell = CategoryCell(style: .default, reuseIdentifier: nil)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { cell }
}

@MainActor
struct AutoresizingAndTraitTests {
    @Test
    func flexibleDimensionsAndMarginsShareASizeChangeAsUIKitsDo() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let fill = UIView(frame: container.bounds)
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 10, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let centred = UIView(frame: CGRect(x: 50, y: 40, width: 100, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        for view in [fill, pinnedRight, centred, fixed] { container.addSubview(view) }
        container.frame.size = CGSize(width: 300, height: 150)
        expectEqual(fill.frame, CGRect(x: 0, y: 0, width: 300, height: 150))
        expectEqual(pinnedRight.frame, CGRect(x: 250, y: 10, width: 40, height: 20))
        // Both margins are 50: each takes half of the 100 points.
        expectEqual(centred.frame, CGRect(x: 100, y: 40, width: 100, height: 20))
        expectEqual(fixed.frame, CGRect(x: 10, y: 10, width: 10, height: 10))
        // The stretched view's own subviews follow it in turn.
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
        inner.autoresizingMask = .flexibleWidth
        fill.addSubview(inner)
        container.frame.size.width = 100
        #expect(fill.frame.width == 100 && inner.frame.width == 100)
        container.autoresizesSubviews = false
        container.frame.size.width = 400
        expectEqual(fill.frame.width, 100)
    }

    @Test
    func aRegisteredTraitHandlerRunsWhenTheTablesCategoryChanges() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let source = OneCategoryCell()
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CategoryCell)
        #expect(cell.seen.isEmpty)
        var badgeCalls = 0
        let registration = cell.badge.registerForTraitChanges([UITraitPreferredContentSizeCategory.self]) { (_: UIView, _) in
            badgeCalls += 1
        }
        let ignored = cell.badge.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIView, _) in
            Issue.record("the appearance never changes headless")
        }
        table.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(cell.seen.map(\.0) == [.large] && cell.seen.map(\.1) == [.accessibilityLarge])
        expectEqual(badgeCalls, 1)
        cell.badge.unregisterForTraitChanges(registration)
        cell.badge.unregisterForTraitChanges(ignored)
        table.traitCollection = UITraitCollection(preferredContentSizeCategory: .small)
        #expect(badgeCalls == 1 && cell.seen.count == 2)
    }
}
