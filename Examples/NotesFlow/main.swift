import ExampleScreens
import Foundation
import ScrollHarness
import TableLiaison
import ViewControllers

// `swift run NotesFlow`: a list of notes in a navigation controller, driven as a user would:
// open a note and come back, ask to delete one and cancel, add one in the form.

@MainActor
func main() throws {
    let flow = NotesFlow()
    let harness = ScrollHarness(rootViewController: flow.navigation, size: CGSize(width: 390, height: 300))
    harness.renderWidth = 40
    print(harness.render())
    try harness.tap(row: IndexPath(row: 0, section: 0))
    print("── tapped \"Groceries\"\n" + harness.render())
    try harness.goBack()
    try harness.swipe(row: IndexPath(row: 1, section: 0), action: "Delete")
    print("── swiped \"Ideas\" to delete\n" + harness.render())
    try harness.tapAlertAction("Cancel")
    try harness.tapBarButton("Add")
    print("── tapped Add\n" + harness.render())
    print("── the log\n" + harness.dump(.pushed, .popped, .presented, .dismissed, .alertShown, .barButtonTapped))
}

try MainActor.assumeIsolated { try main() }
