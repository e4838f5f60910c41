import Foundation
import TableLiaison

/// What a cell shows, as the reuse-consistency check compares it: one line per view of its
/// content tree (path, type, and what the view shows: text, image name, button title,
/// switch state, spinner, hidden), then its accessory and accessory view. A hidden view's subtree is
/// left out: nothing in it shows.
@MainActor
struct CellContents: Equatable {
    var lines: [String]

    init(of cell: TableViewCell) {
        var lines = ["accessory \(cell.accessoryType)"]
        Self.visit(cell.contentView, path: "contentView", into: &lines)
        if let accessory = cell.accessoryView { Self.visit(accessory, path: "accessoryView", into: &lines) }
        self.lines = lines
    }

    private static func visit(_ view: View, path: String, into lines: inout [String]) {
        var line = "\(path) \(type(of: view))"
        if view.isHidden {
            lines.append(line + " hidden")
            return
        }
        switch view {
        case let label as Label: line += " text \(label.text.map { $0.debugDescription } ?? "nil")"
        case let image as ImageView: line += " image \(image.image.map { $0.name.debugDescription } ?? "nil")"
        case let button as Button: line += " title \(button.title.map { $0.debugDescription } ?? "nil")"
        case let toggle as Switch: line += toggle.isOn ? " on" : " off"
        case let spinner as ActivityIndicatorView: line += spinner.isAnimating ? " spinning" : " stopped"
        default: break
        }
        lines.append(line)
        for (index, subview) in view.subviews.enumerated() {
            visit(subview, path: "\(path).\(index)", into: &lines)
        }
    }

    /// The first line that differs from `fresh`: "contentView.0 ImageView image "bear.jpg"
    /// where a fresh cell has contentView.0 ImageView image nil".
    func firstDifference(from fresh: CellContents) -> String? {
        for index in 0..<max(lines.count, fresh.lines.count) {
            let shown = index < lines.count ? lines[index] : "nothing"
            let expected = index < fresh.lines.count ? fresh.lines[index] : "nothing"
            if shown != expected { return "it shows \(shown) where a fresh cell shows \(expected)" }
        }
        return nil
    }
}
