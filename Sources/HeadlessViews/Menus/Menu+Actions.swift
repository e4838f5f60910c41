import Foundation

extension Menu {
    /// Puts the submenu titles and the action title of a path into one name, as
    /// `TableView.visibleContextMenuActions` lists an action in a submenu.
    package static let pathSeparator = " > "

    /// The actions the menu offers, depth-first (a submenu's actions where the submenu is),
    /// each with its path: the titles of the submenus it is under that show as items, then
    /// its own. An inline submenu (`.displayInline`) adds no title, as its children show in
    /// the parent. O(elements).
    package var reachableActions: [(path: [String], action: Action)] {
        var found: [(path: [String], action: Action)] = []
        collectActions(under: [], into: &found)
        return found
    }

    private func collectActions(under path: [String], into found: inout [(path: [String], action: Action)]) {
        Self.collect(children, under: path, into: &found)
    }

    private static func collect(
        _ elements: [MenuElement], under path: [String], into found: inout [(path: [String], action: Action)]
    ) {
        for child in elements {
            if let action = child as? Action {
                found.append((path + [action.title], action))
            } else if let submenu = child as? Menu {
                let inner = submenu.options.contains(.displayInline) ? path : path + [submenu.title]
                submenu.collectActions(under: inner, into: &found)
            } else if let deferred = child as? DeferredMenuElement {
                // Its elements show where it is, as UIKit's.
                collect(deferred.elementsForShowing(), under: path, into: &found)
            }
        }
    }
}
