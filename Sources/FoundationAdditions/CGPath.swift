import Foundation

#if !canImport(CoreGraphics)
    /// A path, as Core Graphics' `CGPath`, which Foundation off Apple platforms lacks: a list
    /// of subpaths of lines and curves. Nothing is drawn headless; a path keeps its elements
    /// and answers its bounding box and whether it holds a point (by its bounding box).
    public class CGPath: CustomStringConvertible {
        /// One element of a path, as Core Graphics' `CGPathElement`.
        public enum Element: Equatable, Sendable {
            /// Starts a subpath at the point.
            case moveToPoint(CGPoint)
            /// A line to the point.
            case addLineToPoint(CGPoint)
            /// A quadratic curve to the second point, through the first as control.
            case addQuadCurveToPoint(CGPoint, CGPoint)
            /// A cubic curve to the third point, through the first two as controls.
            case addCurveToPoint(CGPoint, CGPoint, CGPoint)
            /// Closes the subpath.
            case closeSubpath
        }

        /// The elements, in order.
        public internal(set) var elements: [Element] = []

        init(elements: [Element]) {
            self.elements = elements
        }

        /// A closed rectangle, as Core Graphics' `init(rect:transform:)`.
        public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
            let path = CGMutablePath()
            path.addRect(rect)
            self.init(elements: path.elements)
        }

        /// An ellipse in `rect`, as Core Graphics' `init(ellipseIn:transform:)`.
        public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
            let path = CGMutablePath()
            path.addEllipse(in: rect)
            self.init(elements: path.elements)
        }

        /// A rounded rectangle, as Core Graphics' `init(roundedRect:cornerWidth:cornerHeight:transform:)`.
        public convenience init(
            roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
            transform: CGAffineTransform? = nil
        ) {
            let path = CGMutablePath()
            path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight)
            self.init(elements: path.elements)
        }

        /// Whether the path has no elements.
        public var isEmpty: Bool { elements.isEmpty }

        /// The last point of the path, `.zero` for an empty one.
        public var currentPoint: CGPoint {
            var start = CGPoint.zero
            var current = CGPoint.zero
            for element in elements {
                switch element {
                case .moveToPoint(let point):
                    start = point
                    current = point
                case .addLineToPoint(let point), .addQuadCurveToPoint(_, let point), .addCurveToPoint(_, _, let point):
                    current = point
                case .closeSubpath:
                    current = start
                }
            }
            return current
        }

        /// The smallest rectangle holding every point of the path, control points included,
        /// as Core Graphics' `boundingBox`; `.null` for an empty path.
        public var boundingBox: CGRect {
            var box = CGRect.null
            for element in elements {
                let points: [CGPoint]
                switch element {
                case .moveToPoint(let point), .addLineToPoint(let point): points = [point]
                case .addQuadCurveToPoint(let control, let point): points = [control, point]
                case .addCurveToPoint(let first, let second, let point): points = [first, second, point]
                case .closeSubpath: points = []
                }
                for point in points { box = box.union(CGRect(origin: point, size: .zero)) }
            }
            return box
        }

        /// The bounding box of the path's points, as Core Graphics' `boundingBoxOfPath`
        /// (headless, control points count too: the same as ``boundingBox``).
        public var boundingBoxOfPath: CGRect { boundingBox }

        /// Whether `point` is inside the path's bounding box (headless, the box stands for the
        /// shape, whatever the fill rule).
        public func contains(
            _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
        ) -> Bool {
            boundingBox.contains(point)
        }

        /// An immutable copy, as Core Graphics' `copy()`.
        public func copy() -> CGPath? { CGPath(elements: elements) }

        /// A mutable copy, as Core Graphics' `mutableCopy()`.
        public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

        /// The elements, one per line.
        public var description: String { "CGPath(\(elements))" }
    }

    /// Which parts of a path are inside it, as Core Graphics' `CGPathFillRule`.
    public enum CGPathFillRule: Int, Sendable {
        /// A point is inside when the path winds around it a non-zero number of times.
        case winding = 0
        /// A point is inside when a ray from it crosses the path an odd number of times.
        case evenOdd = 1
    }

    /// A path being built, as Core Graphics' `CGMutablePath`.
    public final class CGMutablePath: CGPath {
        /// An empty path.
        public init() {
            super.init(elements: [])
        }

        override init(elements: [Element]) {
            super.init(elements: elements)
        }

        /// Starts a subpath at `point`.
        public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.moveToPoint(point.applying(transform)))
        }

        /// A line from the current point to `point`.
        public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.addLineToPoint(point.applying(transform)))
        }

        /// Lines through `points`, the first starting a subpath.
        public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
            guard let first = points.first else { return }
            move(to: first, transform: transform)
            for point in points.dropFirst() { addLine(to: point, transform: transform) }
        }

        /// A quadratic curve to `end` through `control`.
        public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
            elements.append(.addQuadCurveToPoint(control.applying(transform), end.applying(transform)))
        }

        /// A cubic curve to `end` through `control1` and `control2`.
        public func addCurve(
            to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
        ) {
            elements.append(
                .addCurveToPoint(control1.applying(transform), control2.applying(transform), end.applying(transform)))
        }

        /// A closed rectangle, a subpath of its own.
        public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
            addLines(
                between: [
                    CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
                ], transform: transform)
            closeSubpath()
        }

        /// An ellipse in `rect`, as four cubic curves.
        public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
            // The usual cubic approximation of a quarter circle: controls at 0.5523 of the radius.
            let k: CGFloat = 0.552_284_75
            let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
            move(to: CGPoint(x: cx + rx, y: cy), transform: transform)
            addCurve(
                to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
                control2: CGPoint(x: cx + k * rx, y: cy + ry), transform: transform)
            addCurve(
                to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
                control2: CGPoint(x: cx - rx, y: cy + k * ry), transform: transform)
            addCurve(
                to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
                control2: CGPoint(x: cx - k * rx, y: cy - ry), transform: transform)
            addCurve(
                to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
                control2: CGPoint(x: cx + rx, y: cy - k * ry), transform: transform)
            closeSubpath()
        }

        /// A rounded rectangle: its straight sides, and a quadratic curve at each corner.
        public func addRoundedRect(
            in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
        ) {
            let w = min(max(0, cornerWidth), rect.width / 2)
            let h = min(max(0, cornerHeight), rect.height / 2)
            move(to: CGPoint(x: rect.minX + w, y: rect.minY), transform: transform)
            addLine(to: CGPoint(x: rect.maxX - w, y: rect.minY), transform: transform)
            addQuadCurve(
                to: CGPoint(x: rect.maxX, y: rect.minY + h), control: CGPoint(x: rect.maxX, y: rect.minY),
                transform: transform)
            addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h), transform: transform)
            addQuadCurve(
                to: CGPoint(x: rect.maxX - w, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY),
                transform: transform)
            addLine(to: CGPoint(x: rect.minX + w, y: rect.maxY), transform: transform)
            addQuadCurve(
                to: CGPoint(x: rect.minX, y: rect.maxY - h), control: CGPoint(x: rect.minX, y: rect.maxY),
                transform: transform)
            addLine(to: CGPoint(x: rect.minX, y: rect.minY + h), transform: transform)
            addQuadCurve(
                to: CGPoint(x: rect.minX + w, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY),
                transform: transform)
            closeSubpath()
        }

        /// An arc of the circle at `center` from `startAngle` to `endAngle` (radians), as Core
        /// Graphics': a line joins it to the current point; `clockwise` in Core Graphics' own
        /// sense (angles decreasing). Headless the arc is kept as lines through points 15°
        /// apart, which gives its bounds.
        public func addArc(
            center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
            transform: CGAffineTransform = .identity
        ) {
            let fullTurn = 2 * CGFloat.pi
            var sweep = endAngle - startAngle
            if clockwise {
                while sweep > 0 { sweep -= fullTurn }
            } else {
                while sweep < 0 { sweep += fullTurn }
            }
            let steps = max(1, Int((abs(sweep) / (fullTurn / 24)).rounded(.up)))
            for step in 0...steps {
                let angle = startAngle + sweep * CGFloat(step) / CGFloat(steps)
                let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
                if step == 0 && isEmpty {
                    move(to: point, transform: transform)
                } else {
                    addLine(to: point, transform: transform)
                }
            }
        }

        /// Appends the elements of `path`.
        public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
            elements.append(contentsOf: path.elements)
        }

        /// Closes the current subpath.
        public func closeSubpath() {
            elements.append(.closeSubpath)
        }
    }
#endif
