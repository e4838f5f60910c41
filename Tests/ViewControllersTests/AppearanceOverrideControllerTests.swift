import Foundation
import TestSupport
import Testing
import ViewControllers

@MainActor
struct AppearanceOverrideControllerTests {
    /// A controller keeps the appearance it is told to take; its traits stay light headless.
    @Test func aControllerKeepsTheAppearanceItIsToldToTake() {
        let controller = ViewController()
        expectEqual(controller.overrideUserInterfaceStyle, .unspecified)
        controller.overrideUserInterfaceStyle = .dark
        expectEqual(controller.overrideUserInterfaceStyle, .dark)
        expectEqual(controller.traitCollection.userInterfaceStyle, .light)
    }
}
