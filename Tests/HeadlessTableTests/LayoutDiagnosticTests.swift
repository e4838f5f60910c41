import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Bad input to the constraint API: each case gets its typed diagnostic, nothing traps or
/// hangs, and the views keep their last good layout.
@MainActor
struct LayoutDiagnosticTests {
    private final class Sink {
        var diagnostics: [LayoutDiagnostic] = []
    }

    /// A 300 × 200 root with a constrained box at (10, 10, 100, 50) and a diagnostics sink.
    private func root() -> (View, View, Sink) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let sink = Sink()
        root.layoutDiagnosticHandler = { sink.diagnostics.append($0) }
        let box = View()
        box.accessibilityIdentifier = "box"
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "box-width"
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            width, box.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        return (root, box, sink)
    }

    @Test func anUnsatisfiableConstraintIsReportedWithTheConflictAndNotInstalled() throws {
        let (root, box, sink) = root()
        let conflicting = box.widthAnchor.constraint(equalToConstant: 200)
        conflicting.identifier = "too-wide"
        conflicting.isActive = true
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
        expectEqual(sink.diagnostics.count, 1)
        guard case .unsatisfiable(let others, let broken) = try #require(sink.diagnostics.first) else {
            Issue.record("expected unsatisfiable, got \(sink.diagnostics)")
            return
        }
        expectEqual(broken.identifier, "too-wide")
        expectEqual(others.map(\.identifier), ["box-width"])
        let text = sink.diagnostics[0].description
        #expect(text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(text.contains("'box-width' View('box').width == 100"))
        #expect(text.contains("'too-wide' View('box').width == 200"))
        // Once the conflict is gone the broken constraint holds.
        root.constraints.first { $0.identifier == nil && $0.firstAttribute == .width }?.isActive = false
        box.constraints.first { $0.identifier == "box-width" }?.isActive = false
        root.layoutIfNeeded()
        expectEqual(box.frame.width, 200)
    }

    @Test func aConstraintBetweenViewsWithoutACommonAncestorIsReportedAndInactive() {
        let (root, box, sink) = root()
        let stranger = View()
        let constraint = box.leadingAnchor.constraint(equalTo: stranger.leadingAnchor)
        constraint.isActive = true
        #expect(!constraint.isActive)
        expectEqual(sink.diagnostics, [.noCommonAncestor(ConstraintDescription(constraint))])
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func nonFiniteConstantsAndMultipliersAreReportedAndNotInstalled() {
        let (root, box, sink) = root()
        let nan = box.heightAnchor.constraint(equalToConstant: .nan)
        let infinite = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        NSLayoutConstraint.activate([nan, infinite])
        #expect(!nan.isActive && !infinite.isActive)
        expectEqual(sink.diagnostics.count, 2)
        #expect(sink.diagnostics.allSatisfy { if case .nonFiniteValue = $0 { true } else { false } })
        // Setting a non-finite constant on an active constraint is refused the same way.
        let width = box.constraints.first { $0.identifier == "box-width" }
        width?.constant = .infinity
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func zeroMultipliersBadPairingsAndPositionsEqualToConstantsAreReported() {
        let (root, box, sink) = root()
        let zero = box.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0)
        let pairing = NSLayoutConstraint(
            item: box, attribute: .left, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 0)
        let mixed = NSLayoutConstraint(
            item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 0)
        let position = NSLayoutConstraint(
            item: box, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 20)
        NSLayoutConstraint.activate([zero, pairing, mixed, position])
        #expect(
            sink.diagnostics == [
                .zeroMultiplier(ConstraintDescription(zero)), .invalidAttributePairing(ConstraintDescription(pairing)),
                .invalidAttributePairing(ConstraintDescription(mixed)),
                .locationEqualToConstant(ConstraintDescription(position)),
            ])
        #expect(![zero, pairing, mixed, position].contains { $0.isActive })
        root.layoutIfNeeded()
        expectEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
    }

    @Test func aCycleThroughAnIntrinsicHeightIsReportedAfterBoundedSolves() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 2000, height: 2000))
        let sink = Sink()
        root.layoutDiagnosticHandler = { sink.diagnostics.append($0) }
        // width = 10 × height − 100: one line (24) gives 140 points, where the text takes
        // 6 lines (144), which gives 1340 points, where it takes one line again.
        let label = Label(
            text: Array(repeating: "AAAA", count: 12).joined(separator: " "), font: .systemFont(ofSize: 20),
            numberOfLines: 0)
        label.translatesAutoresizingMaskIntoConstraints = false
        // Its height exactly its text's height (required hugging and compression).
        label.setContentHuggingPriority(.required, for: .vertical)
        label.setContentCompressionResistancePriority(.required, for: .vertical)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalTo: label.heightAnchor, multiplier: 10, constant: -100),
        ])
        root.layoutIfNeeded()
        #expect(
            sink.diagnostics == [
                .heightForWidthDidNotConverge(view: "Label", iterations: LayoutEngine.heightForWidthIterations)
            ])
        #expect([24, 144].contains(label.frame.height))
    }

    @Test func constraintsBeyondTheLimitAreReportedNotInstalled() throws {
        let (root, box, sink) = root()
        let engine = try #require(root.autoLayout?.engine)
        engine.constraintLimit = 5
        let extra = (0..<3).map { box.widthAnchor.constraint(lessThanOrEqualToConstant: CGFloat(200 + $0)) }
        NSLayoutConstraint.activate(extra)
        // The fifth is installed; one diagnostic names the first refused.
        expectEqual(sink.diagnostics.count, 1)
        #expect(
            sink.diagnostics.first
                == .tooManyConstraints(host: "View", limit: 5, rejected: ConstraintDescription(extra[1])))
    }

    /// A chain of views, each pinned to the previous one: every link's row holds the markers
    /// of the links above it, so the tableau grows quadratically and its limit, not the count
    /// of constraints, stops the chain.
    @Test func aChainOfConstraintsStopsAtTheTableauLimitWithOneDiagnostic() throws {
        let (root, box, sink) = root()
        let engine = try #require(root.autoLayout?.engine)
        engine.tableauLimit = 3_000
        // The views join first: a change of the tree rebuilds the layout, and a rebuild
        // installs constraints in the tree's order, not in the order they were activated.
        let views = (0..<200).map { _ in View() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        root.layoutIfNeeded()
        var previous = box
        var constraints: [NSLayoutConstraint] = []
        for view in views {
            let links = [
                view.leadingAnchor.constraint(equalTo: previous.leadingAnchor),
                view.topAnchor.constraint(equalTo: previous.bottomAnchor),
                view.widthAnchor.constraint(equalTo: previous.widthAnchor),
                view.heightAnchor.constraint(equalTo: previous.heightAnchor),
            ]
            NSLayoutConstraint.activate(links)
            constraints += links
            previous = view
        }
        root.layoutIfNeeded()
        expectEqual(sink.diagnostics.count, 1)
        guard case .tooManyConstraints(let host, let limit, let rejected) = sink.diagnostics.first else {
            Issue.record("expected tooManyConstraints, got \(sink.diagnostics)")
            return
        }
        // The box's 4 constraints, then the chain's in order up to the first refused.
        expectEqual(host, "View")
        #expect(limit > 40 && limit < 4 + constraints.count)
        expectEqual(rejected, ConstraintDescription(constraints[limit - 4]))
        #expect(engine.solverTableauSize >= 3_000 && engine.solverTableauSize < 6_000)
        // The installed links hold; the first view whose links were all refused keeps its
        // empty frame, and the box its frame.
        let linked = (limit - 4) / 4
        for (index, view) in views.prefix(linked).enumerated() {
            expectEqual(view.frame, CGRect(x: 10, y: 10 + 50 * CGFloat(index + 1), width: 100, height: 50), "view \(index)")
        }
        expectEqual(views[linked + 1].frame, .zero)
        expectEqual(box.frame, CGRect(x: 10, y: 10, width: 100, height: 50))
        // More activations and another solve add no diagnostic.
        views[199].widthAnchor.constraint(equalToConstant: 5).isActive = true
        root.layoutIfNeeded()
        expectEqual(sink.diagnostics.count, 1)
    }

    @Test func aCellsConflictRaisedInItsInitializerReachesTheTable() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        var handled: [LayoutDiagnostic] = []
        table.layoutDiagnosticHandler = { handled.append($0) }
        table.register(forCellReuseIdentifier: "cell") {
            let cell = TableViewCell()
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 10), view.widthAnchor.constraint(equalToConstant: 20),
            ])
            return cell
        }
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "cell"))
        cell.layoutIfNeeded()
        expectEqual(table.layoutDiagnostics.count, 1)
        expectEqual(handled, table.layoutDiagnostics)
    }
}
