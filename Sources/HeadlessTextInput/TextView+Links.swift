import Foundation
import HeadlessViews

extension TextView {
    /// A link in a text view's text: a `.link` attribute's run, or a run its
    /// ``TextView/dataDetectorTypes`` found.
    public struct Link: Equatable, Sendable {
        /// Where the link goes: a detected phone number's is a `tel:` URL.
        public let url: URL
        /// The link's characters, in UTF-16 units.
        public let range: NSRange
    }

    /// The text's links in text order: the runs of ``attributedText`` with a `.link` attribute
    /// (a `URL`, or a `String` that makes one), and, while the view is not editable, the runs
    /// ``dataDetectorTypes`` finds outside them (see ``DataDetectorTypes`` for what is found
    /// headless), as UIKit detects data only in a non-editable text view.
    /// - Complexity: O(n) in the text's length, computed at each call.
    public var links: [Link] {
        let attributed: NSAttributedString = attributedText
        var found: [Link] = []
        attributed.enumerateAttribute(Self.linkKey, in: NSRange(location: 0, length: attributed.length)) { value, range, _ in
            guard let url = (value as? URL) ?? (value as? String).flatMap(URL.init(string:)) else { return }
            found.append(Link(url: url, range: range))
        }
        guard !isEditable, !dataDetectorTypes.isEmpty else { return found }
        let detected = LinkDetector.links(in: attributed.string, types: dataDetectorTypes).filter { link in
            !found.contains { NSIntersectionRange($0.range, link.range).length > 0 }
        }
        return (found + detected.map { Link(url: $0.url, range: $0.range) }).sorted { $0.range.location < $1.range.location }
    }

    /// A finger taps the first link to `url` (see ``links``), as on a device: a selectable,
    /// non-editable view asks the delegate
    /// (`textView(_:shouldInteractWith:in:interaction:)`, with
    /// ``TextItemInteraction/invokeDefaultAction``) and, unless it refuses, opens the URL
    /// through the app (`Application.open(_:options:completionHandler:)`, found up the
    /// responder chain: a view in no window reaches no app and opens nothing). An editable view
    /// takes the focus instead (``tap()``), and a view that is not selectable does nothing, as
    /// UIKit's. A link the text does not have is recorded (``TextViewError/noSuchLink(_:links:)``)
    /// and nothing happens.
    /// - Returns: Whether the link's default action ran (the delegate allowed it).
    @discardableResult
    public func tapLink(_ url: URL) -> Bool {
        let links = links
        guard let link = links.first(where: { $0.url == url }) else {
            errorRecorder.record(TextViewError.noSuchLink(url, links: links.map(\.url)), member: "tapLink(_:)")
            return false
        }
        guard acceptsItemTap() else { return false }
        guard delegate?.textView(self, shouldInteractWith: url, in: link.range, interaction: .invokeDefaultAction) ?? true
        else { return false }
        var responder: Responder? = self
        while let current = responder {
            if let opener = current as? any URLOpening {
                opener.openURL(url)
                break
            }
            responder = current.next
        }
        return true
    }

    /// A finger taps `attachment` (the first run of ``attributedText`` holding it): a
    /// selectable, non-editable view asks the delegate
    /// (`textView(_:shouldInteractWith:in:interaction:)` for an attachment, with
    /// ``TextItemInteraction/invokeDefaultAction``); the default action, showing the image, is
    /// not modelled. An editable view takes the focus instead. An attachment the text does not
    /// hold is recorded (``TextViewError/noSuchAttachment(attachments:)``).
    /// - Returns: Whether the delegate allowed the default action.
    @discardableResult
    public func tapAttachment(_ attachment: TextAttachment) -> Bool {
        let attributed: NSAttributedString = attributedText
        var ranges: [(TextAttachment, NSRange)] = []
        let whole = NSRange(location: 0, length: attributed.length)
        attributed.enumerateAttribute(Self.attachmentKey, in: whole) { value, range, _ in
            if let held = value as? TextAttachment { ranges.append((held, range)) }
        }
        guard let range = ranges.first(where: { $0.0 === attachment })?.1 else {
            errorRecorder.record(TextViewError.noSuchAttachment(attachments: ranges.count), member: "tapAttachment(_:)")
            return false
        }
        guard acceptsItemTap() else { return false }
        return delegate?.textView(self, shouldInteractWith: attachment, in: range, interaction: .invokeDefaultAction) ?? true
    }

    /// Whether a tap reaches the text's items: a selectable, non-editable view, as UIKit's. A
    /// tap on an editable view begins editing instead.
    private func acceptsItemTap() -> Bool {
        if isEditable { tap() }
        return isSelectable && !isEditable
    }

    // UIKit's attribute names (HeadlessUIKit declares `.link` and `.attachment` with them).
    private static let linkKey = NSAttributedString.Key("NSLink")
    private static let attachmentKey = NSAttributedString.Key("NSAttachment")
}
