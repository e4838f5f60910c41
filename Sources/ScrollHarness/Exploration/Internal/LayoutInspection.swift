import Foundation
import TableLiaison

/// Reads the layout of what a table shows, for the `layout` and `clipped text` checks.
@MainActor
struct LayoutInspection {
    let table: TableView

    /// The cells, headers and footers on screen, each with how a report names it.
    private var shownViews: [(name: String, view: View)] {
        var shown: [(String, View)] = []
        for section in table.sectionsWithVisibleHeaders {
            if let header = table.displayedHeader(forSection: section) { shown.append(("header of section \(section)", header)) }
        }
        for indexPath in table.indexPathsForVisibleRows ?? [] {
            if let cell = table.cellForRow(at: indexPath) { shown.append(("row \(indexPath.harnessDescription)", cell)) }
        }
        for section in table.sectionsWithVisibleFooters {
            if let footer = table.displayedFooter(forSection: section) { shown.append(("footer of section \(section)", footer)) }
        }
        return shown
    }

    /// The first layout diagnostic the table collected, else the first view placed by
    /// constraints on screen whose layout is ambiguous, as a failure message; nil when
    /// neither.
    func layoutViolation() -> String? {
        if let first = table.layoutDiagnostics.first {
            let count = table.layoutDiagnostics.count
            let more = count > 1 ? " (and \(count - 1) more)" : ""
            return "the table collected a layout diagnostic\(more):\n\(first)"
        }
        for (name, root) in shownViews {
            var stack = root.subviews.reversed() as [View]
            while let view = stack.popLast() {
                if !view.translatesAutoresizingMaskIntoConstraints, view.hasAmbiguousLayout {
                    return "\(name): \(Self.name(of: view)) in \(type(of: root)) has an ambiguous layout "
                        + "(frame \(Self.describe(view.frame))): its constraints allow other frames as well"
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return nil
    }

    /// The first label on screen shorter than its text, as a failure message; nil when none.
    func clippedLabel() -> String? {
        for (name, root) in shownViews {
            var stack = [root]
            while let view = stack.popLast() {
                if view.isHidden { continue }
                if let label = view as? Label, let text = label.text, !text.isEmpty, label.bounds.width > 0,
                    label.bounds.height > 0
                {
                    let needed = label.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude)).height
                    if needed > label.bounds.height + TextMetrics.pixel + 1e-6 {
                        return "\(name): \(Self.name(of: label)) \(Self.quote(text)) in \(type(of: root)) is "
                            + "\(Self.number(label.bounds.height)) points high; its \(label.lines.count) line(s) in "
                            + "\(Self.number(label.font.pointSize))-point text need \(Self.number(needed))"
                    }
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return nil
    }

    private static func name(of view: View) -> String {
        let type = String(describing: Swift.type(of: view))
        return view.accessibilityIdentifier.map { "\(type)('\($0)')" } ?? type
    }

    private static func quote(_ text: String) -> String {
        text.count <= 30 ? "\"\(text)\"" : "\"\(text.prefix(29))…\""
    }

    private static func number(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }

    private static func describe(_ rect: CGRect) -> String {
        "x \(number(rect.minX)), y \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height))"
    }
}
