import Foundation
import TableLiaison

extension ScrollHarness {
    /// The viewport as text a person can read at a glance: a box per visible row and
    /// header, as tall as the item at `pointsPerLine` points a line, with each label's
    /// laid-out lines (at the size a label that shrinks its text to fit shrank it to; a
    /// centred or right-aligned label's lines placed by its `textAlignment`), image and
    /// symbol names (`[star.fill]`, where the image view's `contentMode` puts the image),
    /// button titles (`(Follow)`; `([heart])` for a button with an image only), switches (`(on ●)` or
    /// `(○ off)`), spinners (`⟳ loading`; a refresh control's `⟳ refreshing` above the
    /// content while it refreshes) and gradient layers (`gradient(red→blue)`, their
    /// colours' names at the top-left of the layer's frame) placed where they are (other
    /// colours and font sizes are not drawn),
    /// scaled to the character grid across as well as down (`renderWidth` characters for the
    /// table's width), so a horizontal stack reads across a line; text that would overlap
    /// earlier text on its line moves right past it. Pinned headers are drawn over the rows;
    /// the scroll position is in the right margin, unless the table's
    /// `showsVerticalScrollIndicator` is false. Each box's title line names the row
    /// ("0-3") and marks what a user sees of its state: `sel` selected, `hl` highlighted, `›`
    /// disclosure indicator, `ⓘ` detail button, `ⓘ›` detail disclosure button, `✓`
    /// checkmark, `⊖` delete control, `⊕` insert control, `≡` reorder handle, `⊘Title` a
    /// disabled button or switch: `┌─0-3 sel ✓ ⊖ ≡──…`. The same screen always renders the same text.
    ///
    /// `pointsPerLine` and `renderWidth` are clamped as their documentation says; the text
    /// has at most `maximumRenderLines` lines, and boxes that reach past the viewport (a row
    /// of a huge height) are cut at its edges.
    public func render() -> String {
        tableView.layoutIfNeeded()
        let visible = tableView.visibleRect
        let pointsPerLine = pointsPerLine.isFinite && pointsPerLine >= 1 ? pointsPerLine : 1
        let renderWidth = max(4, renderWidth)
        let lineCount = Grid.clampedInt((visible.height / pointsPerLine).rounded(.up), 1...Self.maximumRenderLines)
        var canvas = Canvas(width: renderWidth, height: lineCount)
        let width = visible.width.isFinite ? max(1, visible.width) : 1
        let grid = Grid(pointsPerLine: pointsPerLine, pointsPerColumn: width / CGFloat(renderWidth - 2))
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = tableView.cellForRow(at: indexPath) else { continue }
            let marks = Self.stateMarks(of: cell)
            canvas.box(
                top: cell.frame.minY - visible.minY, bottom: cell.frame.maxY - visible.minY, grid: grid,
                title: "\(indexPath.section)-\(indexPath.row)\(marks)",
                items: Self.placedText(of: cell, showingOpacity: rendersOpacity))
        }
        if (tableView.indexPathsForVisibleRows ?? []).isEmpty, let background = tableView.backgroundView,
            !background.isHidden
        {
            background.frame = CGRect(origin: .zero, size: visible.size)
            background.layoutIfNeeded()
            let items = Self.placedText(of: background, showingOpacity: rendersOpacity)
            if !items.isEmpty {
                canvas.box(top: 0, bottom: visible.height, grid: grid, title: "background", items: items)
            }
        }
        // A refreshing control's spinner, in the middle of the room its inset makes above the
        // content (on screen while the content rests there).
        if let control = tableView.refreshControl, control.isRefreshing {
            let middle = (control.frame.midY - visible.minY) / pointsPerLine
            if middle.isFinite && middle >= 0 { canvas.centred("⟳ refreshing", line: Grid.clampedInt(middle, 0...Int.max)) }
        }
        for section in tableView.sectionsWithVisibleHeaders {
            guard let header = tableView.displayedHeader(forSection: section) else { continue }
            canvas.box(
                top: header.frame.minY - visible.minY, bottom: header.frame.maxY - visible.minY, grid: grid,
                title: "header \(section)" + Self.stateMarks(ofHeaderFooter: header),
                items: Self.placedText(of: header, showingOpacity: rendersOpacity),
                heavy: true)
        }
        let content = tableView.contentSize.height
        let range = max(1, tableView.maximumContentOffsetY - tableView.minimumContentOffsetY)
        let position = (tableView.contentOffset.y - tableView.minimumContentOffsetY) / range
        let thumb = Grid.clampedInt((position * CGFloat(lineCount - 1)).rounded(), 0...(lineCount - 1))
        // "+ 0" turns a negative zero into zero, so the text is the same either way.
        var output = [String(format: "offset %.1f of %.1f", tableView.contentOffset.y + 0, content)]
        for (index, line) in canvas.lines.enumerated() {
            // The table's `showsVerticalScrollIndicator` hides the scroll bar, as on a device.
            guard tableView.showsVerticalScrollIndicator else {
                output.append(line)
                continue
            }
            output.append(line + (index == thumb ? " █" : " │"))
        }
        return decoratedForHostedScreens(output).joined(separator: "\n")
    }

    /// The text a view shows, in tree order, as `render()` draws it: gradient layers by their
    /// colours, labels' laid-out lines, images by name, buttons by title, switches by state,
    /// a spinner while it turns.
    /// With `showingOpacity`, as a screen shows it mid-animation (see ``rendersOpacity``).
    public static func renderedText(of view: View, showingOpacity: Bool = false) -> [String] {
        placedText(of: view, showingOpacity: showingOpacity).flatMap(\.lines)
    }

    /// The most lines `render()` draws, however tall the viewport.
    public static let maximumRenderLines = 10_000

    /// The text a view shows, in tree order, each piece with where it is in `view`'s
    /// coordinates: a view's gradient layers (before its own text), labels' laid-out lines,
    /// images by name, buttons by title, a spinner while it turns. Hidden views and their
    /// subviews show nothing.
    ///
    /// With `showingOpacity`, views are drawn as the screen shows them mid-animation: at
    /// their layers' presentation opacity (see `Layer.presentation()`), times their
    /// superviews'; a view at zero shows nothing, one in between marks its text with its
    /// percentage ("Saved (40%)"), so a test sees a fade.
    static func placedText(of view: View, showingOpacity: Bool = false) -> [PlacedText] {
        var items: [PlacedText] = []
        func visit(_ view: View, origin: CGPoint, opacity inherited: Float) {
            if view.isHidden { return }
            let opacity = showingOpacity ? inherited * Self.shownOpacity(of: view) : 1
            if opacity <= 0 { return }
            let frame = CGRect(origin: origin, size: view.frame.size)
            let first = items.count
            func single(_ text: String) {
                items.append(
                    PlacedText(x: frame.minX, firstCenterY: frame.midY, lineHeight: 0, width: frame.width, lines: [text]))
            }
            if let layer = view.loadedLayer { placeLayerText(of: layer, at: frame, into: &items) }
            switch view {
            case let label as Label:
                let lines = label.lines
                let lineHeight = label.displayedLineHeight
                // A label centres its lines vertically in its bounds, as UILabel does.
                let top = frame.minY + (frame.height - CGFloat(lines.count) * lineHeight) / 2
                let offsets = lines.isEmpty ? [] : label.lineOffsets(inWidth: frame.width)
                if offsets.count == lines.count, offsets.contains(where: { $0 != 0 }) {
                    // Each line has its own offset across the label's width (its paragraph's
                    // alignment and indents).
                    for (index, line) in lines.enumerated() {
                        items.append(
                            PlacedText(
                                x: frame.minX + offsets[index],
                                firstCenterY: top + lineHeight / 2 + CGFloat(index) * lineHeight, lineHeight: lineHeight,
                                width: frame.width, lines: [line]))
                    }
                } else if !lines.isEmpty {
                    items.append(
                        PlacedText(
                            x: frame.minX, firstCenterY: top + lineHeight / 2, lineHeight: lineHeight, width: frame.width,
                            lines: lines))
                }
            case let image as ImageView:
                if let name = image.displayedImage?.name {
                    // The name starts where the content mode puts the image, cut to the
                    // bounds when the view clips.
                    var shown = image.imageRect.offsetBy(dx: frame.minX, dy: frame.minY)
                    if image.clipsToBounds { shown = shown.intersection(frame) }
                    let x = shown.isNull ? frame.minX : shown.minX
                    items.append(
                        PlacedText(
                            x: x, firstCenterY: frame.midY, lineHeight: 0, width: shown.isNull ? 0 : shown.width,
                            lines: ["[\(name)]"]))
                }
            case let button as Button:
                let title = button.title ?? ""
                single(title.isEmpty ? button.currentImage.map { "([\($0.name)])" } ?? "()" : "(\(title))")
            case let toggle as Switch: single(toggle.isOn ? "(on ●)" : "(○ off)")
            case let slider as Slider: single("[slider \(String(format: "%.2f", slider.value))]")
            case let stepper as Stepper: single("(− \(stepper.accessibilityValue ?? "") +)")
            case let dots as PageControl:
                if dots.numberOfPages > 1 || !dots.hidesForSinglePage {
                    single((0..<dots.numberOfPages).map { $0 == dots.currentPage ? "●" : "○" }.joined())
                }
            case let progress as ProgressView: single("[progress \(Int((progress.progress * 100).rounded()))%]")
            case let spinner as ActivityIndicatorView: if spinner.isAnimating { single("⟳ loading") }
            default: break
            }
            // The view's own text carries its opacity; its subviews mark theirs.
            if opacity < 1 {
                let mark = " (\(Int((opacity * 100).rounded()))%)"
                for index in first..<items.count { items[index].lines = items[index].lines.map { $0 + mark } }
            }
            if view is Button { return }
            for subview in view.subviews {
                visit(
                    subview,
                    origin: CGPoint(
                        x: origin.x + subview.frame.minX - view.bounds.minX, y: origin.y + subview.frame.minY - view.bounds.minY),
                    opacity: opacity)
            }
        }
        visit(view, origin: .zero, opacity: 1)
        return items
    }

    /// The opacity `view` shows with now: its layer's presentation opacity while an
    /// animation of it runs, else its alpha.
    private static func shownOpacity(of view: View) -> Float {
        guard let layer = view.loadedLayer else { return Float(view.alpha) }
        return layer.presentation()?.opacity ?? layer.opacity
    }
}

