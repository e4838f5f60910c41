import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Names the corpus smoke test (`Scripts/corpus-smoke`) found missing in screens of public apps.
@MainActor
struct CorpusSmokeNamesTests {
    /// Open Food Facts' allergen list maps Realm's row numbers with `IndexPath(item:section:)`.
    @Test func anItemIndexPathIsARowIndexPath() {
        var path = IndexPath(item: 3, section: 1)
        expectEqual(path, IndexPath(row: 3, section: 1))
        expectEqual(path.item, 3)
        path.item = 4
        expectEqual(path.row, 4)
    }

    /// KeePassium's settings register their cells with `Cell.classForCoder()`, a class value
    /// (`AnyClass`): the cell registers as `Cell.self` does.
    @Test func aCellClassGivenAsAClassValueRegisters() throws {
        let screen = ClassValueRegistrationScreen(style: .insetGrouped)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
        harness.advance(frames: 1)
        try harness.checkRecordedErrors()
        let cell = try #require(screen.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell is ClassValueRegistrationScreen.ModeCell)
        expectEqual(cell.textLabel?.text, "Stay offline")
        #expect(ClassValueRegistrationScreen.ModeCell.classForCoder() == ClassValueRegistrationScreen.ModeCell.self)
    }

    @Test func nilOrAClassThatIsNoCellRegistersNothing() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let noClass: AnyClass? = nil
        table.register(noClass, forCellReuseIdentifier: "none")
        table.register(NSObject.self as AnyClass, forCellReuseIdentifier: "object")
        table.register(UITableViewHeaderFooterView.classForCoder(), forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        #expect(table.dequeueReusableCell(withIdentifier: "object") == nil)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") != nil)
    }
}

private final class ClassValueRegistrationScreen: UITableViewController {
    final class ModeCell: UITableViewCell {
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        }
        required init?(coder: NSCoder) { nil }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ModeCell.classForCoder(), forCellReuseIdentifier: "mode")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mode", for: indexPath)
        cell.textLabel?.text = "Stay offline"
        return cell
    }
}
