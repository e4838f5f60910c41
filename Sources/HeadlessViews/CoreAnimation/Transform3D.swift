import Foundation

#if canImport(QuartzCore)
    // Core Animation's own type and functions where QuartzCore exists: only these names, so
    // QuartzCore's `CALayer` does not meet the UIKit names' `CALayer` (this module's `Layer`).
    @_exported import struct QuartzCore.CATransform3D
    @_exported import var QuartzCore.CATransform3DIdentity
    @_exported import func QuartzCore.CATransform3DMakeScale
    @_exported import func QuartzCore.CATransform3DMakeTranslation
    @_exported import func QuartzCore.CATransform3DMakeRotation
    @_exported import func QuartzCore.CATransform3DScale
    @_exported import func QuartzCore.CATransform3DTranslate
    @_exported import func QuartzCore.CATransform3DRotate
    @_exported import func QuartzCore.CATransform3DConcat
    @_exported import func QuartzCore.CATransform3DIsIdentity
    @_exported import func QuartzCore.CATransform3DEqualToTransform
    @_exported import func QuartzCore.CATransform3DMakeAffineTransform
    @_exported import func QuartzCore.CATransform3DGetAffineTransform
    @_exported import func QuartzCore.CATransform3DIsAffine
#else
    /// A 4×4 transform of layers, as Core Animation's `CATransform3D`, which only Apple
    /// platforms have: declared only where QuartzCore is missing, so code that uses it
    /// compiles on both. Points are row vectors multiplied on the left, as Core Animation's:
    /// the translation is in `m41`, `m42`, `m43`, and `CATransform3DConcat(a, b)` applies `a`
    /// first. `CATransform3D()` is all zeros, as the C struct's; the identity is
    /// ``CATransform3DIdentity``.
    public struct CATransform3D: Sendable {
        /// The first row.
        public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
        /// The second row.
        public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
        /// The third row.
        public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
        /// The fourth row: the translation, then the perspective's `w`.
        public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

        /// The transform of all zeros, as the C struct's `CATransform3D()`.
        public init() { self.init(rows: Array(repeating: Array(repeating: 0, count: 4), count: 4)) }

        /// The transform of the given entries.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
            m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
            m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }

        /// The transform of four rows of four entries (missing entries are 0).
        init(rows: [[CGFloat]]) {
            func entry(_ row: Int, _ column: Int) -> CGFloat {
                row < rows.count && column < rows[row].count ? rows[row][column] : 0
            }
            self.init(
                m11: entry(0, 0), m12: entry(0, 1), m13: entry(0, 2), m14: entry(0, 3),
                m21: entry(1, 0), m22: entry(1, 1), m23: entry(1, 2), m24: entry(1, 3),
                m31: entry(2, 0), m32: entry(2, 1), m33: entry(2, 2), m34: entry(2, 3),
                m41: entry(3, 0), m42: entry(3, 1), m43: entry(3, 2), m44: entry(3, 3))
        }

        /// The entries, row by row.
        var rows: [[CGFloat]] {
            [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
        }
    }

    /// The transform that changes nothing, as Core Animation's.
    public let CATransform3DIdentity = CATransform3D(
        m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0, m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0,
        m43: 0, m44: 1)

    /// A scale by `sx`, `sy` and `sz`.
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        (transform.m11, transform.m22, transform.m33) = (sx, sy, sz)
        return transform
    }

    /// A translation by `tx`, `ty` and `tz`.
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var transform = CATransform3DIdentity
        (transform.m41, transform.m42, transform.m43) = (tx, ty, tz)
        return transform
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, counterclockwise looking
    /// down the axis towards the origin, as Core Animation's: about `(0, 0, 1)` it matches
    /// `CGAffineTransform(rotationAngle:)`. A zero axis answers the identity.
    public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return CATransform3DIdentity }
        let (x, y, z) = (x / length, y / length, z / length)
        let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        let t = 1 - c
        return CATransform3D(rows: [
            [t * x * x + c, t * x * y + s * z, t * x * z - s * y, 0],
            [t * x * y - s * z, t * y * y + c, t * y * z + s * x, 0],
            [t * x * z + s * y, t * y * z - s * x, t * z * z + c, 0],
            [0, 0, 0, 1],
        ])
    }

    /// `a` followed by `b`: the product `a · b`.
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let (left, right) = (a.rows, b.rows)
        return CATransform3D(
            rows: (0..<4).map { row in
                (0..<4).map { column in (0..<4).reduce(0) { $0 + left[row][$1] * right[$1][column] } }
            })
    }

    /// A scale by `sx`, `sy` and `sz` applied before `t`.
    public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

    /// A translation by `tx`, `ty` and `tz` applied before `t`.
    public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    /// A rotation by `angle` radians about `(x, y, z)` applied before `t`.
    public func CATransform3DRotate(
        _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// Whether every entry of `a` equals `b`'s.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
        a.rows == b.rows
    }

    /// Whether `t` is the identity.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
        CATransform3DEqualToTransform(t, CATransform3DIdentity)
    }

    /// The 3D transform that does what `m` does in the plane.
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        var transform = CATransform3DIdentity
        (transform.m11, transform.m12, transform.m21, transform.m22) = (m.a, m.b, m.c, m.d)
        (transform.m41, transform.m42) = (m.tx, m.ty)
        return transform
    }

    /// Whether `t` only acts in the plane (``CATransform3DGetAffineTransform(_:)`` loses
    /// nothing of it).
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
            && t.m43 == 0 && t.m44 == 1
    }

    /// The part of `t` that acts in the plane (`m11`, `m12`, `m21`, `m22`, `m41`, `m42`), as
    /// Core Animation's: the rest is dropped.
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }
#endif
