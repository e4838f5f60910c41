import Foundation
import VirtualTableView

/// A thousand self-sized rows of mixed Latin and Chinese text, scrolled, tapped, edited and
/// given an invalid update, printing what a person would see.
@MainActor
final class Notes: TableViewDataSource, TableViewDelegate {
    var notes: [String]

    init(count: Int) {
        let words = ["lorem", "ipsum", "商品", "评价", "dolor", "节日促销", "sit", "amet", "快来买啊"]
        notes = (0..<count).map { index in
            let length = 2 + index % 9 * 3
            return "\(index): " + (0..<length).map { words[(index * 7 + $0 * 3) % words.count] }.joined(separator: " ")
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        print("  didSelectRowAt \(indexPath.row)")
    }
}

@MainActor
func show(_ table: TableView, _ title: String) {
    print("── \(title) — offset \(Int(table.contentOffset.y)) of \(Int(table.contentSize.height))")
    for cell in table.visibleCells {
        let row = table.indexPath(for: cell)?.row ?? -1
        let lines = cell.textLabel?.lines(forWidth: table.bounds.width - 32) ?? []
        print(
            String(format: "%5d │ %6.1f │ ", row, cell.frame.height) + (lines.first ?? "")
                + (lines.count > 1 ? " (+\(lines.count - 1) lines)" : ""))
    }
}

@MainActor
func main() throws {
    let arguments = CommandLine.arguments
    let width = arguments.firstIndex(of: "--width").flatMap { Double(arguments[$0 + 1]) } ?? 375
    let notes = Notes(count: 1_000)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
    table.register(TableViewCell.self, forCellReuseIdentifier: "note")
    table.dataSource = notes
    table.delegate = notes
    try table.layoutIfNeededOrThrow()
    show(table, "first layout")

    try table.dragContent(by: 300, velocity: 2.5)
    show(table, "after a fling")

    table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .middle, animated: true)
    show(table, "row 500 in the middle")
    try table.tapRow(at: IndexPath(row: 500, section: 0))

    notes.notes.remove(at: 499)
    table.deleteRows(at: [IndexPath(row: 499, section: 0)], with: .fade)
    show(table, "row 499 deleted: the rows above kept their place on screen")

    notes.notes.append("one more")
    // UIKit raises here; the table records the error and changes nothing.
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    if let refused = table.recordedErrors.last {
        print("── an invalid update is refused and changes nothing:\n  \(refused)")
    }
    let stats = table.statistics
    print("── \(stats.cellsCreated) cells created for \(notes.notes.count) rows; \(stats.sizeThatFitsCalls) rows measured")
}

try MainActor.assumeIsolated { try main() }
