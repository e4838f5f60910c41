import Foundation

/// An animation of one property of a layer, named by its key path, as Core Animation's
/// `CAPropertyAnimation`; see ``BasicAnimation`` and ``KeyframeAnimation``.
open class PropertyAnimation: Animation {
    /// The property animated, by key path (`"opacity"`, `"locations"`, `"transform.scale"`);
    /// nil by default. Recorded (nothing checks that the layer has it) and named in the
    /// scroll harness's event log.
    open var keyPath: String?
    /// Whether the values are added to the property's own; false by default. Recorded.
    open var isAdditive = false
    /// Whether each repeat builds on the last one's end value; false by default. Recorded.
    open var isCumulative = false

    /// An animation of the property at `path`, as Core Animation's `init(keyPath:)`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
