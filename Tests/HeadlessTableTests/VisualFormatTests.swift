import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// The visual format language: each construct of Apple's grammar makes the constraints it
/// describes, and each malformed format makes none and reports where it went wrong.
@MainActor
struct VisualFormatTests {
    private final class Sink {
        var diagnostics: [LayoutDiagnostic] = []
    }

    /// A 300 × 100 superview "sv" (margins 8) with constrained subviews "a", "b", "c", and a
    /// sink for its diagnostics.
    private struct Fixture {
        let superview: View
        let a: View, b: View, c: View
        let sink: Sink
        var views: [String: Any] { ["a": a, "b": b, "c": c] }
    }

    private func fixture() -> Fixture {
        let superview = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        superview.accessibilityIdentifier = "sv"
        let sink = Sink()
        superview.layoutDiagnosticHandler = { sink.diagnostics.append($0) }
        var made: [View] = []
        for name in ["a", "b", "c"] {
            let view = View()
            view.accessibilityIdentifier = name
            view.translatesAutoresizingMaskIntoConstraints = false
            superview.addSubview(view)
            made.append(view)
        }
        return Fixture(superview: superview, a: made[0], b: made[1], c: made[2], sink: sink)
    }

    /// The constraints `format` makes, as UIKit's log lines.
    private func lines(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        in fixture: Fixture? = nil
    ) -> [String] {
        let fixture = fixture ?? self.fixture()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: fixture.views)
        #expect(fixture.sink.diagnostics.isEmpty, "\(format): \(fixture.sink.diagnostics)")
        #expect(constraints.allSatisfy { !$0.isActive })
        return constraints.map { ConstraintDescription($0).description }
    }

    // MARK: Constructs

    @Test func aDashBetweenViewsIsTheStandardEightPointSpacing() {
        expectEqual(lines("[a]-[b]"), ["View('b').leading == View('a').trailing + 8"])
        #expect(
            lines("H:[a]-[b]-[c]") == [
                "View('b').leading == View('a').trailing + 8", "View('c').leading == View('b').trailing + 8",
            ])
    }

    @Test func aNumberBetweenDashesIsASpacingAndTheBarIsTheSuperview() {
        #expect(
            lines("|-50-[a]-50-|") == [
                "View('a').leading == View('sv').leading + 50", "View('sv').trailing == View('a').trailing + 50",
            ])
    }

    @Test func theStandardSpacingToTheSuperviewIsItsLayoutMargin() {
        #expect(
            lines("|-[a]-|") == [
                "View('a').leading == View('sv').leadingMargin", "View('sv').trailingMargin == View('a').trailing",
            ])
        #expect(
            lines("V:|-[a]-|") == ["View('a').top == View('sv').topMargin", "View('sv').bottomMargin == View('a').bottom"])
    }

    @Test func adjacentViewsAndBarsWithoutADashAreFlush() {
        expectEqual(lines("[a][b]"), ["View('b').leading == View('a').trailing"])
        expectEqual(lines("|[a]|"), ["View('a').leading == View('sv').leading", "View('sv').trailing == View('a').trailing"])
    }

    @Test func aVerticalFormatRelatesTopsBottomsAndHeights() {
        expectEqual(lines("V:[a]-10-[b(20)]"), ["View('b').top == View('a').bottom + 10", "View('b').height == 20"])
    }

    @Test func predicatesOnAViewSetItsSizeWithRelationsPrioritiesAndOtherViews() {
        expectEqual(lines("[a(>=50)]"), ["View('a').width >= 50"])
        expectEqual(lines("[a(100@20)]"), ["View('a').width == 100 (priority 20)"])
        expectEqual(lines("[a(==b)]"), ["View('a').width == View('b').width"])
        expectEqual(lines("[a(b)]"), ["View('a').width == View('b').width"])
        expectEqual(lines("[a(>=70,<=100)]"), ["View('a').width >= 70", "View('a').width <= 100"])
        expectEqual(lines("[a(<=b@750)]"), ["View('a').width <= View('b').width (priority 750)"])
        expectEqual(lines("[a(44.5)]"), ["View('a').width == 44.5"])
    }

    @Test func metricsNameSpacingsSizesAndPrioritiesWhateverTheirNumericType() {
        let metrics: [String: Any] = ["pad": 12, "w": 40.5, "p": Float(600), "gap": CGFloat(3), "n": NSNumber(value: 7)]
        #expect(
            lines("|-pad-[a(w@p)]-gap-[b(n)]", metrics: metrics) == [
                "View('a').leading == View('sv').leading + 12", "View('a').width == 40.5 (priority 600)",
                "View('b').leading == View('a').trailing + 3", "View('b').width == 7",
            ])
    }

    @Test func predicatesInAConnectionGiveRelationsPrioritiesAndSignedConstants() {
        expectEqual(lines("[a]-(>=8@750)-[b]"), ["View('b').leading >= View('a').trailing + 8 (priority 750)"])
        #expect(
            lines("[a]-(>=8,<=20)-[b]") == [
                "View('b').leading >= View('a').trailing + 8", "View('b').leading <= View('a').trailing + 20",
            ])
        expectEqual(lines("[a]-(-5)-[b]"), ["View('b').leading == View('a').trailing - 5"])
        expectEqual(lines("[a]-(>=0)-|"), ["View('sv').trailing >= View('a').trailing"])
    }

    @Test func aCompleteLineLaysTheViewsOutAsDescribed() {
        let f = fixture()
        f.superview.layoutMargins = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
        let metrics: [String: Any] = ["side": 50]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a(side)]-[b]-20-[c(==a)]-|", options: .alignAllTop, metrics: metrics, views: f.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-[a(30)]", options: [], metrics: nil, views: f.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(10)]", options: [], metrics: nil, views: f.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[c(20)]", options: [], metrics: nil, views: f.views))
        f.superview.layoutIfNeeded()
        #expect(f.sink.diagnostics.isEmpty)
        // 300 wide: margins 10, a 50, 8, b ?, 20, c 50 → b is 300 - 10 - 50 - 8 - 20 - 50 - 10 = 152.
        expectEqual(f.a.frame, CGRect(x: 10, y: 4, width: 50, height: 30))
        expectEqual(f.b.frame, CGRect(x: 68, y: 4, width: 152, height: 10))
        expectEqual(f.c.frame, CGRect(x: 240, y: 4, width: 50, height: 20))
    }

    @Test func alignmentOptionsRelateEachViewToThePreviousAcrossTheAxis() {
        #expect(
            lines("[a][b][c]", options: .alignAllCenterY) == [
                "View('b').leading == View('a').trailing", "View('c').leading == View('b').trailing",
                "View('b').centerY == View('a').centerY", "View('c').centerY == View('b').centerY",
            ])
        #expect(
            lines("V:[a][b]", options: [.alignAllLeading, .alignAllTrailing]) == [
                "View('b').top == View('a').bottom", "View('b').leading == View('a').leading",
                "View('b').trailing == View('a').trailing",
            ])
    }

    @Test func directionOptionsChooseLeftAndRightOrReverseTheFormat() {
        #expect(
            lines("|-10-[a]-[b]", options: .directionLeftToRight) == [
                "View('a').left == View('sv').left + 10", "View('b').left == View('a').right + 8",
            ])
        #expect(
            lines("|-10-[a]-[b]-|", options: .directionRightToLeft) == [
                "View('sv').right == View('a').right + 10", "View('a').left == View('b').right + 8",
                "View('b').left == View('sv').leftMargin",
            ])
        // Right to left, the first view is at the right edge.
        let f = fixture()
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "|-10-[a(50)]-[b(30)]", options: .directionRightToLeft, metrics: nil, views: f.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", options: [], metrics: nil, views: f.views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", options: [], metrics: nil, views: f.views))
        f.superview.layoutIfNeeded()
        expectEqual(f.a.frame, CGRect(x: 240, y: 0, width: 50, height: 10))
        expectEqual(f.b.frame, CGRect(x: 202, y: 0, width: 30, height: 10))
    }

    @Test func baselineSpacingRelatesLastAndFirstBaselinesInAVerticalFormat() {
        #expect(
            lines("V:[a]-[b]", options: .spacingBaselineToBaseline) == [
                "View('b').firstBaseline == View('a').lastBaseline + 8"
            ])
        // Only between views: the superview's edges stay edges.
        expectEqual(lines("V:|-4-[a]", options: .spacingBaselineToBaseline), ["View('a').top == View('sv').top + 4"])
    }

    // MARK: Errors

    /// The diagnostic `format` reports (to the superview's handler), after checking it made
    /// no constraints.
    private func failure(
        _ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
        views: ((Fixture) -> [String: Any])? = nil
    ) -> (position: Int, expected: String)? {
        let f = fixture()
        let made = NSLayoutConstraint.constraints(
            withVisualFormat: format, options: options, metrics: metrics, views: views?(f) ?? f.views)
        #expect(made.isEmpty, "\(format)")
        expectEqual(f.sink.diagnostics.count, 1, "\(format): \(f.sink.diagnostics)")
        guard case let .invalidVisualFormat(reported, position, expected)? = f.sink.diagnostics.first else { return nil }
        expectEqual(reported, format)
        return (position, expected)
    }

    @Test(arguments: [
        ("", 0, "a view ('[name]') or the superview ('|')"),
        ("X:[a]", 0, "a view ('[name]') or the superview ('|')"),
        ("V|[a]", 1, "':' after 'V' to specify vertical arrangement"),
        ("H[a]", 1, "':' after 'H' to specify horizontal arrangement"),
        ("H:", 2, "a view ('[name]') or the superview ('|')"),
        ("|-", 2, "a spacing, a view ('[name]') or the superview ('|') after '-'"),
        ("|-8-|", 4, "a view ('[name]')"),
        ("[]", 1, "a view name (a C identifier) after '['"),
        ("[a", 2, "'(' or ']' after the view name"),
        ("[a(50]", 5, "',' or ')' after a predicate"),
        ("[a(50)", 6, "']'"),
        ("[a(>50)]", 4, "'=' after '>'"),
        ("[a(=50)]", 4, "'=' after '='"),
        ("[a()]", 3, "a number, a metric or a view name"),
        ("[a(50@)]", 6, "a priority (a number or a metric) after '@'"),
        ("[a(50@2000)]", 6, "a priority from 1 to 1000"),
        ("[a(50@0)]", 6, "a priority from 1 to 1000"),
        ("[zz]", 1, "a key of the views dictionary; 'zz' is not one"),
        ("[a(w)]", 3, "a key of the metrics or views dictionary; 'w' is not one"),
        ("[a]-8[b]", 5, "'-' after the spacing"),
        ("[a]-x-[b]", 4, "a key of the metrics dictionary; 'x' is not one"),
        ("[a]-b-[c]", 4, "a key of the metrics dictionary; 'b' is not one (a view cannot set a spacing)"),
        ("[a]-(b)-[c]", 5, "a key of the metrics dictionary; 'b' is not one"),
        ("[a]-", 4, "a spacing, a view ('[name]') or the superview ('|') after '-'"),
        ("[a]-*-[b]", 4, "a spacing (a number, a metric or '(predicates)'), a view ('[name]') or the superview ('|') after '-'"),
        ("[a]-8-", 6, "a view ('[name]') or the superview ('|') after the connection"),
        ("[a]|[b]", 4, "the end of the format after the superview ('|')"),
        ("[a] -[b]", 3, "a connection ('-'), a view ('[name]') or the superview ('|')"),
        ("[a]-(.)-[b]", 5, "a number"),
    ])
    func aMalformedFormatMakesNothingAndSaysWhereAndWhatWasExpected(format: String, position: Int, expected: String) {
        let found = failure(format)
        expectEqual(found?.position, position, "\(format)")
        expectEqual(found?.expected, expected, "\(format)")
    }

    @Test func dictionariesOfTheWrongTypesAreReportedAtTheName() {
        expectEqual(failure("[a(m)]", metrics: ["m": "8"])?.expected, "a number for the metric 'm'")
        expectEqual(failure("[a]-m-[b]", metrics: ["m": Double.nan])?.expected, "a number for the metric 'm'")
        let found = failure("[a][s]", views: { ["a": $0.a, "s": "not a view"] })
        expectEqual(found?.position, 4)
        expectEqual(found?.expected, "a View for 's' in the views dictionary")
    }

    @Test func aBarNextToAViewWithoutASuperviewIsReportedAtTheBar() {
        let orphan = View()
        let sink = Sink()
        orphan.layoutDiagnosticHandler = { sink.diagnostics.append($0) }
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "|-[o]", options: [], metrics: nil, views: ["o": orphan]).isEmpty)
        #expect(
            NSLayoutConstraint.constraints(withVisualFormat: "[o]-8-|", options: [], metrics: nil, views: ["o": orphan]).isEmpty)
        #expect(
            sink.diagnostics == [
                .invalidVisualFormat(format: "|-[o]", position: 0, expected: "a superview for 'o' (it has none)"),
                .invalidVisualFormat(format: "[o]-8-|", position: 6, expected: "a superview for 'o' (it has none)"),
            ])
    }

    @Test func optionsThatDoNotFitTheFormatAreReported() {
        #expect(
            failure("[a][b]", options: .alignAllLeft)?.expected
                == "alignment options across a horizontal format (top, bottom, centerY, baselines)")
        #expect(
            failure("V:[a][b]", options: .alignAllCenterY)?.expected
                == "alignment options across a vertical format (left, right, leading, trailing, centerX)")
        #expect(
            failure("[a]-[b]", options: .spacingBaselineToBaseline)?.expected
                == "a vertical format ('V:') for spacingBaselineToBaseline")
    }

    @Test func theDiagnosticReadsAsUIKitsWithACaretUnderThePosition() {
        let diagnostic = LayoutDiagnostic.invalidVisualFormat(format: "V|[a]", position: 1, expected: "':' after 'V'")
        expectEqual(diagnostic.description, "Unable to parse constraint format: expected ':' after 'V'\nV|[a]\n ^")
    }

    @Test func aMalformedFormatInACellReachesTheTablesDiagnostics() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        final class BadCell: TableViewCell {
            let box = View()
            override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                contentView.addConstraints(
                    NSLayoutConstraint.constraints(
                        withVisualFormat: "H:|-[box(>40)]", options: [], metrics: nil, views: ["box": box]))
            }
            required init?(coder: NSCoder) { super.init(coder: coder) }
        }
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "bad", for: indexPath)
            }
        }
        table.register(BadCell.self, forCellReuseIdentifier: "bad")
        let source = Source()
        table.dataSource = source
        try table.layoutIfNeededOrThrow()
        #expect(
            table.layoutDiagnostics == [.invalidVisualFormat(format: "H:|-[box(>40)]", position: 10, expected: "'=' after '>'")])
    }
}
