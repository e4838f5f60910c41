import Foundation
import HeadlessViews

/// A date picker, as UIKit's `UIDatePicker`: a ``date`` kept between ``minimumDate`` and
/// ``maximumDate``, shown as wheels, a compact button or an inline calendar. ``pick(_:)`` is a
/// finger choosing a date; setting ``date`` or calling ``setDate(_:animated:)`` sends no action,
/// as in UIKit. Often a text field's `inputView`.
@preconcurrency @MainActor
open class DatePicker: Control {
    /// What the picker chooses, as UIKit's `UIDatePicker.Mode`, with UIKit's raw values.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// Hours and minutes of a countdown (``countDownDuration``).
        case countDownTimer = 3
        /// Month and year.
        case yearAndMonth = 4
    }

    /// How the picker shows, as UIKit's `UIDatePickerStyle`, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The system's choice for the mode (see ``datePickerStyle``).
        case automatic = 0
        /// Spinning wheels.
        case wheels = 1
        /// A button that opens a calendar or wheels.
        case compact = 2
        /// A calendar or time fields shown in place.
        case inline = 3
    }

    /// What the picker chooses; ``Mode/dateAndTime`` by default.
    open var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
    /// The style asked for; ``Style/automatic`` by default.
    open var preferredDatePickerStyle = Style.automatic { didSet { invalidateIntrinsicContentSize() } }
    /// The style shown, as UIKit's `datePickerStyle`: the preferred one, else wheels for a
    /// countdown and a compact button for the other modes (iOS 14's choice).
    open var datePickerStyle: Style {
        guard preferredDatePickerStyle == .automatic else { return preferredDatePickerStyle }
        return datePickerMode == .countDownTimer ? .wheels : .compact
    }

    /// The date shown, kept between ``minimumDate`` and ``maximumDate``: a date set outside is
    /// pinned to the nearer bound, as UIKit's. The moment the picker was made by default.
    open var date: Date {
        get { storedDate }
        set { storedDate = pinned(newValue) }
    }
    private var storedDate = Date()
    /// The earliest date that can be chosen; nil for none.
    open var minimumDate: Date? { didSet { date = storedDate } }
    /// The latest date that can be chosen; nil for none.
    open var maximumDate: Date? { didSet { date = storedDate } }
    /// The locale the picker shows dates in; nil, the current one, by default.
    open var locale: Locale?
    /// The calendar the picker uses; the current one by default (null-resettable, as UIKit's).
    open var calendar: Calendar! {
        get { storedCalendar }
        set { storedCalendar = newValue ?? .current }
    }
    private var storedCalendar = Calendar.current
    /// The time zone the picker shows; nil, the current one, by default.
    open var timeZone: TimeZone?
    /// The minutes the time wheel steps by; 1 by default. UIKit accepts 1 through 30 that
    /// divide 60 and ignores other values: so does this.
    open var minuteInterval = 1 {
        didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = oldValue } }
    }
    /// Whether a date is rounded to the ``minuteInterval``; true by default. Recorded.
    open var roundsToMinuteInterval = true
    /// A countdown's length in seconds, for ``Mode/countDownTimer``: kept between 0 and 23
    /// hours 59 minutes, in whole minutes (seconds are dropped), as UIKit's.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set { storedDuration = min(max((newValue / 60).rounded(.down) * 60, 0), 86_340) }
    }
    private var storedDuration: TimeInterval = 0

    /// Sets the date without sending an action, as UIKit's; the animation is not modelled.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// A finger chooses `date`: when enabled, the date (pinned to the bounds) is set and
    /// `.valueChanged` sent if it changed, as a person turning the wheels does; when disabled,
    /// nothing happens.
    public func pick(_ date: Date) {
        guard isEnabled else { return }
        let old = self.date
        self.date = date
        if self.date != old { sendActions(for: .valueChanged) }
    }

    private func pinned(_ date: Date) -> Date {
        var pinned = date
        if let minimumDate, pinned < minimumDate { pinned = minimumDate }
        if let maximumDate, pinned > maximumDate { pinned = maximumDate }
        return pinned
    }

    /// The style's size as UIKit lays it out at the default text size: wheels 320 × 216, an
    /// inline calendar 320 × 330, a compact button 190 × 34 (a date and a time; 110 for a date
    /// or a time alone).
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .wheels, .automatic: CGSize(width: 320, height: 216)
        case .inline: CGSize(width: 320, height: 330)
        case .compact: CGSize(width: datePickerMode == .dateAndTime ? 190 : 110, height: 34)
        }
    }
    /// The style's size (see ``intrinsicContentSize``).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
