import Foundation

/// What a cell, header or footer shows, as UIKit's `UIContentConfiguration`: a value that
/// makes the view showing it. Set one as a cell's `contentConfiguration`; the cell makes the
/// view with ``makeContentView()`` over its content view, gives a view that supports the
/// next configuration the new one instead of making another, and measures that view for a
/// self-sizing row. ``ListContentConfiguration`` is UIKit's list configuration; an app's own
/// configuration conforms as it does in UIKit.
public protocol ContentConfiguration {
    /// A new view showing this configuration, conforming to ``ContentView``.
    @MainActor func makeContentView() -> View & ContentView
    /// The configuration for `state` (selected, highlighted, editing…), as UIKit's
    /// `updated(for:)`.
    func updated(for state: ConfigurationState) -> Self
}

/// A view that shows a ``ContentConfiguration``, as UIKit's `UIContentView`.
@preconcurrency @MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting one the view supports shows it.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (a cell sets a supported one on the view it
    /// has rather than making another). The default: a configuration of the same type as
    /// the one shown, as UIKit's.
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    /// Default implementation: `configuration` is of the same type as the one shown.
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

/// The state a configuration is updated for, as UIKit's `UIConfigurationState`.
public protocol ConfigurationState {
    /// The environment the view shows in.
    var traitCollection: TraitCollection { get set }
}

/// A cell's state, as UIKit's `UICellConfigurationState`: what `updated(for:)` of a cell's
/// content configuration receives, and `TableViewCell.configurationState`.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The cell's environment.
    public var traitCollection: TraitCollection
    /// Whether the cell is disabled; false here (cells have no enabled state headless).
    public var isDisabled = false
    /// Whether the cell is highlighted.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus; false (no focus engine headless).
    public var isFocused = false
    /// Whether the cell is in editing mode.
    public var isEditing = false
    /// Whether the cell's row shows swipe actions.
    public var isSwiped = false

    /// A state in `traitCollection`, neither selected, highlighted nor editing.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }
}

extension View {
    /// The view showing `configuration` in `container`: `current` given the configuration
    /// when it supports it, else a new view from `makeContentView()` added to `container`
    /// (and `current` removed); nil, with `current` removed, for no configuration.
    package static func contentView(
        _ current: (View & ContentView)?, showing configuration: ContentConfiguration?, in container: View
    ) -> (View & ContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            container.superview?.setNeedsLayout()
            return current
        }
        current?.removeFromSuperview()
        let made = configuration.makeContentView()
        container.addSubview(made)
        container.superview?.setNeedsLayout()
        return made
    }

    /// The height `view`, a cell's or header's configured content view, needs at `width`:
    /// by its constraints when it has any inside it, else its `sizeThatFits(_:)`.
    /// - Complexity: O(views in `view`'s subtree) to look for constraints, then a fitting.
    package static func fittingHeight(ofContentView view: View, width: CGFloat) -> CGFloat {
        if view.subtreeHasInstalledConstraints {
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        return view.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}

extension View {
    /// Whether a constraint is installed on this view or one of its descendants: the
    /// constraints between its subviews, or to its own edges, that size it.
    fileprivate var subtreeHasInstalledConstraints: Bool {
        !constraints.isEmpty || subviews.contains { $0.subtreeHasInstalledConstraints }
    }
}
