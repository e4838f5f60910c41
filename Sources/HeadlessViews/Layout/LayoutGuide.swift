import Foundation

/// A rectangle that takes part in Auto Layout without being a view, as UIKit's
/// `UILayoutGuide`: constrain views to it (spacers, groups) instead of adding empty views.
/// A view's ``View/layoutMarginsGuide`` and ``View/safeAreaLayoutGuide`` are layout guides
/// the view maintains itself.
@preconcurrency @MainActor
open class LayoutGuide: NSObject {
    /// What maintains the guide's own constraints.
    enum Kind {
        /// A guide the app added: only its constraints place it.
        case user
        /// The owning view's bounds inset by its layout margins.
        case margins
        /// The owning view's bounds (there is no safe area here).
        case safeArea
    }

    let kind: Kind

    /// The view the guide belongs to (set by `View.addLayoutGuide(_:)`), held weakly.
    public internal(set) weak var owningView: View?
    /// A name shown in diagnostics.
    public var identifier = ""
    /// The guide's rectangle in its owning view's coordinates, as the last layout solved it;
    /// zero before.
    public internal(set) var layoutFrame: CGRect = .zero

    /// A guide to add to a view with `View.addLayoutGuide(_:)`.
    public override init() { kind = .user }

    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
    }

    /// The guide's leading edge (its left edge: layout is left-to-right only).
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge (its right edge).
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
