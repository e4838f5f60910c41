import Foundation
import TableLiaison

/// The state marks `render()` writes in a box's title line, after the row's "section-row":
/// what a user sees of a cell besides its text.
///
/// In this order, separated by spaces:
/// - selection: `sel` for a selected row, `hl` for a highlighted one (a finger is down);
/// - accessory: `›` disclosure indicator, `ⓘ` detail button, `ⓘ›` detail disclosure
///   button, `✓` checkmark;
/// - editing mode: `⊖` the delete control, `⊕` the insert control, `≡` the reorder handle;
/// - `⊘Title` for each disabled button in the cell (its identifier when untitled).
///
/// A plain row has no marks: `┌─0-3──…`; a selected, checked row in editing mode that can
/// be deleted and moved: `┌─0-3 sel ✓ ⊖ ≡──…`. Headers carry only the disabled-button marks.
extension ScrollHarness {
    /// The marks of a cell's state, each preceded by a space; empty for a plain row.
    static func stateMarks(of cell: TableViewCell) -> String {
        var marks: [String] = []
        if cell.isSelected { marks.append("sel") }
        if cell.isHighlighted { marks.append("hl") }
        switch cell.accessoryType {
        case .none: break
        case .disclosureIndicator: marks.append("›")
        case .detailButton: marks.append("ⓘ")
        case .detailDisclosureButton: marks.append("ⓘ›")
        case .checkmark: marks.append("✓")
        }
        switch cell.editingStyle {
        case .none: break
        case .delete: marks.append("⊖")
        case .insert: marks.append("⊕")
        }
        if cell.showsReorderControl { marks.append("≡") }
        return (marks + disabledControlMarks(in: cell)).map { " " + $0 }.joined()
    }

    /// The marks of a header's or footer's disabled buttons, each preceded by a space.
    static func stateMarks(ofHeaderFooter view: View) -> String {
        disabledControlMarks(in: view).map { " " + $0 }.joined()
    }

    private static func disabledControlMarks(in view: View) -> [String] {
        controls(in: view).filter { !$0.isEnabled }.map {
            "⊘" + (($0 as? Button)?.title ?? $0.accessibilityIdentifier ?? ($0 is Switch ? "switch" : "untitled"))
        }
    }
}
