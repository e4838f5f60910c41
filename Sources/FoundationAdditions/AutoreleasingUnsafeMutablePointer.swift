#if !canImport(ObjectiveC)
    /// An object argument a method may replace, as Swift's `AutoreleasingUnsafeMutablePointer`,
    /// which exists only with the Objective-C runtime: UIKit's popover delegate is handed one
    /// (`willRepositionPopoverTo:in:`), so the signature compiles unchanged. Here it is a safe
    /// box: ``pointee`` reads and replaces the value it was made with, and the caller reads the
    /// replacement back; no memory is reached through a pointer.
    public struct AutoreleasingUnsafeMutablePointer<Pointee> {
        private final class Storage {
            var value: Pointee
            init(_ value: Pointee) { self.value = value }
        }
        private let storage: Storage

        /// A box holding `value`.
        public init(_ value: Pointee) { storage = Storage(value) }

        /// The object held; setting it replaces it for the caller.
        public var pointee: Pointee {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
    }
#endif
