#if !canImport(UIKit)
    import Foundation
    import VirtualTableView

    // UIKit's registrations take `AnyClass?`, so a cell class reached as a class value (`Cell.classForCoder()`,
    // `NSClassFromString(…)`) registers as well as `Cell.self`. A cell's type (`Cell.self`)
    // chooses the table's own `register(_:forCellReuseIdentifier:)`.
    extension TableView {
        /// Registers `cellClass` for `identifier`, as UIKit's `register(_:forCellReuseIdentifier:)`
        /// given a class value: a `TableViewCell` subclass registers as its type does. Nil, or
        /// a class that is not a cell's, registers nothing (UIKit unregisters the identifier
        /// for nil; a later dequeue of it is then recorded as an unregistered identifier).
        public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
            guard let cellType = cellClass as? TableViewCell.Type else { return }
            register(cellType, forCellReuseIdentifier: identifier)
        }

        /// Registers `viewClass` for header and footer views of `identifier`, as UIKit's
        /// `register(_:forHeaderFooterViewReuseIdentifier:)` given a class value: a
        /// `TableViewHeaderFooterView` subclass registers as its type does; nil, or another
        /// class, registers nothing.
        public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
            guard let viewType = viewClass as? TableViewHeaderFooterView.Type else { return }
            register(viewType, forHeaderFooterViewReuseIdentifier: identifier)
        }
    }

    extension NSObject {
        /// The class an archiver encodes in place of the receiver's, as the Objective-C
        /// runtime's class method `classForCoder()` (the class itself): code that registers a
        /// cell with `Cell.classForCoder()` compiles and registers `Cell`. Objects keep
        /// Foundation's instance property of the same name.
        public class func classForCoder() -> AnyClass { self }
    }
#endif
