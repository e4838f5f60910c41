import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

@MainActor
struct ButtonMenuAndInsetsTests {
    /// A button logging every event it sends and the menu actions chosen.
    private func loggingButton(_ log: Log) -> Button {
        let button = Button(title: "Sort")
        button.addAction { log.calls.append("closure") }
        let events: [(String, Control.Event)] = [
            ("touchDown", .touchDown), ("touchUpInside", .touchUpInside),
            ("primaryActionTriggered", .primaryActionTriggered), ("menuActionTriggered", .menuActionTriggered),
        ]
        for (name, event) in events { button.addAction(Action { _ in log.calls.append(name) }, for: event) }
        let byDate = Action(title: "Date") { action in log.calls.append("Date from \((action.sender as? Button)?.title ?? "nil")")
        }
        let byName = Action(title: "Name", attributes: .disabled) { _ in log.calls.append("Name") }
        button.menu = Menu(children: [byDate, Menu(title: "More", children: [byName])])
        return button
    }

    private final class Log { var calls: [String] = [] }

    @Test func aTapOnAButtonWhoseMenuIsPrimaryShowsTheMenuInsteadOfSendingActions() {
        let log = Log()
        let button = loggingButton(log)
        button.showsMenuAsPrimaryAction = true
        button.sendActions()
        expectEqual(log.calls, ["touchDown", "menuActionTriggered"], "the finger touches down first, as on any control")
        #expect(button.visibleMenu === button.menu)
        expectEqual(button.visibleMenuActions, ["Date", "More > Name"])
        #expect(!button.chooseMenuAction("Name"), "a disabled action does nothing")
        #expect(button.visibleMenu != nil)
        #expect(button.chooseMenuAction("Date"))
        expectEqual(log.calls, ["touchDown", "menuActionTriggered", "Date from Sort"])
        #expect(button.visibleMenu == nil && !button.chooseMenuAction("Date"))
    }

    @Test func aMenuThatIsNotPrimaryLeavesTheTapItsActions() {
        let log = Log()
        let button = loggingButton(log)
        button.sendActions()
        expectEqual(log.calls, ["touchDown", "closure", "touchUpInside", "primaryActionTriggered"])
        #expect(button.visibleMenu == nil)
        button.showsMenuAsPrimaryAction = true
        button.menu = nil
        log.calls.removeAll()
        button.sendActions()
        expectEqual(
            log.calls, ["touchDown", "closure", "touchUpInside", "primaryActionTriggered"], "no menu: the tap sends its actions")
    }

    @Test func replacingTheMenuWhileItShowsUpdatesTheShownMenuAndNilClosesIt() {
        let button = Button(title: "Filter")
        button.showsMenuAsPrimaryAction = true
        button.menu = Menu(children: [Action(title: "All") { _ in }])
        button.sendActions()
        button.menu = Menu(children: [Action(title: "Unread") { _ in }])
        expectEqual(button.visibleMenuActions, ["Unread"])
        button.menu = nil
        #expect(button.visibleMenu == nil)
    }

    @Test func changesSelectionAsPrimaryActionTogglesSelectionBeforeTheActions() {
        let button = Button(title: "Bold")
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(
            Action { action in seen.append((action.sender as? Button)?.isSelected ?? false) }, for: .primaryActionTriggered)
        button.sendActions()
        button.sendActions()
        expectEqual(seen, [true, false])
    }

    @Test func contentEdgeInsetsAddToTheIntrinsicSizeAndReplaceTheTitlePadding() {
        let button = Button(title: "Follow")
        let plain = button.intrinsicContentSize
        let title = button.titleLabel?.intrinsicContentSize ?? .zero
        expectEqual(plain.height, title.height + 12, "the system's 6 points above and below")
        button.contentEdgeInsets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 20)
        expectEqual(button.intrinsicContentSize, CGSize(width: plain.width + 30, height: title.height + 10))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let label = button.titleLabel?.frame ?? .zero
        expectEqual(label.midX, 10 + (200 - 30) / 2, "centred between the left and right insets")
        #expect(abs(label.midY - (4 + (60 - 10) / 2)) < 0.001)
    }

    @Test func titleAndImageInsetsMoveTheirRectanglesWithoutChangingTheIntrinsicSize() {
        let button = Button(title: "Share")
        button.setImage(Image(name: "share", size: CGSize(width: 20, height: 20)), for: .normal)
        let size = button.intrinsicContentSize
        button.frame = CGRect(origin: .zero, size: CGSize(width: 200, height: 44))
        button.layoutIfNeeded()
        let title = button.titleLabel?.frame ?? .zero
        let image = button.imageView?.frame ?? .zero
        button.titleEdgeInsets = EdgeInsets(top: 0, left: 8, bottom: 4, right: -8)
        button.imageEdgeInsets = EdgeInsets(top: 0, left: -8, bottom: 0, right: 8)
        expectEqual(button.intrinsicContentSize, size)
        button.layoutIfNeeded()
        expectEqual(button.titleLabel?.frame, title.offsetBy(dx: 8, dy: -2))
        expectEqual(button.imageView?.frame, image.offsetBy(dx: -8, dy: 0))
    }

    @Test func backgroundImagesFallBackToNormalAndTheButtonIsAtLeastTheirSize() {
        let button = Button(title: "OK")
        let normal = Image(name: "pill", size: CGSize(width: 300, height: 50))
        let pressed = Image(name: "pill-dark", size: CGSize(width: 10, height: 10))
        button.setBackgroundImage(normal, for: .normal)
        button.setBackgroundImage(pressed, for: .highlighted)
        #expect(button.currentBackgroundImage === normal)
        #expect(button.backgroundImage(for: .selected) === normal)
        expectEqual(button.intrinsicContentSize, CGSize(width: 300, height: 50))
        button.isHighlighted = true
        #expect(button.currentBackgroundImage === pressed)
        #expect(button.intrinsicContentSize.width < 300, "the title's size again")
        button.setBackgroundImage(nil, for: .highlighted)
        #expect(button.currentBackgroundImage === normal)
    }

    @Test func theEmptyControlStateIsNormal() {
        let button = Button()
        button.setTitle("Next", for: Control.State())
        expectEqual(button.title(for: .normal), "Next")
        expectEqual(Control.State(), .normal)
    }

    @Test func theDeprecatedIndicatorInsetsSetBothAxes() {
        let scroll = ScrollView()
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
        scroll.verticalScrollIndicatorInsets = EdgeInsets(top: 1)
        scroll.scrollIndicatorInsets = EdgeInsets(top: 2, left: 3, bottom: 4, right: 5)
        expectEqual(scroll.verticalScrollIndicatorInsets, EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        expectEqual(scroll.horizontalScrollIndicatorInsets, EdgeInsets(top: 2, left: 3, bottom: 4, right: 5))
        scroll.horizontalScrollIndicatorInsets = .zero
        expectEqual(scroll.scrollIndicatorInsets, EdgeInsets(top: 2, left: 3, bottom: 4, right: 5), "the vertical one")
    }

    @Test func aTraitCollectionOfAnIdiomWinsWhenCombined() {
        expectEqual(TraitCollection().userInterfaceIdiom, .phone)
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(userInterfaceIdiom: .mac), TraitCollection(displayScale: 2),
        ])
        expectEqual(combined.userInterfaceIdiom, .mac)
        expectEqual(combined.displayScale, 2)
    }
}
