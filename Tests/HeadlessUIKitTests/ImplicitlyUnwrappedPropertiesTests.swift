import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// A cell that colours its label from the app's asset catalogue, as apps write it: the
/// optional `UIColor(named:)` goes straight into `textColor`.
@MainActor
private final class ServerCell: UITableViewCell {
    let name = UILabel()

    func show(_ server: String, available: Bool) {
        name.text = server
        name.textColor = UIColor(named: available ? "ImplicitlyUnwrappedPropertiesTests.available" : "Unavailable")
    }
}

/// A list that reloads through the optional chain apps write on `tableView` (UIKit's
/// `UITableView!`).
@MainActor
private final class ServerList: UITableViewController {
    var servers = ["Amsterdam", "Zurich"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { servers.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = ServerCell(style: .default, reuseIdentifier: nil)
        cell.show(servers[indexPath.row], available: indexPath.row == 0)
        return cell
    }

    func add(_ server: String) {
        servers.append(server)
        tableView?.beginUpdates()
        tableView?.insertRows(at: [IndexPath(row: servers.count - 1, section: 0)], with: .automatic)
        tableView?.endUpdates()
    }
}

@MainActor
struct ImplicitlyUnwrappedPropertiesTests {
    /// `UILabel.font` and `textColor` are `UIFont!` and `UIColor!`, as UIKit's: nil restores
    /// the default (17-point body font, black), and an optional colour can be assigned.
    @Test func aLabelsFontAndTextColorResetToTheirDefaultsWhenSetToNil() {
        let label = UILabel()
        label.textColor = .red
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = nil
        label.font = nil
        expectEqual(label.textColor, UIColor.black)
        expectEqual(label.font.pointSize, 17)
        #if !canImport(UIKit)
            // Headless, a test registers the colours its screens load by name.
            UIColor.registerAsset(named: "ImplicitlyUnwrappedPropertiesTests.available", color: .green)
        #endif
        let cell = ServerCell(style: .default, reuseIdentifier: nil)
        cell.show("Oslo", available: true)
        expectEqual(cell.name.textColor, UIColor.green)
        // A name the catalogue lacks gives nil, which restores black.
        cell.show("Oslo", available: false)
        expectEqual(cell.name.textColor, UIColor.black)
    }

    /// `UITableViewController.tableView` is `UITableView!`: the optional chain reaches the
    /// table, which is never nil when read.
    @Test func aTableViewControllersTableIsReachedThroughTheOptionalChain() throws {
        let list = ServerList(style: .plain)
        let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: list))
        harness.advance(frames: 1)
        list.add("Tokyo")
        harness.advance(frames: 30)
        expectEqual(list.tableView?.numberOfRows(inSection: 0), 3)
        try harness.checkRecordedErrors()
    }
}
