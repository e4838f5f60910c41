import Foundation

/// Which components a section shows.
public enum ComponentDisplayOption {
    /// Neither a header nor a footer.
    case none
    /// A header only.
    case header(component: AnySectionComponent)
    /// A footer only.
    case footer(component: AnySectionComponent)
    /// A header and a footer.
    case both(headerComponent: AnySectionComponent, footerComponent: AnySectionComponent)

    /// The header component, if any.
    public var header: AnySectionComponent? {
        switch self {
        case let .header(component): component
        case let .both(header, _): header
        case .none, .footer: nil
        }
    }

    /// The footer component, if any.
    public var footer: AnySectionComponent? {
        switch self {
        case let .footer(component): component
        case let .both(_, footer): footer
        case .none, .header: nil
        }
    }
}

/// A section of a liaison: rows, an optional header and footer, and an optional identity.
public struct Section {
    /// The rows, top to bottom.
    public var rows: [AnyRow]
    /// The header and footer components.
    public var componentDisplayOption: ComponentDisplayOption
    /// An identity for diffing; nil for none.
    public var id: AnyHashable?

    /// A section of `rows` with `componentDisplayOption`.
    public init(id: AnyHashable? = nil, rows: [AnyRow] = [], componentDisplayOption: ComponentDisplayOption = .none) {
        self.id = id
        self.rows = rows
        self.componentDisplayOption = componentDisplayOption
    }
}
