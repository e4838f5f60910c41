import Foundation
import HeadlessViews
import TestSupport
import Testing

@MainActor
struct SystemAppearanceTests {
    @Test func systemColorsHaveUIKitsLightValuesAndPrintTheirNames() {
        #expect(Color.label.red == 0 && Color.label.alpha == 1)
        #expect(Color.secondaryLabel.red == Double(60) / 255 && Color.secondaryLabel.blue == Double(67) / 255)
        expectEqual(Color.secondaryLabel.alpha, 0.6)
        expectEqual(Color.tertiaryLabel.alpha, 0.3)
        #expect(Color.systemBackground.red == 1 && Color.systemBackground.green == 1)
        expectEqual(Color.systemGroupedBackground.blue, Double(247) / 255)
        expectEqual(Color.separator.alpha, 0.29)
        expectEqual(Color.systemBlue.green, Double(122) / 255)
        expectEqual(Color.systemRed.green, Double(59) / 255)
        expectEqual(Color.systemGreen.red, Double(52) / 255)
        expectEqual(Color.systemOrange.green, Double(149) / 255)
        expectEqual(Color.systemYellow.green, Double(204) / 255)
        expectEqual(Color.systemGray.blue, Double(147) / 255)
        expectEqual("\(Color.secondarySystemBackground)", "secondarySystemBackground")
    }

    @Test func colorLiteralsMakeColors() {
        // The literal is the point of the test: UIKit code writes it.
        // swift-format-ignore: NoPlaygroundLiterals
        let typed: Color = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        #expect(typed.red == 0.2 && typed.green == 0.4 && typed.blue == 0.6 && typed.alpha == 1)
        expectEqual(typed.description, "rgba(0.2, 0.4, 0.6, 1.0)")
        // swift-format-ignore: NoPlaygroundLiterals
        let untyped = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        expectEqual(untyped, Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func symbolImagesKeepTheirNameAndRejectNamesNoSymbolHas() throws {
        let star = try #require(Image(systemName: "star.fill"))
        expectEqual(star.name, "star.fill")
        expectEqual(star.size, Image.symbolSize)
        #expect(Image(systemName: "1.circle") != nil)
        for bad in ["", "star.", ".star", "star..fill", "Star", "star fill", "bear.jpg?"] {
            #expect(Image(systemName: bad) == nil, "\(bad.debugDescription)")
        }
    }
}
