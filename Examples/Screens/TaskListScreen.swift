import Foundation
import TableLiaison

/// A to-do list written the way iOS 13+ code is: a diffable data source and snapshots, no
/// liaison. Tasks sit in "To do" or "Done"; a tap moves a task to the other section (its cell
/// moves with it and is reconfigured to show the checkmark), a leading swipe flags it, a
/// trailing swipe deletes it through the data source's `commit`, and Edit reorders tasks
/// within their section through `moveRowAt`. A pull adds new tasks at the top.
@MainActor
public final class TaskListScreen: TableViewDelegate {
    /// The two sections.
    public enum Section: String, Hashable, Sendable, CaseIterable {
        /// Tasks still to do.
        case todo = "To do"
        /// Finished tasks.
        case done = "Done"
    }

    /// One task.
    public struct Todo: Hashable, Sendable {
        /// Stable identity: the item identifier of its row.
        public var id: Int
        /// What to do.
        public var title: String
        /// Whether it is finished.
        public var isDone = false
        /// Whether the user flagged it.
        public var isFlagged = false
    }

    /// The table.
    public let tableView: TableView
    /// The data source.
    public let dataSource: TaskDataSource
    /// The tasks, shared with the cell provider (which the data source holds: it must not
    /// hold the screen).
    private let store = TaskStore()
    /// Every task, by identifier.
    public var tasks: [Int: Todo] {
        get { store.tasks }
        set { store.tasks = newValue }
    }
    /// The error the last change met (nil when it went well): a callback cannot throw.
    public private(set) var lastError: Error?
    private var nextID = 0

    /// A list of `count` tasks, every third one done, in a table of `width` × `height` points.
    public init(count: Int = 40, width: CGFloat = 375, height: CGFloat = 667) {
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        tableView.rowHeight = 44
        tableView.register(TaskCell.self, forCellReuseIdentifier: "task")
        dataSource = TaskDataSource(tableView: tableView) { [store] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "task", for: indexPath)
            if let task = store.tasks[id] { (cell as? TaskCell)?.configure(task) }
            return cell
        }
        dataSource.screen = self
        tableView.delegate = self
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        for _ in 0..<count {
            let task = makeTask(done: nextID % 3 == 2)
            snapshot.appendItems([task.id], toSection: task.isDone ? .done : .todo)
        }
        change { dataSource.apply(snapshot, animatingDifferences: false) }
    }

    /// The task shown at `indexPath`, if any.
    public func task(at indexPath: IndexPath) -> Todo? {
        dataSource.itemIdentifier(for: indexPath).flatMap { tasks[$0] }
    }

    /// Moves a task to the other section, at its top, and shows its new state.
    public func toggleDone(id: Int) {
        guard var task = tasks[id] else { return }
        task.isDone.toggle()
        tasks[id] = task
        var snapshot = dataSource.snapshot()
        let target: Section = task.isDone ? .done : .todo
        snapshot.deleteItems([id])
        if let first = snapshot.itemIdentifiers(inSection: target).first {
            snapshot.insertItems([id], beforeItem: first)
        } else {
            snapshot.appendItems([id], toSection: target)
        }
        snapshot.reconfigureItems([id])
        change { dataSource.apply(snapshot) }
    }

    /// Flags or unflags a task in place.
    public func toggleFlag(id: Int) {
        guard tasks[id] != nil else { return }
        tasks[id]?.isFlagged.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        change { dataSource.apply(snapshot) }
    }

    /// Adds two new tasks at the top of "To do", as a pull to refresh does.
    public func refresh() {
        let new = [makeTask(done: false).id, makeTask(done: false).id]
        var snapshot = dataSource.snapshot()
        if let first = snapshot.itemIdentifiers(inSection: .todo).first {
            snapshot.insertItems(new, beforeItem: first)
        } else {
            snapshot.appendItems(new, toSection: .todo)
        }
        change { dataSource.apply(snapshot) }
    }

    /// Deletes a task, as the swipe's Delete button does.
    public func delete(id: Int) {
        guard tasks.removeValue(forKey: id) != nil else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        change { dataSource.apply(snapshot) }
    }

    private func makeTask(done: Bool) -> Todo {
        let task = Todo(id: nextID, title: "Task \(nextID)", isDone: done)
        tasks[task.id] = task
        nextID += 1
        return task
    }

    private func change(_ body: () -> Void) {
        do {
            try tableView.checking { _ in body() }
            lastError = nil
        } catch {
            lastError = error
        }
    }

    // MARK: TableViewDelegate

    /// A tap toggles the task.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if let id = dataSource.itemIdentifier(for: indexPath) { toggleDone(id: id) }
    }

    /// A leading swipe flags or unflags the task.
    public func tableView(
        _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> SwipeActionsConfiguration? {
        guard let task = task(at: indexPath) else { return nil }
        let flag = ContextualAction(style: .normal, title: task.isFlagged ? "Unflag" : "Flag") { [weak self] _, _, done in
            self?.toggleFlag(id: task.id)
            done(true)
        }
        return SwipeActionsConfiguration(actions: [flag])
    }

    /// Tasks are reordered within their section only.
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        guard proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
        let last = max(0, tableView.numberOfRows(inSection: sourceIndexPath.section) - 1)
        return IndexPath(
            row: proposedDestinationIndexPath.section < sourceIndexPath.section ? 0 : last, section: sourceIndexPath.section)
    }

    @MainActor
    private final class TaskStore {
        var tasks: [Int: Todo] = [:]
    }

    /// The data source of the list: section titles, swipe to delete, reordering.
    @MainActor
    public final class TaskDataSource: TableViewDiffableDataSource<Section, Int> {
        weak var screen: TaskListScreen?

        /// The section's name.
        public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)?.rawValue
        }

        /// Every task can be swiped and deleted.
        public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        /// Every task shows a reorder control in editing mode.
        public override func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        /// Delete removes the task and applies a snapshot without it.
        public override func tableView(
            _ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
            screen?.delete(id: id)
        }
    }
}

/// A task: its title, "⚑" when flagged, a checkmark when done.
@MainActor
public final class TaskCell: TableViewCell {
    /// The title, with the flag.
    public let title = Label(font: .systemFont(ofSize: 16))

    /// A task cell; the table sets `reuseIdentifier` when it dequeues it.
    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    /// Not decodable.
    public required init?(coder: NSCoder) { return nil }

    func configure(_ task: TaskListScreen.Todo) {
        title.text = (task.isFlagged ? "⚑ " : "") + task.title
        accessoryType = task.isDone ? .checkmark : .none
    }

    /// The title fills the row, inset 16 points.
    public override func layoutSubviews() {
        super.layoutSubviews()
        title.frame = CGRect(x: 16, y: 12, width: max(0, contentView.bounds.width - 32), height: 20)
    }
}
