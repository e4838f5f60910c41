import Foundation
import TableLiaison

/// What the harness throws when a gesture is impossible in the current state: the finger
/// missed (no such row on screen, no such action or control, a row that cannot be edited or
/// moved, nothing to scroll). Nothing was touched: no frame ticked, the table and the
/// liaison are as they were.
///
/// It is the one error of the first kind. The second kind, a screen that broke during a
/// possible gesture, propagates with its own type: `TableViewError` (a data source whose
/// counts did not follow its update, a batch the table refused), `LiaisonError` (a deferred
/// mutation refused, two row types sharing an identifier), or whatever a row threw. A test
/// or a random explorer tells the two apart by type: `ScrollHarnessError` means "choose
/// another gesture", anything else means "the screen failed".
public enum ScrollHarnessError: Error, Equatable, CustomStringConvertible {
    /// The row does not exist: the table has `sections` sections, and `rowsInSection` rows
    /// in the row's section when that section exists.
    case noSuchRow(IndexPath, sections: Int, rowsInSection: Int?)
    /// The row exists but is not on screen, where a finger could touch it.
    case rowNotOnScreen(IndexPath, visibleRows: [IndexPath])
    /// A swipe on a row that cannot be edited opens nothing.
    case rowNotEditable(IndexPath)
    /// The swipe from `edge` offers no action titled `title` (no destructive action when
    /// `title` is nil); `offered` is what it does offer.
    case noSuchSwipeAction(row: IndexPath, edge: SwipeEdge, title: String?, offered: [SwipeActionDescription])
    /// The gesture needs editing mode (an editing control, a reorder handle).
    case requiresEditingMode(gesture: String, row: IndexPath)
    /// The gesture is not possible in editing mode (a swipe).
    case unavailableInEditingMode(gesture: String, row: IndexPath)
    /// In editing mode the row shows no insert or delete control.
    case noEditingControl(IndexPath)
    /// The row shows no reorder control: it cannot be moved.
    case rowNotMovable(IndexPath)
    /// A dragged row cannot be dropped there: `validRows` is how many places the row has in
    /// that section (nil when the section does not exist).
    case noSuchDestination(row: IndexPath, destination: IndexPath, validRows: Int?)
    /// The row's accessory is not a detail button, so there is nothing to tap.
    case noAccessoryButton(row: IndexPath, accessory: TableViewCell.AccessoryType)
    /// No control on screen matches; `offered` lists the controls on screen.
    case noSuchControl(ControlQuery, offered: [String])
    /// Several controls on screen match; `matches` says where they are.
    case ambiguousControl(ControlQuery, matches: [ControlLocation])
    /// The control is disabled: a tap does nothing.
    case controlDisabled(ControlQuery, in: ControlLocation)
    /// The control, or a view it is inside, has `isUserInteractionEnabled` false (a label or
    /// an image view has it false by default): a finger cannot reach it.
    case controlNotInteractive(ControlQuery, in: ControlLocation)
    /// The content fits in the viewport: a drag or a fling has nothing to scroll.
    case nothingToScroll(contentHeight: CGFloat, viewportHeight: CGFloat)
    /// A gesture was given a number no finger can produce (NaN or infinity): `parameter`
    /// names it.
    case notFinite(parameter: String, value: CGFloat)
    /// A long press on the row opens no context menu: the delegate gave no configuration or menu.
    case noContextMenu(IndexPath)
    /// No context menu is open, or the open one has no action named or titled `title`
    /// (a submenu's own title names no action); `offered` lists its actions' names, an
    /// action in a submenu as `"Share > Mail"` (empty when none is open).
    case noSuchContextMenuAction(title: String, offered: [String])
    /// The section index has no title `title`; `offered` lists its titles.
    case noSuchSectionIndexTitle(String, offered: [String])
    /// A width change was asked for a width no screen has (zero or negative).
    case widthNotPositive(width: CGFloat)
    /// A table gesture on a hosted screen whose top controller shows no table.
    case noTableOnTopScreen(screen: String)
    /// No bar button of the top screen matches `query` (title, system item or accessibility
    /// label); `offered` lists what the bar shows.
    case noSuchBarButton(query: String, offered: [String])
    /// The bar button is disabled, or has neither a primary action nor a menu.
    case barButtonNotTappable(query: String)
    /// An alert gesture while no alert is presented.
    case noAlertShown
    /// The alert offers no action titled `title`; `offered` lists its actions.
    case noSuchAlertAction(title: String, offered: [String])
    /// The alert's action titled `title` is disabled.
    case alertActionDisabled(title: String)
    /// The alert has no text field at `index`; it has `count`.
    case noSuchAlertTextField(index: Int, count: Int)
    /// Going back where the top screen shows no back button (the root, a hidden back button,
    /// a screen presented over the stack, no navigation controller).
    case noBackButton(screen: String)
    /// A tab gesture where no tab bar shows: no tab bar controller, its bar hidden, or a
    /// screen presented over it.
    case noTabBar(screen: String)
    /// The tab bar shows no tab titled `title` (or none at that index); `offered` lists its
    /// tabs' titles.
    case noSuchTab(title: String, offered: [String])
    /// The tab's item is disabled (`isEnabled` false): a tap does nothing.
    case tabDisabled(title: String)
    /// A swipe down on a screen that is not presented as a sheet (not presented, full screen, an alert).
    case notASheet(screen: String)
    /// The screen on top has no search bar: its `navigationItem.searchController` is nil.
    case noSearchBar(screen: String)
    /// The search bar of the screen on top shows no Cancel button: searching is not active
    /// and the bar's `showsCancelButton` is off.
    case noSearchCancelButton(screen: String)
    /// A gesture under a presented alert: the alert takes every touch until it is dismissed.
    case blockedByAlert(title: String?)
    /// No row on screen has a cell whose `accessibilityLabel` is this; `offered` lists the
    /// labels of the rows on screen.
    case noRowWithAccessibilityLabel(String, offered: [String])
    /// Several rows on screen have cells with this `accessibilityLabel`.
    case ambiguousRowAccessibilityLabel(String, rows: [IndexPath])
    /// `touch(_:at:)` was given a view of this type that is not in the harness's window.
    case viewNotInWindow(type: String)
    /// `swipeBack()` on this screen: the navigation controller's pop recognizer is disabled or
    /// its delegate refused to begin.
    case swipeBackRefused(screen: String)
    /// `touch(_:at:)` found that a view of this type does not take a touch at this point
    /// (hidden, transparent or not interactive there, covered by another view, or the point
    /// outside it).
    case touchNotTaken(type: String, x: CGFloat, y: CGFloat)

