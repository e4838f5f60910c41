import Foundation

/// How a row's cells, or a section component's header and footer views, are registered
/// with the table.
public enum Registration<Content: View> {
    /// The class under the identifier `String(describing: Content.self)`.
    case defaultClass
    /// The class under a custom identifier.
    case `class`(reuseIdentifier: String)
    /// A factory (the headless stand-in for a nib) under a custom identifier.
    case factory(reuseIdentifier: String, make: @MainActor () -> Content)

    /// The identifier cells or views are registered and dequeued with.
    @MainActor
    public var reuseIdentifier: String {
        switch self {
        case .defaultClass: ReuseIdentifiers.identifier(for: Content.self)
        case let .class(identifier), let .factory(identifier, _): identifier
        }
    }
}

extension Registration where Content: TableViewCell {
    @MainActor
    func register(with tableView: TableView) {
        switch self {
        case .defaultClass, .class: tableView.register(Content.self, forCellReuseIdentifier: reuseIdentifier)
        case let .factory(identifier, make): tableView.register(forCellReuseIdentifier: identifier) { make() }
        }
    }
}

extension Registration where Content: TableViewHeaderFooterView {
    @MainActor
    func register(with tableView: TableView) {
        switch self {
        case .defaultClass, .class: tableView.register(Content.self, forHeaderFooterViewReuseIdentifier: reuseIdentifier)
        case let .factory(identifier, make): tableView.register(forHeaderFooterViewReuseIdentifier: identifier) { make() }
        }
    }
}

/// How a section component's views are registered: a `Registration` of a header or footer
/// view type.
public typealias ComponentRegistration<HeaderFooterView: TableViewHeaderFooterView> = Registration<HeaderFooterView>

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
