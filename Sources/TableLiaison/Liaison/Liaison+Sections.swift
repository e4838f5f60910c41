import Foundation

extension Liaison {

    /// Appends sections at the end. While a page loads, the spinner is removed in the same
    /// batch and `paginationEnded(indexPath:)` gets the first new row's index path.
    /// - Throws: what the table throws.
    /// - Complexity: O(k) for k sections appended, plus the rows that come on screen.
    public func append(
        sections newSections: [Section], animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            self.endPagination(
                &state, &change, firstNewRow: IndexPath(row: 0, section: state.sections.count - (state.showsSpinner ? 1 : 0)))
            let start = state.sections.count
            state.sections.append(contentsOf: newSections)
            change.insertedSections.formUnion(IndexSet(integersIn: start..<state.sections.count))
        }
    }

    /// Appends one section at the end; see `append(sections:animation:animated:)`.
    /// - Throws: what the table throws.
    public func append(section: Section, animation: TableView.RowAnimation = .automatic, animated: Bool = true) throws {
        try append(sections: [section], animation: animation, animated: animated)
    }

    /// Inserts sections starting at `index` (0…count).
    /// - Throws: `LiaisonError.sectionOutOfRange` for an index outside 0…count.
    public func insert(
        sections newSections: [Section], startingAt index: Int, animation: TableView.RowAnimation = .automatic,
        animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateInsertionSection(index, in: state)
            if state.showsSpinner && index == state.sections.count {
                throw LiaisonError.paginationSection(index - 1)
            }
            state.sections.insert(contentsOf: newSections, at: index)
            change.insertedSections.formUnion(IndexSet(integersIn: index..<index + newSections.count))
        }
    }

    /// Inserts one section at `index` (0…count).
    /// - Throws: `LiaisonError.sectionOutOfRange` for an index outside 0…count.
    public func insert(
        section: Section, at index: Int, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try insert(sections: [section], startingAt: index, animation: animation, animated: animated)
    }

    /// Removes every row of a section, keeping the section and its components.
    /// - Throws: `LiaisonError.sectionOutOfRange` for a section that does not exist.
    public func emptySection(at index: Int, animation: TableView.RowAnimation = .automatic, animated: Bool = true) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateSection(index, in: state)
            change.deletedRows = state.sections[index].rows.indices.map { IndexPath(row: $0, section: index) }
            state.sections[index].rows.removeAll()
        }
    }

    /// Deletes a section and returns it. Deleting the spinner's section while a page loads
    /// cancels the page (`paginationCancelled(indexPath:)`).
    /// - Throws: `LiaisonError.sectionOutOfRange` for a section that does not exist.
    @discardableResult
    public func deleteSection(
        at index: Int, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws -> Section {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateSection(index, in: state)
            if state.showsSpinner && index == state.sections.count - 1 {
                state.showsSpinner = false
                self.cancelPagination(&change, spinnerSection: index)
            }
            change.deletedSections.insert(index)
            return state.sections.remove(at: index)
        }
    }

    /// Replaces a section with another, as OKTableViewLiaison does: the section is deleted and
    /// inserted in one batch. The old rows on screen get `.delete` on the cells that showed
    /// them and the new rows on screen get `.insert`, as a deleted and an inserted section's
    /// rows do.
    /// - Throws: `LiaisonError.sectionOutOfRange` for a section that does not exist.
    public func replaceSection(
        at index: Int, with section: Section, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateSection(index, in: state)
            if state.showsSpinner && index == state.sections.count - 1 { state.showsSpinner = false }
            state.sections[index] = section
            change.deletedSections.insert(index)
            change.insertedSections.insert(index)
        }
    }

    /// Reloads a section: its cells and components are dequeued and configured again.
    /// - Throws: `LiaisonError.sectionOutOfRange` for a section that does not exist.
    public func reloadSection(at index: Int, with animation: TableView.RowAnimation = .automatic) throws {
        try mutate(animation: animation) { state, change in
            try self.validateSection(index, in: state)
            change.reloadedSections.insert(index)
        }
    }

    /// Moves a section from `source` to `destination` (both in 0..<count).
    /// - Throws: `LiaisonError.sectionOutOfRange` for an index that does not exist.
    public func moveSection(
        at source: Int, to destination: Int, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateSection(source, in: state)
            try self.validateSection(destination, in: state)
            try self.validateNotSpinnerSection(source, in: state)
            try self.validateNotSpinnerSection(destination, in: state)
            guard source != destination else { return }
            state.sections.insert(state.sections.remove(at: source), at: destination)
            change.movedSections.append((source, destination))
        }
    }

    /// Swaps two sections.
    /// - Throws: `LiaisonError.sectionOutOfRange` for an index that does not exist.
    public func swapSection(
        at source: Int, with destination: Int, animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            try self.validateSection(source, in: state)
            try self.validateSection(destination, in: state)
            try self.validateNotSpinnerSection(source, in: state)
            try self.validateNotSpinnerSection(destination, in: state)
            guard source != destination else { return }
            state.sections.swapAt(source, destination)
            change.movedSections.append((source, destination))
            change.movedSections.append((destination, source))
        }
    }

    /// Removes every section, replacing them with `newSections` (empty by default), as one
    /// batch. A page loading is cancelled: its spinner goes with the rest and the pagination
    /// delegate hears `paginationCancelled(indexPath:)`, so its loader can drop that page.
    /// - Throws: what the table throws.
    public func clearSections(
        replacedBy newSections: [Section] = [], animation: TableView.RowAnimation = .automatic, animated: Bool = true
    ) throws {
        try mutate(animation: self.animation(animation, animated)) { state, change in
            change.deletedSections = IndexSet(integersIn: 0..<state.sections.count)
            change.insertedSections = IndexSet(integersIn: 0..<newSections.count)
            if state.showsSpinner { self.cancelPagination(&change, spinnerSection: state.sections.count - 1) }
            state = LiaisonState(sections: newSections)
        }
    }
}
