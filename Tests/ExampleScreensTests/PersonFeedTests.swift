import ExampleScreens
import Foundation
import ScrollHarness
import ScrollHarnessTesting
import TableLiaison
import TestSupport
import Testing

/// The person feed's cells, laid out with constraints, against heights and widths worked
/// out by hand from the constraints (12-point bar labels are 14⅔ high, 14-point summary
/// lines 16.8, sizes rounded up to a third of a point).
@MainActor
struct PersonFeedTests {
    typealias Person = PersonFeedScreen.Person

    /// A short summary with a 400 × 300 image; 50 ideographs without an image; no summary
    /// with a 400 × 600 image. The last two have long numbers.
    static let people = [
        Person(
            name: "Ada", summary: "A short line.", image: Image(name: "p0.jpg", size: CGSize(width: 400, height: 300)),
            date: "2026-11-10 12:00", hot: "人气:100", like: "点赞:100"),
        Person(
            name: "Bo", summary: String(repeating: "中", count: 50), image: nil, date: "2026-11-11 12:00",
            hot: "人气:1000000000", like: "点赞:2000000000"),
        Person(
            name: "Cy", summary: "", image: Image(name: "p2.jpg", size: CGSize(width: 400, height: 600)),
            date: "2026-11-12 12:00", hot: "人气:1000000000", like: "点赞:2000000000"),
    ]

    static func harness(width: CGFloat) -> (PersonFeedScreen, ScrollHarness) {
        let screen = PersonFeedScreen(people: people, width: width, height: 1_000)
        return (screen, ScrollHarness(tableView: screen.tableView, liaison: screen.liaison))
    }

