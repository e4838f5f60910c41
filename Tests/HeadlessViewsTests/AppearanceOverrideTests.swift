import Foundation
import HeadlessViews
import TestSupport
import Testing

@MainActor
struct AppearanceOverrideTests {
    /// A theme screen sets `view.window?.overrideUserInterfaceStyle` (the corpus smoke test's
    /// Firefox Focus theme picker): the name exists on every view and keeps what is set.
    @Test func aViewKeepsTheAppearanceItIsToldToTake() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(view.overrideUserInterfaceStyle, .unspecified)
        view.overrideUserInterfaceStyle = .dark
        expectEqual(view.overrideUserInterfaceStyle, .dark)
    }

    /// `cell.comboNameLabel?.isEnabled = false` (the corpus smoke test's NetNewsWire account
    /// list): kept, and the text and the label's size do not change.
    @Test func aLabelKeepsWhetherItIsEnabledAndItsTextStays() {
        let label = Label()
        label.text = "iCloud"
        let size = label.intrinsicContentSize
        #expect(label.isEnabled)
        label.isEnabled = false
        #expect(!label.isEnabled)
        expectEqual(label.text, "iCloud")
        expectEqual(label.intrinsicContentSize, size)
    }
}
