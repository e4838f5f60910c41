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