    static func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-6 }

    /// Every row: 10 + 50 (head) + 5, the summary, the image (at most 200), the bar
    /// (5 + 14⅔ + 5), 5 at the bottom, plus 1 for the separator, i.e. 95⅔ + summary + image.
    /// The summary of 50 ideographs of 14 points wraps 21 a line in 300 points (3 lines,
    /// 50⅔) and 25 a line in 355 (2 lines, 33⅔); "A short line." is one line (17); both
    /// images are held to 200; a missing image is 0.
    static let thirdsOfPoints: [CGFloat: [CGFloat]] = [320: [938, 439, 887], 375: [938, 388, 887]]

    @Test(arguments: [CGFloat(320), 375])
    func rowHeightsAreTheCompressedFittingHeightPlusOne(width: CGFloat) throws {
        let (screen, harness) = Self.harness(width: width)
        let heights = try #require(Self.thirdsOfPoints[width]).map { $0 / 3 }
        for (row, height) in heights.enumerated() {
            let rect = try harness.tableView.checking { _ in harness.tableView.rectForRow(at: IndexPath(row: row, section: 0)) }
            #expect(Self.close(rect.height, height), "row \(row) at \(width): \(rect.height), worked out \(height)")
        }
        #expect(screen.prototypeMeasurements >= 3)
        #expect(screen.tableView.visibleCells.allSatisfy { $0 !== screen.prototype })
    }

    /// The frames the anchors give at 320 points: head at (10, 10) held to 50 × 50 (its
    /// image is 100 × 100), the name 10 to its right, 5 from the top and the right, 40 high;
    /// the summary 10 from both edges 5 below the head; the image below it; the bar 10 from
    /// both edges and 5 from the bottom.
    @Test func theAnchorsPlaceTheViewsAsTheOriginal() throws {
        let (_, harness) = Self.harness(width: 320)
        let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PersonCell)
        expectEqual(cell.head.frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        expectEqual(cell.name.frame, CGRect(x: 70, y: 5, width: 245, height: 40))
        expectEqual(cell.summary.frame.origin, CGPoint(x: 10, y: 65))
        // The summary's line is 17 high. Of the row's extra point (the original's "+ 1 for the
        // separator"), the default single-line separator takes a pixel from the content view;
        // the other two thirds go to the summary, the view hugging least tightly below the head.
        #expect(cell.summary.frame.width == 300 && Self.close(cell.summary.frame.height, 17 + 2.0 / 3))
        #expect(
            Self.close(cell.photo.frame.minY, 82 + 2.0 / 3) && cell.photo.frame.height == 200 && cell.photo.frame.width == 300)
        #expect(Self.close(cell.bar.frame.minY, 282 + 2.0 / 3) && Self.close(cell.bar.frame.height, 74.0 / 3))
        #expect(cell.bar.frame.minX == 10 && cell.bar.frame.width == 300)
        // Inside the bar: date 10 from its left, then 5 between labels and 5 at the right.
        #expect(cell.date.frame.minX == 10 && cell.date.frame.minY == 5)
        #expect(Self.close(cell.hot.frame.minX, cell.date.frame.maxX + 5))
        #expect(Self.close(cell.like.frame.maxX, 295))
    }

    /// In a 300-point bar the labels have 275 points; the long numbers need 93⅔ each and
    /// the date 97⅔ (285 in all), so the date (compression resistance 250) gives 10 points
    /// and truncates, while "hot" (750) and "like" (1000) keep their text. With short
    /// numbers (47⅓ each) the date also takes the room left over (its hugging is the lowest).
    @Test func theDateGivesWayBeforeHotAndLikeNeverTruncates() throws {
        let (_, harness) = Self.harness(width: 320)
        let long = try #require(harness.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) as? PersonCell)
        #expect(Self.close(long.date.frame.width, 263.0 / 3))
        expectEqual(long.date.lines.first?.hasSuffix("…"), true)
        #expect(Self.close(long.hot.frame.width, 281.0 / 3) && long.hot.lines == ["人气:1000000000"])
        #expect(Self.close(long.like.frame.width, 281.0 / 3) && long.like.lines == ["点赞:2000000000"])
        let short = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PersonCell)
        #expect(Self.close(short.date.frame.width, (275 - 2 * 142.0 / 3) as CGFloat))
        expectEqual(short.date.lines, ["2026-11-10 12:00"])
        #expect(Self.close(short.hot.frame.width, 142.0 / 3) && Self.close(short.like.frame.width, 142.0 / 3))
    }

    /// The date truncates exactly while the table is narrower than 330 points (bar 310,
    /// labels 285 + 25 of spacing), whatever the width; "hot" and "like" never do.
    @Test func theDateTruncatesBelowThreeHundredThirtyPointsAndOnlyTheDate() throws {
        var truncated: [Bool] = []
        for width: CGFloat in [250, 320, 325, 329, 330, 335, 375] {
            let (_, harness) = Self.harness(width: width)
            let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? PersonCell)
            truncated.append(cell.date.lines.first?.hasSuffix("…") == true)
            expectEqual(cell.hot.lines, ["人气:1000000000"], "at \(width)")
            expectEqual(cell.like.lines, ["点赞:2000000000"], "at \(width)")
        }
        expectEqual(truncated, [true, true, true, true, false, false, false])
    }

    /// Below 232⅓ points (labels' room 187⅓ = "hot" + "like" at 93⅔ each) the date is down to
    /// zero width, held by its floor, and "hot" (750) gives way next; "like" (1000) never does.
    @Test func hotGivesWayOnlyOnceTheDateIsGone() throws {
        var dateWidths: [CGFloat] = []
        var hotTruncated: [Bool] = []
        for width: CGFloat in [200, 232, 233, 250] {
            let (_, harness) = Self.harness(width: width)
            let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) as? PersonCell)
            dateWidths.append(cell.date.frame.width)
            hotTruncated.append(cell.hot.lines.first?.hasSuffix("…") == true)
            let oneLabel: CGFloat = 281.0 / 3
            #expect(Self.close(cell.hot.frame.width, min(oneLabel, width - 45 - oneLabel)), "at \(width)")
            expectEqual(cell.like.lines, ["点赞:2000000000"], "at \(width)")
        }
        expectEqual(hotTruncated, [true, true, false, false])
        let twoLabels: CGFloat = 562.0 / 3
        let expectedDateWidths: [CGFloat] = [0, 0, 233 - 45 - twoLabels, 250 - 45 - twoLabels]
        #expect(zip(dateWidths, expectedDateWidths).allSatisfy { Self.close($0, $1) }, "\(dateWidths)")
    }

    /// No constraint conflicts, and no view placed by constraints could sit elsewhere: the
    /// date's lower hugging settles who takes the bar's spare room.
    @Test func theLayoutIsNeitherUnsatisfiableNorAmbiguous() throws {
        for width: CGFloat in [320, 375] {
            let (screen, harness) = Self.harness(width: width)
            #expect(screen.tableView.layoutDiagnostics.isEmpty)
            for cell in harness.tableView.visibleCells {
                let cell = try #require(cell as? PersonCell)
                for view in [cell.head, cell.name, cell.summary, cell.photo, cell.bar, cell.date, cell.hot, cell.like] {
                    #expect(!view.hasAmbiguousLayout, "\(type(of: view)) at \(width): \(view.frame)")
                }
            }
        }
    }

    @Test func aFlingMeasuresOnlyTheRowsItShows() throws {
        let screen = PersonFeedScreen(people: PersonFeedScreen.samplePeople(count: 200, seed: 3), width: 375)
        let harness = ScrollHarness(tableView: screen.tableView, liaison: screen.liaison)
        let shownFirst = Set(harness.tableView.indexPathsForVisibleRows ?? [])
        try harness.fling(velocity: 4_000)
        let shown = shownFirst.union(harness.events(.willDisplay).compactMap(\.indexPath))
        let displayed = shown.count
        // Each row shown was measured once, and at most a row or two beyond the screen.
        #expect(
            screen.prototypeMeasurements >= displayed && screen.prototypeMeasurements <= displayed + 2,
            "\(screen.prototypeMeasurements) measurements, \(displayed) rows shown")
        #expect(displayed < 200)
        #expect(harness.tableView.statistics.cellsCreated <= (harness.frames.map(\.visibleRows.count).max() ?? 0) + 2)
    }

    /// The three people at both widths, as a person sees them: at 320 the date of the long
    /// rows ends in "…".
    @Test(arguments: [CGFloat(320), 375])
    func theFeedDrawn(width: CGFloat) {
        let (_, harness) = Self.harness(width: width)
        // The same number of points per character at both widths.
        harness.renderWidth = Int(width * 52 / 320)
        assertSnapshot(of: harness, as: .rendered, named: "\(Int(width))")
    }
}
