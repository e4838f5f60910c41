#if !canImport(ObjectiveC)
    /// A pointer to an object argument a method may replace, as Swift's
    /// `AutoreleasingUnsafeMutablePointer`, which exists only with the Objective-C runtime:
    /// UIKit's popover delegate is handed one (`willRepositionPopoverTo:in:`), so the
    /// signature compiles unchanged. Reading and setting ``pointee`` reach the pointed memory.
    public struct AutoreleasingUnsafeMutablePointer<Pointee> {
        private let base: UnsafeMutablePointer<Pointee>

        /// A pointer to the memory `pointer` points to.
        public init(_ pointer: UnsafeMutablePointer<Pointee>) { base = pointer }

        /// The object pointed to.
        public var pointee: Pointee {
            get { base.pointee }
            nonmutating set { base.pointee = newValue }
        }
    }
#endif