    /// What was wrong, with the values, and what was possible instead.
    public var description: String {
        switch self {
        case let .noSuchRow(row, sections, rows):
            if let rows {
                return "no row \(row.harnessDescription): section \(row.section) has \(rows) rows (valid rows 0..<\(rows))"
            }
            return "no row \(row.harnessDescription): the table has \(sections) sections (valid sections 0..<\(sections))"
        case let .rowNotOnScreen(row, visible):
            let range =
                visible.first.map { first in "\(first.harnessDescription) to \((visible.last ?? first).harnessDescription)" }
                ?? "none"
            return "row \(row.harnessDescription) is not on screen: scroll to it first (rows on screen: \(range))"
        case let .rowNotEditable(row):
            return "row \(row.harnessDescription) cannot be edited: a swipe opens nothing"
        case let .noSuchSwipeAction(row, edge, title, offered):
            let wanted = title.map { "no action titled \"\($0)\"" } ?? "no destructive action"
            return
                "row \(row.harnessDescription) shows \(wanted) when swiped from the \(edge) edge: it shows \(offered.map { $0.title ?? "untitled" })"
        case let .requiresEditingMode(gesture, row):
            return "\(gesture) on row \(row.harnessDescription) needs editing mode: tap the Edit button first (tapEditButton())"
        case let .unavailableInEditingMode(gesture, row):
            return "\(gesture) on row \(row.harnessDescription) is not possible in editing mode: tap Done first (tapEditButton())"
        case let .noEditingControl(row):
            return "row \(row.harnessDescription) shows no editing control: its editing style is none"
        case let .rowNotMovable(row):
            return "row \(row.harnessDescription) shows no reorder control: it cannot be moved"
        case let .noSuchDestination(row, destination, validRows):
            let valid = validRows.map { "rows 0..<\($0) of section \(destination.section)" } ?? "an existing section"
            return "row \(row.harnessDescription) cannot be dropped at \(destination.harnessDescription): it can go to \(valid)"
        case let .noAccessoryButton(row, accessory):
            return "row \(row.harnessDescription) shows no detail button to tap: its accessory is \(accessory)"
        case let .noSuchControl(query, offered):
            return "no control \(query) on screen: the controls on screen are \(offered)"
        case let .ambiguousControl(query, matches):
            return
                "\(matches.count) controls \(query) are on screen, in \(matches.map(\.description).joined(separator: ", ")): say which row, header or footer"
        case let .controlDisabled(query, location):
            return "the control \(query) in \(location) is disabled: a tap does nothing"
        case let .controlNotInteractive(query, location):
            return "the control \(query) in \(location) does not take touches: it or a view it is inside has "
                + "isUserInteractionEnabled false (labels and image views do by default)"
        case let .notFinite(parameter, value):
            return "\(parameter) is \(value): it must be a finite number"
        case let .nothingToScroll(content, viewport):
            return "nothing to scroll: the content (\(format(content)) points) fits in the viewport (\(format(viewport)) points)"
        case let .noContextMenu(row):
            return
                "a long press on row \(row.harnessDescription) opens no context menu: the delegate gives no configuration or menu"
        case let .noSuchContextMenuAction(title, offered):
            if offered.isEmpty { return "no context menu is open to choose \"\(title)\" from: long-press a row first" }
            return
                "the context menu shows no action named or titled \"\(title)\" (a submenu's title names no action): it offers \(offered)"
        case let .noSuchSectionIndexTitle(title, offered):
            return "the section index shows no title \"\(title)\": it shows \(offered)"
        case let .noTableOnTopScreen(screen):
            return "the top screen, \(screen), shows no table; drive it with bar buttons, alerts or back"
        case let .noSuchBarButton(query, offered):
            return "no bar button matches \"\(query)\" (by title, system item or accessibility label); the bar shows \(offered)"
        case let .barButtonNotTappable(query):
            return "the bar button \"\(query)\" is disabled or has no action and no menu"
        case .noAlertShown:
            return "no alert is presented; present one before tapping its actions"
        case let .noSuchAlertAction(title, offered):
            return "the alert has no action titled \"\(title)\"; it offers \(offered)"
        case let .alertActionDisabled(title):
            return "the alert's action \"\(title)\" is disabled (isEnabled false)"
        case let .noSuchAlertTextField(index, count):
            return "the alert has no text field at \(index); it has \(count)"
        case let .noBackButton(screen):
            return
                "\(screen) shows no back button (the root of its stack, a hidden back button, or not in a navigation controller)"
        case let .noTabBar(screen):
            return
                "no tab bar shows under \(screen): it is in no tab bar controller, the bar is hidden, or a screen is presented over it"
        case let .noSuchTab(title, offered):
            return "the tab bar shows no tab \(title.hasPrefix("at index") ? title : "titled \"\(title)\""); it shows \(offered)"
        case let .tabDisabled(title):
            return "the tab \"\(title)\" is disabled (its tabBarItem's isEnabled is false): a tap does nothing"
        case let .notASheet(screen):
            return "\(screen) is not presented as a sheet, so a swipe down cannot dismiss it"
        case let .noSearchBar(screen):
            return "\(screen) shows no search bar; set its navigationItem.searchController to search"
        case let .noSearchCancelButton(screen):
            return
                "the search bar of \(screen) shows no Cancel button (searching is not active and showsCancelButton is off); type in it first"
        case let .blockedByAlert(title):
            return "an alert (\(title ?? "untitled")) is presented and takes every touch; tap one of its actions first"
        case let .widthNotPositive(width):
            return "the width \(format(width)) is not a screen's width: it must be more than 0 points"
        case let .noRowWithAccessibilityLabel(label, offered):
            return "no row on screen is labelled \"\(label)\" for accessibility: the rows on screen are labelled \(offered)"
        case let .ambiguousRowAccessibilityLabel(label, rows):
            return
                "\(rows.count) rows on screen are labelled \"\(label)\" (\(rows.map(\.harnessDescription).joined(separator: ", "))): "
                + "tap one by its index path"
        case let .viewNotInWindow(type):
            return "the \(type) to touch is not in the harness's window: touch a view of the screen on top"
        case let .swipeBackRefused(screen):
            return "a swipe back from \(screen) is refused: the interactive pop gesture recognizer is disabled or its "
                + "delegate's gestureRecognizerShouldBegin answered false; use goBack() to tap the back button"
        case let .touchNotTaken(type, x, y):
            return "no view takes a touch at (\(format(x)), \(format(y))) of the \(type): it is hidden, transparent, "
                + "not interactive there, or the point is outside it"
        }
    }

    private func format(_ value: CGFloat) -> String { String(format: "%.1f", value) }
}

