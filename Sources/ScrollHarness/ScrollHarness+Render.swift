import Foundation
import TableLiaison

extension ScrollHarness {
    /// The viewport as text a person can read at a glance: a box per visible row and
    /// header, as tall as the item at `pointsPerLine` points a line, with the labels' laid-out
    /// lines inside; pinned headers drawn over the rows; the scroll position in the right
    /// margin. Each box's title line names the row ("0-3") and marks what a user sees of its
    /// state: `sel` selected, `hl` highlighted, `›` disclosure indicator, `ⓘ` detail button,
    /// `ⓘ›` detail disclosure button, `✓` checkmark, `⊖` delete control, `⊕` insert
    /// control, `≡` reorder handle, `⊘Title` a disabled button: `┌─0-3 sel ✓ ⊖ ≡──…`.
    /// The same screen always renders the same text.
    public func render() -> String {
        tableView.layoutIfNeeded()
        let visible = tableView.visibleRect
        let lineCount = max(1, Int((visible.height / pointsPerLine).rounded(.up)))
        var canvas = Canvas(width: renderWidth, height: lineCount)
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = tableView.cellForRow(at: indexPath) else { continue }
            let marks = Self.stateMarks(of: cell)
            canvas.box(top: cell.frame.minY - visible.minY, bottom: cell.frame.maxY - visible.minY, scale: pointsPerLine,
                       title: "\(indexPath.section)-\(indexPath.row)\(marks)", lines: Self.text(of: cell))
        }
        for section in tableView.sectionsWithVisibleHeaders {
            guard let header = tableView.headerView(forSection: section) else { continue }
            canvas.box(top: header.frame.minY - visible.minY, bottom: header.frame.maxY - visible.minY, scale: pointsPerLine,
                       title: "header \(section)" + Self.stateMarks(ofHeaderFooter: header), lines: Self.text(of: header), heavy: true)
        }
        let content = tableView.contentSize.height
        let range = max(1, tableView.maximumContentOffsetY - tableView.minimumContentOffsetY)
        let position = (tableView.contentOffset.y - tableView.minimumContentOffsetY) / range
        let thumb = min(lineCount - 1, max(0, Int((position * CGFloat(lineCount - 1)).rounded())))
        // "+ 0" turns a negative zero into zero, so the text is the same either way.
        var output = [String(format: "offset %.1f of %.1f", tableView.contentOffset.y + 0, content)]
        for (index, line) in canvas.lines.enumerated() {
            output.append(line + (index == thumb ? " █" : " │"))
        }
        return output.joined(separator: "\n")
    }

    /// The text a view shows, in tree order, as `render()` draws it: labels' laid-out lines,
    /// images by name, buttons by title, a spinner while it turns.
    public static func renderedText(of view: View) -> [String] {
        text(of: view)
    }

    static func text(of view: View) -> [String] {
        var lines: [String] = []
        func visit(_ view: View) {
            if view.isHidden { return }
            switch view {
            case let label as Label: lines += label.lines
            case let image as ImageView: if let name = image.image?.name { lines.append("[\(name)]") }
            case let button as Button: lines.append("(\(button.title ?? ""))")
            case let spinner as ActivityIndicatorView: if spinner.isAnimating { lines.append("⟳ loading") }
            default: break
            }
            if !(view is Button) { for subview in view.subviews { visit(subview) } }
        }
        visit(view)
        return lines
    }
}

/// A grid of text cells; wide (CJK) characters take two cells.
struct Canvas {
    let width: Int
    let height: Int
    private var cells: [[String]]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    var lines: [String] { cells.map { $0.joined() } }

    /// Draws a box from `top` to `bottom` points (scaled to lines), clipped to the canvas:
    /// a title bar, then the text, one line each; the next box's title bar closes it.
    mutating func box(top: CGFloat, bottom: CGFloat, scale: CGFloat, title: String, lines text: [String], heavy: Bool = false) {
        let first = Int((top / scale).rounded())
        let last = max(first, Int((bottom / scale).rounded()) - 1)
        let (h, v, left, right) = heavy ? ("━", "┃", "┏", "┓") : ("─", "│", "┌", "┐")
        let inner = width - 2
        guard last >= 0, first < height else { return }
        for line in max(0, first)...min(height - 1, last) {
            clear(line)
            if first == last {
                write(line, "[" + fit(title + " " + (text.first ?? ""), inner) + "]")
            } else if line == first {
                write(line, left + fit(title, inner, pad: h, prefix: h) + right)
            } else {
                let index = line - first - 1
                write(line, v + fit(index < text.count ? " " + text[index] : "", inner) + v)
            }
        }
    }

    private mutating func clear(_ line: Int) {
        cells[line] = Array(repeating: " ", count: width)
    }

    private mutating func write(_ line: Int, _ text: String) {
        var column = 0
        for character in text where column < width {
            let wide = TextMetrics.characterClass(of: character) == .wide
            if wide && column + 1 >= width { break }
            cells[line][column] = String(character)
            column += 1
            if wide {
                cells[line][column] = ""
                column += 1
            }
        }
    }

    /// `text` cut or padded to `length` display columns.
    private func fit(_ text: String, _ length: Int, pad: String = " ", prefix: String = "") -> String {
        var result = prefix
        var used = prefix.count
        for character in text {
            let columns = TextMetrics.characterClass(of: character) == .wide ? 2 : 1
            if used + columns > length { break }
            result.append(character)
            used += columns
        }
        return result + String(repeating: pad, count: max(0, length - used))
    }
}