extension ScrollHarness {
    /// The gradients of `layer`'s tree, `layer` at `frame`: `gradient(red→blue)` at the
    /// top-left of each visible gradient layer with a non-empty frame and colours, then the
    /// same for its sublayers, back to front. A hidden layer, or one at zero opacity, shows
    /// nothing of its tree; masks are not drawn.
    static func placeLayerText(of layer: Layer, at frame: CGRect, into items: inout [PlacedText]) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if let gradient = layer as? GradientLayer, frame.width > 0, frame.height > 0 {
            let names = gradient.gradientColors.map(\.name)
            if !names.isEmpty {
                items.append(
                    PlacedText(
                        x: frame.minX, firstCenterY: frame.minY, lineHeight: 0, width: frame.width,
                        lines: ["gradient(\(names.joined(separator: "→")))"]))
            }
        }
        // The added layers only: a view's subviews' layers are drawn with their views.
        let bounds = layer.bounds
        for sublayer in layer.addedSublayers {
            let sub = sublayer.frame
            placeLayerText(
                of: sublayer,
                at: CGRect(
                    x: frame.minX + sub.minX - bounds.minX, y: frame.minY + sub.minY - bounds.minY, width: sub.width,
                    height: sub.height),
                into: &items)
        }
    }
}

/// Text a view shows, with where it is: the left edge, the centre of its first line, the
/// distance between lines and the view's width, in the coordinates of the row or header it
/// belongs to.
struct PlacedText {
    var x: CGFloat
    var firstCenterY: CGFloat
    var lineHeight: CGFloat
    var width: CGFloat
    var lines: [String]
}

