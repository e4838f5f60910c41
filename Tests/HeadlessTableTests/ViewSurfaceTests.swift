import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// A view that logs the hierarchy callbacks it gets, with a shared log so the order across
/// views shows.
private final class HookView: View {
    let name: String
    let log: Log
    final class Log { var entries: [String] = [] }

    init(_ name: String, log: Log) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    private func label(_ view: View?) -> String { (view as? HookView)?.name ?? (view == nil ? "nil" : "view") }
    override func willMove(toSuperview newSuperview: View?) { log.entries.append("\(name).willMove(to: \(label(newSuperview)))") }
    override func didMoveToSuperview() { log.entries.append("\(name).didMove(\(label(superview)))") }
    override func didAddSubview(_ subview: View) { log.entries.append("\(name).didAdd(\(label(subview)))") }
    override func willRemoveSubview(_ subview: View) { log.entries.append("\(name).willRemove(\(label(subview)))") }
}

/// The UIKit view members cells use: hierarchy callbacks and ordering, tint, layer, content
/// modes, rectangles, touches, button states and animations.
@MainActor
struct ViewSurfaceTests {
    @Test func hierarchyCallbacksComeInOrderAndAMoveWithinASuperviewCallsNone() {
        let log = HookView.Log()
        let a = HookView("a", log: log)
        let b = HookView("b", log: log)
        let child = HookView("child", log: log)
        a.addSubview(child)
        expectEqual(log.entries, ["child.willMove(to: a)", "a.didAdd(child)", "child.didMove(a)"])
        log.entries.removeAll()
        b.addSubview(child)
        #expect(
            log.entries == [
                "child.willMove(to: b)", "a.willRemove(child)", "b.didAdd(child)", "child.didMove(b)",
            ])
        log.entries.removeAll()
        let other = View()
        b.addSubview(other)
        b.addSubview(child)  // already there: moves to the front only
        #expect(b.subviews.last === child)
        expectEqual(log.entries, ["b.didAdd(view)"])
        log.entries.removeAll()
        child.removeFromSuperview()
        expectEqual(log.entries, ["child.willMove(to: nil)", "b.willRemove(child)", "child.didMove(nil)"])
        child.removeFromSuperview()
        expectEqual(log.entries.count, 3)
    }

    @Test func addingASubviewItAlreadyHoldsKeepsItsConstraints() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        root.addSubview(View())
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "|-10-[box(20)]", options: [], metrics: nil, views: ["box": box])
                + NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-5-[box(20)]", options: [], metrics: nil, views: ["box": box]))
        root.addSubview(box)
        root.layoutIfNeeded()
        // The positions are installed on the superview, the sizes on the box: re-adding the
        // box kept them all.
        #expect(root.constraints.count == 2 && box.constraints.count == 2)
        expectEqual(box.frame, CGRect(x: 10, y: 5, width: 20, height: 20))
    }

    @Test func subviewsReorderAboveBelowFrontBackAndByIndex() {
        let root = View()
        let views = (0..<4).map { index -> View in
            let view = View()
            view.tag = index
            return view
        }
        for view in views.prefix(3) { root.addSubview(view) }
        let order = { root.subviews.map(\.tag) }
        root.bringSubviewToFront(views[0])
        expectEqual(order(), [1, 2, 0])
        root.sendSubviewToBack(views[0])
        expectEqual(order(), [0, 1, 2])
        root.insertSubview(views[3], aboveSubview: views[0])
        expectEqual(order(), [0, 3, 1, 2])
        root.insertSubview(views[3], belowSubview: views[0])
        expectEqual(order(), [3, 0, 1, 2])
        root.insertSubview(views[2], belowSubview: views[1])
        expectEqual(order(), [3, 0, 2, 1])
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        expectEqual(order(), [1, 0, 2, 3])
        root.exchangeSubview(at: 0, withSubviewAt: 9)
        root.bringSubviewToFront(View())
        expectEqual(order(), [1, 0, 2, 3])
    }

    @Test func tintColorIsInheritedUntilSetAndNilInheritsAgain() {
        let root = View()
        let child = View()
        let grandchild = View()
        root.addSubview(child)
        child.addSubview(grandchild)
        expectEqual(grandchild.tintColor, .systemBlue)
        root.tintColor = .systemRed
        expectEqual(grandchild.tintColor, .systemRed)
        child.tintColor = .systemGreen
        #expect(grandchild.tintColor == .systemGreen && root.tintColor == .systemRed)
        child.tintColor = nil
        expectEqual(grandchild.tintColor, .systemRed)
    }

    @Test func aLayerStartsWithCoreAnimationsDefaultsAndMasksToBoundsIsClipsToBounds() {
        let view = View()
        #expect(view.layer === view.layer)
        #expect(view.layer.cornerRadius == 0 && view.layer.borderWidth == 0)
        #expect(view.layer.borderColor == .black && view.layer.shadowColor == .black)
        #expect(view.layer.shadowOpacity == 0 && view.layer.shadowRadius == 3)
        expectEqual(view.layer.shadowOffset, CGSize(width: 0, height: -3))
        expectEqual(view.layer.maskedCorners.rawValue, 0b1111)
        #expect(!view.clipsToBounds && !view.layer.masksToBounds)
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        #expect(Color.systemGray.cgColor == .systemGray && Color(cgColor: Color.red.cgColor) == .red)
    }

    @Test func contentModesPlaceContentAsUIKitDoes() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        let size = CGSize(width: 40, height: 20)
        let expected: [View.ContentMode: CGRect] = [
            .scaleToFill: bounds, .redraw: bounds,
            .scaleAspectFit: CGRect(x: 0, y: 5, width: 100, height: 50),
            .scaleAspectFill: CGRect(x: -10, y: 0, width: 120, height: 60),
            .center: CGRect(x: 30, y: 20, width: 40, height: 20),
            .top: CGRect(x: 30, y: 0, width: 40, height: 20), .bottom: CGRect(x: 30, y: 40, width: 40, height: 20),
            .left: CGRect(x: 0, y: 20, width: 40, height: 20), .right: CGRect(x: 60, y: 20, width: 40, height: 20),
            .topLeft: CGRect(x: 0, y: 0, width: 40, height: 20), .topRight: CGRect(x: 60, y: 0, width: 40, height: 20),
            .bottomLeft: CGRect(x: 0, y: 40, width: 40, height: 20),
            .bottomRight: CGRect(x: 60, y: 40, width: 40, height: 20),
        ]
        for mode in View.ContentMode.allCases {
            expectEqual(mode.rect(forContentOfSize: size, in: bounds), expected[mode], "\(mode)")
        }
        let image = ImageView(frame: bounds)
        #expect(image.contentMode == .scaleToFill && image.imageRect == .zero)
        image.image = Image(name: "x", size: size)
        image.contentMode = .scaleAspectFit
        expectEqual(image.imageRect, CGRect(x: 0, y: 5, width: 100, height: 50))
    }

    @Test func insetByEdgeInsetsMovesEachEdgeAndMayGoNegative() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        expectEqual(rect.inset(by: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), CGRect(x: 12, y: 21, width: 94, height: 46))
        expectEqual(rect.inset(by: EdgeInsets(all: -5)), CGRect(x: 5, y: 15, width: 110, height: 60))
        let squeezed = rect.inset(by: EdgeInsets(top: 0, left: 60, bottom: 0, right: 60))
        #expect(squeezed.origin.x == 70 && squeezed.size.width == -20)
    }

    @Test func labelsAndImageViewsTakeNoTouchesByDefaultOtherViewsDo() {
        #expect(View().isUserInteractionEnabled)
        #expect(Button().isUserInteractionEnabled)
        #expect(!Label().isUserInteractionEnabled && !Label(frame: .zero).isUserInteractionEnabled)
        #expect(!ImageView().isUserInteractionEnabled && !ImageView(frame: .zero).isUserInteractionEnabled)
        expectEqual(Label().textAlignment, .natural)
    }

    @Test func aButtonShowsTheValuesForItsStateFallingBackToNormal() {
        let button = Button(type: .system)
        #expect(button.buttonType == .system && button.currentTitle == nil)
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving…", for: .disabled)
        button.setTitleColor(.systemGray, for: .disabled)
        expectEqual(button.title(for: .selected), "Save")
        #expect(button.titleColor(for: .normal) == nil)
        expectEqual(button.currentTitleColor, button.tintColor)
        expectEqual(Button(type: .custom).currentTitleColor, .white)
        expectEqual(Button(type: .custom).titleLabel?.textColor, .white)
        let host = View()
        host.addSubview(button)
        host.tintColor = .systemRed
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 30)
        button.layoutIfNeeded()
        expectEqual(button.titleLabel?.textColor, .systemRed)
        host.tintColor = nil
        var shown: [String?] = []
        button.isEnabled = false
        shown.append(button.titleLabel?.text)
        #expect(button.state == .disabled && button.currentTitleColor == .systemGray)
        button.isEnabled = true
        shown.append(button.titleLabel?.text)
        button.isHighlighted = true
        shown.append(button.titleLabel?.text)
        expectEqual(button.state, .highlighted)
        button.setTitle(nil, for: .disabled)
        button.isEnabled = false
        shown.append(button.titleLabel?.text)
        expectEqual(shown, ["Saving…", "Save", "Save", "Save"])
        expectEqual(button.state, [.disabled, .highlighted])
        // `title` is the .normal title, as before.
        button.title = "Done"
        #expect(button.title(for: .normal) == "Done" && button.currentTitle == "Done")
    }

    @Test func aButtonWithAnImageAndATitleMeasuresBothSideBySide() {
        let button = Button(title: "Like")
        button.titleLabel?.font = .systemFont(ofSize: 10)
        // "Like": 4 Latin letters × 5.5 = 22 wide; 12 high plus 6 above and below.
        expectEqual(button.intrinsicContentSize, CGSize(width: 22, height: 24))
        button.setImage(Image(name: "thumb", size: CGSize(width: 30, height: 30)), for: .normal)
        expectEqual(button.intrinsicContentSize, CGSize(width: 52, height: 30))
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.layoutIfNeeded()
        expectEqual(button.imageView?.frame, CGRect(x: 24, y: 5, width: 30, height: 30))
        expectEqual(button.titleLabel?.frame, CGRect(x: 54, y: 14, width: 22, height: 12))
        button.setImage(nil, for: .normal)
        expectEqual(button.intrinsicContentSize, CGSize(width: 22, height: 24))
        expectEqual(button.imageView?.isHidden, true)
    }

    @Test func animationBlocksRunInTheCallAndTheirCompletionsNeverDo() {
        var log: [String] = []
        View.animate(withDuration: 0.3) { log.append("animations 1") }
        View.animate(withDuration: 0.3, animations: { log.append("animations 2") }) { finished in
            log.append("completion 2 \(finished)")
        }
        View.animate(
            withDuration: 0.3, delay: 1, options: [.curveEaseOut, .beginFromCurrentState],
            animations: { log.append("animations 3") }, completion: { log.append("completion 3 \($0)") })
        View.performWithoutAnimation { log.append("without") }
        // The blocks ran in the calls; the completions wait for the animations' ends (see
        // the harness's view animation tests), as UIKit's never run inside the call.
        expectEqual(log, ["animations 1", "animations 2", "animations 3", "without"])
    }

    @Test func italicAndMonospacedDigitFontsMeasureAsTheSystemFont() {
        let italic = Font.italicSystemFont(ofSize: 15)
        #expect(italic.isItalic && !Font.systemFont(ofSize: 15).isItalic)
        expectEqual(TextMetrics.width(of: "Hello", in: italic), TextMetrics.width(of: "Hello", in: .systemFont(ofSize: 15)))
        expectEqual(italic.lineHeight, 18)
        expectEqual(Font.monospacedDigitSystemFont(ofSize: 12, weight: .bold), .systemFont(ofSize: 12, weight: .bold))
    }
}

