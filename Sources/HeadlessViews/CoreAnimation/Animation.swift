import Foundation

/// An animation a layer runs, as Core Animation's `CAAnimation`: its timing (duration,
/// begin time, repeats, speed), what happens at its end (`isRemovedOnCompletion`,
/// `fillMode`) and the delegate told when it starts and stops, with Core Animation's
/// defaults. Add one to a layer with ``Layer/add(_:forKey:)``; subclasses say what changes:
/// ``BasicAnimation``, ``KeyframeAnimation``, ``AnimationGroup``.
///
/// Headless, values are not interpolated (there are no frames to draw): an animation is
/// recorded on its layer and runs on an ``AnimationTimeline``, which tells its delegate
/// `animationDidStart(_:)` when it starts and `animationDidStop(_:finished:)` at its end,
/// after its active duration: `duration` (0 means the transaction's, 0.25 seconds by
/// default) × `repeatCount` (0 means once; `.infinity` never ends) × 2 when it
/// `autoreverses`, or `repeatDuration` when set, divided by `speed`.
///
/// An `NSObject`, and not main-actor isolated, as Core Animation's `CAAnimation` is not: an
/// animation can be made and configured in a nonisolated function. It is not `Sendable`;
/// adding it to a layer (``Layer/add(_:forKey:)``) is main-actor work, as the timeline that
/// runs it is main-actor state (see ``Layer``'s "Isolation").
open class Animation: NSObject {
    /// An animation with Core Animation's defaults.
    public override init() {}

    /// An animation with Core Animation's defaults; the coder is not read. It is `required`,
    /// as UIKit's, so that a subclass written for UIKit compiles unchanged.
    public required init?(coder: NSCoder) {}

    /// The length of one pass, in seconds; 0 by default, which takes the duration of the
    /// transaction it is added in (0.25 seconds unless
    /// `AnimationTransaction.setAnimationDuration(_:)` said otherwise).
    open var duration: TimeInterval = 0
    /// When the animation starts: 0 (the default) starts it when it is added; another value
    /// is a time of `AnimationTimeline.currentMediaTime` (`CACurrentMediaTime() + 0.3` starts
    /// 0.3 seconds from now; a time in the past starts it part-way through).
    open var beginTime: TimeInterval = 0
    /// An offset into the animation's own time; 0 by default. Recorded: it does not change
    /// when the animation ends.
    open var timeOffset: TimeInterval = 0
    /// How many passes run (fractions allowed); 0 (one pass) by default, `.infinity` to
    /// repeat until the animation is removed. An animation whose passes would last more
    /// than 10^9 seconds (`.greatestFiniteMagnitude`, or `HUGE`, as UIKit code writes
    /// "forever") never ends either.
    open var repeatCount: Float = 0
    /// How long the passes repeat, in seconds; 0 (use `repeatCount`) by default.
    open var repeatDuration: TimeInterval = 0
    /// Whether each pass plays forwards, then backwards (taking twice as long); false by
    /// default.
    open var autoreverses = false
    /// How fast the animation's time runs; 1 by default. 2 ends it in half the time; 0 (or
    /// less) never ends it.
    open var speed: Float = 1
    /// What the layer shows outside the animation's active time; `.removed` by default.
    /// Recorded: headless a layer shows its model values.
    open var fillMode: MediaTimingFillMode = .removed
    /// Whether the animation is taken off its layer when it ends; true by default. When
    /// false it stays in `animationKeys()` after its end, until removed.
    open var isRemovedOnCompletion = true
    /// The pacing of each pass; nil (linear) by default. Recorded.
    open var timingFunction: MediaTimingFunction?
    /// Told when the animation starts and stops; nil by default. Held strongly, as Core
    /// Animation's (a cell that is its own animation's delegate is kept until the animation
    /// ends or is removed).
    open var delegate: AnimationDelegate?
}

/// What a layer shows before and after an animation's active time, as Core Animation's
/// `CAMediaTimingFillMode`. Recorded: headless, a layer shows its model values.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A mode from its name, as Core Animation's unlabelled initializer.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The animation's last values stay after its end.
    public static let forwards = MediaTimingFillMode("forwards")
    /// The animation's first values show before its start.
    public static let backwards = MediaTimingFillMode("backwards")
    /// Both of the above.
    public static let both = MediaTimingFillMode("both")
    /// Neither: the layer shows its own values outside the animation; the default.
    public static let removed = MediaTimingFillMode("removed")
}
