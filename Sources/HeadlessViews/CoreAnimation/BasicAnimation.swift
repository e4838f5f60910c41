import Foundation

/// An animation of a property from one value to another, as Core Animation's
/// `CABasicAnimation`: `BasicAnimation(keyPath: "opacity")` with `fromValue`, `toValue` or
/// `byValue`. The values are recorded as given (`Any?`, as Core Animation's: numbers,
/// points, colours, arrays of locations); headless nothing is interpolated (see
/// ``Animation`` for when it starts and stops).
open class BasicAnimation: PropertyAnimation {
    /// The value the property starts from; nil (the layer's current value) by default.
    open var fromValue: Any?
    /// The value the property ends at; nil by default.
    open var toValue: Any?
    /// The change added to the start value; nil by default.
    open var byValue: Any?
}
