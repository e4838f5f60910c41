import Foundation

/// The kinds of data a non-editable text view turns into links, as UIKit's
/// `UIDataDetectorTypes`, with UIKit's bits.
///
/// Headless, Foundation's `NSDataDetector` is missing off Apple platforms, so a text view
/// finds ``link`` (runs starting with `http://`, `https://` or `mailto:`) and ``phoneNumber``
/// (`tel:` runs, and runs of digits, spaces, `+`, `-`, `(`, `)` and `.` holding 7 to 15
/// digits, a dashed date such as `2024-01-15` left out) with a simple scan; the other kinds
/// are recorded and find nothing.
public struct DataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The bits, UIKit's.
    public let rawValue: UInt
    /// The types of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Phone numbers, opened as `tel:` URLs.
    public static let phoneNumber = DataDetectorTypes(rawValue: 1 << 0)
    /// Web and mail URLs.
    public static let link = DataDetectorTypes(rawValue: 1 << 1)
    /// Street addresses; recorded, not detected.
    public static let address = DataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events; recorded, not detected.
    public static let calendarEvent = DataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers; recorded, not detected.
    public static let shipmentTrackingNumber = DataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers; recorded, not detected.
    public static let flightNumber = DataDetectorTypes(rawValue: 1 << 5)
    /// Text with a lookup suggestion; recorded, not detected.
    public static let lookupSuggestion = DataDetectorTypes(rawValue: 1 << 6)
    /// Amounts of money; recorded, not detected.
    public static let money = DataDetectorTypes(rawValue: 1 << 7)
    /// Physical quantities; recorded, not detected.
    public static let physicalValue = DataDetectorTypes(rawValue: 1 << 8)
    /// Every kind, as UIKit's (all bits set).
    public static let all = DataDetectorTypes(rawValue: .max)
}
