import Foundation

/// A typed row: a model, the cell type that shows it, and closures per `RowCommand`.
/// Open for subclassing, so a screen's rows can be named types (`class PriceRow: Row<PriceCell, Product>`).
///
/// Storage is kept small because feeds hold many rows: the first two commands and fixed
/// heights live inline, and what most rows never set (a custom registration, prefetch
/// commands, editing options) lives in a box allocated on first use. The row's identity is
/// two words, allocated with its id (or, for a row without an id, the first time the row
/// is compared).
@MainActor
open class Row<Cell: TableViewCell, Model>: AnyRow {
    /// A row command's closure: the cell, the row's model and the row's index path.
    public typealias Command = @MainActor (Cell, Model, IndexPath) -> Void
    /// A prefetch command's closure: the row's model and index path.
    public typealias PrefetchHandler = @MainActor (Model, IndexPath) -> Void

    /// Wraps a command closure so that `CommandList` stores it as written (see there why).
    struct Handler {
        let run: Command
    }

    /// Wraps a prefetch closure, as `Handler` does.
    struct PrefetchHandlerBox {
        let run: PrefetchHandler
    }

    final class Options {
        var registration: Registration<Cell> = .defaultClass
        var editingStyle: TableViewCell.EditingStyle = .none
        var movable = false
        var editActions: [TableViewRowAction]?
        var leadingSwipeActions: SwipeActionsConfiguration?
        var trailingSwipeActions: SwipeActionsConfiguration?
        var contextMenuProvider: (@MainActor (Model, IndexPath) -> Menu?)?
        var indentWhileEditing = false
        var deleteConfirmationTitle: String?
        var deleteRowAnimation: TableView.RowAnimation = .automatic
        var isSelectable = true
        var contentEquality: (@MainActor (Model, Model) -> Bool)?
        var prefetchCommands = CommandList<PrefetchCommand, PrefetchHandlerBox>()
    }

    /// The row's identity: from `id`, or made on first use from the row object. First, so
    /// that its offset in the object does not depend on `Model`'s size.
    private var identity: RowIdentity?
    /// The data the row shows.
    public var model: Model {
        // A height computed from the old model is not this model's.
        didSet { dimensions.forgetComputedHeight() }
    }
    private var commands = CommandList<RowCommand, Handler>()
    private var dimensions = HeightDimensions<Model>()
    private var options: Options?

    /// A row showing `model`, as OKTableViewLiaison's row initializer makes one: every
    /// parameter after the model has OKTableViewLiaison's default, so
    /// `Row<PostCell, Post>(post, editingStyle: .delete)` sets only what differs.
    ///
    /// - Parameters:
    ///   - model: The data the row shows.
    ///   - id: An identity for `Liaison.apply` that outlives the row object; nil makes the
    ///     row object its own identity.
    ///   - editingStyle: The editing control, and swipe-to-delete when `.delete`.
    ///   - movable: Whether the row can be reordered in editing mode.
    ///   - editActions: The older swipe actions; nil or empty for none.
    ///   - indentWhileEditing: Whether the cell indents in editing mode. False, as in
    ///     OKTableViewLiaison.
    ///   - deleteConfirmationTitle: The delete button's title; nil shows "Delete".
    ///   - deleteRowAnimation: How the row leaves when its delete button or editing control
    ///     deletes it.
    ///   - registration: How the row's cells are registered; by default the cell class
    ///     under its type name.
    /// - Complexity: O(1). Values left at their defaults cost no storage.
    public init(
        _ model: Model,
        id: AnyHashable? = nil,
        editingStyle: TableViewCell.EditingStyle = .none,
        movable: Bool = false,
        editActions: [TableViewRowAction]? = nil,
        indentWhileEditing: Bool = false,
        deleteConfirmationTitle: String? = nil,
        deleteRowAnimation: TableView.RowAnimation = .automatic,
        registration: Registration<Cell> = .defaultClass
    ) {
        self.model = model
        // Only what differs from a default is stored, so a plain row allocates no options.
        if case .defaultClass = registration {} else { ensuredOptions.registration = registration }
        if editingStyle != .none { self.editingStyle = editingStyle }
        if movable { self.movable = movable }
        if let editActions { self.editActions = editActions }
        if indentWhileEditing { self.indentWhileEditing = indentWhileEditing }
        if let deleteConfirmationTitle { self.deleteConfirmationTitle = deleteConfirmationTitle }
        if deleteRowAnimation != .automatic { self.deleteRowAnimation = deleteRowAnimation }
        if let id { self.id = id }
    }