/// How a gesture finds a control (a `Button` or a `Switch`) inside a cell, header or footer.
public enum ControlQuery: Hashable, Sendable, CustomStringConvertible {
    /// The control whose title is this.
    case title(String)
    /// The control whose `accessibilityIdentifier` is this.
    case accessibilityIdentifier(String)
    /// The control whose `accessibilityLabel` is this (a button's title until one is set,
    /// as UIKit's).
    case accessibilityLabel(String)

    /// `titled "Like"`, `identified "like-3"`.
    public var description: String {
        switch self {
        case let .title(title): "titled \"\(title)\""
        case let .accessibilityIdentifier(identifier): "identified \"\(identifier)\""
        case let .accessibilityLabel(label): "labelled \"\(label)\""
        }
    }
}

/// Where a control is: in a row's cell, or in a section's header or footer.
public enum ControlLocation: Hashable, Sendable, CustomStringConvertible {
    /// In the cell of this row.
    case row(IndexPath)
    /// In this section's header.
    case header(Int)
    /// In this section's footer.
    case footer(Int)

    /// `row (0 - 3)`, `header 1`, `footer 2`.
    public var description: String {
        switch self {
        case let .row(indexPath): "row \(indexPath.harnessDescription)"
        case let .header(section): "header \(section)"
        case let .footer(section): "footer \(section)"
        }
    }
}

extension IndexPath {
    /// "(0 - 3)", as the harness's logs write rows.
    var harnessDescription: String { count == 2 ? "(\(section) - \(row))" : "\(self)" }
}
