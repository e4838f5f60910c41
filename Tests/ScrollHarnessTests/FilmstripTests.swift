import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The elements of an XML document, in order, with their attributes and text.
private final class ElementCollector: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var depth: Int
    }

    var elements: [Element] = []
    private var open: [Int] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(Element(name: elementName, attributes: attributes, depth: open.count))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    /// Parses `text`; nil when it is not well-formed.
    static func parse(_ text: String) -> [Element]? {
        let collector = ElementCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        return parser.parse() ? collector.elements : nil
    }
}

@MainActor
struct FilmstripTests {
    /// The key frames' SVGs: for each, the boxes (class, name, rect) and the events listed.
    private struct DrawnFrame {
        var frame: Int
        var width: String
        var height: String
        var boxes: [(classes: String, name: String, rect: [String: String], texts: [String])]
        var events: [String]
        var failed: Bool
    }

    private func drawnFrames(_ html: String) throws -> [DrawnFrame] {
        let elements = try #require(ElementCollector.parse(html), "the filmstrip is not well-formed XML")
        var frames: [DrawnFrame] = []
        var index = 0
        while index < elements.count {
            let element = elements[index]
            if element.name == "section", let frame = element.attributes["data-frame"].flatMap(Int.init) {
                frames.append(
                    DrawnFrame(
                        frame: frame, width: "", height: "", boxes: [], events: [],
                        failed: element.attributes["class"]?.contains("failed") == true))
            } else if element.name == "svg", !frames.isEmpty {
                frames[frames.count - 1].width = element.attributes["width"] ?? ""
                frames[frames.count - 1].height = element.attributes["height"] ?? ""
            } else if element.name == "g", let classes = element.attributes["class"], classes.hasPrefix("box") {
                var rect: [String: String] = [:]
                var texts: [String] = []
                var inner = index + 1
                while inner < elements.count, elements[inner].depth > element.depth {
                    if elements[inner].name == "rect" { rect = elements[inner].attributes }
                    if elements[inner].name == "text", elements[inner].attributes["class"] == "content" {
                        texts.append(elements[inner].text)
                    }
                    inner += 1
                }
                frames[frames.count - 1].boxes.append((classes, element.attributes["data-name"] ?? "", rect, texts))
            } else if element.name == "li", !frames.isEmpty {
                frames[frames.count - 1].events.append(element.text)
            }
            index += 1
        }
        return frames
    }

    private func format(_ value: CGFloat) -> String { String(format: "%.1f", Double(value)) }

    @Test func eachKeyFrameIsAnSVGWhoseBoxesAreTheFramesRowsAtTheirRectangles() throws {
        let harness = makeHarness(sections: 3, rows: 6, headers: true)
        // The key frames the test captures only: those kept after gestures are checked below.
        harness.capturesKeyFrameAfterEachGesture = false
        harness.captureKeyFrame("opens")
        try harness.drag(by: 130)
        harness.captureKeyFrame("dragged")
        try harness.tap(row: IndexPath(row: 5, section: 0))
        harness.captureKeyFrame("tapped", failed: true)
        let drawn = try drawnFrames(harness.filmstrip(title: "Three <sections> & headers"))
        expectEqual(drawn.count, 3)
        for (keyFrame, svg) in zip(harness.keyFrames, drawn) {
            expectEqual(svg.frame, keyFrame.frame)
            #expect(svg.width == "328.0" && svg.height == "400.0")
            let record = try #require(harness.frames.last { $0.number == keyFrame.frame })
            let rows = svg.boxes.filter { $0.classes.contains("row") }
            #expect(rows.map(\.name) == record.visibleRows.map { "\($0.section)-\($0.row)" })
            for (row, indexPath) in zip(rows, record.visibleRows) {
                let rect = harness.tableView.rectForRow(at: indexPath)
                // The last key frame is the table's current state; earlier ones are checked by
                // their names and order above and their heights here.
                expectEqual(row.rect["height"], format(rect.height))
                if keyFrame == harness.keyFrames.last {
                    expectEqual(row.rect["y"], format(rect.minY - record.contentOffset))
                }
                expectEqual(row.texts, ["row \(indexPath.section).\(indexPath.row)"])
            }
            expectEqual(svg.events, keyFrame.events.map(\.description))
            expectEqual(svg.failed, (keyFrame.label == "tapped"))
        }
        // After the drag, section 0's header is pinned at the top over its rows.
        let headers = drawn[1].boxes.filter { $0.classes.contains("header") }
        expectEqual(headers.first?.classes, "box header pinned")
        expectEqual(headers.first?.rect["y"], "0.0")
        #expect(drawn[2].boxes.first { $0.name == "0-5" }?.classes == "box row selected")
        // Events belong to the key frame after them: the tap's selection is in the third only.
        #expect(drawn[2].events.contains("f\(harness.keyFrames[2].frame) didSelect (0 - 5)"))
        #expect(!drawn[1].events.contains { $0.contains("didSelect") })
    }

