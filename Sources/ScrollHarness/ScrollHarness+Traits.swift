import Foundation
import TableLiaison

extension ScrollHarness {
    /// Changes the text size, as a user does in Settings: sets the table's content size
    /// category in one frame. Labels that adjust to the category
    /// (`adjustsFontForContentSizeCategory` with a font from
    /// `Font.preferredFont(forTextStyle:)`) take their new size, cells and header and footer
    /// views hear of it through `traitCollectionDidChange(_:)`, and every height is measured
    /// again. On a hosted screen the window's controllers hear of it too, through
    /// `traitCollectionDidChange(_:)` and their `registerForTraitChanges` handlers. Setting
    /// the category the table has already changes nothing but the frame count.
    /// - Throws: what the table, the liaison or a row throws during the frame.
    public func setContentSizeCategory(_ category: ContentSizeCategory) throws {
        try gesture("setContentSizeCategory(.\(category))") {
            tick {
                let previous = tableView.traitCollection
                tableView.traitCollection.preferredContentSizeCategory = category
                if previous != tableView.traitCollection {
                    window?.rootViewController?.notifyTraitChange(from: previous)
                }
            }
        }
    }

    /// Logs each layout diagnostic the table collects (from its cells and header and footer
    /// views) as a `.layoutDiagnostic` event, after passing it to the handler the table had.
    func observeLayoutDiagnostics() {
        let previous = tableView.layoutDiagnosticHandler
        tableView.layoutDiagnosticHandler = { [weak self] diagnostic in
            previous?(diagnostic)
            guard let self else { return }
            self.record(
                HarnessEvent(
                    frame: self.frame, kind: .layoutDiagnostic, detail: diagnostic.summary, layoutDiagnostic: diagnostic))
        }
    }
}

extension LayoutDiagnostic {
    /// The diagnostic on one line, for the event log: what went wrong and the constraint
    /// given up.
    var summary: String {
        switch self {
        case let .unsatisfiable(conflicting, broken):
            "unsatisfiable (\(conflicting.count) in conflict), broke \(broken)"
        case let .noCommonAncestor(constraint): "no common ancestor: \(constraint)"
        case let .nonFiniteValue(constraint): "not finite: \(constraint)"
        case let .zeroMultiplier(constraint): "zero multiplier: \(constraint)"
        case let .invalidAttributePairing(constraint): "invalid attribute pairing: \(constraint)"
        case let .locationEqualToConstant(constraint): "position equal to a constant: \(constraint)"
        case let .missingItem(constraint): "missing item: \(constraint)"
        case let .heightForWidthDidNotConverge(view, iterations):
            "height for width of \(view) did not settle in \(iterations) solves"
        case let .tooManyConstraints(host, limit, rejected): "more than \(limit) constraints in \(host): \(rejected)"
        case let .invalidVisualFormat(format, position, expected):
            "invalid visual format \"\(format)\" at \(position): expected \(expected)"
        }
    }
}
