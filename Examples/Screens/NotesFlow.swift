import Foundation
import TableLiaison
import ViewControllers

/// A note of the notes flow.
public struct Note: Equatable, Sendable {
    /// Its identity.
    public var id: Int
    /// What the list shows.
    public var title: String
    /// What the detail shows.
    public var body: String

    /// A note.
    public init(id: Int, title: String, body: String) {
        self.id = id
        self.title = title
        self.body = body
    }
}

/// An app flow as iOS apps write it, with view controllers: a list of notes in a navigation
/// controller; tapping a note pushes its detail; "Add" presents a form; a swipe asks
/// "Delete note?" before deleting; pull-to-refresh reloads and shows an error alert when the
/// reload fails (on the main queue, as an app hops back from a network callback).
@MainActor
public final class NotesFlow {
    /// Bugs an explorer should find, planted on request.
    public struct PlantedBugs: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: Int
        /// Bugs from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// A tapped row pushes the next note's detail.
        public static let wrongDetail = PlantedBugs(rawValue: 1 << 0)
        /// The swipe deletes without asking.
        public static let deleteSkipsAlert = PlantedBugs(rawValue: 1 << 1)
        /// A failed refresh presents its error alert twice.
        public static let refreshErrorTwice = PlantedBugs(rawValue: 1 << 2)
    }

    /// The notes, in order.
    public internal(set) var notes: [Note]
    /// What a refresh loads: the notes, or an error.
    public var reload: @MainActor () -> Result<[Note], NotesError>
    /// The planted bugs.
    public let bugs: PlantedBugs
    /// The list screen.
    public private(set) var list: NotesListController!
    /// The navigation controller around the list: the window's root.
    public private(set) var navigation: NavigationController!

    /// A flow over `notes` (three by default), refreshing with `reload`.
    public init(
        notes: [Note] = NotesFlow.sampleNotes, bugs: PlantedBugs = [],
        reload: @escaping @MainActor () -> Result<[Note], NotesError> = { .failure(.offline) }
    ) {
        self.notes = notes
        self.bugs = bugs
        self.reload = reload
        let list = NotesListController(flow: self)
        self.list = list
        navigation = NavigationController(rootViewController: list)
    }

    /// Three notes.
    public static let sampleNotes = [
        Note(id: 1, title: "Groceries", body: "Milk, eggs, bread"),
        Note(id: 2, title: "Ideas", body: "A headless UIKit"),
        Note(id: 3, title: "Books", body: "The Pragmatic Programmer"),
    ]
}

/// Why a refresh failed.
public enum NotesError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No network.
    case offline

    /// What the alert says.
    public var description: String { "The notes could not be loaded. Check your connection." }
}

/// The list of notes.
@MainActor
public final class NotesListController: TableViewController {
    private unowned let flow: NotesFlow

    init(flow: NotesFlow) {
        self.flow = flow
        super.init(style: .insetGrouped)
        title = "Notes"
    }

    /// Not decoded from a storyboard: the flow makes its screens in code.
    required init?(coder: NSCoder) { nil }

