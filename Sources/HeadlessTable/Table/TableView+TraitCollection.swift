import Foundation
import HeadlessViews

extension TableView {
    /// Passes a new trait collection to every view the table holds, then has every height
    /// measured again.
    func traitCollectionChanged(from previous: TraitCollection) {
        for cell in displayedCells.values { adoptTraitCollection(cell) }
        for pool in cellPool.values {
            for cell in pool { adoptTraitCollection(cell) }
        }
        for view in displayedHeaders.values { adoptTraitCollection(view) }
        for view in displayedFooters.values { adoptTraitCollection(view) }
        for pool in headerFooterPool.values {
            for view in pool { adoptTraitCollection(view) }
        }
        if let tableHeaderView { Self.adjustFonts(in: tableHeaderView, to: traitCollection) }
        if let tableFooterView { Self.adjustFonts(in: tableFooterView, to: traitCollection) }
        invalidateHeights()
        if previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            NotificationCenter.default.post(
                name: ContentSizeCategory.didChangeNotification, object: self,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: traitCollection.preferredContentSizeCategory])
        }
    }

    /// Brings a cell, header or footer to the table's trait collection: its labels that
    /// adjust to the content size category take their size, and a cell or header-footer view
    /// whose collection changes hears of it through `traitCollectionDidChange(_:)`.
    ///
    /// Called on each view the data source or delegate hands over, so O(views in it) per
    /// call; at the default category a view already up to date is left as it is, as a font
    /// set during configuration is then at the default size already.
    func adoptTraitCollection(_ view: View) {
        let previous: TraitCollection?
        switch view {
        case let cell as TableViewCell: previous = cell.traitCollection
        case let headerFooter as TableViewHeaderFooterView: previous = headerFooter.traitCollection
        default: previous = nil
        }
        let isDefault = traitCollection.preferredContentSizeCategory == .large
        if isDefault, previous == traitCollection { return }
        Self.adjustFonts(in: view, to: traitCollection)
        guard let previous, previous != traitCollection else { return }
        switch view {
        case let cell as TableViewCell:
            cell.traitCollection = traitCollection
            cell.traitCollectionDidChange(previous)
        case let headerFooter as TableViewHeaderFooterView:
            headerFooter.traitCollection = traitCollection
            headerFooter.traitCollectionDidChange(previous)
        default: break
        }
        View.notifyTraitChanges(in: view, from: previous, to: traitCollection)
    }

    /// Resizes the fonts of the labels in `view`'s tree that adjust to the content size
    /// category.
    static func adjustFonts(in view: View, to traitCollection: TraitCollection) {
        if let label = view as? Label { label.adjustFont(to: traitCollection.preferredContentSizeCategory) }
        for subview in view.subviews { adjustFonts(in: subview, to: traitCollection) }
    }
}
