import Foundation
import HeadlessViews
import TestSupport
import Testing

@MainActor
struct FontMetricsAndEffectsTests {
    @Test func fontsAndValuesScaleByTheirStylesSizeInTheCategoryOverItsDefault() {
        let metrics = FontMetrics(forTextStyle: .body)
        let brand = Font.systemFont(ofSize: 20, weight: .bold)
        let huge = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let small = TraitCollection(preferredContentSizeCategory: .extraSmall)

        expectEqual(metrics.scaledFont(for: brand), brand, "the default category scales nothing")
        expectEqual(metrics.scaledFont(for: brand, compatibleWith: huge).pointSize, 20 * 53 / 17)
        expectEqual(metrics.scaledFont(for: brand, compatibleWith: huge).weight, .bold)
        expectEqual(metrics.scaledFont(for: brand, compatibleWith: small).pointSize, 20 * 14 / 17)
        expectEqual(metrics.scaledFont(for: brand, maximumPointSize: 30, compatibleWith: huge).pointSize, 30)
        expectEqual(metrics.scaledFont(for: brand, maximumPointSize: 0, compatibleWith: huge).pointSize, 20 * 53 / 17)
        expectEqual(FontMetrics(forTextStyle: .caption2).scaledValue(for: 11, compatibleWith: huge), 41)
        expectEqual(FontMetrics.default.scaledValue(for: 8), 8)
    }

    @Test func aVisualEffectViewKeepsItsEffectAndItsContentViewFillsIt() {
        let blur = BlurEffect(style: .systemMaterial)
        let view = VisualEffectView(effect: blur)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 44)
        let label = Label()
        view.contentView.addSubview(label)

        view.layoutIfNeeded()

        expectEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 44))
        #expect(label.superview === view.contentView)
        #expect(view.effect === blur)
        #expect(BlurEffect(style: .dark).isEqual(BlurEffect(style: .dark)))
        #expect(!BlurEffect(style: .dark).isEqual(BlurEffect(style: .light)))
        let vibrancy = VibrancyEffect(blurEffect: blur)
        expectEqual(vibrancy.style, .label)
        view.effect = vibrancy
        #expect(view.effect is VibrancyEffect)
    }
}

@MainActor
struct FontFeatureAndAccessibilityActionTests {
    @Test func featureSettingsAreKeptOnTheDescriptorWithoutChangingTheFont() throws {
        let plain = Font.systemFont(ofSize: 17).fontDescriptor
        let monospacedDigits = plain.addingAttributes([.featureSettings: [[FontDescriptor.FeatureKey.type: 6, .selector: 0]]])
        let settings = try #require(monospacedDigits.fontAttributes[.featureSettings] as? [[FontDescriptor.FeatureKey: Int]])
        expectEqual(settings, [[.featureIdentifier: 6, .typeIdentifier: 0]], "the pre-iOS 15 names are the same keys")
        #expect(monospacedDigits != plain && plain.fontAttributes[.featureSettings] == nil)
        let font = Font(descriptor: monospacedDigits, size: 0)
        expectEqual(TextMetrics.width(of: "0123", in: font), TextMetrics.width(of: "0123", in: .systemFont(ofSize: 17)))
    }

    @Test func aCustomActionRunsItsHandlerWhenPerformed() {
        var performed = 0
        let action = AccessibilityCustomAction(name: "Archive", image: nil) { _ in
            performed += 1
            return true
        }
        let view = View(frame: .zero)
        view.accessibilityCustomActions = [action]
        #expect(view.accessibilityCustomActions?.first?.perform() == true)
        expectEqual(performed, 1)
        #expect(AccessibilityCustomAction(name: "Nothing", actionHandler: nil).perform() == false)
    }
}
