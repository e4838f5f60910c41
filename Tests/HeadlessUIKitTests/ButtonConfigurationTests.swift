import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A cell whose button's handler adds a subtitle when `isLong` is set: the cell asks for the
/// update when it is set, as the Episodes screen's cell does for its download state.
private final class StatusCell: UITableViewCell {
    let button = UIButton(configuration: .plain())
    var isLong = false {
        didSet { button.setNeedsUpdateConfiguration() }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        button.configurationUpdateHandler = { [weak self] button in
            var configuration = button.configuration
            configuration?.title = "Status"
            configuration?.subtitle = self?.isLong == true ? "Synced a minute ago" : nil
            button.configuration = configuration
        }
        button.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(button)
        NSLayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            button.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            button.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class StatusSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = StatusCell(style: .default, reuseIdentifier: nil)
        cell.isLong = indexPath.row > 0
        if indexPath.row == 2 { cell.button.updateConfigurationIfNeeded() }
        return cell
    }
}

@MainActor
struct ButtonConfigurationTests {
    @Test
    func aConfiguredButtonMeasuresItsTitleInsideTheMediumInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        // "Follow": six letters of 0.55 × 17 points = 56.1, 20.4 tall; 12 + 12 and 7 + 7 around.
        expectEqual(button.intrinsicContentSize, CGSize(width: 80.33333333333333, height: 34.666666666666664))
        #expect(button.currentTitle == "Follow" && button.titleLabel?.text == "Follow")
        // A filled button's title is white, its background the tint.
        expectEqual(button.currentTitleColor, .white)
        expectEqual(configuration.resolvedBackgroundColor(tint: button.tintColor), button.tintColor)
        expectEqual(ScrollHarness.renderedText(of: button), ["(Follow)"])
    }

    @Test
    func theImageSitsBesideOrAboveTheTitlesWithItsPadding() throws {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Like"
        configuration.subtitle = "12"
        configuration.titlePadding = 2
        let heart = try #require(UIImage(systemName: "heart"))
        configuration.image = heart
        configuration.imagePadding = 8
        configuration.contentInsets = .zero
        let button = UIButton(configuration: configuration)
        // Title "Like" 37.4 wide, 20.4 tall; subtitle "12" 13.2 wide, 14.4 tall; 2 between;
        // each text's size on the pixel grid.
        expectEqual(button.sizeThatFits(.zero), CGSize(width: 65.66666666666667, height: 37.333333333333336))
        expectEqual(button.subtitleLabel?.text, "12")
        button.frame = CGRect(origin: .zero, size: button.sizeThatFits(.zero))
        button.layoutIfNeeded()
        // The 20-point image is centred on the 37⅓-point titles.
        expectEqual(button.imageView?.frame, CGRect(x: 0, y: 8.666666666666666, width: 20, height: 20))
        #expect(button.imageView?.frame.minX == 0 && button.titleLabel?.frame.minX == 28)
        expectEqual(button.subtitleLabel?.frame.minY, 22.666666666666668)
        configuration.imagePlacement = .top
        button.configuration = configuration
        // Stacked: the widest of image and titles; the heights add up with the padding.
        expectEqual(button.sizeThatFits(.zero), CGSize(width: 37.666666666666664, height: 65.33333333333333))
        // The plain style's title is the tint.
        expectEqual(button.currentTitleColor, button.tintColor)
    }

    @Test
    func buttonSizesSetTheirInsetsAndFonts() {
        var configuration = UIButton.Configuration.gray()
        expectEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        expectEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .mini
        #expect(configuration.titleFont.pointSize == 12 && configuration.contentInsets.leading == 8)
        configuration.cornerStyle = .capsule
        configuration.baseForegroundColor = .systemRed
        configuration.baseBackgroundColor = .systemGray6
        expectEqual(configuration.resolvedForegroundColor(tint: .systemBlue), .systemRed)
        expectEqual(configuration.resolvedBackgroundColor(tint: .systemBlue), .systemGray6)
        #expect(UIButton.Configuration.tinted().resolvedBackgroundColor(tint: .systemBlue) == .systemBlue.withAlphaComponent(0.2))
        #expect(UIButton.Configuration.plain().resolvedBackgroundColor(tint: .systemBlue) == nil)
    }

    @Test
    func aStateChangeAsksForAnUpdateThatRunsBeforeTheNextLayoutWithTheStateThen() {
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Save"
        var states: [UIControl.State] = []
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            states.append(button.state)
            var updated = button.configuration
            updated?.title = button.isHighlighted ? "Saving…" : "Save"
            button.configuration = updated
        }
        // Setting the handler asks for an update: it runs before the next layout, not now.
        #expect(states.isEmpty)
        button.layoutIfNeeded()
        expectEqual(states, [.normal])
        button.isHighlighted = true
        // Read before layout, the configuration is the one before, as on a device.
        expectEqual(button.configuration?.title, "Save")
        button.layoutIfNeeded()
        expectEqual(states, [.normal, .highlighted])
        expectEqual(button.currentTitle, "Saving…")
        // Two changes before one layout: one update, with the state at that time.
        button.isHighlighted = false
        button.isEnabled = false
        expectEqual(states, [.normal, .highlighted])
        button.layoutIfNeeded()
        expectEqual(states, [.normal, .highlighted, .disabled])
        expectEqual(button.currentTitle, "Save")
    }

    @Test
    func severalRequestsForAnUpdateBeforeLayoutMakeOneUpdate() {
        var runs = 0
        let button = UIButton(configuration: .plain())
        button.configurationUpdateHandler = { _ in runs += 1 }
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.isSelected = true
        button.setNeedsUpdateConfiguration()
        expectEqual(runs, 0)
        button.layoutIfNeeded()
        expectEqual(runs, 1)
        button.layoutIfNeeded()
        expectEqual(runs, 1)
        button.setNeedsUpdateConfiguration()
        button.updateConfigurationIfNeeded()
        button.updateConfigurationIfNeeded()
        expectEqual(runs, 2)
    }

    @Test
    func aMeasureOfTheButtonRunsItsPendingUpdateFirst() {
        let cell = StatusCell(style: .default, reuseIdentifier: nil)
        let button = cell.button
        let short = button.intrinsicContentSize
        cell.isLong = true
        #expect(button.configuration?.subtitle == nil)
        // Measuring runs the update: the size is the updated content's.
        let long = button.intrinsicContentSize
        expectEqual(button.configuration?.subtitle, "Synced a minute ago")
        #expect(long.height > short.height)
        expectEqual(button.sizeThatFits(CGSize(width: 320, height: 1000)), long)
    }

    @Test
    func aRowMeasuresTheUpdateAskedForWhileItsCellWasConfigured() {
        // The Episodes screen's shape: the cell sets what its button's handler reads while it
        // is configured, and the table measures it right after.
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        let source = StatusSource()
        table.dataSource = source
        table.layoutIfNeeded()
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        // Row 1 asked for its update while configured; row 2 ran it before returning its cell.
        #expect(heights[1] > heights[0])
        expectEqual(heights[1], heights[2])
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StatusCell
        expectEqual(cell?.button.configuration?.subtitle, "Synced a minute ago")
        let fitted = cell?.contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
        // A measure by constraints after another request runs it too.
        cell?.isLong = false
        #expect(cell?.button.configuration?.subtitle != nil)
        let refitted = cell?.contentView.systemLayoutSizeFitting(CGSize(width: 320, height: 0))
        #expect(cell?.button.configuration?.subtitle == nil)
        #expect((refitted?.height ?? 0) < (fitted?.height ?? 0))
    }

    @Test
    func aPrimaryActionIsSentByATapAndTitlesTheButton() {
        var taps = 0
        let action = UIAction(title: "Retry") { _ in taps += 1 }
        let button = UIButton(primaryAction: action)
        #expect(button.currentTitle == "Retry" && button.buttonType == .system)
        button.sendActions()
        var configuration = UIButton.Configuration.borderedProminent()
        configuration.title = "Go"
        let configured = UIButton(configuration: configuration, primaryAction: action)
        configured.sendActions()
        #expect(taps == 2 && configured.currentTitle == "Go")
    }
}
