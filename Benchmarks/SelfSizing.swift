import Foundation
import ScrollHarness
import TableLiaison

// Self-sizing a 12-view cell through constraints against the same cell laid out by hand with
// `sizeThatFits` (issue: auto layout, "at most 3× hand layout"). Both cells give the same
// heights; each iteration configures a reused cell with another body text, measures it at
// 375 points and lays it out at that height, as a table does for a row coming on screen.

private let bodies = [
    "A short one.",
    String(repeating: "Several words of body text that wrap over lines. ", count: 3),
    String(repeating: "Longer body text, wrapping a few more times than the others do. ", count: 6),
    "Two sentences. Then another.",
]

/// Shared views: avatar, badge, name, date, handle, body, media, three buttons, a count and
/// a separator.
@MainActor
private class FeedCellBase: TableViewCell {
    let avatar = View()
    let badge = View()
    let name = Label(text: "Ada Lovelace", font: .systemFont(ofSize: 15))
    let date = Label(text: "2h", font: .systemFont(ofSize: 13))
    let handle = Label(text: "@ada", font: .systemFont(ofSize: 13))
    let body = Label(font: .systemFont(ofSize: 15), numberOfLines: 0)
    let media = View()
    let like = Button(title: "Like")
    let comment = Button(title: "Comment")
    let share = Button(title: "Share")
    let count = Label(text: "42", font: .systemFont(ofSize: 13))
    let separator = View()
    var all: [View] { [avatar, badge, name, date, handle, body, media, like, comment, share, count, separator] }

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in all { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
private final class ConstrainedFeedCell: FeedCellBase {
    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in all { view.translatesAutoresizingMaskIntoConstraints = false }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 40), avatar.heightAnchor.constraint(equalToConstant: 40),
            badge.centerXAnchor.constraint(equalTo: avatar.trailingAnchor),
            badge.centerYAnchor.constraint(equalTo: avatar.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 8), badge.heightAnchor.constraint(equalToConstant: 8),
            name.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            name.topAnchor.constraint(equalTo: margins.topAnchor),
            name.trailingAnchor.constraint(lessThanOrEqualTo: date.leadingAnchor, constant: -8),
            date.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            date.topAnchor.constraint(equalTo: margins.topAnchor),
            handle.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            handle.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 2),
            handle.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 8),
            media.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            media.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            media.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            media.heightAnchor.constraint(equalTo: media.widthAnchor, multiplier: 9.0 / 16.0),
            like.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            like.topAnchor.constraint(equalTo: media.bottomAnchor, constant: 8),
            comment.leadingAnchor.constraint(equalTo: like.trailingAnchor, constant: 16),
            comment.topAnchor.constraint(equalTo: like.topAnchor),
            share.leadingAnchor.constraint(equalTo: comment.trailingAnchor, constant: 16),
            share.topAnchor.constraint(equalTo: like.topAnchor),
            count.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            count.centerYAnchor.constraint(equalTo: like.centerYAnchor),
            separator.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            separator.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            separator.heightAnchor.constraint(equalToConstant: 1),
            separator.topAnchor.constraint(equalTo: like.bottomAnchor, constant: 8),
            separator.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// The same frames computed by hand.
