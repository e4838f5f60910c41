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
}