    @Test func afterSixGesturesTheFilmstripShowsAKeyFrameForEachBetweenTheCapturedOnes() throws {
        let harness = makeHarness(sections: 3, rows: 6, headers: true)
        harness.captureKeyFrame("opens")
        try harness.drag(by: 130)
        try harness.fling(velocity: 1_500)
        try harness.scroll(toRow: IndexPath(row: 2, section: 1), at: .top)
        try harness.tap(row: IndexPath(row: 2, section: 1))
        try harness.resize(width: 300)
        try harness.scrollToTop()
        harness.captureKeyFrame("end")
        #expect(
            harness.keyFrames.map(\.label) == [
                "opens", "drag(by: 130, frames: 10)", "fling(velocity: 1500)", "scroll(toRow: (1 - 2), at: .top)",
                "tap(row: (1 - 2))", "resize(width: 300)", "scrollToTop()", "end",
            ])
        expectEqual(harness.keyFrames.map(\.isAfterGesture), [false] + Array(repeating: true, count: 6) + [false])
        // Each is the screen when its gesture ended, with the gesture's own events.
        let frames = harness.keyFrames.map(\.frame)
        #expect(frames == frames.sorted() && Set(frames[0...6]).count == 7)
        let drag = harness.keyFrames[1].events
        #expect(drag.first?.kind == .willBeginDragging && drag.contains { $0.kind == .didEndDragging })
        #expect(harness.keyFrames[4].events.contains { $0.kind == .didSelect && $0.indexPath == IndexPath(row: 2, section: 1) })
        #expect(!harness.keyFrames[3].events.contains { $0.kind == .didSelect })
        #expect(harness.keyFrames[6].contentOffset == 0 && harness.keyFrames[5].viewport.width == 300)
        #expect(harness.keyFrames[7].events.isEmpty)
        let drawn = try drawnFrames(harness.filmstrip())
        expectEqual(drawn.map(\.frame), frames)
    }

    @Test func keyFramesAfterGesturesAreTheLatestFewAndCanBeTurnedOff() throws {
        let harness = makeHarness(rows: 30)
        harness.maximumGestureKeyFrames = 2
        harness.captureKeyFrame("start")
        for distance: CGFloat in [50, 60, 70] { try harness.drag(by: distance, frames: 2) }
        expectEqual(harness.keyFrames.map(\.label), ["start", "drag(by: 60, frames: 2)", "drag(by: 70, frames: 2)"])
        // An impossible gesture keeps none; a failing one is marked as such.
        #expect(throws: ScrollHarnessError.self) { try harness.tap(row: IndexPath(row: 99, section: 0)) }
        expectEqual(harness.keyFrames.count, 3)
        harness.capturesKeyFrameAfterEachGesture = false
        try harness.drag(by: 80, frames: 2)
        try harness.tap(row: IndexPath(row: 10, section: 0))
        expectEqual(harness.keyFrames.map(\.label), ["start", "drag(by: 60, frames: 2)", "drag(by: 70, frames: 2)"])
        harness.capturesKeyFrameAfterEachGesture = true
        harness.maximumGestureKeyFrames = 0
        try harness.drag(by: 10, frames: 2)
        expectEqual(harness.keyFrames.count, 3)
    }

    @Test func textIsEscapedAndTheCurrentScreenIsCapturedWhenNoneWas() throws {
        let harness = ScrollHarness(
            tableView: TableView(frame: .zero),
            liaison: Liaison(sections: [Section(rows: [textRow("a < b && \"c\" > d")])]),
            viewport: CGSize(width: 200, height: 100))
        let drawn = try drawnFrames(harness.filmstrip())
        expectEqual(drawn.count, 1)
        expectEqual(drawn.first?.boxes.first?.texts, ["a < b && \"c\" > d"])
        expectEqual(harness.keyFrames.map(\.label), ["frame 1"])
    }

    @Test func theFilmstripIsWrittenToAFileAndIsTheSameOnEveryRun() throws {
        func run() throws -> String {
            let harness = makeHarness(rows: 30)
            harness.captureKeyFrame("start")
            try harness.fling(velocity: 2_000)
            harness.captureKeyFrame("flung")
            return harness.filmstrip()
        }
        let first = try run()
        #expect(try run() == first)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filmstrip-\(UUID().uuidString)/strip.html")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        try makeHarness(rows: 3).writeFilmstrip(to: url)
        #expect(try String(contentsOf: url, encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
    }
}
