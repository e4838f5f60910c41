import Foundation
import HeadlessTable
import HeadlessViews

/// A cell that shows one multi-line label and measures itself: 11-point margins above and
/// below the label, 16 at the sides.
@MainActor
final class TextCell: TableViewCell {
    let label = Label(numberOfLines: 0)
    private(set) var prepareForReuseCount = 0
    private(set) var sizeThatFitsCount = 0

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepareForReuseCount += 1
        label.text = nil
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        sizeThatFitsCount += 1
        let text = label.sizeThatFits(CGSize(width: size.width - 32, height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: text.height + 22)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = CGRect(x: 16, y: 11, width: bounds.width - 32, height: bounds.height - 22)
    }
}

/// A data source, delegate and prefetch data source whose model is an array of sections of
/// strings, recording every call it receives as a line of text ("cellForRowAt (0 - 3)").
@MainActor
final class RecordingDataSource: TableViewDataSource, TableViewDelegate, TableViewDataSourcePrefetching {
    var sections: [[String]]
    var events: [String] = []
    var identifier = "cell"
    /// Per-row heights; nil answers `unspecifiedDimension` (the table's `rowHeight`).
    var height: ((IndexPath) -> CGFloat)?
    /// Per-row estimates; nil answers `unspecifiedDimension`.
    var estimate: ((IndexPath) -> CGFloat)?
    var headerHeight: ((Int) -> CGFloat)?
    var footerHeight: ((Int) -> CGFloat)?
    var headerTitle: ((Int) -> String?)?
    var recordsScrolls = true
    var recordsHeights = true
    /// Runs at every `cellForRowAt`, before the cell is dequeued.
    var onCellForRow: ((IndexPath) -> Void)?
    var canEdit: (IndexPath) -> Bool = { _ in true }
    var canMove: (IndexPath) -> Bool = { _ in false }
    var willSelect: ((IndexPath) -> IndexPath?)?
    var willDeselect: ((IndexPath) -> IndexPath?)?
    var shouldHighlight: (IndexPath) -> Bool = { _ in true }
    var target: ((IndexPath, IndexPath) -> IndexPath)?
    var trailingActions: ((IndexPath) -> SwipeActionsConfiguration?)?
    var rowActions: ((IndexPath) -> [TableViewRowAction]?)?
    var deleteTitle: ((IndexPath) -> String?)?
    /// Runs at every `willDisplay`, with the cell.
    var onWillDisplay: ((TableViewCell, IndexPath) -> Void)?
    /// The rows' indentation levels; nil answers as the protocol's default.
    var indentation: ((IndexPath) -> Int)?
    var onCommit: ((TableView, TableViewCell.EditingStyle, IndexPath) -> Void)?
    var onSelect: ((TableView, IndexPath) -> Void)?
    var willEndDraggingTarget: ((CGPoint) -> CGPoint)?
    var displayedCells: [ObjectIdentifier: Int] = [:]

    init(sections: [[String]]) {
        self.sections = sections
    }

    convenience init(rows: Int, sections count: Int = 1) {
        self.init(sections: (0..<count).map { s in (0..<rows).map { "s\(s) r\($0)" } })
    }

    func clear() { events.removeAll() }

    func events(matching prefix: String) -> [String] { events.filter { $0.hasPrefix(prefix) } }

    private func log(_ event: String) { events.append(event) }

    func numberOfSections(in tableView: TableView) -> Int {
        log("numberOfSections")
        return sections.count
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        log("numberOfRows \(section)")
        return sections[section].count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        log("cellForRowAt \(indexPath.text)")
        onCellForRow?(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        if let textCell = cell as? TextCell {
            textCell.label.text = sections[indexPath.section][indexPath.row]
        } else {
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        }
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitle?(section) }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if recordsHeights { log("heightForRowAt \(indexPath.text)") }
        return height?(indexPath) ?? TableView.unspecifiedDimension
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if recordsHeights { log("estimatedHeightForRowAt \(indexPath.text)") }
        return estimate?(indexPath) ?? TableView.unspecifiedDimension
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        headerHeight?(section) ?? TableView.unspecifiedDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        footerHeight?(section) ?? TableView.unspecifiedDimension
    }

    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log("willDisplay \(indexPath.text)")
        onWillDisplay?(cell, indexPath)
        displayedCells[ObjectIdentifier(cell), default: 0] += 1
    }

    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        log("didEndDisplaying \(indexPath.text)")
        displayedCells[ObjectIdentifier(cell), default: 0] -= 1
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {
        log("willDisplayHeader \(section)")
    }

    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {
        log("didEndDisplayingHeader \(section)")
    }

    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
        log("prefetch \(indexPaths.map(\.text).joined(separator: " "))")
    }

    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        log("cancelPrefetch \(indexPaths.map(\.text).joined(separator: " "))")
    }

    // Scrolling
    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if recordsScrolls { log("didScroll \(Int(scrollView.contentOffset.y))") }
    }
    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log("willEndDragging v=\(velocity.y) target=\(targetContentOffset.pointee.y)")
        if let change = willEndDraggingTarget { targetContentOffset.pointee = change(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        log("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { log("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { log("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log("didEndScrollingAnimation") }

    // Selection
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log("shouldHighlight \(indexPath.text)")
        return shouldHighlight(indexPath)
    }
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) { log("didHighlight \(indexPath.text)") }
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) { log("didUnhighlight \(indexPath.text)") }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelect \(indexPath.text)")
        return willSelect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselect \(indexPath.text)")
        return willDeselect.map { $0(indexPath) } ?? indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log("didSelect \(indexPath.text)")
        onSelect?(tableView, indexPath)
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) { log("didDeselect \(indexPath.text)") }

    // Editing
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit(indexPath) }
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indentation?(indexPath) ?? 0
    }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove(indexPath) }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log("commit \(editingStyle) \(indexPath.text)")
        onCommit?(tableView, editingStyle, indexPath)
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log("moveRowAt \(sourceIndexPath.text) -> \(destinationIndexPath.text)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        deleteTitle?(indexPath)
    }
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? {
        rowActions?(indexPath)
    }
    func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        log("willBeginEditing \(indexPath.text)")
    }
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        log("didEndEditing \(indexPath?.text ?? "nil")")
    }
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        log("target \(sourceIndexPath.text) proposed \(proposedDestinationIndexPath.text)")
        return target?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        log("accessoryTapped \(indexPath.text)")
    }
}

extension IndexPath {
    /// "(section - row)", UIKit's way of printing an index path.
    var text: String { "(\(section) - \(row))" }
}

/// A table of `rows` rows of 44 points in a 320 × 440 viewport (10 rows visible), laid out.
@MainActor
func makeTable(
    _ source: RecordingDataSource, width: CGFloat = 320, height: CGFloat = 440, style: TableView.Style = .plain,
    rowHeight: CGFloat = 44, estimatedRowHeight: CGFloat = TableView.automaticDimension,
    cell: TableViewCell.Type = TableViewCell.self
) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height), style: style)
    table.register(cell, forCellReuseIdentifier: source.identifier)
    table.rowHeight = rowHeight
    table.estimatedRowHeight = estimatedRowHeight
    table.dataSource = source
    table.delegate = source
    table.prefetchDataSource = source
    return table
}
