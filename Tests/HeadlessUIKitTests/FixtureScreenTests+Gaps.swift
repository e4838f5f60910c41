import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

extension FixtureScreenTests {
    /// What the fixture screens needed that the package lacked or did differently from UIKit,
    /// each pinned by a test that fails without its fix.
    @MainActor
    struct Gaps {
        private final class PlainScreen: UIViewController {
            let label: String
            init(label: String) {
                self.label = label
                // What a controller with an initializer of its own calls in UIKit.
                super.init(nibName: nil, bundle: nil)
            }
            @available(*, unavailable)
            required init?(coder: NSCoder) { nil }
            override func viewDidLoad() {
                super.viewDidLoad()
                title = label
            }
        }

        @Test func aControllerCallsUIKitsDesignatedInitializerWithANibNameItKeepsWithoutLoading() {
            let screen = PlainScreen(label: "Plain")
            #expect(screen.nibName == nil && screen.nibBundle == nil && !screen.isViewLoaded)
            let named = UIViewController(nibName: "Profile", bundle: .main)
            #expect(named.nibName == "Profile" && named.nibBundle === Bundle.main)
            // No nib is loaded: the view is made as always, and viewDidLoad runs once.
            #expect(named.view != nil && screen.view != nil && screen.title == "Plain")
        }

        @Test func anImageFromDataHasTheSizeItsHeaderGives() {
            let png = FixtureScreenTests.pngHeader(width: 600, height: 300)
            #expect(UIImage(data: png).map { "\($0.name) \($0.size.width)×\($0.size.height)" } == "PNG 600×300 600.0×300.0")
            // A slice of a larger buffer (indices not from 0) reads the same.
            expectEqual(UIImage(data: (Data([0, 0]) + png).dropFirst(2))?.size, CGSize(width: 600, height: 300))
            // At scale 2 the size is in points.
            expectEqual(UIImage(data: png, scale: 2)?.size, CGSize(width: 300, height: 150))
            let gif = Data(Array("GIF89a".utf8) + [0x40, 0x01, 0xF0, 0x00])
            expectEqual(UIImage(data: gif)?.size, CGSize(width: 320, height: 240))
            // A JPEG: start of image, an APP0 segment of 16 bytes, then a baseline frame header.
            let jpeg = Data(
                [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
                    + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03])
            #expect(UIImage(data: jpeg).map { "\($0.name)" } == "JPEG 640×480")
        }

        @Test func dataInNoImageFormatOrCutShortGivesNoImage() {
            let png = FixtureScreenTests.pngHeader(width: 600, height: 300)
            #expect(UIImage(data: Data()) == nil)
            #expect(UIImage(data: Data("not an image".utf8)) == nil)
            #expect(UIImage(data: png.prefix(20)) == nil)
            #expect(UIImage(data: FixtureScreenTests.pngHeader(width: 0, height: 300)) == nil)
            #expect(UIImage(data: png, scale: 0) == nil && UIImage(data: png, scale: .nan) == nil)
            // A JPEG whose segments run past the end, or whose segment length is impossible.
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x7F, 0xFF, 0x00])) == nil)
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0x00, 0x00])) == nil)
            #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00, 0x11])) == nil)
        }

        @Test func aValue1CellGivenALongerDetailTextLaysItOutAgain() {
            // The table measures rows with a cell, then hands that cell to another row:
            // its labels must be placed for the new text, not the one it was laid out with.
            let cell = UITableViewCell(style: .value1, reuseIdentifier: "value")
            cell.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
            cell.textLabel?.text = "Version"
            cell.detailTextLabel?.text = "3.2 (418)"
            cell.layoutIfNeeded()
            cell.textLabel?.text = "Language"
            cell.detailTextLabel?.text = "Português"
            cell.layoutIfNeeded()
            expectEqual(cell.detailTextLabel?.lines, ["Português"])
            expectEqual(cell.detailTextLabel?.frame.width, cell.detailTextLabel?.intrinsicContentSize.width)
        }
    }
}
