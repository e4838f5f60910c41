import Foundation
import TableLiaison
import TestSupport
import Testing

@testable import ScrollHarness

/// A cell that shows one configurable view laid out by hand across the row.
private final class SurfaceCell: TableViewCell {
    var shown: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let shown { contentView.addSubview(shown) }
        }
    }
    var shownFrame = CGRect.zero { didSet { setNeedsLayout() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        shown?.frame = shownFrame
    }
}

/// What `render()` draws for the view surface UIKit cells use (text alignment, content
/// modes, clipping, image buttons), and which controls a finger can reach.
@MainActor
struct ViewSurfaceRenderTests {
    /// A 60-point row of a 320-point table, drawn 44 characters wide: 42 columns inside the
    /// border, 320 / 42 ≈ 7.62 points a column; text at x starts at column 1 + round(x / 7.62).
    private func harness(_ view: View, frame: CGRect) -> ScrollHarness {
        let row = Row<SurfaceCell, Int>(0)
        row.set(height: .height, 60)
        row.set(command: .configuration) { cell, _, _ in
            cell.shown = view
            cell.shownFrame = frame
        }
        return ScrollHarness(
            tableView: TableView(frame: .zero), liaison: Liaison(sections: [Section(rows: [row])]),
            viewport: CGSize(width: 320, height: 60))
    }

    /// The column `text` starts at on the rendered line that holds it.
    private func column(of text: String, in harness: ScrollHarness) -> Int? {
        for line in harness.render().split(separator: "\n") {
            if let range = line.range(of: text) { return line.distance(from: line.startIndex, to: range.lowerBound) }
        }
        return nil
    }

    @Test func aLabelsLinesArePlacedByItsTextAlignment() {
        let label = Label(text: "Hi")
        let harness = harness(label, frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        // "Hi" at 17 points is 18.7 wide. Natural and left: the box's first text column.
        expectEqual(column(of: "Hi", in: harness), 2)
        label.textAlignment = .left
        expectEqual(column(of: "Hi", in: harness), 2)
        label.textAlignment = .justified
        expectEqual(column(of: "Hi", in: harness), 2)
        // Centred: (320 − 18.7) / 2 = 150.65 → column 1 + 20.
        label.textAlignment = .center
        expectEqual(column(of: "Hi", in: harness), 21)
        // Right: 301.3 → column 1 + 40.
        label.textAlignment = .right
        expectEqual(column(of: "Hi", in: harness), 41)
    }

    @Test func anImagesNameIsDrawnWhereItsContentModePutsItCutByClipsToBounds() {
        let image = ImageView(image: Image(name: "wide", size: CGSize(width: 400, height: 100)))
        image.contentMode = .scaleAspectFill
        let harness = harness(image, frame: CGRect(x: 100, y: 0, width: 100, height: 60))
        // Filling 100 × 60 scales 400 × 100 by 0.6: 240 wide, from 50 − 120 = −70, so x = 30
        // → column 1 + 4.
        expectEqual(column(of: "[wide]", in: harness), 5)
        // Clipped, the image starts at the view's edge, x = 100 → column 1 + 13.
        image.clipsToBounds = true
        expectEqual(column(of: "[wide]", in: harness), 14)
        // A 40 × 20 image at the right edge of an unclipped view: x = 160 → column 1 + 21.
        image.clipsToBounds = false
        image.image = Image(name: "small", size: CGSize(width: 40, height: 20))
        image.contentMode = .right
        expectEqual(column(of: "[small]", in: harness), 22)
    }

    @Test func aButtonWithAnImageAndNoTitleIsDrawnByItsImagesName() throws {
        let button = Button(type: .custom)
        button.setImage(Image(systemName: "heart"), for: .normal)
        button.setImage(Image(systemName: "heart.fill"), for: .selected)
        let harness = harness(button, frame: CGRect(x: 16, y: 10, width: 40, height: 40))
        expectEqual(column(of: "([heart])", in: harness), 3)
        button.isSelected = true
        expectEqual(column(of: "([heart.fill])", in: harness), 3)
        expectEqual(button.sizeThatFits(CGSize(width: 320, height: 60)), Image.symbolSize)
    }

    @Test func aControlInsideAViewThatTakesNoTouchesCannotBeTapped() throws {
        let container = View()
        let button = Button(title: "Go")
        var taps = 0
        button.addAction { taps += 1 }
        container.addSubview(button)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 30)
        let harness = harness(container, frame: CGRect(x: 16, y: 10, width: 100, height: 40))
        let row = IndexPath(row: 0, section: 0)
        try harness.tapControl(titled: "Go")
        expectEqual(taps, 1)
        #expect(try harness.actions(forRow: row).controls == ["\"Go\""])

        container.isUserInteractionEnabled = false
        #expect(throws: ScrollHarnessError.controlNotInteractive(.title("Go"), in: .row(row))) {
            try harness.tapControl(titled: "Go")
        }
        expectEqual(taps, 1)
        #expect(try harness.actions(forRow: row).controls == ["\"Go\" (not interactive)"])

        // A label takes no touches by default: a button put inside one is out of reach too,
        // as on a device.
        container.isUserInteractionEnabled = true
        let label = Label(text: "tap me")
        container.addSubview(label)
        label.addSubview(button)
        #expect(throws: ScrollHarnessError.controlNotInteractive(.title("Go"), in: .row(row))) {
            try harness.tapControl(titled: "Go")
        }
        #expect(
            ScrollHarnessError.controlNotInteractive(.title("Go"), in: .row(row)).description
                == "the control titled \"Go\" in row (0 - 0) does not take touches: it or a view it is inside has "
                + "isUserInteractionEnabled false (labels and image views do by default)")
    }
}
