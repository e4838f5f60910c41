import Foundation
import TableLiaison

/// Gestures on what a cell, header or footer shows: its buttons, its editing controls, the
/// Edit button of the screen, and what a row offers.
extension ScrollHarness {
    /// Taps the button on screen titled `title` (in a cell, header or footer), running its
    /// actions as a touch up inside does. `location` says where to look when several match.
    /// - Throws: `ScrollHarnessError.noSuchControl`, `.ambiguousControl` or
    ///   `.controlDisabled` (a disabled control does nothing), `.controlNotInteractive` (the
    ///   control or a view it is inside has `isUserInteractionEnabled` false); what the
    ///   table or the liaison throws during the tap.
    public func tapControl(titled title: String, in location: ControlLocation? = nil) throws {
        try tapControl(.title(title), in: location)
    }

    /// Taps the control on screen (a button or a switch) whose `accessibilityIdentifier` is
    /// `identifier`; see `tapControl(_:in:)`.
    /// - Throws: as `tapControl(titled:in:)`.
    public func tapControl(identifier: String, in location: ControlLocation? = nil) throws {
        try tapControl(.accessibilityIdentifier(identifier), in: location)
    }

    /// Taps the control on screen (a button or a switch) whose `accessibilityLabel` is
    /// `label` (a button's title until one is set, as UIKit's), the way VoiceOver or a UI
    /// test finds it; see `tapControl(_:in:)`.
    /// - Throws: as `tapControl(titled:in:)`.
    public func tapControl(accessibilityLabel label: String, in location: ControlLocation? = nil) throws {
        try tapControl(.accessibilityLabel(label), in: location)
    }

    /// Taps the control on screen that `query` finds: a button runs its actions as a touch
    /// up inside does; a switch flips and sends `.valueChanged`, as a person toggling it does
    /// (`Switch.tap()`). A title finds buttons; an identifier or an accessibility label finds
    /// any control. The tap is
    /// logged as `.controlTapped` with the row or section, and for a switch its new state
    /// (`identified "wifi" → on`).
    /// - Throws: as `tapControl(titled:in:)`.
    public func tapControl(_ query: ControlQuery, in location: ControlLocation? = nil) throws {
        let controls = controlsOnScreen()
        let matches = controls.filter { control in
            (location == nil || control.location == location)
                && {
                    switch query {
                    case let .title(title): (control.control as? Button)?.title == title
                    case let .accessibilityIdentifier(identifier): control.control.accessibilityIdentifier == identifier
                    case let .accessibilityLabel(label): control.control.accessibilityLabel == label
                    }
                }()
        }
        guard let match = matches.first else {
            throw ScrollHarnessError.noSuchControl(query, offered: controls.map { "\($0.name) in \($0.location)" })
        }
        guard matches.count == 1 else { throw ScrollHarnessError.ambiguousControl(query, matches: matches.map(\.location)) }
        guard match.control.isEnabled else { throw ScrollHarnessError.controlDisabled(query, in: match.location) }
        guard match.isInteractive else { throw ScrollHarnessError.controlNotInteractive(query, in: match.location) }
        try gesture("tapControl(\(query))") {
            tick {
                let toggle = match.control as? Switch
                let detail = "\(query)" + (toggle.map { $0.isOn ? " → off" : " → on" } ?? "")
                switch match.location {
                case let .row(indexPath): record(.controlTapped, indexPath: indexPath, detail: detail)
                case let .header(section), let .footer(section): record(.controlTapped, section: section, detail: detail)
                }
                switch match.control {
                case let button as Button: button.sendActions()
                case let toggle as Switch: toggle.tap()
                case let control:
                    control.sendActions(for: .touchDown)
                    control.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                }
            }
        }
    }

    /// Taps the screen's Edit (or Done) button: editing mode is entered when out of it and
    /// left when in it; see `setEditing(_:)`.
    /// - Throws: what the table or the liaison throws while laying out.
    public func tapEditButton() throws {
        try gesture(tableView.isEditing ? "tapEditButton(): Done" : "tapEditButton(): Edit") {
            setEditing(!tableView.isEditing)
        }
    }

    /// Taps the Edit (`true`) or Done (`false`) button: the table enters or leaves editing
    /// mode, as `setEditing(_:animated:)` with animation, and the displayed cells show or
    /// hide their editing controls and reorder handles, in one frame. Logged as
    /// `.editingChanged` ("editing" or "done"). An error the frame's layout meets is logged
    /// as `.error`; `tapEditButton()` throws it.
    public func setEditing(_ editing: Bool) {
        tick {
            record(.editingChanged, detail: editing ? "editing" : "done")
            tableView.setEditing(editing, animated: true)
        }
    }

