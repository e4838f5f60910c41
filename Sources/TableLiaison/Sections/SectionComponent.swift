import Foundation

/// A typed section header or footer: a model, the view type that shows it, and closures per
/// `SectionComponentCommand`. Open for subclassing.
@MainActor
open class SectionComponent<View: TableViewHeaderFooterView, Model>: AnySectionComponent {
    /// A command's closure: the view, the model and the section index.
    public typealias Command = @MainActor (View, Model, Int) -> Void

    /// Wraps a command closure so that `CommandList` stores it as written (see there why).
    struct Handler {
        let run: Command
    }

    /// The data the component shows.
    public var model: Model
    /// How the component's views are registered.
    public let registration: ComponentRegistration<View>
    private var commands = CommandList<SectionComponentCommand, Handler>()
    private var dimensions = HeightDimensions<Model>()

    /// A component showing `model` in views registered as `registration` (by default the
    /// view class under its type name), as OKTableViewLiaison's component initializer.
    public init(_ model: Model, registration: ComponentRegistration<View> = .defaultClass) {
        self.model = model
        self.registration = registration
    }

    /// Sets the closure for `command`, replacing any earlier one.
    public func set(command: SectionComponentCommand, with closure: @escaping Command) {
        commands.set(command, Handler(run: closure))
    }

    /// Removes the closure for `command`.
    public func remove(command: SectionComponentCommand) {
        commands.remove(command)
    }

    /// Sets a fixed height or estimate; NaN and negative values set none and values above
    /// `TableView.maximumDimension` are stored as that maximum, as for a row.
    public func set(height: HeightType, _ value: CGFloat) {
        dimensions.set(height, .value(value))
    }

    /// Sets a height or estimate computed from the model each time the table asks.
    public func set(height: HeightType, _ closure: @escaping @MainActor (Model) -> CGFloat) {
        dimensions.set(height, .computed(closure))
    }

    /// Removes a height (the view then self-sizes) or estimate.
    public func remove(height: HeightType) {
        dimensions.set(height, nil)
    }

    public var reuseIdentifier: String { registration.reuseIdentifier }

    public func register(with tableView: TableView) {
        registration.register(with: tableView)
    }

    open func view(for tableView: TableView, in section: Int) -> TableViewHeaderFooterView? {
        guard let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: reuseIdentifier) as? View else { return nil }
        perform(command: .configuration, for: view, in: section)
        return view
    }

    public func perform(command: SectionComponentCommand, for view: TableViewHeaderFooterView, in section: Int) {
        guard let view = view as? View, let handler = commands.handler(for: command) else { return }
        handler.run(view, model, section)
    }

    public var height: CGFloat? { dimensions.resolve(.height, for: model) }
    public var estimatedHeight: CGFloat? { dimensions.resolve(.estimatedHeight, for: model) }
}

extension SectionComponent where Model == Void {
    /// A component without a model.
    public convenience init(registration: ComponentRegistration<View> = .defaultClass) {
        self.init((), registration: registration)
    }
}
