#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A mailbox as mail and task apps write one: a plain controller whose table fills the safe
// area, a diffable data source keyed by message identifiers, trailing swipe actions (delete,
// confirmed by an alert; archive) and a leading one (flag), and the navigation bar's Edit
// button for deleting in editing mode.

struct MailMessage: Hashable, Sendable, Identifiable {
    let id: Int
    var sender: String
    var subject: String
    var isFlagged = false
}

final class MailboxViewController: UIViewController, UITableViewDelegate {
    enum Section: Hashable, Sendable {
        case inbox
    }

    /// Lets the table delete rows: UIKit's diffable data source answers `canEditRowAt` with
    /// false, so apps that edit subclass it.
    final class DataSource: UITableViewDiffableDataSource<Section, MailMessage.ID> {
        var onDelete: ((MailMessage.ID) -> Void)?

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            true
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let id = itemIdentifier(for: indexPath) else { return }
            onDelete?(id)
        }
    }

    let tableView = UITableView(frame: .zero, style: .plain)
    private(set) var messages: [MailMessage]
    private(set) var archived: [MailMessage] = []
    private(set) lazy var dataSource = makeDataSource()

    init(messages: [MailMessage]) {
        self.messages = messages
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = editButtonItem
        view.backgroundColor = .systemBackground

        tableView.translatesAutoresizingMaskIntoConstraints = false
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.delegate = self
        view.addSubview(tableView)
        NSLayoutConstraint.activate([
            tableView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        dataSource.onDelete = { [weak self] id in self?.delete(id) }
        applySnapshot(animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    private func makeDataSource() -> DataSource {
        DataSource(tableView: tableView) { [weak self] tableView, indexPath, id in
            let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
            guard let message = self?.messages.first(where: { $0.id == id }) else { return cell }
            var content = cell.defaultContentConfiguration()
            content.text = message.sender
            content.secondaryText = message.subject
            content.image =
                message.isFlagged
                ? UIImage(systemName: "flag.fill")?.withTintColor(.systemOrange, renderingMode: .alwaysOriginal) : nil
            cell.contentConfiguration = content
            return cell
        }
    }

    private func applySnapshot(animatingDifferences: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, MailMessage.ID>()
        snapshot.appendSections([.inbox])
        snapshot.appendItems(messages.map(\.id))
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    // MARK: - Actions

    func delete(_ id: MailMessage.ID) {
        messages.removeAll { $0.id == id }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func archive(_ id: MailMessage.ID) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        archived.append(messages.remove(at: index))
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func toggleFlag(_ id: MailMessage.ID) {
        guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
        messages[index].isFlagged.toggle()
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems([id])
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func confirmDelete(_ id: MailMessage.ID, completion: @escaping (Bool) -> Void) {
        let sender = messages.first { $0.id == id }?.sender ?? "this sender"
        let alert = UIAlertController(
            title: "Delete Message?", message: "The message from \(sender) will be deleted.",
            preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in completion(false) })
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.delete(id)
                completion(true)
            })
        present(alert, animated: true)
    }

    // MARK: - UITableViewDelegate

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.confirmDelete(id, completion: completion)
        }
        delete.image = UIImage(systemName: "trash")
        let archive = UIContextualAction(style: .normal, title: "Archive") { [weak self] _, _, completion in
            self?.archive(id)
            completion(true)
        }
        archive.backgroundColor = .systemBlue
        archive.image = UIImage(systemName: "archivebox")
        let configuration = UISwipeActionsConfiguration(actions: [delete, archive])
        // A full swipe must not delete without the alert.
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }

    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath),
            let message = messages.first(where: { $0.id == id })
        else { return nil }
        let flag = UIContextualAction(style: .normal, title: message.isFlagged ? "Unflag" : "Flag") {
            [weak self] _, _, completion in
            self?.toggleFlag(id)
            completion(true)
        }
        flag.backgroundColor = .systemOrange
        flag.image = UIImage(systemName: message.isFlagged ? "flag.slash" : "flag")
        return UISwipeActionsConfiguration(actions: [flag])
    }

    func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let id = dataSource.itemIdentifier(for: indexPath),
            let message = messages.first(where: { $0.id == id })
        else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let flag = UIAction(
                title: "Flagged", image: UIImage(systemName: "flag"), state: message.isFlagged ? .on : .off
            ) { _ in self?.toggleFlag(id) }
            let archive = UIAction(title: "Archive", image: UIImage(systemName: "archivebox")) { _ in
                self?.archive(id)
            }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.confirmDelete(id) { _ in }
            }
            return UIMenu(title: message.subject, children: [flag, archive, delete])
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
