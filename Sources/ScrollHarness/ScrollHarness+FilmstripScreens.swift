import Foundation
import TableLiaison
import ViewControllers

extension ScrollHarness {
    /// The height of the navigation bar the filmstrip draws, in points (UIKit's compact bar).
    static var filmstripNavigationBarHeight: CGFloat { 44 }
    /// The width of an alert the filmstrip draws, in points (UIKit's alert width).
    static var filmstripAlertWidth: CGFloat { 270 }
    /// The height of one line of an alert the filmstrip draws, in points.
    static var filmstripAlertLineHeight: CGFloat { 20 }

    /// A hosted screen's key-frame boxes, drawn as the text render draws the screen: a top
    /// screen without a table shows its views' text instead of the covered table's rows; the
    /// visible navigation bar over the top (its back button and leading items, title and
    /// trailing items, named after a presented sheet when one shows); a presented alert in
    /// the middle, with its title, message, text fields and actions marked as the render
    /// marks them.
    /// - Complexity: O(views of the top screen + the alert's lines).
    func hostedScreenBoxes(over tableBoxes: [KeyFrame.Box], viewport: CGSize) -> [KeyFrame.Box] {
        var boxes = tableBoxes
        if topScreenHasNoTable, let screen = screenUnderAlert {
            let texts = Self.placedText(of: screen.view, showingOpacity: rendersOpacity).flatMap { item in
                item.lines.enumerated().map { index, line in
                    KeyFrame.Text(
                        position: CGPoint(x: item.x, y: item.firstCenterY + CGFloat(index) * item.lineHeight),
                        width: item.width, string: line)
                }
            }
            boxes = [
                KeyFrame.Box(
                    kind: .screen, name: Self.name(screen), frame: CGRect(origin: .zero, size: viewport), isPinned: false,
                    isSelected: false, texts: texts)
            ]
        }
        if let bar = navigationBarParts() {
            let height = Self.filmstripNavigationBarHeight
            let column = viewport.width / 3
            let middle = height / 2
            var name = "navigation bar"
            if let sheet = presentedViewController, !(sheet is AlertController) {
                name += " of sheet \(Self.name(sheet))"
            } else if let sheet = presentedAlert?.presentingViewController, sheet.presentingViewController != nil {
                name += " of sheet \(Self.name(sheet))"
            }
            let texts = [
                KeyFrame.Text(position: CGPoint(x: 8, y: middle), width: column - 8, string: bar.leading),
                KeyFrame.Text(position: CGPoint(x: column, y: middle), width: column, string: bar.title),
                KeyFrame.Text(position: CGPoint(x: 2 * column, y: middle), width: column - 8, string: bar.trailing),
            ].filter { !$0.string.isEmpty }
            boxes.append(
                KeyFrame.Box(
                    kind: .navigationBar, name: name, frame: CGRect(x: 0, y: 0, width: viewport.width, height: height),
                    isPinned: false, isSelected: false, texts: texts))
        }
        if let alert = presentedAlert {
            // The render's box without its frame: one text per line inside it.
            let lines = Self.alertBox(alert, width: 40).dropFirst().dropLast().map {
                String($0.dropFirst(2).dropLast(2)).trimmingCharacters(in: .whitespaces)
            }
            let width = min(Self.filmstripAlertWidth, viewport.width)
            let lineHeight = Self.filmstripAlertLineHeight
            let height = CGFloat(lines.count + 1) * lineHeight
            let frame = CGRect(
                x: (viewport.width - width) / 2, y: max(0, (viewport.height - height) / 2), width: width, height: height)
            let texts = lines.enumerated().map { index, line in
                KeyFrame.Text(
                    position: CGPoint(x: frame.minX + 8, y: frame.minY + lineHeight * (CGFloat(index) + 1)),
                    width: width - 16, string: line)
            }
            boxes.append(
                KeyFrame.Box(
                    kind: .alert, name: alert.preferredStyle == .alert ? "alert" : "action sheet", frame: frame,
                    isPinned: false, isSelected: false, texts: texts))
        }
        return boxes
    }
}
