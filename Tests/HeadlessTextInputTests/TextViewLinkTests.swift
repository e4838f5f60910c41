import Foundation
import HeadlessTextInput
import HeadlessViews
import TestSupport
import Testing

/// Asked about links and attachments; refuses when told to.
@MainActor
private final class LinkDelegate: TextViewDelegate {
    var asked: [String] = []
    var allows = true

    func textView(
        _ textView: TextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: TextItemInteraction
    ) -> Bool {
        asked.append("\(URL.absoluteString) \(characterRange.location)+\(characterRange.length) \(interaction.rawValue)")
        return allows
    }
    func textView(
        _ textView: TextView, shouldInteractWith textAttachment: TextAttachment, in characterRange: NSRange,
        interaction: TextItemInteraction
    ) -> Bool {
        asked.append("attachment \(characterRange.location) \(interaction.rawValue)")
        return allows
    }
}

/// Stands for the app up the responder chain: keeps what it is asked to open.
@MainActor
private final class OpeningView: View, URLOpening {
    var opened: [URL] = []
    func openURL(_ url: URL) { opened.append(url) }
}

@MainActor
struct TextViewLinkTests {
    private let terms = URL(string: "https://example.com/terms")!
    private let linkKey = NSAttributedString.Key("NSLink")

    /// A read-only text view in a view that opens URLs, with `delegate`.
    private func readOnlyView(_ text: String, delegate: LinkDelegate) -> (TextView, OpeningView) {
        let opener = OpeningView()
        let view = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        view.isEditable = false
        view.dataDetectorTypes = [.link, .phoneNumber]
        view.text = text
        view.delegate = delegate
        opener.addSubview(view)
        return (view, opener)
    }

    @Test func aReadOnlyViewDetectsWebLinksAndPhoneNumbersOnlyOfItsTypes() {
        let view = TextView()
        view.text = "Read https://example.com/terms. Call +1 (555) 123-4567, tel:911 before 2024-01-15."
        view.isEditable = false
        #expect(view.links.isEmpty)

        view.dataDetectorTypes = [.link, .phoneNumber]
        expectEqual(view.links.map(\.url.absoluteString), ["https://example.com/terms", "tel:+15551234567", "tel:911"])
        expectEqual(view.links.first?.range, NSRange(location: 5, length: 25))

        view.dataDetectorTypes = .link
        expectEqual(view.links.map(\.url), [terms])
        view.isEditable = true
        #expect(view.links.isEmpty)
    }

    @Test func linkAttributesAreLinksWhileTheTextKeepsThem() {
        let view = TextView()
        let text = NSMutableAttributedString(string: "Read the terms.")
        text.addAttribute(linkKey, value: terms, range: NSRange(location: 9, length: 5))
        view.attributedText = text
        expectEqual(view.links.map(\.url), [terms])
        expectEqual(view.links.first?.range, NSRange(location: 9, length: 5))

        view.text = "Read the terms."
        #expect(view.links.isEmpty)
    }

    @Test func aTapAsksTheDelegateToInvokeTheDefaultActionThenOpensTheLink() {
        let delegate = LinkDelegate()
        let (view, opener) = readOnlyView("Terms: https://example.com/terms", delegate: delegate)

        #expect(view.tapLink(terms))
        expectEqual(delegate.asked, ["https://example.com/terms 7+25 0"])
        expectEqual(opener.opened, [terms])
    }

    @Test func aRefusedTapOpensNothing() {
        let delegate = LinkDelegate()
        delegate.allows = false
        let (view, opener) = readOnlyView("Terms: https://example.com/terms", delegate: delegate)

        #expect(!view.tapLink(terms))
        expectEqual(delegate.asked.count, 1)
        #expect(opener.opened.isEmpty)
    }

    @Test func anEditableViewsLinksBeginEditingAndAnUnselectableViewsDoNothing() {
        let delegate = LinkDelegate()
        let (view, opener) = readOnlyView("", delegate: delegate)
        let text = NSMutableAttributedString(string: "Read the terms.")
        text.addAttribute(linkKey, value: terms.absoluteString, range: NSRange(location: 9, length: 5))
        view.attributedText = text

        view.isSelectable = false
        #expect(!view.tapLink(terms))
        #expect(!view.isEditing)

        view.isSelectable = true
        view.isEditable = true
        #expect(!view.tapLink(terms))
        #expect(view.isEditing)
        #expect(delegate.asked.isEmpty)
        #expect(opener.opened.isEmpty)
    }

    @Test func tappingALinkTheTextLacksIsRecordedAndDoesNothing() {
        let delegate = LinkDelegate()
        let (view, opener) = readOnlyView("Terms: https://example.com/terms", delegate: delegate)
        let privacy = URL(string: "https://example.com/privacy")!

        #expect(!view.tapLink(privacy))
        let errors = view.errorRecorder.removeAll()
        expectEqual(errors.map(\.member), ["tapLink(_:)"])
        #expect(errors.first?.is(TextViewError.noSuchLink(privacy, links: [terms])) == true)
        #expect(delegate.asked.isEmpty)
        #expect(opener.opened.isEmpty)
    }

    @Test func aTappedAttachmentAsksTheDelegateAndAnAbsentOneIsRecorded() {
        let delegate = LinkDelegate()
        let (view, _) = readOnlyView("", delegate: delegate)
        let badge = TextAttachment()
        let text = NSMutableAttributedString(string: "Signed \(TextAttachment.character)")
        text.addAttribute(NSAttributedString.Key("NSAttachment"), value: badge, range: NSRange(location: 7, length: 1))
        view.attributedText = text

        #expect(view.tapAttachment(badge))
        expectEqual(delegate.asked, ["attachment 7 0"])
        #expect(!view.tapAttachment(TextAttachment()))
        #expect(view.errorRecorder.removeAll().first?.is(TextViewError.noSuchAttachment(attachments: 1)) == true)
    }
}
