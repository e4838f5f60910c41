#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A settings screen as apps write one: an inset grouped table controller whose sections and
// rows are enums, switches as accessory views, a disclosure row that pushes a picker, and a
// preferences store injected so tests and previews do not touch the real defaults.

/// Where the settings screen reads and writes its preferences; `UserDefaults` in the app.
protocol SettingsStore: AnyObject {
    func bool(forKey defaultName: String) -> Bool
    func set(_ value: Bool, forKey defaultName: String)
    func string(forKey defaultName: String) -> String?
    func set(_ value: Any?, forKey defaultName: String)
}

extension UserDefaults: SettingsStore {}

final class SettingsViewController: UITableViewController {
    enum Section: Int, CaseIterable {
        case general
        case notifications
        case about

        var title: String? {
            switch self {
            case .general: "General"
            case .notifications: "Notifications"
            case .about: nil
            }
        }

        var footer: String? {
            switch self {
            case .general: nil
            case .notifications: "Quiet hours silence every notification from 22:00 to 07:00."
            case .about: "Made with care in Lisbon."
            }
        }

        var rows: [Row] {
            switch self {
            case .general: [.darkMode, .autoplay, .language]
            case .notifications: [.pushNotifications, .quietHours]
            case .about: [.version]
            }
        }
    }

    enum Row {
        case darkMode
        case autoplay
        case language
        case pushNotifications
        case quietHours
        case version

        var title: String {
            switch self {
            case .darkMode: "Dark Mode"
            case .autoplay: "Autoplay Videos"
            case .language: "Language"
            case .pushNotifications: "Push Notifications"
            case .quietHours: "Quiet Hours"
            case .version: "Version"
            }
        }

        /// The preference a switch row toggles; nil for the other rows.
        var key: String? {
            switch self {
            case .darkMode: "settings.darkMode"
            case .autoplay: "settings.autoplay"
            case .pushNotifications: "settings.push"
            case .quietHours: "settings.quietHours"
            case .language, .version: nil
            }
        }
    }

    static let languageKey = "settings.language"
    private static let switchCell = "switch"
    private static let valueCell = "value"

    private let store: SettingsStore
    private let appVersion: String

    init(store: SettingsStore, appVersion: String) {
        self.store = store
        self.appVersion = appVersion
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.switchCell)
        tableView.register(ValueCell.self, forCellReuseIdentifier: Self.valueCell)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        // The language may have changed on the picker.
        if let row = Section.general.rows.firstIndex(of: .language) {
            tableView.reloadRows(at: [IndexPath(row: row, section: Section.general.rawValue)], with: .none)
        }
    }

    private func row(at indexPath: IndexPath) -> Row? {
        guard let section = Section(rawValue: indexPath.section), section.rows.indices.contains(indexPath.row) else {
            return nil
        }
        return section.rows[indexPath.row]
    }

    // MARK: - Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Section(rawValue: section)?.rows.count ?? 0
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        Section(rawValue: section)?.title
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        Section(rawValue: section)?.footer
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let row = row(at: indexPath) else { return UITableViewCell() }
        if let key = row.key {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.switchCell, for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = row.title
            cell.contentConfiguration = content
            cell.selectionStyle = .none
            let toggle = (cell.accessoryView as? UISwitch) ?? UISwitch()
            toggle.accessibilityIdentifier = key
            toggle.setOn(store.bool(forKey: key), animated: false)
            // A reused cell's switch still holds the action of the row it showed before.
            toggle.removeAction(identifiedBy: UIAction.Identifier("toggle"), for: .valueChanged)
            toggle.addAction(
                UIAction(identifier: UIAction.Identifier("toggle")) { [weak self, weak toggle] _ in
                    guard let toggle else { return }
                    self?.store.set(toggle.isOn, forKey: key)
                    if row == .pushNotifications { self?.pushNotificationsChanged() }
                }, for: .valueChanged)
            cell.accessoryView = toggle
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.valueCell, for: indexPath)
        cell.textLabel?.text = row.title
        switch row {
        case .language:
            cell.detailTextLabel?.text = store.string(forKey: Self.languageKey) ?? "English"
            cell.accessoryType = .disclosureIndicator
            cell.selectionStyle = .default
        default:
            cell.detailTextLabel?.text = appVersion
            cell.accessoryType = .none
            cell.selectionStyle = .none
        }
        return cell
    }

    // MARK: - Delegate

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        row(at: indexPath) == .language ? indexPath : nil
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard row(at: indexPath) == .language else { return }
        let picker = LanguagePickerViewController(store: store, key: Self.languageKey)
        navigationController?.pushViewController(picker, animated: true)
    }

    /// Quiet hours mean nothing without notifications: the row follows the push switch.
    private func pushNotificationsChanged() {
        let enabled = store.bool(forKey: Row.pushNotifications.key ?? "")
        if !enabled { store.set(false, forKey: Row.quietHours.key ?? "") }
        let quietHours = IndexPath(row: 1, section: Section.notifications.rawValue)
        tableView.reloadRows(at: [quietHours], with: .automatic)
    }
}

/// UIKit's `.value1` cell, registered by class: the title on the leading side, the value on
/// the trailing side.
final class ValueCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }
}

/// The languages the app offers, one checkmark on the chosen one.
final class LanguagePickerViewController: UITableViewController {
    static let languages = ["English", "Français", "Português", "日本語"]

    private let store: SettingsStore
    private let key: String

    init(store: SettingsStore, key: String) {
        self.store = store
        self.key = key
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Language"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "language")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Self.languages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "language", for: indexPath)
        let language = Self.languages[indexPath.row]
        cell.textLabel?.text = language
        cell.accessoryType = language == (store.string(forKey: key) ?? "English") ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let previous = Self.languages.firstIndex(of: store.string(forKey: key) ?? "English")
        store.set(Self.languages[indexPath.row], forKey: key)
        tableView.deselectRow(at: indexPath, animated: true)
        let changed = [previous.map { IndexPath(row: $0, section: 0) }, indexPath].compactMap { $0 }
        tableView.reloadRows(at: Array(Set(changed)), with: .none)
        navigationController?.popViewController(animated: true)
    }
}
