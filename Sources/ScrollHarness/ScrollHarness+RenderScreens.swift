import Foundation
import TableLiaison
import ViewControllers

extension ScrollHarness {
    /// The render of a hosted screen: under the offset line, the navigation bar
    /// (`nav: ‹ Notes │ Detail │ [Add]`: the back button, the title, the bar buttons leading
    /// to trailing) and the presented sheet (`sheet: NoteForm "New note"`); on the last line the tab bar
    /// (`tabs: [Inbox] Archive`, the selected tab in brackets); a presented alert
    /// drawn as a double-lined box over the middle of the screen, with its title, message,
    /// text fields and actions (`[Cancel]`, the preferred one in `*…*`, a destructive one
    /// marked `!`). Unchanged for a harness made for a table.
    func decoratedForHostedScreens(_ lines: [String]) -> [String] {
        guard window != nil, !lines.isEmpty else { return lines }
        var output = lines
        // A screen without a table: its views' text replaces the table's stale rows.
        if topScreenHasNoTable,
            let screen = topViewController.flatMap({ $0 is AlertController ? $0.presentingViewController : $0 })
        {
            let texts = Self.renderedText(of: screen.visibleLeaf.view, showingOpacity: rendersOpacity)
            output = [output[0]] + (1..<output.count).map { index in index - 1 < texts.count ? "  " + texts[index - 1] : "" }
        }
        var header: [String] = []
        if let sheet = presentedViewController, !(sheet is AlertController) {
            header.append("sheet: \(Self.name(sheet)) (\(sheet.modalPresentationStyle))")
        } else if let sheet = presentedAlert?.presentingViewController, sheet.presentingViewController != nil {
            header.append("sheet: \(Self.name(sheet)) (\(sheet.modalPresentationStyle))")
        }
        if let bar = navigationBarLine() { header.append(bar) }
        output.insert(contentsOf: header, at: 1)
        if let tabs = tabBarLine() { output.append(tabs) }
        if let alert = presentedAlert { overlay(Self.alertBox(alert, width: max(12, min(renderWidth, 40))), on: &output) }
        return output
    }

    /// The visible navigation bar as one line, or nil when there is none or it is hidden.
    private func navigationBarLine() -> String? {
        guard let bar = navigationBarParts() else { return nil }
        return "nav: " + [bar.leading, bar.title, bar.trailing].joined(separator: " │ ")
    }

    /// The visible tab bar as one line, the selected tab in brackets and a badge after its
    /// tab's title (`tabs: [Inbox (3)] Archive Settings`); nil when there is none, it is
    /// hidden, or a screen is presented over it.
    private func tabBarLine() -> String? {
        guard let tabs = visibleTabBarController, !tabs.tabBar.isHidden, let controllers = tabs.viewControllers else {
            return nil
        }
        let titles = controllers.enumerated().map { index, controller in
            let title = Self.tabTitle(of: controller) + (controller.tabBarItem.badgeValue.map { " (\($0))" } ?? "")
            return index == tabs.selectedIndex ? "[\(title)]" : title
        }
        return "tabs: " + titles.joined(separator: " ")
    }

    /// The visible navigation bar's three parts as drawn: the back button and leading items
    /// (`‹ Notes [Edit]`), the title, the trailing items; nil when there is none or it is
    /// hidden. The render and the filmstrip both draw these.
    func navigationBarParts() -> (leading: String, title: String, trailing: String)? {
        guard let navigation = visibleNavigationController, !navigation.isNavigationBarHidden,
            let top = navigation.topViewController
        else { return nil }
        let item = top.navigationItem
        var leading: [String] = []
        // A hidden item takes no room (UIKit's `isHidden`, iOS 16).
        let leftItems = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }.map { "[\($0.displayText)]" }
        if leftItems.isEmpty || item.leftItemsSupplementBackButton,
            let back = navigation.backButtonTitle(
                at: navigation.viewControllers.count - 1, barWidth: navigation.viewIfLoaded?.bounds.width)
        {
            leading.append("‹ \(back)")
        }
        leading += leftItems
        // UIKit lists the trailing items from the trailing edge inwards.
        let trailing = (item.rightBarButtonItems ?? []).reversed().filter { !$0.isHidden }.map { "[\($0.displayText)]" }
        return (leading.joined(separator: " "), item.title ?? top.title ?? "", trailing.joined(separator: " "))
    }

    /// An alert as a box of lines `width` characters wide.
    static func alertBox(_ alert: AlertController, width: Int) -> [String] {
        let inner = width - 4
        func fit(_ text: String) -> [String] {
            var rows: [String] = []
            var rest = Substring(text)
            repeat {
                rows.append(String(rest.prefix(inner)))
                rest = rest.dropFirst(inner)
            } while !rest.isEmpty
            return rows
        }
        func row(_ text: String) -> String {
            let padding = max(0, inner - text.count)
            return "║ " + String(repeating: " ", count: padding / 2) + text
                + String(repeating: " ", count: padding - padding / 2) + " ║"
        }
        let kind = alert.preferredStyle == .alert ? "alert" : "action sheet"
        var box = ["╔═" + kind + String(repeating: "═", count: max(0, width - 3 - kind.count)) + "╗"]
        if let title = alert.title { box += fit(title).map(row) }
        if let message = alert.message { box += fit(message).map(row) }
        for field in alert.textFields ?? [] {
            let text = field.text.flatMap { $0.isEmpty ? nil : $0 } ?? field.placeholder ?? ""
            box += fit("⎕ " + text).map(row)
        }
        let actions = alert.actions.map { action -> String in
            let title = action.title ?? ""
            let marked = alert.preferredAction === action ? "*\(title)*" : title
            return "[\(action.style == .destructive ? "!" : "")\(marked)\(action.isEnabled ? "" : " ⊘")]"
        }
        box += fit(actions.joined(separator: " ")).map(row)
        box.append("╚" + String(repeating: "═", count: width - 2) + "╝")
        return box
    }

    /// Draws `box` over the middle of `lines` (after the first, the offset line).
    private func overlay(_ box: [String], on lines: inout [String]) {
        let available = lines.count - 1
        let top = 1 + max(0, (available - box.count) / 2)
        for (offset, boxLine) in box.enumerated() {
            let index = top + offset
            let boxCharacters = Array(boxLine)
            guard index < lines.count else {
                lines.append(boxLine)
                continue
            }
            var characters = Array(lines[index])
            let start = max(0, (characters.count - boxCharacters.count) / 2)
            while characters.count < start + boxCharacters.count { characters.append(" ") }
            characters.replaceSubrange(start..<(start + boxCharacters.count), with: boxCharacters)
            lines[index] = String(characters)
        }
    }
}
