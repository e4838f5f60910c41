import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// Configuration updates asked with `setNeedsUpdateConfiguration()` run once, before the
/// view holding them is laid out: the updates they ask for too, and only those of the views
/// the layout covers.
@MainActor
struct ConfigurationUpdateOrderTests {
    /// A view that writes down each of its layout passes.
    private final class LoggingView: View {
        var log: [String] = []
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("layout")
        }
    }

    @Test func anUpdateAskedByAnotherUpdateRunsBeforeTheLayoutToo() {
        let container = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let first = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let second = Button(frame: CGRect(x: 150, y: 0, width: 100, height: 44))
        container.addSubview(first)
        container.addSubview(second)
        second.configurationUpdateHandler = { _ in container.log.append("second") }
        first.configurationUpdateHandler = { _ in
            container.log.append("first")
            second.setNeedsUpdateConfiguration()
        }
        // Setting a handler asks for an update, as UIKit's: those run first.
        container.layoutIfNeeded()
        container.log.removeAll()
        first.setNeedsUpdateConfiguration()
        container.layoutIfNeeded()
        expectEqual(container.log, ["first", "second", "layout"])
    }

    @Test func aLayoutRunsTheUpdatesOfItsOwnViewsAndLeavesTheOthersWaiting() {
        let left = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let right = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let leftButton = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let rightButton = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        left.addSubview(leftButton)
        right.addSubview(rightButton)
        var updated: [String] = []
        leftButton.configurationUpdateHandler = { _ in updated.append("left") }
        rightButton.configurationUpdateHandler = { _ in updated.append("right") }
        left.layoutIfNeeded()
        right.layoutIfNeeded()
        updated.removeAll()
        rightButton.setNeedsUpdateConfiguration()
        leftButton.setNeedsUpdateConfiguration()
        left.layoutIfNeeded()
        expectEqual(updated, ["left"])
        right.layoutIfNeeded()
        expectEqual(updated, ["left", "right"])
        right.layoutIfNeeded()
        expectEqual(updated, ["left", "right"])
    }

    @Test func aViewThatAskedForAnUpdateBeforeItsSuperviewHadItRunsItBeforeTheSuperviewsLayout() {
        let container = LoggingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        // Asked while the button is in no view (setting a handler asks for an update).
        button.configurationUpdateHandler = { _ in container.log.append("update") }
        container.addSubview(button)
        container.layoutIfNeeded()
        expectEqual(container.log, ["update", "layout"])
    }
}
