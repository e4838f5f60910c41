import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A list filtered by a segmented control in the table's header, with a search field that
/// filters as the user types, written as app code writes it against UIKit.
@MainActor
private final class FilteredListController: UITableViewController, UITextFieldDelegate {
    let all = ["Apple", "Avocado", "Banana", "Blueberry", "Cherry"]
    var shown: [String] = []
    let filter = UISegmentedControl(items: ["All", "A", "B"])
    let field = UITextField()
    var returned = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        filter.selectedSegmentIndex = 0
        filter.addAction(UIAction { [weak self] _ in self?.refilter() }, for: .valueChanged)
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        header.addSubview(filter)
        field.borderStyle = .roundedRect
        field.placeholder = "Search"
        field.clearButtonMode = .whileEditing
        field.keyboardType = .webSearch
        field.returnKeyType = .search
        field.autocorrectionType = .no
        field.leftView = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        field.leftViewMode = .always
        field.delegate = self
        field.addTarget(changed: { [weak self] in self?.refilter() })
        header.addSubview(field)
        tableView.tableHeaderView = header
        refilter()
    }

    func refilter() {
        let prefix = ["", "A", "B"][max(0, filter.selectedSegmentIndex)]
        let query = field.text ?? ""
        shown = all.filter { $0.hasPrefix(prefix) && (query.isEmpty || $0.lowercased().contains(query.lowercased())) }
        tableView.reloadData()
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        returned += 1
        textField.resignFirstResponder()
        return true
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        cell.accessoryType = UIDevice.current.userInterfaceIdiom == .pad ? .none : .disclosureIndicator
        return cell
    }
}

extension UITextField {
    /// How app code often wires `.editingChanged` without a selector.
    fileprivate func addTarget(changed: @escaping @MainActor () -> Void) {
        addAction(UIAction { _ in changed() }, for: .editingChanged)
    }
}

@MainActor
struct ControlsAndTextInputNamesTests {
    @Test func aSegmentTapAndTypedTextFilterTheListAndTheReturnKeyEndsEditing() throws {
        let screen = FilteredListController()
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        expectEqual(screen.tableView.numberOfRows(inSection: 0), 5)

        #expect(screen.filter.tapSegment(at: 2))
        expectEqual(screen.shown, ["Banana", "Blueberry"])

        expectEqual(screen.field.type("blue"), 4)
        expectEqual(screen.shown, ["Blueberry"])
        #expect(screen.field.isEditing)
        #expect(screen.field.tapClearButton())
        expectEqual(screen.shown, ["Banana", "Blueberry"])
        #expect(screen.field.tapReturnKey())
        #expect(!screen.field.isEditing)
        expectEqual(screen.returned, 1)
        expectEqual(screen.field.keyboardType, UIKeyboardType.webSearch)
        try harness.checkRecordedErrors()
    }

    @Test func aSelectionOutOfRangeOnTheScreenIsAnErrorTheHarnessReports() throws {
        let screen = FilteredListController()
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))

        let errors = try harness.expectErrors { screen.filter.selectedSegmentIndex = 3 }

        expectEqual(errors.map(\.member), ["selectedSegmentIndex"])
        expectEqual(screen.filter.selectedSegmentIndex, 0)
    }
}
