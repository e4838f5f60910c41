import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as Core Graphics' `CGVector` (a spring's initial velocity),
    /// which Foundation off Apple platforms lacks. Declared only where Core Graphics is
    /// missing, so code that uses it compiles on both.
    public struct CGVector: Hashable, Sendable {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component.
        public var dy: CGFloat

        /// The vector of the given components.
        public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }

        /// The zero vector, as `CGVector()`.
        public init() { self.init(dx: 0, dy: 0) }

        /// The zero vector.
        public static let zero = CGVector()
    }
#endif
