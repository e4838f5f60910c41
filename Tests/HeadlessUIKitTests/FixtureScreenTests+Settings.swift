import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The settings screen's store in memory, as a test injects it instead of `UserDefaults`.
final class InMemorySettingsStore: SettingsStore {
    var values: [String: Any] = [:]
    /// Every write, in order: `key=value`.
    var writes: [String] = []

    func bool(forKey defaultName: String) -> Bool { values[defaultName] as? Bool ?? false }
    func set(_ value: Bool, forKey defaultName: String) {
        values[defaultName] = value
        writes.append("\(defaultName)=\(value)")
    }
    func string(forKey defaultName: String) -> String? { values[defaultName] as? String }
    func set(_ value: Any?, forKey defaultName: String) {
        values[defaultName] = value
        writes.append("\(defaultName)=\(value.map { "\($0)" } ?? "nil")")
    }
}

extension FixtureScreenTests {
    @MainActor
    struct Settings {
        private func makeScreen(
            _ values: [String: Any] = [:], height: CGFloat = 844
        ) -> (SettingsViewController, InMemorySettingsStore, ScrollHarness) {
            let store = InMemorySettingsStore()
            store.values = values
            let settings = SettingsViewController(store: store, appVersion: "3.2 (418)")
            let harness = ScrollHarness(
                rootViewController: UINavigationController(rootViewController: settings),
                size: CGSize(width: 390, height: height))
            harness.renderWidth = 60
            return (settings, store, harness)
        }

        @Test func theScreenShowsItsSectionsTitlesSwitchesAndStoredValues() throws {
            let (settings, _, harness) = makeScreen([
                "settings.autoplay": true, SettingsViewController.languageKey: "Português",
            ])
            let lines = FixtureScreenTests.lines(harness.render())
            let shown = lines.filter { $0.hasPrefix("┃") || $0.hasPrefix("│") || $0.hasPrefix("nav") }
                .map { $0.split(separator: " ").filter { !["┃", "│"].contains($0) }.joined(separator: " ") }
                .filter { !$0.isEmpty }
            #expect(
                shown == [
                    "nav: Settings", "General", "Dark Mode (○ off)", "Autoplay Videos (on ●)", "Language Português",
                    "Notifications", "Push Notifications (○ off)", "Quiet Hours (○ off)", "Version 3.2 (418)",
                ])
            // The disclosure row alone shows its indicator.
            #expect(lines.filter { $0.contains("›") } == [lines.first { $0.hasPrefix("┌─0-2") }])
            let table = settings.tableView!
            expectEqual(table.style, .insetGrouped)
            // The about section has no header title, only a footer.
            expectEqual(table.sectionsWithVisibleHeaders, [0, 1])
            #expect(
                table.sectionsWithVisibleFooters.map { table.footerView(forSection: $0)?.textLabel?.text } == [
                    "Quiet hours silence every notification from 22:00 to 07:00.", "Made with care in Lisbon.",
                ])
            try harness.checkRecordedErrors()
        }

        @Test func togglingSwitchesWritesEachPreferenceOnceInTheOrderTapped() throws {
            let (_, store, harness) = makeScreen(["settings.autoplay": true])
            try harness.tapControl(identifier: "settings.autoplay")
            try harness.tapControl(identifier: "settings.darkMode")
            try harness.tapControl(identifier: "settings.autoplay")
            expectEqual(store.writes, ["settings.autoplay=false", "settings.darkMode=true", "settings.autoplay=true"])
            #expect(
                harness.events(.controlTapped).map {
                    "\($0.detail ?? "") at \($0.indexPath.map { "\($0.section)-\($0.row)" } ?? "")"
                }
                    == [
                        "identified \"settings.autoplay\" → off at 0-1", "identified \"settings.darkMode\" → on at 0-0",
                        "identified \"settings.autoplay\" → on at 0-1",
                    ])
            // A switch row is not selectable: no selection, no push.
            try harness.tap(row: IndexPath(row: 0, section: 0))
            #expect(harness.events(.didSelect).isEmpty && harness.events(.pushed).isEmpty)
        }

        @Test func turningPushNotificationsOffTurnsQuietHoursOffAndRedrawsItsRow() throws {
            let (_, store, harness) = makeScreen(["settings.push": true, "settings.quietHours": true])
            #expect(FixtureScreenTests.lines(harness.render()).contains { $0.contains("Quiet Hours") && $0.contains("(on ●)") })
            try harness.tapControl(identifier: "settings.push")
            expectEqual(store.writes, ["settings.push=false", "settings.quietHours=false"])
            let quietHours = FixtureScreenTests.lines(harness.render()).first { $0.contains("Quiet Hours") }
            expectEqual(quietHours?.contains("(○ off)"), true)
            // Turning it back on leaves quiet hours as they are.
            try harness.tapControl(identifier: "settings.push")
            #expect(store.writes.last == "settings.push=true" && store.bool(forKey: "settings.quietHours") == false)
        }

        @Test func theLanguageRowPushesThePickerWhoseChoiceShowsBackOnSettings() throws {
            let (settings, store, harness) = makeScreen()
            try harness.tap(row: IndexPath(row: 2, section: 0))
            expectEqual(harness.navigationStack.count, 2)
            let picker = try #require(harness.topViewController as? LanguagePickerViewController)
            #expect(picker.title == "Language" && picker.tableView.style == .insetGrouped)
            // The picker's table is the one the harness drives now: English is checked.
            #expect(FixtureScreenTests.lines(harness.render()).filter { $0.contains("✓") }.count == 1)
            expectEqual(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryType, .checkmark)

            try harness.tap(rowWithAccessibilityLabel: "日本語")
            expectEqual(store.writes, ["settings.language=日本語"])
            #expect(harness.topViewController === settings)
            #expect(
                harness.events(.didSelect, .pushed, .popped).map { "\($0.kind) \($0.detail ?? "")" } == [
                    "didSelect ", "pushed LanguagePickerViewController on NavigationController", "didSelect ",
                    "popped LanguagePickerViewController \"Language\" from NavigationController",
                ])
            // Back on settings the row shows the choice, deselected as the screen appeared again.
            expectEqual(settings.tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.detailTextLabel?.text, "日本語")
            #expect(settings.tableView.indexPathsForSelectedRows == nil)
            try harness.checkRecordedErrors()
        }

        @Test func aSwitchCellReusedForAnotherRowWritesOnlyThatRowsPreference() throws {
            // A short window: scrolling reuses the switch cells of the first section below.
            let (settings, store, harness) = makeScreen(height: 220)
            try harness.scrollToBottom()
            try harness.scrollToTop()
            try harness.scroll(toRow: IndexPath(row: 1, section: 1), at: .bottom)
            let quietHours = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 1)))
            #expect(harness.events(.cellForRow).count > 6)
            expectEqual((quietHours.accessoryView as? UISwitch)?.accessibilityIdentifier, "settings.quietHours")
            try harness.tapControl(identifier: "settings.quietHours")
            expectEqual(store.writes, ["settings.quietHours=true"])
        }
    }
}
