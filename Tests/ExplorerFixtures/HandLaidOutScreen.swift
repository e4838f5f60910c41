import Foundation
import ScrollHarness
import TableLiaison

/// A settings list laid out by hand, as most apps' screens are: each 44-point row shows a
/// title at (16, 10), 20 points high, in the default 17-point font (whose line needs 20.4 by
/// the package's metrics, 20.3 in UIKit: a hair shorter, drawn whole), and a value on the
/// right; every fifth row has a note of two lines under the title, in a frame high enough for
/// both. Each `Bug` plants a label that really loses text; without bugs a careful developer
/// would ship it.
@MainActor
package final class HandLaidOutScreen {
    /// The mistakes that can be planted.
    package enum Bug: CaseIterable, Sendable {
        /// The title's frame is 12 points high: its line is cut by 8.4 of its 20.4 points.
        case cutsTitle
        /// The note's frame is one line high: its second line does not show.
        case cutsNote
    }

    package let bug: Bug?
    package let liaison = Liaison()
    package let harness: ScrollHarness

    package init(bug: Bug? = nil) throws {
        self.bug = bug
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 375, height: 667))
        let rows = (0..<40).map { row(index: $0) }
        try liaison.append(section: Section(rows: rows), animated: false)
        harness.advance(frames: 1)
    }

    package var explored: ExploredScreen<HandLaidOutScreen> { ExploredScreen(screen: self, harness: harness) }

    /// The note under every fifth row's title: two lines at the note's width.
    package static func note(of index: Int) -> String? {
        index % 5 == 0 ? "Applies to every device signed in to this account \(index)" : nil
    }

    private func row(index: Int) -> AnyRow {
        let row = Row<SettingCell, Int>(index)
        let note = Self.note(of: index)
        row.set(height: .height, note == nil ? 44 : 84)
        let bug = bug
        row.set(command: .configuration) { cell, index, _ in
            cell.title.text = "Setting \(index)"
            cell.value.text = index % 2 == 0 ? "On" : "Off"
            cell.note.text = note
            cell.note.isHidden = note == nil
            cell.bug = bug
        }
        return row
    }
}

/// A title, a value on the right and an optional note of two lines, laid out by hand in
/// `layoutSubviews`.
@MainActor
package final class SettingCell: TableViewCell {
    package let title = Label()
    package let value = Label()
    package let note = Label(numberOfLines: 0)
    package var bug: HandLaidOutScreen.Bug? { didSet { setNeedsLayout() } }

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.accessibilityIdentifier = "title"
        note.accessibilityIdentifier = "note"
        note.font = .systemFont(ofSize: 15)
        value.textAlignment = .right
        for label in [title, value, note] { contentView.addSubview(label) }
    }

    package required init?(coder: NSCoder) { return nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        title.frame = CGRect(x: 16, y: 10, width: width - 76, height: bug == .cutsTitle ? 12 : 20)
        value.frame = CGRect(x: width - 56, y: 10, width: 40, height: 20)
        // Two lines of 15-point text need 36 points.
        note.frame = CGRect(x: 16, y: 38, width: width - 76, height: bug == .cutsNote ? 18 : 36)
    }
}
