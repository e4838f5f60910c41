import Foundation

extension View {
    /// `point`, given in this view's bounds coordinates, in the bounds coordinates of `view`
    /// (nil: of the root of this view's tree, where UIKit would use the window), as UIKit's
    /// `convert(_:to:)`. A table's bounds coordinates are its content coordinates, so
    /// `button.convert(.zero, to: tableView)` gives a point `indexPathForRow(at:)` takes.
    /// Views in different trees are related as if their roots were at the same place.
    /// - Complexity: O(depth of both views).
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let root = offsetToRoot()
        let target = view?.offsetToRoot() ?? .zero
        return CGPoint(x: point.x + root.x - target.x, y: point.y + root.y - target.y)
    }

    /// `point`, given in the bounds coordinates of `view` (nil: of the root of this view's
    /// tree), in this view's bounds coordinates, as UIKit's `convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? root).convert(point, to: self)
    }

    /// `rect`, given in this view's bounds coordinates, in the bounds coordinates of `view`
    /// (nil: of the root of this view's tree), as UIKit's `convert(_:to:)`; the size is kept
    /// (there are no transforms headless).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in the bounds coordinates of `view` (nil: of the root of this view's
    /// tree), in this view's bounds coordinates, as UIKit's `convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Where this view's bounds origin lies in its root's bounds coordinates, summed along
    /// the superview chain.
    private func offsetToRoot() -> CGPoint {
        var offset = CGPoint.zero
        var view = self
        while let parent = view.superview {
            offset.x += view.frame.minX - view.bounds.minX
            offset.y += view.frame.minY - view.bounds.minY
            view = parent
        }
        return offset
    }

    /// The top of this view's tree.
    package var root: View {
        var current = self
        while let parent = current.superview { current = parent }
        return current
    }
}

extension View {
    /// The frame's centre in the superview's coordinates, as UIKit's `center`; setting it
    /// moves the frame and keeps its size.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The insets of the part no bar, notch or rounded corner covers, as UIKit's
    /// `safeAreaInsets`. There are none headless: zero, and ``safeAreaLayoutGuide`` is the
    /// bounds.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// A guide for text of a readable line length, as UIKit's `readableContentGuide`. At
    /// phone widths UIKit's readable width (672 points at the default text size) is wider than
    /// the margins, so the guide lies on the layout margins: it is ``layoutMarginsGuide``.
    public var readableContentGuide: LayoutGuide { layoutMarginsGuide }
}