    /// How the row's cells are registered.
    public var registration: Registration<Cell> { options?.registration ?? .defaultClass }

    // MARK: Commands

    /// Sets the closure for `command`, replacing any earlier one.
    public func set(command: RowCommand, with closure: @escaping Command) {
        commands.set(command, Handler(run: closure))
    }

    /// Removes the closure for `command`.
    public func remove(command: RowCommand) {
        commands.remove(command)
    }

    /// Sets the closure for a prefetch command, replacing any earlier one.
    public func set(prefetchCommand: PrefetchCommand, with closure: @escaping PrefetchHandler) {
        ensuredOptions.prefetchCommands.set(prefetchCommand, PrefetchHandlerBox(run: closure))
    }

    /// Removes the closure for a prefetch command.
    public func remove(prefetchCommand: PrefetchCommand) {
        options?.prefetchCommands.remove(prefetchCommand)
    }

    // MARK: Heights

    /// Sets a fixed height or estimate. Under the table's numeric policy, NaN and negative
    /// values (`TableView.automaticDimension` included) set none — the row self-sizes, or
    /// takes the table's estimate — and values above `TableView.maximumDimension` (infinity
    /// included) are stored as that maximum.
    public func set(height: HeightType, _ value: CGFloat) {
        setDimension(height, .value(value))
    }

    /// Sets a height or estimate computed from the model. A height closure runs once per row
    /// each time the table needs the row's height anew: at a load (where it also stands
    /// for the row's estimate), when the row is inserted or reloaded, after any batch update
    /// or reconfiguration, and when the table's width, a height setting or its traits
    /// change. Between those the liaison answers the table with the height already
    /// computed. An estimate closure runs each time the table asks.
    public func set(height: HeightType, _ closure: @escaping @MainActor (Model) -> CGFloat) {
        setDimension(height, .computed(closure))
    }

    /// Removes a height (the row then self-sizes) or estimate.
    public func remove(height: HeightType) {
        setDimension(height, nil)
    }

    /// Changes a copy and stores it back: the stored dimensions are then only ever loaded
    /// or stored whole, never held across a call, which lets the compiler drop the run-time
    /// exclusivity check from every read (the table reads a height or estimate for each
    /// row a batch inserts).
    private func setDimension(_ type: HeightType, _ dimension: HeightDimensions<Model>.Dimension?) {
        var changed = dimensions
        changed.set(type, dimension)
        dimensions = changed
    }

    // MARK: AnyRow

    public var reuseIdentifier: String { registration.reuseIdentifier }

    public func register(with tableView: TableView) {
        registration.register(with: tableView)
    }

    /// Dequeues the row's cell and runs `.configuration` on it. Where UIKit would crash the
    /// app, the table records the error and the row shows a cell unconfigured: the table's
    /// placeholder for an identifier it cannot dequeue, and the dequeued cell itself when the
    /// identifier is registered to another cell type (`LiaisonError.cellTypeMismatch`, two row
    /// types sharing an identifier), which goes back to its pool as any cell does.
    /// - Throws: nothing here; a subclass may throw, and the liaison records what it throws.
    open func cell(for tableView: TableView, at indexPath: IndexPath) throws -> TableViewCell {
        let dequeued = tableView.dequeueReusableCell(withIdentifier: reuseIdentifier, for: indexPath)
        if dequeued.isFailurePlaceholder { return dequeued }
        guard let cell = dequeued as? Cell else {
            tableView.errorRecorder.record(
                LiaisonError.cellTypeMismatch(
                    indexPath, identifier: reuseIdentifier, dequeued: "\(type(of: dequeued))", expected: "\(Cell.self)"),
                member: "tableView(_:cellForRowAt:)")
            return dequeued
        }
        // While requests wait in the queue, the caller's index path of the row (see
        // `ConfigurationIndexPath`).
        perform(command: .configuration, for: cell, at: ConfigurationIndexPath.shared.callerIndexPath(for: indexPath))
        return cell
    }

