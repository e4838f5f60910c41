import Foundation
import HeadlessViews

extension TableViewCell {
    /// The cell's state for configuring it, as UIKit's `configurationState`: its
    /// `traitCollection`, and whether it is selected, highlighted, editing, or its row shows
    /// swipe actions.
    public var configurationState: CellConfigurationState {
        var state = CellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        if let table = superview as? TableView, let swiped = table.swipedRow {
            state.isSwiped = table.displayedIndexPath(of: self) == swiped
        }
        return state
    }

    /// Asks for the cell's configuration to be updated, as UIKit's: the cell is marked, and
    /// ``updateConfiguration(using:)`` then ``configurationUpdateHandler`` run once, with the
    /// ``configurationState`` at that time, before the cell is next laid out or measured (the
    /// table's measure of a self-sizing row, a `layoutIfNeeded()` or a
    /// `systemLayoutSizeFitting(_:)` of a view holding it, or
    /// ``updateConfigurationIfNeeded()``). Several calls before then make one update. A
    /// change of selection, highlight or editing calls it, as UIKit's. A call while the
    /// update runs is ignored, so an update never asks for itself.
    public func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration, !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        PendingConfigurationUpdates.add(self)
        setNeedsLayout()
    }

    /// Runs the configuration update now if one was asked for and has not run, as UIKit's
    /// `updateConfigurationIfNeeded()`; does nothing otherwise. The table calls it before
    /// it measures or lays the cell out.
    public func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        PendingConfigurationUpdates.remove(self)
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }
}

extension TableViewCell: ConfigurationUpdating {}
