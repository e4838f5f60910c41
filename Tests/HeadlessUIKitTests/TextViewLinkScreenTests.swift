import Foundation
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// An about screen: a read-only text view whose web links open inside the app (as in a
/// Safari view controller) while phone numbers go to the system.
@MainActor
private final class AboutViewController: UIViewController, UITextViewDelegate {
    let textView = UITextView()
    var shownInApp: [URL] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        textView.isEditable = false
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.linkTextAttributes = [.foregroundColor: UIColor.systemBlue]
        let text = NSMutableAttributedString(string: "Read our terms or https://example.com/help. Support: +1 555 010 0199.")
        if let terms = URL(string: "https://example.com/terms") {
            text.addAttribute(.link, value: terms, range: NSRange(location: 9, length: 5))
        }
        textView.attributedText = text
        textView.delegate = self
        view.addSubview(textView)
    }

    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        guard URL.scheme == "https", interaction == .invokeDefaultAction else { return true }
        shownInApp.append(URL)
        return false
    }
}

@MainActor
struct TextViewLinkScreenTests {
    @Test func anAboutScreenOpensWebLinksInTheAppAndPhoneNumbersThroughTheSystem() throws {
        UIApplication.shared.removeOpenedURLs()
        defer { UIApplication.shared.removeOpenedURLs() }
        let about = AboutViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: about)
        window.makeKeyAndVisible()
        let textView = about.textView

        let urls = textView.links.map(\.url.absoluteString)
        expectEqual(urls, ["https://example.com/terms", "https://example.com/help", "tel:+15550100199"])
        #expect(textView.tapLink(try #require(URL(string: "https://example.com/terms"))) == false)
        #expect(textView.tapLink(try #require(URL(string: "https://example.com/help"))) == false)
        expectEqual(about.shownInApp.map(\.absoluteString), ["https://example.com/terms", "https://example.com/help"])
        #expect(UIApplication.shared.openedURLs.isEmpty)

        #expect(textView.tapLink(try #require(URL(string: "tel:+15550100199"))))
        expectEqual(UIApplication.shared.openedURLs.map(\.absoluteString), ["tel:+15550100199"])
    }
}