@MainActor
private final class HandFeedCell: FeedCellBase {
    private func frames(width: CGFloat) -> (frames: [CGRect], height: CGFloat) {
        let inner = width - 32
        let nameSize = name.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        let dateSize = date.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        let handleSize = handle.sizeThatFits(
            CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
        let bodyHeight = body.sizeThatFits(CGSize(width: inner, height: CGFloat.greatestFiniteMagnitude)).height
        let mediaHeight = inner * 9 / 16
        let buttonSizes = [like, comment, share].map { $0.sizeThatFits(CGSize(width: inner, height: 100)) }
        let countSize = count.sizeThatFits(CGSize(width: inner, height: 100))
        let bodyTop: CGFloat = 11 + 40 + 8
        let mediaTop = bodyTop + bodyHeight + 8
        let buttonsTop = mediaTop + mediaHeight + 8
        let separatorTop = buttonsTop + buttonSizes[0].height + 8
        var x: CGFloat = 16
        var buttons: [CGRect] = []
        for size in buttonSizes {
            buttons.append(CGRect(x: x, y: buttonsTop, width: size.width, height: size.height))
            x += size.width + 16
        }
        let frames = [
            CGRect(x: 16, y: 11, width: 40, height: 40), CGRect(x: 52, y: 7, width: 8, height: 8),
            CGRect(x: 64, y: 11, width: nameSize.width, height: nameSize.height),
            CGRect(x: width - 16 - dateSize.width, y: 11, width: dateSize.width, height: dateSize.height),
            CGRect(x: 64, y: 11 + nameSize.height + 2, width: handleSize.width, height: handleSize.height),
            CGRect(x: 16, y: bodyTop, width: inner, height: bodyHeight),
            CGRect(x: 16, y: mediaTop, width: inner, height: mediaHeight),
        ]
        let count = CGRect(
            x: width - 16 - countSize.width, y: buttonsTop + (buttonSizes[0].height - countSize.height) / 2,
            width: countSize.width, height: countSize.height)
        return (frames + buttons + [count, CGRect(x: 16, y: separatorTop, width: inner, height: 1)], separatorTop + 1 + 11)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(width: size.width).height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        for (view, frame) in zip(all, frames(width: bounds.width).frames) { view.frame = frame }
    }
}

@MainActor
private func selfSize(_ cell: FeedCellBase, iterations: Int) -> CGFloat {
    var total: CGFloat = 0
    for index in 0..<iterations {
        cell.prepareForReuse()
        cell.body.text = bodies[index % bodies.count]
        let height = TextMetrics.ceilToPixel(
            cell.sizeThatFits(CGSize(width: 375, height: CGFloat.greatestFiniteMagnitude)).height)
        cell.frame = CGRect(x: 0, y: 0, width: 375, height: height)
        cell.layoutIfNeeded()
        total += height
    }
    return total
}

/// The self-sizing cases an instruction counter runs alone (`--solver-system NAME`, see
/// SolverBenchmarks.swift): a reused cell self-sized `iterations` times after one warm-up pass
/// over the bodies, or the warm-up pass alone (subtracted).
enum SelfSizingCount: String, CaseIterable {
    case constraints = "selfsizing-constraints"
    case constraintsWarmUp = "selfsizing-constraints-warmup"
    case hand = "selfsizing-hand"
    case handWarmUp = "selfsizing-hand-warmup"

    static let iterations = 400

