import Foundation
import TableLiaison

/// What a cell, header or footer shows, as the reuse-consistency check compares it: one
/// line per view of its content tree (path, type, and what the view shows: text, image
/// name, button title, switch state, spinner, hidden), then, for a cell, its accessory and
/// accessory view. A hidden view's subtree is left out: nothing in it shows.
@MainActor
struct CellContents: Equatable {
    var lines: [String]

    init(of cell: TableViewCell) {
        var lines = ["accessory \(cell.accessoryType)"]
        Self.visit(cell.contentView, path: "contentView", into: &lines)
        if let accessory = cell.accessoryView { Self.visit(accessory, path: "accessoryView", into: &lines) }
        self.lines = lines
    }

    /// A header or footer: a header-footer view's content view, any other view as a whole.
    init(ofSupplementary view: View) {
        var lines: [String] = []
        if let headerFooter = view as? TableViewHeaderFooterView {
            Self.visit(headerFooter.contentView, path: "contentView", into: &lines)
        } else {
            Self.visit(view, path: "view", into: &lines)
        }
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
        // An index loop over a copy: `enumerated()`'s iterator is generic code a debug build
        // pays for on every view of every cell a check compares.
        let subviews = view.subviews
        for index in 0..<subviews.count {
            visit(subviews[index], path: "\(path).\(index)", into: &lines)
        }
    }

    /// The first line that differs from `fresh`: "contentView.0 ImageView image "bear.jpg"
    /// where a fresh cell has contentView.0 ImageView image nil".
    func firstDifference(from fresh: CellContents, freshOne what: String = "cell") -> String? {
        for index in 0..<max(lines.count, fresh.lines.count) {
            let shown = index < lines.count ? lines[index] : "nothing"
            let expected = index < fresh.lines.count ? fresh.lines[index] : "nothing"
            if shown != expected { return "it shows \(shown) where a fresh \(what) shows \(expected)" }
        }
        return nil
    }
}
