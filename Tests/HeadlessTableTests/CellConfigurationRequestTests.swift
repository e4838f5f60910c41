import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// The state changes that ask a cell for a configuration update, as UIKit's cell does.
@MainActor
struct CellConfigurationRequestTests {
    /// A cell that writes down the state each configuration update is given.
    private final class StateLoggingCell: TableViewCell {
        var log: [String] = []
        override func updateConfiguration(using state: CellConfigurationState) {
            log.append("editing=\(state.isEditing) selected=\(state.isSelected)")
        }
    }

    @Test func enteringOrLeavingEditingModeAsksForOneUpdateBeforeTheNextLayout() {
        let cell = StateLoggingCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        cell.log.removeAll()
        cell.setEditing(true, animated: false)
        // Asked for, run at the next layout, not in the call.
        expectEqual(cell.log, [])
        cell.layoutIfNeeded()
        expectEqual(cell.log, ["editing=true selected=false"])
        // No change, no update.
        cell.setEditing(true, animated: true)
        cell.layoutIfNeeded()
        cell.isEditing = false
        cell.layoutIfNeeded()
        expectEqual(cell.log, ["editing=true selected=false", "editing=false selected=false"])
    }
}
