import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

@MainActor
struct ViewAppearanceTests {
    @Test
    func symbolConfigurationsSizeSymbolsByPointSizeTextStyleAndScale() throws {
        let plain = try #require(UIImage(systemName: "star.fill"))
        #expect(plain.size == CGSize(width: 20, height: 20) && plain.symbolConfiguration == nil)
        // 34 points × 20/17 = 40.
        let big = plain.withConfiguration(UIImage.SymbolConfiguration(pointSize: 34, weight: .bold))
        #expect(big.size == CGSize(width: 40, height: 40) && big.symbolConfiguration?.weight == .bold)
        // The large scale is 1.3 × that.
        let large = big.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
        #expect(large.size.width == 52 && large.symbolConfiguration?.pointSize == 34)
        // A text style's point size in the default category: title1 is 28 points.
        let styled = try #require(
            UIImage(systemName: "bell", withConfiguration: UIImage.SymbolConfiguration(textStyle: .title1)))
        expectEqual(styled.size.width, TextMetricsProbe.ceilToPixel(28.0 * 20 / 17))
        let small = UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .small)
        expectEqual(plain.withConfiguration(small).size.width, 16)
        // A named image is not a symbol: configurations leave it as it is.
        let photo = UIImage(name: "photo", size: CGSize(width: 60, height: 40))
        #expect(photo.withConfiguration(small) == photo && photo.applyingSymbolConfiguration(small) == nil)
        let font = UIImage.SymbolConfiguration(font: .systemFont(ofSize: 17, weight: .semibold))
        #expect(font.weight == .semibold && font.pointSize == 17)
    }

    @Test
    func imageViewsShowTheirHighlightedImageWhileTheirCellIsHighlightedOrSelected() throws {
        let star = try #require(UIImage(systemName: "star"))
        let filled = try #require(UIImage(systemName: "star.fill"))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let icon = UIImageView(image: star, highlightedImage: filled)
        cell.contentView.addSubview(icon)
        #expect(icon.displayedImage == star && !icon.isHighlighted)
        cell.setHighlighted(true, animated: false)
        #expect(icon.isHighlighted && icon.displayedImage == filled)
        cell.setHighlighted(false, animated: false)
        expectEqual(icon.displayedImage, star)
        cell.setSelected(true, animated: false)
        expectEqual(icon.displayedImage, filled)
        // A cell that does not show selection leaves its image views alone, as UIKit.
        cell.setSelected(false, animated: false)
        cell.selectionStyle = .none
        cell.setSelected(true, animated: false)
        expectEqual(icon.displayedImage, star)
        icon.isHighlighted = true
        icon.highlightedImage = nil
        expectEqual(icon.displayedImage, star)
    }

    @Test
    func anImageViewsPreferredSymbolConfigurationSizesTheSymbolItShows() throws {
        let heart = try #require(UIImage(systemName: "heart"))
        let view = UIImageView(image: heart)
        expectEqual(view.intrinsicContentSize, CGSize(width: 20, height: 20))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 34)
        expectEqual(view.intrinsicContentSize, CGSize(width: 40, height: 40))
        expectEqual(ScrollHarness.renderedText(of: view), ["[heart]"])
    }

    @Test
    func defaultAccessibilityLabelsTraitsAndValuesAreUIKits() {
        let label = UILabel()
        label.text = "Wi-Fi"
        #expect(label.accessibilityLabel == "Wi-Fi" && label.accessibilityTraits == .staticText && label.isAccessibilityElement)
        let button = UIButton(type: .system)
        button.setTitle("Join", for: .normal)
        #expect(button.accessibilityLabel == "Join" && button.accessibilityTraits == .button)
        button.isEnabled = false
        button.isSelected = true
        expectEqual(button.accessibilityTraits, [.button, .notEnabled, .selected])
        expectEqual(button.accessibilityTraits.description, "[button, selected, notEnabled]")
        let toggle = UISwitch()
        expectEqual(toggle.accessibilityValue, "0")
        toggle.setOn(true, animated: false)
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityTraits == .button)
        let image = UIImageView()
        #expect(image.accessibilityTraits == .image && !image.isAccessibilityElement)
        // A label set replaces the default; nil returns to it.
        label.accessibilityLabel = "Network"
        label.accessibilityHint = "Opens the network's settings"
        label.accessibilityTraits = [.staticText, .header]
        #expect(label.accessibilityLabel == "Network" && label.accessibilityHint == "Opens the network's settings")
        #expect(label.accessibilityTraits.contains(.header))
        label.accessibilityLabel = nil
        expectEqual(label.accessibilityLabel, "Wi-Fi")
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        #expect(cell.accessibilityLabel == "Wi-Fi, Home" && cell.accessibilityTraits == [])
        cell.setSelected(true, animated: false)
        expectEqual(cell.accessibilityTraits, .selected)
        expectEqual(UITableViewHeaderFooterView().accessibilityTraits, .header)
    }
}

/// The package's pixel rounding, as tests name expected sizes.
enum TextMetricsProbe {
    static func ceilToPixel(_ value: CGFloat) -> CGFloat { (value * 3 - 1e-9).rounded(.up) / 3 }
    /// One pixel of the 3× screen: what the default single-line separator adds to a
    /// self-sized row.
    static let pixel: CGFloat = 1.0 / 3
}