/// Converting points and rectangles between views, as cells do to find the row of a tapped
/// button.
@MainActor
struct ViewCoordinateTests {
    @Test func pointsAndRectsConvertThroughFramesAndScrolledBounds() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let scroller = View(frame: CGRect(x: 10, y: 20, width: 200, height: 200))
        scroller.bounds.origin = CGPoint(x: 0, y: 50)
        let inner = View(frame: CGRect(x: 5, y: 100, width: 50, height: 50))
        root.addSubview(scroller)
        scroller.addSubview(inner)
        // inner's origin: 5 + 10 across, 100 − 50 + 20 down.
        expectEqual(inner.convert(CGPoint.zero, to: root), CGPoint(x: 15, y: 70))
        expectEqual(inner.convert(CGPoint(x: 1, y: 2), to: nil), CGPoint(x: 16, y: 72))
        expectEqual(inner.convert(CGPoint.zero, to: scroller), CGPoint(x: 5, y: 100))
        expectEqual(root.convert(CGPoint(x: 15, y: 70), to: inner), .zero)
        expectEqual(inner.convert(CGPoint(x: 15, y: 70), from: root), .zero)
        expectEqual(inner.convert(CGPoint(x: 15, y: 70), from: nil), .zero)
        #expect(
            inner.convert(CGRect(x: 0, y: 0, width: 7, height: 8), to: root) == CGRect(x: 15, y: 70, width: 7, height: 8))
        #expect(
            scroller.convert(CGRect(x: 15, y: 70, width: 7, height: 8), from: root)
                == CGRect(x: 5, y: 100, width: 7, height: 8))
    }

    @Test func aButtonsPointInTheTableFindsItsRowAfterAScroll() throws {
        final class ButtonCell: TableViewCell {
            let button = Button(title: "Go")
            override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(button)
                button.frame = CGRect(x: 200, y: 10, width: 40, height: 24)
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
            override func awakeFromNib() {
                super.awakeFromNib()
            }
        }
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "button", for: indexPath)
            }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(ButtonCell.self, forCellReuseIdentifier: "button")
        table.rowHeight = 44
        let source = Source()
        table.dataSource = source
        table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
        try table.layoutIfNeededOrThrow()
        for row in [10, 12, 18] {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? ButtonCell)
            let point = cell.button.convert(CGPoint.zero, to: table)
            expectEqual(point, CGPoint(x: 200, y: CGFloat(row) * 44 + 10))
            expectEqual(table.indexPathForRow(at: point), IndexPath(row: row, section: 0))
        }
    }

    /// UIKit's `withRenderingMode(_:)` answers a new image that uses the mode, and
    /// `renderingMode` reads it back; `withTintColor(_:)` keeps the mode and
    /// `withTintColor(_:renderingMode:)` sets it.
    @Test func anImageWithARenderingModeKeepsTheModeAndItsNameAndSize() {
        let image = Image(name: "star", size: CGSize(width: 10, height: 10))
        expectEqual(image.renderingMode, .automatic)
        let template = image.withRenderingMode(.alwaysTemplate)
        expectEqual(template.renderingMode, .alwaysTemplate)
        #expect(template.name == "star" && template.size == image.size)
        #expect(template != image)
        expectEqual(template.withRenderingMode(.automatic), image)
        expectEqual(template.withTintColor(.red).renderingMode, .alwaysTemplate)
        expectEqual(image.withTintColor(.red, renderingMode: .alwaysOriginal).renderingMode, .alwaysOriginal)
        expectEqual(image.withRenderingMode(.alwaysOriginal).renderingMode, .alwaysOriginal)
    }
}