    @MainActor
    func run() -> Double {
        let cell: FeedCellBase =
            switch self {
            case .constraints, .constraintsWarmUp: ConstrainedFeedCell(style: .default, reuseIdentifier: nil)
            case .hand, .handWarmUp: HandFeedCell(style: .default, reuseIdentifier: nil)
            }
        var total = selfSize(cell, iterations: bodies.count)
        if self == .constraints || self == .hand { total += selfSize(cell, iterations: Self.iterations) }
        return Double(total)
    }
}

@MainActor
func runSelfSizingBenchmarks(quick: Bool) -> (results: [Stats], ratios: [(String, Double, String)], notes: [String]) {
    let iterations = quick ? 200 : 1_000
    let constrainedCell = ConstrainedFeedCell(style: .default, reuseIdentifier: nil)
    let handCell = HandFeedCell(style: .default, reuseIdentifier: nil)
    var notes: [String] = []
    var diagnostics: [LayoutDiagnostic] = []
    constrainedCell.layoutDiagnosticHandler = { diagnostics.append($0) }
    defer {
        if !diagnostics.isEmpty {
            print("selfsizing: \(diagnostics.count) layout diagnostics, the first: \(diagnostics[0])")
        }
    }
    // Both must give the same heights, or the ratio means nothing.
    let constrainedHeights = bodies.indices.map { _ in selfSize(constrainedCell, iterations: 1) }
    let handHeights = bodies.indices.map { _ in selfSize(handCell, iterations: 1) }
    if constrainedHeights != handHeights {
        notes.append("selfsizing: heights differ: constraints \(constrainedHeights), by hand \(handHeights)")
    }
    var constrained = Stats(name: "", samples: [])
    var hand = Stats(name: "", samples: [])
    // Alternated run by run, so a noisy neighbour hits both.
    for _ in 0..<(quick ? 3 : 7) {
        let one = measure("self-size 12-view cell, constraints (\(iterations)×)", runs: 1) {
            sink &+= Int(selfSize(constrainedCell, iterations: iterations))
        }
        let other = measure("self-size 12-view cell, by hand (\(iterations)×)", runs: 1) {
            sink &+= Int(selfSize(handCell, iterations: iterations))
        }
        constrained = Stats(name: one.name, samples: constrained.samples + one.samples)
        hand = Stats(name: other.name, samples: hand.samples + other.samples)
    }
    let fresh = measure("self-size 12-view cell, constraints, fresh cells (\(iterations / 10)×)", runs: quick ? 3 : 7) {
        for _ in 0..<(iterations / 10) {
            sink &+= Int(selfSize(ConstrainedFeedCell(style: .default, reuseIdentifier: nil), iterations: 1))
        }
    }
    let freshHand = measure("self-size 12-view cell, by hand, fresh cells (\(iterations / 10)×)", runs: quick ? 3 : 7) {
        for _ in 0..<(iterations / 10) {
            sink &+= Int(selfSize(HandFeedCell(style: .default, reuseIdentifier: nil), iterations: 1))
        }
    }
    // Every view of a solved cell asked whether its layout is ambiguous: the exact check must
    // stay a small fraction of a self-sizing.
    let ambiguity = measure("hasAmbiguousLayout, 12 views of a solved cell (\(iterations)×)", runs: quick ? 3 : 7) {
        for _ in 0..<iterations {
            for view in constrainedCell.all where view.hasAmbiguousLayout { sink &+= 1 }
        }
    }
    let ambiguous = constrainedCell.all.filter(\.hasAmbiguousLayout).count
    notes.append("selfsizing: hasAmbiguousLayout is true for \(ambiguous) of the feed cell's 12 views")
    var results = [constrained, hand, fresh, freshHand, ambiguity]
    var ratios = [
        ("self-sizing, reused cell: constraints / by hand", constrained.median / hand.median, "≤ 1.5"),
        ("self-sizing, fresh cell: constraints / by hand", fresh.median / freshHand.median, "report"),
        ("hasAmbiguousLayout of the 12 views / one self-sizing", ambiguity.median / constrained.median, "report"),
        // The same cell is re-laid out in every run: a cost that grows with the re-layouts
        // done (the solver growing) shows here.
        (
            "self-sizing, reused cell: last run / first run",
            constrained.samples[constrained.samples.count - 1]
                / constrained.samples[0], "report"
        ),
    ]
    do {
        let (frames, ratio) = try constrainedFlingFrames(quick: quick)
        results += frames
        ratios.append(("fling frame median, constrained self-sizing rows, 10^6 / 10^3", ratio, "≤ 1.5"))
    } catch {
        notes.append("selfsizing: constrained fling failed: \(error)")
    }
    return (results, ratios, notes)
}

/// Every row a constrained feed cell that sizes itself (no height given), its body text
/// depending on the row.
@MainActor
private func constrainedFeedLiaison(rows count: Int) -> Liaison {
    var rows: [AnyRow] = []
    rows.reserveCapacity(count)
    for index in 0..<count {
        let row = Row<ConstrainedFeedCell, Int>(index)
        row.set(command: .configuration) { cell, model, _ in cell.body.text = bodies[model % bodies.count] }
        rows.append(row)
    }
    return Liaison(sections: [Section(rows: rows)])
}

/// One frame of a fling in the middle of 10^6 and of 10^3 constrained self-sizing rows, the
/// flings alternated so both medians come from the same stretch of time (as the scale group
/// measures plain rows).
@MainActor
private func constrainedFlingFrames(quick: Bool) throws -> (results: [Stats], ratio: Double) {
    let viewport = CGSize(width: 375, height: 880)
    let small = ScrollHarness(
        tableView: TableView(frame: .zero), liaison: constrainedFeedLiaison(rows: 1_000), viewport: viewport)
    let large = ScrollHarness(
        tableView: TableView(frame: .zero), liaison: constrainedFeedLiaison(rows: 1_000_000), viewport: viewport)
    try small.scroll(toRow: IndexPath(row: 500, section: 0), at: .top)
    try large.scroll(toRow: IndexPath(row: 500_000, section: 0), at: .top)
    let smallStart = small.frames.count
    let largeStart = large.frames.count
    for round in 0..<(quick ? 2 : 6) {
        try large.fling(velocity: round % 2 == 0 ? 4_000 : -4_000)
        try small.fling(velocity: round % 2 == 0 ? 4_000 : -4_000)
    }
    let largeStats = Stats(
        name: "fling frame, 10^6 constrained self-sizing rows", samples: large.frames[largeStart...].map { $0.totalTime * 1e9 })
    let smallStats = Stats(
        name: "fling frame, 10^3 constrained self-sizing rows", samples: small.frames[smallStart...].map { $0.totalTime * 1e9 })
    return ([largeStats, smallStats], largeStats.median / smallStats.median)
}
