import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

extension FixtureScreenTests {
    @MainActor
    struct Mailbox {
        static let messages = [
            MailMessage(id: 1, sender: "Ana", subject: "Lunch on Friday?"),
            MailMessage(id: 2, sender: "Ben", subject: "Quarterly report"),
            MailMessage(id: 3, sender: "Chloé", subject: "Photos from the trip"),
            MailMessage(id: 4, sender: "Dev Team", subject: "Build 418 is ready"),
        ]

        private func makeScreen() -> (MailboxViewController, ScrollHarness) {
            let mailbox = MailboxViewController(messages: Self.messages)
            let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: mailbox))
            // The rows shown when the window appeared are shown again when the harness puts its
            // recording proxy in as the table's data source (the table reloads): the log
            // starts after that.
            harness.clearEvents()
            return (mailbox, harness)
        }

        /// The senders the render shows, top to bottom, with any flag drawn before one.
        private func senders(_ harness: ScrollHarness) -> [String] {
            FixtureScreenTests.lines(harness.render()).compactMap { line in
                let text = line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))
                return Self.messages.contains { text.hasSuffix($0.sender) } ? text : nil
            }
        }

        private func log(_ harness: ScrollHarness) -> [String] {
            harness.events(
                .willBeginEditing, .didEndEditing, .alertShown, .alertActionTapped, .dismissed, .commit, .didEndDisplaying,
                .barButtonTapped
            ).map { event in
                "\(event.kind)" + (event.indexPath.map { " \($0.row)" } ?? "") + (event.detail.map { " \($0)" } ?? "")
            }
        }

        @Test func theInboxListsTheMessagesFromItsDiffableSnapshot() throws {
            let (mailbox, harness) = makeScreen()
            expectEqual(senders(harness), ["Ana", "Ben", "Chloé", "Dev Team"])
            expectEqual(harness.barButtonTitles, ["Edit"])
            let snapshot = mailbox.dataSource.snapshot()
            #expect(snapshot.sectionIdentifiers == [.inbox] && snapshot.itemIdentifiers == [1, 2, 3, 4])
            let actions = try harness.actions(forRow: IndexPath(row: 0, section: 0))
            expectEqual(actions.trailing.map(\.title), ["Delete", "Archive"])
            expectEqual(actions.trailing.map(\.isDestructive), [true, false])
            expectEqual(actions.leading.map(\.title), ["Flag"])
            try harness.checkRecordedErrors()
        }

        @Test func theSwipeActionsCarryTheirColoursAndImagesAndNoFullSwipeDelete() throws {
            let (mailbox, _) = makeScreen()
            let row = IndexPath(row: 0, section: 0)
            let trailing = try #require(
                mailbox.tableView(mailbox.tableView, trailingSwipeActionsConfigurationForRowAt: row))
            expectEqual(trailing.performsFirstActionWithFullSwipe, false)
            expectEqual(trailing.actions.map(\.image?.name), ["trash", "archivebox"])
            expectEqual(trailing.actions[1].backgroundColor, .systemBlue)
            let leading = try #require(mailbox.tableView(mailbox.tableView, leadingSwipeActionsConfigurationForRowAt: row))
            expectEqual(leading.actions.map(\.backgroundColor), [.systemOrange])
            expectEqual(leading.actions.map(\.image?.name), ["flag"])
        }

        @Test func swipingDeleteAsksFirstAndCancelKeepsTheMessage() throws {
            let (mailbox, harness) = makeScreen()
            try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Delete")
            let alert = try #require(harness.presentedAlert)
            #expect(alert.title == "Delete Message?" && alert.message == "The message from Ben will be deleted.")
            // Under the alert the table takes no gesture.
            #expect(throws: ScrollHarnessError.self) { try harness.tap(row: IndexPath(row: 0, section: 0)) }
            try harness.tapAlertAction("Cancel")
            #expect(harness.presentedAlert == nil)
            expectEqual(mailbox.messages.map(\.id), [1, 2, 3, 4])
            expectEqual(senders(harness), ["Ana", "Ben", "Chloé", "Dev Team"])
            #expect(
                log(harness) == [
                    "willBeginEditing 1",
                    "alertShown alert \"Delete Message?\" \"The message from Ben will be deleted.\" [Cancel (cancel), Delete (destructive)]",
                    "alertActionTapped Cancel", "dismissed AlertController \"Delete Message?\"", "didEndEditing 1",
                ])
        }

        @Test func confirmingTheDeleteTakesTheMessageOutOfTheSnapshotAndTheTable() throws {
            let (mailbox, harness) = makeScreen()
            try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Delete")
            try harness.tapAlertAction("Delete")
            expectEqual(mailbox.messages.map(\.sender), ["Ana", "Chloé", "Dev Team"])
            expectEqual(senders(harness), ["Ana", "Chloé", "Dev Team"])
            #expect(
                log(harness) == [
                    "willBeginEditing 1",
                    "alertShown alert \"Delete Message?\" \"The message from Ben will be deleted.\" [Cancel (cancel), Delete (destructive)]",
                    "alertActionTapped Delete", "dismissed AlertController \"Delete Message?\"", "didEndDisplaying 1",
                    "didEndEditing 1",
                ])
            try harness.checkRecordedErrors()
        }

        @Test func archiveTakesTheMessageOutWithoutAsking() throws {
            let (mailbox, harness) = makeScreen()
            try harness.swipe(row: IndexPath(row: 2, section: 0), action: "Archive")
            #expect(harness.presentedAlert == nil && harness.events(.alertShown).isEmpty)
            expectEqual(mailbox.archived.map(\.sender), ["Chloé"])
            expectEqual(senders(harness), ["Ana", "Ben", "Dev Team"])
            expectEqual(log(harness), ["willBeginEditing 2", "didEndDisplaying 2", "didEndEditing 2"])
        }

        @Test func theLeadingSwipeFlagsAndUnflagsReconfiguringTheRowInPlace() throws {
            let (mailbox, harness) = makeScreen()
            let row = IndexPath(row: 0, section: 0)
            let cell = mailbox.tableView.cellForRow(at: row)
            try harness.swipe(row: row, action: "Flag", edge: .leading)
            expectEqual(senders(harness).first, "[flag.fill] Ana")
            // Reconfigured, not reloaded: the same cell shows the row, and none left the screen.
            #expect(mailbox.tableView.cellForRow(at: row) === cell)
            #expect(harness.events(.didEndDisplaying).isEmpty)
            #expect(try harness.actions(forRow: row).leading.map(\.title) == ["Unflag"])
            try harness.swipe(row: row, action: "Unflag", edge: .leading)
            expectEqual(senders(harness).first, "Ana")
            expectEqual(mailbox.messages.map(\.isFlagged), [false, false, false, false])
            expectEqual(harness.events(.cellForRow, at: row).count, 2)
        }

        @Test func theContextMenuChecksFlaggedAndItsDeleteAsksFirst() throws {
            let (mailbox, harness) = makeScreen()
            let row = IndexPath(row: 2, section: 0)
            #expect(try harness.longPress(row: row) == ["Flagged", "Archive", "Delete"])
            let menu = mailbox.tableView(mailbox.tableView, contextMenuConfigurationForRowAt: row, point: .zero)?
                .actionProvider?([])
            expectEqual(menu?.title, "Photos from the trip")
            #expect(menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .off, .off])
            #expect(menu?.children.compactMap { ($0 as? UIAction)?.attributes } == [[], [], .destructive])
            try harness.chooseContextMenuAction("Flagged")
            #expect(mailbox.messages[2].isFlagged && senders(harness)[2] == "[flag.fill] Chloé")
            // Open again, the menu checks it.
            let checked = mailbox.tableView(mailbox.tableView, contextMenuConfigurationForRowAt: row, point: .zero)?
                .actionProvider?([])
            expectEqual((checked?.children.first as? UIAction)?.state, .on)
            try harness.longPress(row: row)
            try harness.chooseContextMenuAction("Delete")
            expectEqual(harness.presentedAlert?.message, "The message from Chloé will be deleted.")
            try harness.tapAlertAction("Delete")
            expectEqual(senders(harness), ["Ana", "Ben", "Dev Team"])
            #expect(
                harness.events(.contextMenuConfiguration, .willDisplayContextMenu, .willEndContextMenuInteraction, .alertShown)
                    .map(\.kind) == [
                        .contextMenuConfiguration, .willDisplayContextMenu, .willEndContextMenuInteraction,
                        .contextMenuConfiguration, .willDisplayContextMenu, .willEndContextMenuInteraction, .alertShown,
                    ])
        }

        @Test func theEditButtonShowsDeleteControlsThatDeleteWithoutAnAlert() throws {
            let (mailbox, harness) = makeScreen()
            try harness.tapBarButton("Edit")
            #expect(mailbox.isEditing && mailbox.tableView.isEditing && harness.barButtonTitles == ["Done"])
            #expect(FixtureScreenTests.lines(harness.render()).filter { $0.contains("⊖") }.count == 4)
            // In editing mode a swipe opens nothing.
            #expect(throws: ScrollHarnessError.self) {
                try harness.swipe(row: IndexPath(row: 0, section: 0), action: "Delete")
            }
            try harness.tapEditingControl(row: IndexPath(row: 3, section: 0))
            try harness.tapBarButton("Done")
            #expect(!mailbox.tableView.isEditing && harness.barButtonTitles == ["Edit"])
            expectEqual(mailbox.messages.map(\.sender), ["Ana", "Ben", "Chloé"])
            #expect(
                log(harness) == [
                    "barButtonTapped Edit", "commit 3 delete", "didEndDisplaying 3", "barButtonTapped Done",
                ])
        }
    }
}