/// A cell with `isUserInteractionEnabled` false is out of a finger's reach: its row, its
/// accessory button and its editing control take no taps; other rows still do.
@MainActor
struct UserInteractionTests {
    @Test func aCellThatTakesNoTouchesIgnoresTapsOnItsRowAccessoryAndEditingControl() throws {
        let source = RecordingDataSource(rows: 3)
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        table.register(TextCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        try table.layoutIfNeededOrThrow()
        let open = IndexPath(row: 0, section: 0)
        let closed = IndexPath(row: 1, section: 0)
        try #require(table.cellForRow(at: closed)).isUserInteractionEnabled = false
        source.clear()

        try table.tapRow(at: closed)
        try table.tapAccessoryButton(forRowAt: closed)
        #expect(source.events.isEmpty, "\(source.events)")
        #expect(table.indexPathForSelectedRow == nil)
        try table.tapRow(at: open)
        try table.tapAccessoryButton(forRowAt: open)
        expectEqual(table.indexPathForSelectedRow, open)
        expectEqual(source.events(matching: "didHighlight").count, 1)
        expectEqual(source.events(matching: "accessoryTapped").count, 1)

        table.setEditing(true, animated: false)
        try table.layoutIfNeededOrThrow()
        source.clear()
        try table.tapEditingControl(forRowAt: closed)
        #expect(source.events(matching: "commit").isEmpty)
        try table.tapEditingControl(forRowAt: open)
        expectEqual(source.events(matching: "commit").count, 1)
    }
}
