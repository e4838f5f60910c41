import Foundation
import ScrollHarness
import TableLiaison
import TestSupport
import Testing

/// A cell of one label pinned 10 points inside the content view, in body text that follows
/// the content size category. `Bug` plants what iOS teams ship.
@MainActor
final class PlantedLayoutCell: TableViewCell {
    enum Bug: Sendable, CaseIterable {
        /// The label is also held to 28 points high: enough for body text up to the largest
        /// standard size (23 points, 27.6 high), too little at the accessibility sizes.
        case fixedHeight
        /// The label's width is required to be both 100 and 200 points.
        case conflictingWidths
        /// A badge view is placed by its leading and top edges only: its size is free.
        case unsizedBadge
    }

    static var plantedBug: Bug?

    let label = Label(font: .preferredFont(forTextStyle: .body))
    let badge = View()

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
        ])
        switch Self.plantedBug {
        case .fixedHeight:
            label.heightAnchor.constraint(equalToConstant: 28).isActive = true
        case .conflictingWidths:
            let narrow = label.widthAnchor.constraint(equalToConstant: 100)
            narrow.identifier = "label-narrow"
            let wide = label.widthAnchor.constraint(equalToConstant: 200)
            wide.identifier = "label-wide"
            NSLayoutConstraint.activate([narrow, wide])
        case .unsizedBadge:
            badge.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
                badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            ])
        case nil: break
        }
    }

    required init?(coder: NSCoder) { return nil }
}

/// Forty self-sizing rows of `PlantedLayoutCell`.
@MainActor
final class PlantedLayoutScreen: TableViewDataSource {
    let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    init(bug: PlantedLayoutCell.Bug?) {
        PlantedLayoutCell.plantedBug = bug
        tableView.register(PlantedLayoutCell.self, forCellReuseIdentifier: "cell")
        tableView.estimatedRowHeight = 44
        tableView.dataSource = self
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 40 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? PlantedLayoutCell)?.label.text = "Row \(indexPath.row)"
        return cell
    }

    static func explorer(
        _ bug: PlantedLayoutCell.Bug?, weights: [ExplorationGesture: Int] = ExplorationGesture.defaultWeights
    ) -> ScreenExplorer<PlantedLayoutScreen> {
        ScreenExplorer(weights: weights) {
            let screen = PlantedLayoutScreen(bug: bug)
            return ExploredScreen(screen: screen, harness: ScrollHarness(tableView: screen.tableView))
        }
    }
}

@MainActor
@Suite(.serialized)
struct LayoutCheckTests {
    @Test func anUnsatisfiableConstraintSetIsFoundByTheLayoutCheck() async throws {
        for seed: UInt64 in [1, 2] {
            let result = try await PlantedLayoutScreen.explorer(.conflictingWidths).explore(seed: seed, steps: 200)
            let failure = try #require(result.failure, "seed \(seed)")
            expectEqual(failure.check, "layout")
            // Raised by the first cell's initializer: any one step shows it.
            expectEqual(failure.steps.count, 1)
            #expect(failure.message.contains("Unable to simultaneously satisfy constraints"))
            #expect(failure.message.contains("'label-wide'") || failure.message.contains("'label-narrow'"))
        }
    }

    @Test func theHarnessLogsTheDiagnosticAsAnEvent() throws {
        let screen = PlantedLayoutScreen(bug: .conflictingWidths)
        let harness = ScrollHarness(tableView: screen.tableView)
        let events = harness.events(.layoutDiagnostic)
        // One per cell made for the first screen, each naming the constraint it broke.
        expectEqual(events.count, harness.tableView.statistics.cellsCreated)
        expectEqual(events.count, screen.tableView.layoutDiagnostics.count)
        guard case let .unsatisfiable(conflicting, broken)? = events.first?.layoutDiagnostic else {
            Issue.record("not an unsatisfiable diagnostic: \(String(describing: events.first))")
            return
        }
        expectEqual(broken.identifier, "label-wide")
        #expect(conflicting.contains { $0.identifier == "label-narrow" })
        expectEqual(events.first?.detail?.hasPrefix("unsatisfiable"), true)
        #expect(events.first.map { "\($0)" }?.contains("layoutDiagnostic unsatisfiable") == true)
    }

    @Test func aViewWithoutASizeIsFoundAmbiguous() async throws {
        let result = try await PlantedLayoutScreen.explorer(.unsizedBadge).explore(seed: 1, steps: 200)
        let failure = try #require(result.failure)
        expectEqual(failure.check, "layout")
        #expect(failure.message.contains("View in PlantedLayoutCell has an ambiguous layout"), "\(failure.message)")
        expectEqual(failure.steps.count, 1)
    }

    @Test func aFixedHeightLabelClippedAtAccessibilitySizesIsFoundThroughTheTextSizeGesture() async throws {
        // One seed in `swift test`, three in the long suite.
        for seed in TestLength.choose(short: [UInt64(1)], long: [1, 2, 3]) {
            let result = try await PlantedLayoutScreen.explorer(.fixedHeight).explore(seed: seed, steps: 2_000)
            let failure = try #require(result.failure, "seed \(seed)")
            expectEqual(failure.check, "clipped text", "seed \(seed): \(failure)")
            // Shrunk to the one gesture that matters: an accessibility text size.
            expectEqual(failure.steps.count, 1, "seed \(seed): \(failure.steps)")
            guard case let .contentSizeCategory(category)? = failure.steps.last else {
                Issue.record("seed \(seed): \(failure.steps)")
                continue
            }
            #expect(category.isAccessibilityCategory)
            #expect(failure.message.contains("is 28.0 points high"), "\(failure.message)")
        }
    }

    @Test func withoutTheTextSizeGestureTheClippedLabelStaysHidden() async throws {
        let weights = ExplorationGesture.defaultWeights.filter { $0.key != .contentSizeCategory }
        let result = try await PlantedLayoutScreen.explorer(.fixedHeight, weights: weights).explore(seed: 1, steps: 300)
        #expect(result.failure == nil)
    }

    @Test func everyTextSizeUpToTheLargestStandardOneFitsAndEachAccessibilitySizeClips() throws {
        let screen = PlantedLayoutScreen(bug: .fixedHeight)
        let harness = ScrollHarness(tableView: screen.tableView)
        var clipped: [ContentSizeCategory] = []
        for category in ContentSizeCategory.allCases {
            try harness.setContentSizeCategory(category)
            let cell = try #require(harness.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? PlantedLayoutCell)
            expectEqual(cell.label.font.pointSize, Font.TextStyle.body.pointSize(in: category))
            if cell.label.sizeThatFits(CGSize(width: 1_000, height: 1_000)).height > cell.label.frame.height + 0.5 {
                clipped.append(category)
            }
        }
        expectEqual(clipped, ContentSizeCategory.allCases.filter(\.isAccessibilityCategory))
    }

    @Test func theScreenWithoutBugsHoldsEveryCheckAtEveryTextSize() async throws {
        let result = try await PlantedLayoutScreen.explorer(nil).explore(seed: 1, steps: 400)
        #expect(result.failure == nil, "\(result.failure.map { $0.description + $0.message } ?? "")")
        #expect(result.steps.contains { $0.gesture == .contentSizeCategory })
    }
}