    public func perform(command: RowCommand, for cell: TableViewCell, at indexPath: IndexPath) {
        guard let cell = cell as? Cell, let handler = commands.handler(for: command) else { return }
        handler.run(cell, model, indexPath)
    }

    public func perform(prefetchCommand: PrefetchCommand, at indexPath: IndexPath) {
        options?.prefetchCommands.handler(for: prefetchCommand)?.run(model, indexPath)
    }

    public var height: CGFloat? {
        let fixed = dimensions.fixedValues()
        if !fixed.height.isNaN { return fixed.height }
        return fixed.hasClosures ? resolved(.height, of: dimensions) : nil
    }
    public var estimatedHeight: CGFloat? {
        let fixed = dimensions.fixedValues()
        if !fixed.estimatedHeight.isNaN { return fixed.estimatedHeight }
        return fixed.hasClosures ? resolved(.estimatedHeight, of: dimensions) : nil
    }
    public var heightAndEstimate: (height: CGFloat?, estimatedHeight: CGFloat?) {
        // One read for both (`apply` reads both for every row it keeps); the generic path, which
        // copies the dimensions, only for a row with a closure.
        let fixed = dimensions.fixedValues()
        guard fixed.hasClosures else {
            return (fixed.height.isNaN ? nil : fixed.height, fixed.estimatedHeight.isNaN ? nil : fixed.estimatedHeight)
        }
        let dimensions = self.dimensions
        return (resolved(.height, of: dimensions), resolved(.estimatedHeight, of: dimensions))
    }

    /// A height or estimate of `dimensions` (the row's, read once by the caller: the table
    /// asks the estimate of every row a batch inserts, and each read of a class's stored
    /// property is an exclusivity check); the model is read only for a closure.
    private func resolved(_ type: HeightType, of dimensions: HeightDimensions<Model>) -> CGFloat? {
        if let fixed = dimensions.fixed(type) { return fixed }
        if type == .height { return dimensions.computedHeight(for: model) }
        guard let closure = dimensions.closure(type) else { return nil }
        return closure(model)
    }

    private var ensuredOptions: Options {
        if let options { return options }
        let created = Options()
        options = created
        return created
    }

    /// The editing control, and swipe-to-delete when `.delete`. Default `.none`.
    public var editingStyle: TableViewCell.EditingStyle {
        get { options?.editingStyle ?? .none }
        set { ensuredOptions.editingStyle = newValue }
    }
    /// Whether the row can be reordered in editing mode. Default false.
    public var movable: Bool {
        get { options?.movable ?? false }
        set { ensuredOptions.movable = newValue }
    }
    /// The older swipe actions, shown by a trailing swipe when the row has no trailing swipe
    /// configuration. Default nil; nil or empty shows none.
    public var editActions: [TableViewRowAction]? {
        get { options?.editActions }
        set { ensuredOptions.editActions = newValue }
    }
    /// Makes the menu a long press on the row opens, from the row's model and index path;
    /// nil (the default) opens none. OKTableViewLiaison has no context menus.
    public var contextMenuProvider: (@MainActor (Model, IndexPath) -> Menu?)? {
        get { options?.contextMenuProvider }
        set { ensuredOptions.contextMenuProvider = newValue }
    }
    /// The menu `contextMenuProvider` makes for the row at `indexPath`.
    public func contextMenu(at indexPath: IndexPath) -> Menu? {
        options?.contextMenuProvider?(model, indexPath)
    }
    /// Actions of a swipe from the leading edge.
    public var leadingSwipeActions: SwipeActionsConfiguration? {
        get { options?.leadingSwipeActions }
        set { ensuredOptions.leadingSwipeActions = newValue }
    }
    /// Actions of a swipe from the trailing edge.
    public var trailingSwipeActions: SwipeActionsConfiguration? {
        get { options?.trailingSwipeActions }
        set { ensuredOptions.trailingSwipeActions = newValue }
    }
    /// Whether the row's cell indents in editing mode. Default false, as in
    /// OKTableViewLiaison; UIKit's own default, true, applies only to tables whose delegate
    /// is not a liaison.
    public var indentWhileEditing: Bool {
        get { options?.indentWhileEditing ?? false }
        set { ensuredOptions.indentWhileEditing = newValue }
    }
    /// The delete button's title; nil means "Delete".
    public var deleteConfirmationTitle: String? {
        get { options?.deleteConfirmationTitle }
        set { ensuredOptions.deleteConfirmationTitle = newValue }
    }
    /// How the row leaves when its delete button or editing control deletes it. Default
    /// `.automatic`.
    public var deleteRowAnimation: TableView.RowAnimation {
        get { options?.deleteRowAnimation ?? .automatic }
        set { ensuredOptions.deleteRowAnimation = newValue }
    }
    /// Whether a tap highlights and selects the row. Default true.
    public var isSelectable: Bool {
        get { options?.isSelectable ?? true }
        set { ensuredOptions.isSelectable = newValue }
    }

