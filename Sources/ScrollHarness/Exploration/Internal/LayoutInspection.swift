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

    /// The first label on screen that clips its text as `strictness` says, as a failure
    /// message; nil when none.
    func clippedLabel(_ strictness: TextClipping) -> String? {
        for (name, root) in shownViews {
            var stack = [root]
            while let view = stack.popLast() {
                if view.isHidden { continue }
                if let label = view as? Label, let text = label.text, !text.isEmpty, label.bounds.width > 0,
                    label.bounds.height > 0
                {
                    let subject = "\(name): \(Self.name(of: label)) \(Self.quote(text)) in \(type(of: root))"
                    if let message = Self.clipping(of: label, strictness) { return "\(subject) \(message)" }
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }
        return nil
    }

    /// What `label` loses of its text, as the end of a failure message; nil when nothing.
    /// The lines are those the label lays out at its width (with its `numberOfLines`); each
    /// is the font's line height. A line shows when at most a quarter of it is cut
    /// (`.lostLine`), or the label is at least as high as all its lines within a pixel
    /// (`.anyFraction`).
    static func clipping(of label: Label, _ strictness: TextClipping) -> String? {
        let lines = label.lines
        guard !lines.isEmpty else { return nil }
        let height = label.bounds.height
        let lineHeight = label.font.lineHeight
        let needed = TextMetrics.ceilToPixel(CGFloat(lines.count) * lineHeight)
        let need =
            "\(number(height)) points high; its \(lines.count) line(s) in \(number(label.font.pointSize))-point text "
            + "need \(number(needed))"
        switch strictness {
        case .anyFraction:
            guard needed > height + TextMetrics.pixel + 1e-6 else { return nil }
            return "is \(need)"
        case .lostLine:
            // UIKit draws the lines that fit (the last with an ellipsis when lines are left
            // over); a line cut by at most a quarter of its height still reads.
            let shown = min(lines.count, Int(((height + lineHeight / 4 + 1e-6) / lineHeight).rounded(.down)))
            guard shown < lines.count else { return nil }
            let lost = shown + 1
            let ellipsis = shown > 0 ? " (UIKit ends line \(shown) with an ellipsis)" : ""
            return "loses line \(lost) of \(lines.count), \(quote(lines[shown])): it is \(need), "
                + "and a line more than a quarter cut does not show\(ellipsis)"
        }
    }

    private static func name(of view: View) -> String {
        let type = String(describing: Swift.type(of: view))
        return view.accessibilityIdentifier.map { "\(type)('\($0)')" } ?? type
    }

    private static func quote(_ text: String) -> String {
        text.count <= 30 ? "\"\(text)\"" : "\"\(text.prefix(29))…\""
    }

    private static func number(_ value: CGFloat) -> String { OneDecimal.format(Double(value)) }

    private static func describe(_ rect: CGRect) -> String {
        "x \(number(rect.minX)), y \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height))"
    }
}