    /// Registers the cell, adds the "Add" button and the refresh control.
    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "Note")
        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .add, primaryAction: Action(title: "Add") { [weak self] _ in self?.add() })
        let refresh = RefreshControl()
        refresh.addAction { [weak self] in self?.refresh() }
        refreshControl = refresh
    }

    /// One row per note.
    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { flow.notes.count }

    /// The note's title, with a disclosure indicator.
    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: indexPath)
        cell.textLabel?.text = flow.notes[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    /// Pushes the tapped note's detail.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        var index = indexPath.row
        if flow.bugs.contains(.wrongDetail) { index = min(index + 1, flow.notes.count - 1) }
        navigationController?.pushViewController(NoteDetailController(note: flow.notes[index]), animated: true)
    }

    /// "Delete", confirmed in an alert.
    public override func tableView(
        _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            guard let self else { return done(false) }
            if self.flow.bugs.contains(.deleteSkipsAlert) {
                self.delete(at: indexPath)
                return done(true)
            }
            self.confirmDelete(at: indexPath, done: done)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    private func confirmDelete(at indexPath: IndexPath, done: @escaping @MainActor (Bool) -> Void) {
        let note = flow.notes[indexPath.row]
        let alert = AlertController(
            title: "Delete note?", message: "\"\(note.title)\" will be deleted.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel) { _ in done(false) })
        alert.addAction(
            AlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.delete(noteID: note.id)
                done(true)
            })
        present(alert, animated: true)
    }

    private func delete(noteID: Int) {
        guard let row = flow.notes.firstIndex(where: { $0.id == noteID }) else { return }
        delete(at: IndexPath(row: row, section: 0))
    }

    private func delete(at indexPath: IndexPath) {
        flow.notes.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    private func add() {
        let form = NoteFormController { [weak self] title in
            guard let self else { return }
            let id = (self.flow.notes.map(\.id).max() ?? 0) + 1
            self.flow.notes.append(Note(id: id, title: title, body: ""))
            self.tableView.insertRows(at: [IndexPath(row: self.flow.notes.count - 1, section: 0)], with: .automatic)
        }
        present(NavigationController(rootViewController: form), animated: true)
    }

    private func refresh() {
        let result = flow.reload()
        // As an app's network callback: back on the main queue, on the next turn.
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.refreshControl?.endRefreshing()
            switch result {
            case let .success(notes):
                self.flow.notes = notes
                self.tableView.reloadData()
            case let .failure(error):
                // The user may have moved on (a detail pushed, the form presented): the alert
                // goes over what is on screen, not from the list, whose view may be off the
                // window; another alert already asking something is not covered.
                guard let presenter = self.errorPresenter() else { return }
                self.showError(error, from: presenter)
                if self.flow.bugs.contains(.refreshErrorTwice) { self.showError(error, from: presenter) }
            }
        }
    }

    /// What an error alert is presented from: the last controller presented over the
    /// navigation controller, else the navigation controller; nil under an alert.
    private func errorPresenter() -> ViewController? {
        var presenter: ViewController = navigationController ?? self
        while let next = presenter.presentedViewController { presenter = next }
        return presenter is AlertController ? nil : presenter
    }

    private func showError(_ error: NotesError, from presenter: ViewController) {
        let alert = AlertController(title: "Refresh failed", message: error.description, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        presenter.present(alert, animated: true)
    }
}

/// One note.
@MainActor
public final class NoteDetailController: ViewController {
    /// The note shown.
    public let note: Note

    init(note: Note) {
        self.note = note
        super.init(nibName: nil, bundle: nil)
        title = note.title
    }

    /// Not decoded from a storyboard: the flow makes its screens in code.
    required init?(coder: NSCoder) { nil }

    /// A label with the note's body.
    public override func viewDidLoad() {
        super.viewDidLoad()
        let label = Label(text: note.body, numberOfLines: 0)
        label.frame = CGRect(x: 16, y: 16, width: view.bounds.width - 32, height: 60)
        view.addSubview(label)
    }
}

/// The form adding a note, presented as a sheet: "Cancel" and "Save" in its bar.
@MainActor
public final class NoteFormController: ViewController {
    /// The title typed so far.
    public var draftTitle = ""
    private let onSave: @MainActor (String) -> Void

    init(onSave: @escaping @MainActor (String) -> Void) {
        self.onSave = onSave
        super.init(nibName: nil, bundle: nil)
        title = "New Note"
    }

    /// Not decoded from a storyboard: the flow makes its screens in code.
    required init?(coder: NSCoder) { nil }

    /// The bar's buttons; a draft cannot be swiped away.
    public override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = BarButtonItem(
            systemItem: .cancel, primaryAction: Action(title: "Cancel") { [weak self] _ in self?.dismiss(animated: true) })
        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .save,
            primaryAction: Action(title: "Save") { [weak self] _ in
                guard let self else { return }
                self.onSave(self.draftTitle.isEmpty ? "Untitled" : self.draftTitle)
                self.dismiss(animated: true)
            })
    }

    /// Types into the title field; a form with a draft refuses a swipe down.
    public func type(_ text: String) {
        draftTitle += text
        isModalInPresentation = !draftTitle.isEmpty
    }
}
