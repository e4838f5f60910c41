import Foundation
import HeadlessViews

extension TableView {
    /// Maps `identifier` to a cell class; registering again replaces the mapping.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = .type(cellClass)
    }

    /// Maps `identifier` to a factory, the headless stand-in for a nib.
    public func register(forCellReuseIdentifier identifier: String, factory: @escaping @MainActor () -> TableViewCell) {
        cellRegistrations[identifier] = .factory(factory)
    }

    /// Maps `identifier` to a nib, as UIKit's `register(_:forCellReuseIdentifier:)`; nil removes
    /// the identifier's registration. There are no nib files headless: dequeuing for the
    /// identifier records ``TableViewError/nibNotLoadable(nibName:identifier:)`` (see `Nib`).
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = nib.map(CellRegistration.nib)
    }

    /// Maps `identifier` to a nib for headers and footers; nil removes the registration.
    /// Dequeuing for it records ``TableViewError/nibNotLoadable(nibName:identifier:)`` and
    /// answers nil.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = nib.map(HeaderFooterRegistration.nib)
    }

    /// Maps `identifier` to a header/footer class; registering again replaces it.
    public func register(_ viewClass: TableViewHeaderFooterView.Type, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = .type(viewClass)
    }

    /// Maps `identifier` to a header/footer factory.
    public func register(
        forHeaderFooterViewReuseIdentifier identifier: String,
        factory: @escaping @MainActor () -> TableViewHeaderFooterView
    ) {
        headerFooterRegistrations[identifier] = .factory(factory)
    }

    /// Whether a cell class or factory is registered for `identifier`.
    public func isCellRegistered(forReuseIdentifier identifier: String) -> Bool {
        cellRegistrations[identifier] != nil
    }

    /// A cell for the row at `indexPath`: one from the identifier's reuse pool after its
    /// `prepareForReuse()`, else a new one from the registration. The cell is sized to
    /// the row's width. Inside `reconfigureRows(at:)` it is the row's current cell.
    ///
    /// When nothing is registered for `identifier` UIKit raises; here the table records
    /// `TableViewError.unregisteredIdentifier` with UIKit's message (see ``recordedErrors``)
    /// and answers a new default-style cell whose ``TableViewCell/isFailurePlaceholder`` is
    /// true, which no reuse pool ever takes back.
    /// - Complexity: O(1).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if detachedDequeueDepth > 0, let cell = makeCell(withIdentifier: identifier) {
            return cell
        }
        if detachedDequeueDepth == 0 {
            if let cell = reconfiguringCells[indexPath], cell.reuseIdentifier == identifier {
                return cell
            }
            if let cell = dequeueCell(withIdentifier: identifier) { return cell }
        }
        let error: TableViewError
        if case let .nib(nib) = cellRegistrations[identifier] {
            error = .nibNotLoadable(nibName: nib.name, identifier: identifier)
        } else {
            error = .unregisteredIdentifier(identifier)
        }
        recordError(error, member: "dequeueReusableCell(withIdentifier:for:)")
        return .failurePlaceholder()
    }

    /// A cell from the identifier's reuse pool after its `prepareForReuse()`, else a new one
    /// from the registration, sized to the table's width; nil when the pool is empty and
    /// nothing is registered for `identifier`, as UIKit's older method without an index path.
    /// Inside `reconfigureRows(at:)` it does not return the row's current cell: only
    /// `dequeueReusableCell(withIdentifier:for:)` knows the row.
    /// - Complexity: O(1).
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        dequeueCell(withIdentifier: identifier)
    }

    /// Runs `body` with every dequeue (of cells, headers and footers) answering a new view
    /// made from the registration that the table never sees: not taken from or returned to
    /// a reuse pool, not counted in `statistics`, never displayed. A scroll harness's
    /// explorer uses it to configure a fresh cell for a row (or a fresh header or footer for
    /// a section) through the data source and compare it with the reused one.
    package func makingDetachedCells<Result>(_ body: () throws -> Result) rethrows -> Result {
        detachedDequeueDepth += 1
        defer { detachedDequeueDepth -= 1 }
        return try body()
    }

    /// A new cell from the registration of `identifier`, sized to the table's width, not yet
    /// counted; nil when nothing is registered.
    private func makeCell(withIdentifier identifier: String) -> TableViewCell? {
        guard let registration = cellRegistrations[identifier] else { return nil }
        let cell: TableViewCell
        switch registration {
        case let .type(cellClass): cell = cellClass.init(registeredWithReuseIdentifier: identifier)
        case let .factory(factory): cell = factory()
        case .nib: return nil
        }
        cell.reuseIdentifier = identifier
        cell.frame.size.width = bounds.width
        cell.deliverLayoutDiagnostics(to: self)
        return cell
    }

    /// The pool's or registration's cell, as both dequeue methods give it.
    private func dequeueCell(withIdentifier identifier: String) -> TableViewCell? {
        if detachedDequeueDepth > 0 { return makeCell(withIdentifier: identifier) }
        let cell: TableViewCell
        // Popped through the dictionary's in-place accessor: a copy of the pool would cost
        // O(pool) per call.
        if let reused = cellPool[identifier]?.popLast() {
            reused.prepareForReuse()
            statistics.cellsReused += 1
            cell = reused
        } else {
            guard let made = makeCell(withIdentifier: identifier) else { return nil }
            cell = made
            statistics.cellsCreated += 1
            cellsAlive += 1
            statistics.peakCellsAlive = max(statistics.peakCellsAlive, cellsAlive)
        }
        cell.frame.size.width = bounds.width
        return cell
    }

    /// A header or footer view from the identifier's pool or registration, or nil when the
    /// identifier is not registered, as in UIKit (or registered with a `Nib`, which is
    /// recorded).
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        if detachedDequeueDepth > 0 { return makeHeaderFooterView(withIdentifier: identifier) }
        if let reused = headerFooterPool[identifier]?.popLast() {
            reused.prepareForReuse()
            return reused
        }
        guard let view = makeHeaderFooterView(withIdentifier: identifier) else { return nil }
        statistics.headerFooterViewsCreated += 1
        return view
    }

    /// A new header or footer view from the registration of `identifier`, sized to the
    /// table's width, not yet counted; nil when nothing is registered.
    private func makeHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        guard let registration = headerFooterRegistrations[identifier] else { return nil }
        let view: TableViewHeaderFooterView
        switch registration {
        case let .type(viewClass): view = viewClass.init(registeredWithReuseIdentifier: identifier)
        case let .factory(factory): view = factory()
        case let .nib(nib):
            recordError(
                TableViewError.nibNotLoadable(nibName: nib.name, identifier: identifier),
                member: "dequeueReusableHeaderFooterView(withIdentifier:)")
            return nil
        }
        view.reuseIdentifier = identifier
        view.frame.size.width = bounds.width
        view.deliverLayoutDiagnostics(to: self)
        return view
    }

    /// The number of cells waiting in the reuse pool of `identifier` (all pools when nil).
    public func numberOfReusableCells(withIdentifier identifier: String? = nil) -> Int {
        if let identifier { return cellPool[identifier]?.count ?? 0 }
        return cellPool.values.reduce(0) { $0 + $1.count }
    }

    /// Whether `cell` is waiting in a reuse pool. O(pool size).
    public func isInReusePool(_ cell: TableViewCell) -> Bool {
        cellPool.values.contains { pool in pool.contains { $0 === cell } }
    }

    func enqueue(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        forgetStaleContent(of: cell)
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        // A cell the data source made itself, without an identifier, cannot be reused.
        guard let identifier = cell.reuseIdentifier else { return }
        cellPool[identifier, default: []].append(cell)
    }

    func enqueue(_ view: View) {
        view.removeFromSuperview()
        // Only header-footer views are reused; any other view the delegate made is dropped.
        guard let view = view as? TableViewHeaderFooterView, let identifier = view.reuseIdentifier else { return }
        headerFooterPool[identifier, default: []].append(view)
    }
}