    /// Taps the editing control (red minus or green plus) of a row on screen in editing mode:
    /// the data source commits the row's editing style.
    /// - Throws: `ScrollHarnessError.noSuchRow`, `.rowNotOnScreen`, `.requiresEditingMode` or
    ///   `.noEditingControl`; what the table or the liaison throws during the commit.
    public func tapEditingControl(row: IndexPath) throws {
        try requireRowOnScreen(row)
        guard tableView.isEditing else { throw ScrollHarnessError.requiresEditingMode(gesture: "an editing control", row: row) }
        guard let cell = tableView.cellForRow(at: row), cell.editingStyle != .none else {
            throw ScrollHarnessError.noEditingControl(row)
        }
        try gesture("tapEditingControl(row: \(row.harnessDescription))") {
            try tick { try tableView.tapEditingControl(forRowAt: row) }
        }
    }

    /// What `row` offers now: the actions a swipe from either edge shows (none in editing
    /// mode or for a row that cannot be edited, where a swipe opens nothing), its editing
    /// control, whether it moves, and, on screen, its accessory and the buttons in its cell.
    /// - Throws: `ScrollHarnessError.noSuchRow` for a row that does not exist; what the table
    ///   throws while laying out.
    public func actions(forRow row: IndexPath) throws -> RowActions {
        try requireRow(row)
        let table = tableView
        let editable = table.dataSource?.tableView(table, canEditRowAt: row) ?? false
        let cell = table.cellForRow(at: row)
        return RowActions(
            leading: try table.swipeActions(forRowAt: row, edge: .leading),
            trailing: try table.swipeActions(forRowAt: row, edge: .trailing),
            editingStyle: editable ? (table.delegate?.tableView(table, editingStyleForRowAt: row) ?? .delete) : .none,
            isMovable: table.dataSource?.tableView(table, canMoveRowAt: row) ?? false,
            accessory: cell?.accessoryType,
            controls: cell.map { cell in
                Self.controls(in: cell).map { control in
                    Self.name(of: control) + (control.isEnabled ? "" : " (disabled)")
                        + (Self.isInteractive(control, in: cell) ? "" : " (not interactive)")
                }
            } ?? [])
    }

    // MARK: Finding controls

    @MainActor
    struct FoundControl {
        let control: Control
        let location: ControlLocation
        /// Whether a finger reaches the control: it and the views it is inside, up to the
        /// cell, header or footer, take touches.
        let isInteractive: Bool
        var name: String { ScrollHarness.name(of: control) }
    }

    /// Whether `control` and every view above it up to `root` take touches, as UIKit's hit
    /// testing skips a view whose `isUserInteractionEnabled` is false with its subtree.
    static func isInteractive(_ control: Control, in root: View) -> Bool {
        var current: View? = control
        while let view = current {
            if !view.isUserInteractionEnabled { return false }
            if view === root { return true }
            current = view.superview
        }
        return true
    }

    /// The controls in the visible cells, headers and footers, in that order.
    func controlsOnScreen() -> [FoundControl] {
        var controls: [FoundControl] = []
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = tableView.cellForRow(at: indexPath) else { continue }
            controls += Self.controls(in: cell).map {
                FoundControl(control: $0, location: .row(indexPath), isInteractive: Self.isInteractive($0, in: cell))
            }
        }
        for section in tableView.sectionsWithVisibleHeaders {
            guard let view = tableView.displayedHeader(forSection: section) else { continue }
            controls += Self.controls(in: view).map {
                FoundControl(control: $0, location: .header(section), isInteractive: Self.isInteractive($0, in: view))
            }
        }
        for section in tableView.sectionsWithVisibleFooters {
            guard let view = tableView.displayedFooter(forSection: section) else { continue }
            controls += Self.controls(in: view).map {
                FoundControl(control: $0, location: .footer(section), isInteractive: Self.isInteractive($0, in: view))
            }
        }
        return controls
    }

    /// The visible controls in `view`'s tree, in tree order: a hidden view hides its
    /// subtree, and a control's own subviews (a button's label) are not controls.
    static func controls(in view: View) -> [Control] {
        if view.isHidden { return [] }
        if let control = view as? Control { return [control] }
        return view.subviews.flatMap { controls(in: $0) }
    }

    /// A button's title in quotes, else its identifier, else its accessibility label in
    /// quotes, else "untitled"; a switch's identifier (or accessibility label, or "switch")
    /// and its state: `#wifi (on)`.
    static func name(of control: Control) -> String {
        if let button = control as? Button, let title = button.title { return "\"\(title)\"" }
        let name =
            control.accessibilityIdentifier.map { "#\($0)" } ?? control.accessibilityLabel.map { "\"\($0)\"" }
            ?? (control is Switch ? "switch" : "untitled")
        guard let toggle = control as? Switch else { return name }
        return name + (toggle.isOn ? " (on)" : " (off)")
    }
}
