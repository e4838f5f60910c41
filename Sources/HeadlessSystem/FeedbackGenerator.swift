import Foundation
import HeadlessViews

/// A haptic feedback generator, as UIKit's `UIFeedbackGenerator`: there is no Taptic Engine
/// headless, so each feedback a screen gives is recorded, on the generator
/// (``occurrences``) and in ``FeedbackGenerator/recorded`` for a test to read in order.
@preconcurrency @MainActor
open class FeedbackGenerator: NSObject {
    /// One feedback given: which generator kind and what it said.
    public struct Occurrence: Hashable, Sendable, CustomStringConvertible {
        /// What was given, as a test reads it: `"impact light"`, `"impact medium 0.5"`,
        /// `"selection"`, `"notification success"`.
        public let description: String
    }

    /// Every feedback given by any generator since the last ``removeAllRecorded()``, oldest
    /// first.
    public private(set) static var recorded: [Occurrence] = []

    /// Forgets ``recorded`` (a test's set-up).
    public static func removeAllRecorded() { recorded = [] }

    /// The feedback this generator gave, oldest first.
    public private(set) var occurrences: [Occurrence] = []
    /// How many times ``prepare()`` was called.
    public private(set) var prepareCount = 0

    /// A generator.
    public override init() {}

    /// Readies the engine, as UIKit's `prepare()`; counted.
    public func prepare() { prepareCount += 1 }

    func record(_ description: String) {
        let occurrence = Occurrence(description: description)
        occurrences.append(occurrence)
        Self.recorded.append(occurrence)
    }
}

/// A tap of a given weight, as UIKit's `UIImpactFeedbackGenerator`.
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// How heavy the tap is, as UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
        /// Soft.
        case soft
        /// Rigid.
        case rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// A generator of `style` taps.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A medium generator, as `UIImpactFeedbackGenerator()`.
    public override convenience init() { self.init(style: .medium) }

    /// Gives a tap, recorded as `"impact <style>"`.
    public func impactOccurred() { record("impact \(style)") }

    /// Gives a tap of `intensity` (0…1), recorded as `"impact <style> <intensity>"`.
    public func impactOccurred(intensity: CGFloat) { record("impact \(style) \(intensity)") }
}

/// A tick as a selection changes, as UIKit's `UISelectionFeedbackGenerator`.
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Gives the tick, recorded as `"selection"`.
    public func selectionChanged() { record("selection") }
}

/// The feedback of a task's outcome, as UIKit's `UINotificationFeedbackGenerator`.
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// An outcome, as UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable {
        /// It worked.
        case success
        /// Take care.
        case warning
        /// It failed.
        case error
    }

    /// Gives the feedback of `notificationType`, recorded as `"notification <type>"`.
    public func notificationOccurred(_ notificationType: FeedbackType) { record("notification \(notificationType)") }
}
