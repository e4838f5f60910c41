import Foundation

#if !canImport(CoreGraphics)
    /// An affine transform, as Core Graphics' `CGAffineTransform`, which Foundation off Apple
    /// platforms lacks: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Declared only where Core
    /// Graphics is missing, so code that uses it compiles on both.
    public struct CGAffineTransform: Hashable, Sendable {
        /// The matrix entries.
        public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

        /// The transform of the given entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
        }

        /// The transform that changes nothing.
        public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

        /// The identity, as `CGAffineTransform()`.
        public init() { self = .identity }

        /// A scale by `sx` and `sy`.
        public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

        /// A translation by `tx` and `ty`.
        public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

        /// A rotation by `angle` radians.
        public init(rotationAngle angle: CGFloat) {
            let (sine, cosine) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether it is the identity.
        public var isIdentity: Bool { self == .identity }

        /// This transform followed by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
        }

        /// A scale by `sx` and `sy` applied before this transform.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A translation applied before this transform.
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A rotation by `angle` radians applied before this transform.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse; the transform itself when it cannot be inverted, as Core Graphics.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            return CGAffineTransform(
                a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
        }
    }

    extension CGPoint {
        /// The point moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t` (without translation).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest rectangle that holds this rectangle's corners moved by `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            let corners = [
                CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
            ].map { $0.applying(t) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return self }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }
#endif
