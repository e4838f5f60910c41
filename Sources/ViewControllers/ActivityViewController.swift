import Foundation
import VirtualTableView

/// The share sheet, as UIKit's `UIActivityViewController`: presented as any controller is
/// (the harness logs the presentation), with the items to share kept for a test to read.
/// Nothing is shared headless; a test ends the sheet with ``complete(with:completed:)``,
/// which runs ``completionWithItemsHandler`` as a device does when the user picks or cancels.
@preconcurrency @MainActor
open class ActivityViewController: ViewController {
    /// What a share sheet offers, as UIKit's `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The activity's name.
        public let rawValue: String
        /// An activity named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An activity named `rawValue`, as UIKit's `init(_:)`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Copying to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Printing.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Saving to the photo library.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adding to the reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Assigning to a contact.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Opening in iBooks.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marking up as PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// What the sheet is told when it ends: the activity picked (nil when cancelled), whether
    /// it completed, the items it returned and its error, as UIKit's.
    public typealias CompletionWithItemsHandler = @MainActor (ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// The items to share, as given.
    public let activityItems: [Any]
    /// The app's own activities, as given (their names only).
    public let applicationActivities: [Activity]?
    /// Activities not offered.
    public var excludedActivityTypes: [ActivityType]?
    /// Told when the sheet ends (see ``complete(with:completed:)``).
    public var completionWithItemsHandler: CompletionWithItemsHandler?

    /// A share sheet for `activityItems`, as UIKit's `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// An empty share sheet; the coder is not read (see ``ViewController/init(coder:)``).
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// Ends the sheet as a user does, picking `activityType` (nil: cancelling): it is
    /// dismissed (animated) and, when the dismissal ends, ``completionWithItemsHandler`` is
    /// told, with `completed` false for a cancel unless given.
    public func complete(with activityType: ActivityType?, completed: Bool? = nil) {
        let handler = completionWithItemsHandler
        dismiss(animated: true) {
            handler?(activityType, completed ?? (activityType != nil), nil, nil)
        }
    }
}

/// An app's own share-sheet activity, as UIKit's `UIActivity`: its type and title.
@preconcurrency @MainActor
open class Activity: NSObject {
    /// What a share sheet offers, as UIKit's `UIActivity.ActivityType`.
    public typealias ActivityType = ActivityViewController.ActivityType

    /// The activity's type; nil by default.
    open var activityType: ActivityViewController.ActivityType? { nil }
    /// The title shown; nil by default.
    open var activityTitle: String? { nil }
    /// The image shown; nil by default.
    open var activityImage: Image? { nil }

    /// An activity.
    public override init() {}
}