/// How points map to the text grid.
struct Grid {
    var pointsPerLine: CGFloat
    var pointsPerColumn: CGFloat

    /// `value` as an `Int` within `range`: NaN is the range's lower bound, and values beyond
    /// it (infinities included) its nearest bound, so no conversion can trap.
    static func clampedInt(_ value: CGFloat, _ range: ClosedRange<Int>) -> Int {
        guard !value.isNaN else { return range.lowerBound }
        if value <= CGFloat(range.lowerBound) { return range.lowerBound }
        if value >= CGFloat(range.upperBound) { return range.upperBound }
        return Int(value)
    }

    /// The text line holding `points` (rounded as `rule` says), clamped to ±2⁴⁰ lines: far
    /// enough that boxes starting above the canvas keep their place, near enough that adding
    /// lines cannot overflow.
    func line(_ points: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Int {
        Self.clampedInt((points / pointsPerLine).rounded(rule), -(1 << 40)...(1 << 40))
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
    /// its border with the title, then its text placed where the views are; the next box's
    /// title bar closes it.
    mutating func box(top: CGFloat, bottom: CGFloat, grid: Grid, title: String, items: [PlacedText], heavy: Bool = false) {
        let first = grid.line(top)
        let last = max(first, grid.line(bottom) - 1)
        guard last >= 0, first < height else { return }
        let contentStart = border(first: first, last: last, title: title, heavy: heavy)
        place(items, first: first, last: last, grid: grid, startColumn: contentStart)
    }

    /// Clears the box's lines and draws its border: a title bar on the first line and sides
    /// on the others, or "[title ]" when the box is one line. Returns the first column text
    /// may take on the box's lines.
    private mutating func border(first: Int, last: Int, title: String, heavy: Bool) -> Int {
        let (h, v, left, right) = heavy ? ("━", "┃", "┏", "┓") : ("─", "│", "┌", "┐")
        let inner = width - 2
        for line in max(0, first)...min(height - 1, last) {
            clear(line)
            if first == last {
                write(line, 0, "[" + fit(title, inner) + "]")
            } else if line == first {
                write(line, 0, left + fit(title, inner, pad: h, prefix: h) + right)
            } else {
                write(line, 0, v + fit("", inner) + v)
            }
        }
        return first == last ? min(width - 1, 1 + columns(of: title) + 1) : 2
    }

    /// Writes each piece of text at its place in the box: the line holding its centre (below
    /// the title bar, above the bottom) and the column of its left edge (from `startColumn`).
    /// A label's lines take successive lines; text that would overlap text already on its
    /// line starts one space after it; what runs past the box is cut.
    private mutating func place(_ items: [PlacedText], first: Int, last: Int, grid: Grid, startColumn: Int) {
        struct Piece {
            var line: Int
            var column: Int
            var order: Int
            var text: String
        }
        var pieces: [Piece] = []
        let firstTextLine = first == last ? first : first + 1
        for item in items {
            var previous = Int.min
            for (index, text) in item.lines.enumerated() {
                let center = item.firstCenterY + CGFloat(index) * item.lineHeight
                let line = max(
                    firstTextLine, first + grid.line(center, .down),
                    previous == Int.min ? Int.min : previous + 1)
                previous = line
                guard line <= last else { break }
                let column = max(startColumn, 1 + Grid.clampedInt((item.x / grid.pointsPerColumn).rounded(), 0...width))
                pieces.append(Piece(line: line, column: column, order: pieces.count, text: text))
            }
        }
        pieces.sort { ($0.line, $0.column, $0.order) < ($1.line, $1.column, $1.order) }
        var nextFree: [Int: Int] = [:]
        for piece in pieces where piece.line >= 0 && piece.line < height {
            let start = max(piece.column, nextFree[piece.line] ?? startColumn)
            let end = write(piece.line, start, piece.text, limit: width - 1)
            nextFree[piece.line] = end + 1
        }
    }

    private mutating func clear(_ line: Int) {
        cells[line] = Array(repeating: " ", count: width)
    }

    /// Writes `text` centred on `line`, over what the line holds (nothing where the content
    /// has not started); a line outside the canvas is left alone.
    mutating func centred(_ text: String, line: Int) {
        guard line >= 0 && line < height else { return }
        write(line, max(0, (width - columns(of: text)) / 2), text)
    }

    /// Writes `text` on `line` from `column`, stopping before `limit` (the width by default);
    /// returns the column after the last character written.
    @discardableResult
    private mutating func write(_ line: Int, _ column: Int, _ text: String, limit: Int? = nil) -> Int {
        let limit = min(width, limit ?? width)
        var column = column
        for character in text where column < limit {
            let wide = TextMetrics.characterClass(of: character) == .wide
            if wide && column + 1 >= limit { break }
            cells[line][column] = String(character)
            column += 1
            if wide {
                cells[line][column] = ""
                column += 1
            }
        }
        return column
    }

    /// Display columns of `text`.
    private func columns(of text: String) -> Int {
        text.reduce(0) { $0 + (TextMetrics.characterClass(of: $1) == .wide ? 2 : 1) }
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
