import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A detail screen that fades its toolbar in beside the push, as app code does.
@MainActor
private final class FadingDetail: UIViewController {
    var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let coordinator = transitionCoordinator
        log.append("will appear, coordinator \(coordinator == nil ? "none" : "animated \(coordinator?.isAnimated == true)")")
        coordinator?.animate(
            alongsideTransition: { [weak self] _ in self?.log.append("alongside") },
            completion: { [weak self] _ in self?.log.append("completed") })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("did appear, coordinator \(transitionCoordinator == nil ? "none" : "some")")
    }
}

@MainActor
@Suite(.serialized)
struct ReachRoundTwoNamesTests {
    @Test func aPushedControllerSeesATransitionCoordinatorOnlyWhileItAppears() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let harness = ScrollHarness(rootViewController: navigation)
        let detail = FadingDetail()

        navigation.pushViewController(detail, animated: true)
        try harness.checkRecordedErrors()
        // The animation runs beside the push, in the call; the completion when it ends.
        expectEqual(detail.log, ["will appear, coordinator animated true", "alongside"])
        #expect(detail.transitionCoordinator != nil)
        harness.advance(frames: Int((UIViewController.transitionDuration * 60).rounded()))

        expectEqual(
            detail.log,
            ["will appear, coordinator animated true", "alongside", "completed", "did appear, coordinator none"])
        #expect(detail.transitionCoordinator == nil)
    }

    @Test func membersAppCodeSetsKeepUIKitsTypes() throws {
        expectEqual(UITableViewCell.EditingStyle(rawValue: 1), .delete)
        expectEqual(UITableViewCell.EditingStyle.insert.rawValue, 2)

        let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
        flag.backgroundColor = .systemOrange
        expectEqual(flag.backgroundColor, .systemOrange)
        flag.backgroundColor = nil
        expectEqual(flag.backgroundColor, .gray)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
        expectEqual(delete.backgroundColor, .red)

        let button = UIButton(type: .system)
        let item = UIBarButtonItem(customView: button)
        item.tintColor = .systemRed
        item.accessibilityIdentifier = "filter"
        #expect(item.customView === button)
        expectEqual(item.accessibilityIdentifier, "filter")

        let table = UITableView()
        table.indicatorStyle = .white
        table.flashScrollIndicators()
        expectEqual(table.indicatorStyle, UIScrollView.IndicatorStyle.white)
        expectEqual(table.scrollIndicatorFlashes, 1)

        var content = UIListContentConfiguration.subtitleCell()
        content.attributedText = NSAttributedString(string: "Title")
        content.secondaryAttributedText = NSAttributedString(string: "Detail")
        expectEqual(content.text, "Title")
        expectEqual(content.secondaryText, "Detail")
    }

    @Test func anAlternateIconIsRecordedAndRefusedWhereUnsupported() {
        let app = UIApplication.shared
        defer {
            app.supportsAlternateIcons = true
            app.setAlternateIconName(nil)
        }
        var errors: [String] = []
        app.setAlternateIconName("Dark") { error in errors.append(error == nil ? "none" : "error") }
        expectEqual(app.alternateIconName, "Dark")
        app.supportsAlternateIcons = false
        app.setAlternateIconName("Light") { error in errors.append(error == nil ? "none" : "error") }
        expectEqual(app.alternateIconName, "Dark")
        expectEqual(errors, ["none", "error"])
    }

    @Test func foundationMembersAppleHasAndLinuxLacksAreThere() {
        let text = NSMutableAttributedString()
        text.append(NSAttributedString(string: "Hi"))
        expectEqual(text.string, "Hi")
        expectEqual(NSString.localizedStringWithFormat("%d items", 3) as String, "3 items")
        let file = URL(fileURLWithPath: "/tmp/picked.txt")
        #expect(file.startAccessingSecurityScopedResource())
        file.stopAccessingSecurityScopedResource()
        #expect(!URL(string: "https://example.com")!.startAccessingSecurityScopedResource())
    }

    @Test func effectsAndScaledFontsAsAppCodeWritesThem() {
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        blur.contentView.addSubview(UILabel())
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .secondaryLabel)
        expectEqual(vibrancy.style, UIVibrancyEffectStyle.secondaryLabel)
        let font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
        expectEqual(font.pointSize, 17)
        expectEqual(blur.contentView.subviews.count, 1)
    }

    @Test func aListImagesSymbolConfigurationSizesItAndRowActionsTakeAColour() throws {
        var content = UIListContentConfiguration.cell()
        let symbol = try #require(UIImage(systemName: "star"))
        content.image = symbol
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        let shown = content.imageProperties.displayedSize(of: symbol)
        expectEqual(shown, symbol.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34)).size)
        #expect(shown.width > symbol.size.width)

        let action = UITableViewRowAction(style: .normal, title: "More") { _, _ in }
        expectEqual(action.backgroundColor, .gray)
        action.backgroundColor = .systemBlue
        expectEqual(action.backgroundColor, .systemBlue)
        action.backgroundColor = nil
        expectEqual(UITableViewRowAction(style: .destructive, title: "Delete") { _, _ in }.backgroundColor, .red)
    }

    @Test func aShapeLayerTakesABezierPathsCGPathAsAppCodeBuildsIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let ring = CAShapeLayer()
        let circle = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 30), radius: 20, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        ring.path = circle.cgPath
        ring.strokeEnd = 0.25
        view.layer.addSublayer(ring)
        let mask = CAShapeLayer()
        mask.path =
            UIBezierPath(
                roundedRect: view.bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12)
            ).cgPath
        view.layer.mask = mask

        let box = ring.path?.boundingBox ?? .null
        #expect(abs(box.minX - 30) < 0.01 && abs(box.maxX - 70) < 0.01)
        #expect(abs(box.minY - 10) < 0.01 && abs(box.maxY - 50) < 0.01)
        expectEqual(mask.path?.boundingBox, view.bounds)
        expectEqual(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).bounds.width, 10)
        #expect(UIBezierPath().isEmpty)
    }
}