    // MARK: Identity and content (Liaison.apply)

    /// An identity that outlives the row object: rows of equal ids are the same row to
    /// `Liaison.apply`. Nil (the default) makes the row object its own identity.
    /// Ids are compared with their own type's `==`; ids of different types never match.
    public var id: AnyHashable? {
        get { identity?.id }
        set { identity = newValue.map { RowIdentity.id($0) } }
    }

    /// Decides whether the row's content changed, given the new model and the old one.
    /// Nil (the default) compares the models when `Model` is `Equatable`, and otherwise
    /// counts a row as unchanged when its identity is kept.
    public var contentEquality: (@MainActor (Model, Model) -> Bool)? {
        get { options?.contentEquality }
        set { ensuredOptions.contentEquality = newValue }
    }

    /// The identity from `id`, else the row object's. O(1); the object's identity is made
    /// once and kept.
    public final var rowIdentity: RowIdentity {
        if let identity { return identity }
        let made = RowIdentity.object(ObjectIdentifier(self))
        identity = made
        return made
    }

    /// Compares models with `contentEquality`, else with `==` when `Model` is `Equatable`;
    /// otherwise true. Rows of different classes are never equal.
    open func isContentEqual(to source: AnyRow) -> Bool {
        if source === self { return true }
        // Comparing dynamic types and then casting without a check avoids a checked cast to
        // a generic class, which looks its metadata up on every call.
        guard ObjectIdentifier(type(of: source)) == ObjectIdentifier(type(of: self)) else { return false }
        let source = unsafeDowncast(source, to: Self.self)
        if let equality = options?.contentEquality { return equality(model, source.model) }
        return ModelEquality.areEqual(model, source.model)
    }
}

extension Row where Model == Void {
    /// A row without a model, as OKTableViewLiaison's: the same parameters and defaults as
    /// `init(_:id:editingStyle:movable:editActions:indentWhileEditing:deleteConfirmationTitle:deleteRowAnimation:registration:)`.
    public convenience init(
        id: AnyHashable? = nil,
        editingStyle: TableViewCell.EditingStyle = .none,
        movable: Bool = false,
        editActions: [TableViewRowAction]? = nil,
        indentWhileEditing: Bool = false,
        deleteConfirmationTitle: String? = nil,
        deleteRowAnimation: TableView.RowAnimation = .automatic,
        registration: Registration<Cell> = .defaultClass
    ) {
        self.init(
            (), id: id, editingStyle: editingStyle, movable: movable, editActions: editActions,
            indentWhileEditing: indentWhileEditing, deleteConfirmationTitle: deleteConfirmationTitle,
            deleteRowAnimation: deleteRowAnimation, registration: registration)
    }
}
