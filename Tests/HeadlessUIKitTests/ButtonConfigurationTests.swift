import ScrollHarness
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

@MainActor
struct ButtonConfigurationTests {
    @Test
    func aConfiguredButtonMeasuresItsTitleInsideTheMediumInsets() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Follow"
        let button = UIButton(configuration: configuration)
        // "Follow": six letters of 0.55 × 17 points = 56.1, 20.4 tall; 12 + 12 and 7 + 7 around.
        #expect(button.intrinsicContentSize == CGSize(width: 80.33333333333333, height: 34.666666666666664))
        #expect(button.currentTitle == "Follow" && button.titleLabel?.text == "Follow")
        // A filled button's title is white, its background the tint.
        #expect(button.currentTitleColor == .white)
        #expect(configuration.resolvedBackgroundColor(tint: button.tintColor) == button.tintColor)
        #expect(ScrollHarness.renderedText(of: button) == ["(Follow)"])
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
        #expect(button.sizeThatFits(.zero) == CGSize(width: 65.66666666666667, height: 37.333333333333336))
        #expect(button.subtitleLabel?.text == "12")
        button.frame = CGRect(origin: .zero, size: button.sizeThatFits(.zero))
        button.layoutIfNeeded()
        // The 20-point image is centred on the 37⅓-point titles.
        #expect(button.imageView?.frame == CGRect(x: 0, y: 8.666666666666666, width: 20, height: 20))
        #expect(button.imageView?.frame.minX == 0 && button.titleLabel?.frame.minX == 28)
        #expect(button.subtitleLabel?.frame.minY == 22.666666666666668)
        configuration.imagePlacement = .top
        button.configuration = configuration
        // Stacked: the widest of image and titles; the heights add up with the padding.
        #expect(button.sizeThatFits(.zero) == CGSize(width: 37.666666666666664, height: 65.33333333333333))
        // The plain style's title is the tint.
        #expect(button.currentTitleColor == button.tintColor)
    }

    @Test
    func buttonSizesSetTheirInsetsAndFonts() {
        var configuration = UIButton.Configuration.gray()
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        configuration.buttonSize = .large
        #expect(configuration.contentInsets == NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
        configuration.buttonSize = .mini
        #expect(configuration.titleFont.pointSize == 12 && configuration.contentInsets.leading == 8)
        configuration.cornerStyle = .capsule
        configuration.baseForegroundColor = .systemRed
        configuration.baseBackgroundColor = .systemGray6
        #expect(configuration.resolvedForegroundColor(tint: .systemBlue) == .systemRed)
        #expect(configuration.resolvedBackgroundColor(tint: .systemBlue) == .systemGray6)
        #expect(UIButton.Configuration.tinted().resolvedBackgroundColor(tint: .systemBlue) == .systemBlue.withAlphaComponent(0.2))
        #expect(UIButton.Configuration.plain().resolvedBackgroundColor(tint: .systemBlue) == nil)
    }

    @Test
    func theUpdateHandlerRunsOnEveryStateChangeAndItsConfigurationShows() {
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
        #expect(states == [.normal])
        button.isHighlighted = true
        #expect(button.currentTitle == "Saving…")
        button.isHighlighted = false
        button.isEnabled = false
        #expect(states == [.normal, .highlighted, .normal, .disabled])
        #expect(button.currentTitle == "Save")
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
