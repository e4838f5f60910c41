#if !canImport(UIKit)
    import Foundation
    import VirtualTableView
    import ViewControllers

    // MARK: - Bars and segmented controls

    /// UIKit's `UIOffset`: `Offset`.
    public typealias UIOffset = Offset
    /// UIKit's `UIBarMetrics`: `BarMetrics`.
    public typealias UIBarMetrics = BarMetrics
    /// UIKit's `UIBarPosition`: `BarPosition`.
    public typealias UIBarPosition = BarPosition

    // MARK: - Documents, text and accessibility

    /// UIKit's `UIDocumentPickerMode`: `DocumentPickerViewController.Mode`.
    public typealias UIDocumentPickerMode = DocumentPickerViewController.Mode
    /// UIKit's `UIAccessibilityCustomAction`: `AccessibilityCustomAction`.
    public typealias UIAccessibilityCustomAction = AccessibilityCustomAction

    #if !canImport(AppKit)
        /// TextKit's `NSTextContainer`, a text view's `textContainer`: `TextContainer`.
        public typealias NSTextContainer = TextContainer
        /// TextKit's `NSTextAttachment`, an image in attributed text: `TextAttachment`.
        public typealias NSTextAttachment = TextAttachment

        extension NSAttributedString {
            /// A string of one object-replacement character carrying `attachment`, as
            /// TextKit's `init(attachment:)`.
            public convenience init(attachment: TextAttachment) {
                self.init(string: String(TextAttachment.character), attributes: [.attachment: attachment])
            }
        }
    #endif

    // MARK: - Core Graphics colours

    #if !canImport(CoreGraphics)
        /// Core Graphics' `CGColor`, where there is no Core Graphics: `Color`, which a colour's
        /// `cgColor` answers and the layers' colour properties take, so
        /// `CGColor(red:green:blue:alpha:)` and `UIColor(cgColor:)` compile.
        public typealias CGColor = Color
    #endif
#endif
