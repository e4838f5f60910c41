import Foundation

/// How a row's cells are registered with the table.
public enum Registration<Cell: TableViewCell> {
    /// The cell class under the identifier `String(describing: Cell.self)`.
    case defaultClass
    /// The cell class under a custom identifier.
    case `class`(reuseIdentifier: String)
    /// A factory (the headless stand-in for a nib) under a custom identifier.
    case factory(reuseIdentifier: String, make: @MainActor () -> Cell)

    /// The identifier cells are registered and dequeued with.
    @MainActor
    public var reuseIdentifier: String {
        switch self {
        case .defaultClass: ReuseIdentifiers.identifier(for: Cell.self)
        case let .class(identifier), let .factory(identifier, _): identifier
        }
    }

    @MainActor
    func register(with tableView: TableView) {
        switch self {
        case .defaultClass, .class: tableView.register(Cell.self, forCellReuseIdentifier: reuseIdentifier)
        case let .factory(identifier, make): tableView.register(forCellReuseIdentifier: identifier) { make() }
        }
    }
}

/// How a section component's views are registered.
public enum ComponentRegistration<View: TableViewHeaderFooterView> {
    /// The view class under the identifier `String(describing: View.self)`.
    case defaultClass
    /// The view class under a custom identifier.
    case `class`(reuseIdentifier: String)
    /// A factory under a custom identifier.
    case factory(reuseIdentifier: String, make: @MainActor () -> View)

    /// The identifier views are registered and dequeued with.
    @MainActor
    public var reuseIdentifier: String {
        switch self {
        case .defaultClass: ReuseIdentifiers.identifier(for: View.self)
        case let .class(identifier), let .factory(identifier, _): identifier
        }
    }

    @MainActor
    func register(with tableView: TableView) {
        switch self {
        case .defaultClass, .class: tableView.register(View.self, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
        case let .factory(identifier, make): tableView.register(forHeaderFooterViewReuseIdentifier: identifier) { make() }
        }
    }
}

/// `String(describing:)` of a type, computed once per type: it reflects on the type, which is
/// too slow to do for every cell dequeued.
@MainActor
enum ReuseIdentifiers {
    private static var cache: [ObjectIdentifier: String] = [:]

    static func identifier(for type: AnyClass) -> String {
        let key = ObjectIdentifier(type)
        if let identifier = cache[key] { return identifier }
        let identifier = String(describing: type)
        cache[key] = identifier
        return identifier
    }
}
