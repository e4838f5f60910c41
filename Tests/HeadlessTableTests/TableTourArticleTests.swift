import Foundation
import TestSupport
import Testing
import VirtualTableView

// The article "A tour of the headless table" (HeadlessTable's catalog, TableTour.md),
// compiled and run as written; it imports the umbrella, as the article does.

@MainActor
private final class Fruits: TableViewDataSource, TableViewDelegate {
    var names = ["Apple", "Banana", "Cherry"]
    var picked: [String] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(names[indexPath.row])
    }
}

@MainActor
struct TableTourArticleTests {
    @Test func theTourRunsAsTheReadmeSays() throws {
        let fruits = Fruits()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
        table.dataSource = fruits
        table.delegate = fruits
        #expect(
            table.indexPathsForVisibleRows == [
                IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
            ])
        try table.tapRow(at: IndexPath(row: 1, section: 0))
        expectEqual(fruits.picked, ["Banana"])
        fruits.names.append("Damson")
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        fruits.names.append("Elderberry")
        #expect(
            throws: TableViewError.invalidUpdate(
                .rowCount(section: 0, before: 4, after: 5, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))
        ) {
            try table.checking { _ in table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
        }
        expectEqual(table.numberOfRows(inSection: 0), 4)
    }
}

// The tour's constraint-based cell, as written there.
final class NoteCell: TableViewCell {
    let note = Label()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            note.topAnchor.constraint(equalTo: margins.topAnchor),
            note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class Notes: TableViewDataSource {
    let notes = ["Hello", String(repeating: "word ", count: 40)]
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { notes.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath)
        (cell as? NoteCell)?.note.text = notes[indexPath.row]
        return cell
    }
}

@MainActor
struct TableTourNoteCellTests {
    @Test func theTourNoteCellSelfSizesToItsTextAndMargins() throws {
        let notes = Notes()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.estimatedRowHeight = 0
        table.dataSource = notes
        try table.layoutIfNeededOrThrow()
        // One 17-point line (20.4, on the pixel grid 20⅔) inside 11-point margins, and the
        // default separator's pixel below the content.
        #expect(
            try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 0)) }.height
                == TextMetrics.ceilToPixel(20.4 + 22) + TextMetrics.pixel)
        // The long note wraps at 375 − 32 points, as the label's own measurement says.
        let lines = TextMetrics.lines(of: notes.notes[1], font: .body, width: 343).count
        #expect(lines > 1)
        let expected = TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(CGFloat(lines) * 20.4) + 22) + TextMetrics.pixel
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 1, section: 0)) }.height == expected)
    }
}
