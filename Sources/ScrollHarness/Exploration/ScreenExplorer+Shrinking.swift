import Foundation

/// Shrinking a failing step list: delta debugging over the steps, then simpler numbers.
extension ScreenExplorer {
    /// Performs `steps` on a fresh screen with the checks on and, when one fails, shrinks
    /// them as an exploration's failure is shrunk: a long repro (pasted from a bug report,
    /// or found by an older version) becomes the shortest the explorer finds. Nil when
    /// every check held.
    /// - Complexity: at most `maximumShrinkRuns` re-runs, each at most as long as `steps`.
    /// - Throws: what the factory throws.
    public func shrink(_ steps: [ExplorationStep], seed: UInt64 = 0) async throws -> ExplorationFailure? {
        guard let (violation, length) = try await rerun(steps) else { return nil }
        return try await shrink(Array(steps.prefix(length)), failing: violation, seed: seed)
    }

    /// The failure `steps` show, shrunk: first whole chunks of steps are dropped (halves,
    /// then quarters, down to single steps) while the same check still fails from a fresh
    /// screen, then neighbouring drags, flings and waits are merged into one, then runs of
    /// drags, flings and scrolls are replaced by one drag reaching the same offset (or, for a
    /// run's end, by its last gesture the other way), then each step's numbers are made
    /// smaller (distances and velocities halved, frame counts and row numbers lowered), and
    /// each wait takes the fewest frames that still fail (what a timer needs). When
    /// none of that changes anything, a move is tried in another form (a fling to the edge
    /// it heads for, a drag for a scroll) with one other step dropped; then every move that
    /// ends at an edge as a fling to it, with one other step dropped; and last, one drag or
    /// fling alone in place of all the steps. The passes repeat
    /// while one of them changed the steps (one pass's change can open the way for
    /// another's). A candidate is kept only when the steps it performed are simpler: fewer,
    /// or as many with smaller numbers. A run that fails ends at its failing step, so steps
    /// after it are dropped at once. A tap or swipe left without its row on screen by a
    /// change acts on the visible row nearest to it (the report then shows that row). Stops
    /// after `maximumShrinkRuns` re-runs.
    func shrink(_ steps: [ExplorationStep], failing violation: Violation, seed: UInt64) async throws -> ExplorationFailure {
        var shrinker = Shrinker(steps: steps, check: violation.check, budget: maximumShrinkRuns)
        for _ in 0..<Self.maximumShrinkPasses {
            let before = shrinker.steps
            try await removeChunks(&shrinker)
            try await mergeNeighbours(&shrinker)
            try await replaceMoves(&shrinker)
            try await simplifyNumbers(&shrinker)
            try await shortenWaits(&shrinker)
            // Only when nothing else helps: it tries a move in another form with each other
            // step dropped, the costliest pass.
            if shrinker.steps == before { try await replaceMovesLettingAStepGo(&shrinker) }
            if shrinker.steps == before { try await flingToEdgesLettingAStepGo(&shrinker) }
            if shrinker.steps == before { try await replaceAllByOneMove(&shrinker) }
            if shrinker.steps == before || shrinker.runs >= shrinker.budget { break }
        }
        return try await report(
            violation, steps: shrinker.steps, seed: seed, stepsBeforeShrinking: steps.count, shrinkRuns: shrinker.runs)
    }

    /// How many times the shrinking passes repeat at most.
    static var maximumShrinkPasses: Int { 10 }

    /// The state of a shrink: the shortest failing steps so far and the re-runs made.
    struct Shrinker {
        var steps: [ExplorationStep]
        let check: String
        let budget: Int
        var runs = 0
    }

    /// Whether `candidate` still fails the same check, a tap or swipe whose row is not on
    /// screen acting on the visible row nearest to it, and the steps it performed (cut after
    /// the failing one) are simpler than the shortest so far (`isSimpler(_:than:)`); if so
    /// they become the shortest steps. A candidate whose retargeted steps come back as they were is no progress: a
    /// swipe simplified to row 0 that acts on the same visible row again would otherwise be
    /// "simplified" until the budget ran out. Counts a re-run.
    private func tryCandidate(_ candidate: [ExplorationStep], _ shrinker: inout Shrinker) async throws -> Bool {
        guard shrinker.runs < shrinker.budget, candidate != shrinker.steps else { return false }
        shrinker.runs += 1
        guard let (violation, performed) = try await rerunRetargeting(candidate), violation.check == shrinker.check
        else { return false }
        guard Self.isSimpler(performed, than: shrinker.steps) else { return false }
        shrinker.steps = performed
        return true
    }

    /// Whether `steps` are simpler than `other`: fewer, or as many with a smaller sum of
    /// their numbers (distances, frames, velocities, row numbers, a scroll position other
    /// than `.none`), so that every kept candidate makes progress and shrinking ends.
    static func isSimpler(_ steps: [ExplorationStep], than other: [ExplorationStep]) -> Bool {
        if steps.count != other.count { return steps.count < other.count }
        return steps.reduce(0) { $0 + $1.magnitude } < other.reduce(0) { $0 + $1.magnitude }
    }

    /// ddmin: split into `parts` chunks and drop each in turn; on success keep the
    /// granularity (fewer parts of what is left), else double it, until single steps.
    private func removeChunks(_ shrinker: inout Shrinker) async throws {
        var parts = 2
        while shrinker.steps.count > 1 && shrinker.runs < shrinker.budget {
            let count = shrinker.steps.count
            let size = max(1, (count + parts - 1) / parts)
            var removed = false
            var start = 0
            while start < shrinker.steps.count && shrinker.runs < shrinker.budget {
                var candidate = shrinker.steps
                candidate.removeSubrange(start..<min(start + size, candidate.count))
                if try await tryCandidate(candidate, &shrinker) {
                    removed = true
                } else {
                    start += size
                }
            }
            if removed {
                parts = max(2, parts - 1)
            } else if size == 1 {
                return
            } else {
                parts = min(shrinker.steps.count, parts * 2)
            }
        }
    }

    /// Two neighbouring drags, flings or waits become one (distances, velocities and frames
    /// added) while the same check still fails; then a wait goes, its frames added to the
    /// next wait after other steps (the time passes all the same, later).
    private func mergeNeighbours(_ shrinker: inout Shrinker) async throws {
        var index = 0
        while index + 1 < shrinker.steps.count && shrinker.runs < shrinker.budget {
            if let merged = Self.merged(shrinker.steps[index], shrinker.steps[index + 1]) {
                var candidate = shrinker.steps
                candidate.replaceSubrange(index...(index + 1), with: [merged])
                if try await tryCandidate(candidate, &shrinker) { continue }
            }
            index += 1
        }
        index = 0
        while index + 2 < shrinker.steps.count && shrinker.runs < shrinker.budget {
            if case let .wait(frames) = shrinker.steps[index],
                let next = shrinker.steps[(index + 2)...].firstIndex(where: { $0.gesture == .wait }),
                case let .wait(later) = shrinker.steps[next]
            {
                var candidate = shrinker.steps
                candidate[next] = .wait(frames: frames + later)
                candidate.remove(at: index)
                if try await tryCandidate(candidate, &shrinker) { continue }
            }
            index += 1
        }
    }

    /// One step doing what `first` then `second` do, for steps that add up.
    static func merged(_ first: ExplorationStep, _ second: ExplorationStep) -> ExplorationStep? {
        switch (first, second) {
        case let (.drag(a, framesA), .drag(b, framesB)): .drag(by: a + b, frames: max(framesA, framesB))
        case let (.fling(a), .fling(b)): .fling(velocity: a + b)
        case let (.wait(a), .wait(b)): .wait(frames: a + b)
        default: nil
        }
    }

    /// Runs of two or more drags, flings and scrolls to a row become one drag from the
    /// offset before the run to the offset after it (a run that ends where it began is
    /// dropped), longest runs first, while the same check still fails. The offsets are read
    /// from one re-run of the current steps, again after each replacement.
    private func replaceMoves(_ shrinker: inout Shrinker) async throws {
        var replaced = true
        while replaced && shrinker.runs < shrinker.budget {
            replaced = false
            guard shrinker.steps.count > 1 else { return }
            shrinker.runs += 1
            let offsets = try await contentOffsets(shrinker.steps)
            for window in Self.moveWindows(in: shrinker.steps) {
                guard window.upperBound < offsets.count else { continue }
                let distance = offsets[window.upperBound] - offsets[window.lowerBound]
                let rounded = distance.rounded()
                var replacements: [[ExplorationStep]] =
                    abs(distance) < 0.5 ? [[]] : [[.drag(by: rounded, frames: 1)]]
                if abs(distance) >= 0.5 && rounded != distance { replacements.append([.drag(by: distance, frames: 1)]) }
                // A drag over several frames passes the offsets in between, as the run did: the
                // rows a screen prefetches on the way can be what matters.
                if abs(distance) >= 0.5 { replacements.append([.drag(by: rounded, frames: Self.longestDragFrames)]) }
                // A window ending a run of moves: what the screen met on the way may matter (cells
                // made, rows prefetched), not only where it ends. Its last gesture the other way
                // from where the run began (a run down then a fling up passes the same rows as a
                // fling down from the start).
                let endsRun = window.upperBound == shrinker.steps.count || !shrinker.steps[window.upperBound].movesContentOnly
                if endsRun, let mirrored = shrinker.steps[window.upperBound - 1].mirrored {
                    replacements.append([mirrored])
                }
                for replacement in replacements {
                    var candidate = shrinker.steps
                    candidate.replaceSubrange(window, with: replacement)
                    if try await tryCandidate(candidate, &shrinker) {
                        replaced = true
                        break
                    }
                }
                if replaced || shrinker.runs >= shrinker.budget { break }
            }
        }
    }

    /// A move in another form, so that another step can go: each drag, fling or scroll is
    /// replaced by a fling to the edge it heads for (`edgeFlingVelocity`: where the content
    /// ends does not depend on how long it is, so a delete that only shortened the content
    /// for a scroll to reach the end can go), or, for a scroll to a row, by a drag to the
    /// same offset (a drag prefetches rows ahead, a jump does not), each with one other step
    /// dropped, nearest first; the first that still fails is kept. The moves are read from
    /// one re-run.
    private func replaceMovesLettingAStepGo(_ shrinker: inout Shrinker) async throws {
        guard shrinker.steps.count > 1, shrinker.runs < shrinker.budget,
            shrinker.steps.contains(where: { $0.movesContentOnly })
        else { return }
        shrinker.runs += 1
        let positions = try await contentPositions(shrinker.steps)
        let steps = shrinker.steps
        for index in steps.indices where steps[index].movesContentOnly && index + 1 < positions.count {
            let distance = positions[index + 1].offset - positions[index].offset
            guard abs(distance) >= 0.5 else { continue }
            var forms: [ExplorationStep] = []
            let edge = Self.edgeFlingVelocity * (distance > 0 ? 1 : -1)
            if case let .fling(velocity) = steps[index], abs(velocity) >= Self.edgeFlingVelocity, (velocity > 0) == (edge > 0) {
            } else {
                forms.append(.fling(velocity: edge))
            }
            if case .scroll = steps[index] {
                forms += [
                    .drag(by: distance.rounded(), frames: 1), .drag(by: distance.rounded(), frames: Self.longestDragFrames),
                ]
            }
            for form in forms {
                let others = steps.indices.filter { $0 != index }.sorted { (abs($0 - index), $0) < (abs($1 - index), $1) }
                for dropped in others {
                    guard shrinker.runs < shrinker.budget else { return }
                    var candidate = steps
                    candidate[index] = form
                    candidate.remove(at: dropped)
                    if try await tryCandidate(candidate, &shrinker) { return }
                }
            }
        }
    }

    /// Every move that ends at an edge of the content becomes a fling to that edge, all at
    /// once, with one other step dropped (nearest the start first); the first that still
    /// fails is kept. A drag that reached the bottom by its exact length stops reaching it
    /// when a dropped step (a delete, a loaded page) changes the content's length, where a
    /// fling to the edge still does: so a run like "to the bottom, to the top, pull, to the
    /// bottom" can lose the steps that only shaped the content. The flings alone are not
    /// simpler than the drags, so they are kept only with a step fewer. The moves are read
    /// from one re-run.
    func flingToEdgesLettingAStepGo(_ shrinker: inout Shrinker) async throws {
        guard shrinker.steps.count > 1, shrinker.runs < shrinker.budget,
            shrinker.steps.contains(where: { $0.movesContentOnly })
        else { return }
        shrinker.runs += 1
        let positions = try await contentPositions(shrinker.steps)
        var flung = shrinker.steps
        for index in flung.indices where flung[index].movesContentOnly && index + 1 < positions.count {
            let before = positions[index], after = positions[index + 1]
            let distance = after.offset - before.offset
            // The edge as it was before the step or after it: a move to the bottom can load
            // a page, which moves the bottom further.
            if distance >= 0.5 && after.offset >= min(before.maximum, after.maximum) - 0.5 {
                flung[index] = .fling(velocity: Self.edgeFlingVelocity)
            } else if distance <= -0.5 && after.offset <= max(before.minimum, after.minimum) + 0.5 {
                flung[index] = .fling(velocity: -Self.edgeFlingVelocity)
            }
        }
        guard flung != shrinker.steps else { return }
        for dropped in flung.indices {
            guard shrinker.runs < shrinker.budget else { return }
            var candidate = flung
            candidate.remove(at: dropped)
            if try await tryCandidate(candidate, &shrinker) { return }
        }
    }

    /// The simplest repros a screen can have, tried when nothing else shortens the steps:
    /// one drag of a screenful down (in one frame, then over `longestDragFrames`) or one
    /// fling to the bottom, each from a fresh screen. Many bugs show on any scroll (a cell
    /// not reset for reuse), and the steps found first may reach them another way: a delete
    /// and a pull to refresh, which no other pass turns into a move.
    private func replaceAllByOneMove(_ shrinker: inout Shrinker) async throws {
        guard shrinker.steps.count > 1, shrinker.runs < shrinker.budget else { return }
        let screenful = try make().harness.tableView.bounds.height.rounded()
        guard screenful > 0 else { return }
        let moves: [ExplorationStep] = [
            .drag(by: screenful, frames: 1), .drag(by: screenful, frames: Self.longestDragFrames),
            .fling(velocity: Self.edgeFlingVelocity),
        ]
        for move in moves {
            if try await tryCandidate([move], &shrinker) { return }
        }
    }

    /// The frames of the longest drag the explorer draws: the slowest finger's drag, which
    /// passes every offset on its way as a run of moves does.
    static var longestDragFrames: Int { 10 }

    /// The velocity of a fling that carries the content to its edge from anywhere in a few
    /// thousand points of content, in points per second.
    static var edgeFlingVelocity: CGFloat { 10_000 }

    /// The windows of two or more neighbouring drags, flings and scrolls to a row in
    /// `steps`, longest first, then in order.
    static func moveWindows(in steps: [ExplorationStep]) -> [Range<Int>] {
        var windows: [Range<Int>] = []
        var start = 0
        while start < steps.count {
            var end = start
            while end < steps.count, steps[end].movesContentOnly { end += 1 }
            if end - start >= 2 {
                for length in stride(from: end - start, through: 2, by: -1) {
                    for first in start...(end - length) { windows.append(first..<(first + length)) }
                }
            }
            start = max(end, start + 1)
        }
        return windows.sorted { ($0.count, -$0.lowerBound) > ($1.count, -$1.lowerBound) }
    }

    /// For each step, smaller numbers while the same check still fails.
    private func simplifyNumbers(_ shrinker: inout Shrinker) async throws {
        var index = 0
        while index < shrinker.steps.count && shrinker.runs < shrinker.budget {
            var simplified = true
            while simplified, index < shrinker.steps.count {
                simplified = false
                for smaller in Self.simpler(shrinker.steps[index]) {
                    var candidate = shrinker.steps
                    candidate[index] = smaller
                    if try await tryCandidate(candidate, &shrinker) {
                        simplified = true
                        break
                    }
                }
            }
            index += 1
        }
    }

    /// Each wait takes the fewest frames with which the same check still fails, found by
    /// halving the range (a timer due in 30 frames makes a wait of 37 frames 30): a repro
    /// waits what the screen's timers and delayed work need, no more.
    private func shortenWaits(_ shrinker: inout Shrinker) async throws {
        var index = 0
        while index < shrinker.steps.count && shrinker.runs < shrinker.budget {
            guard case let .wait(frames) = shrinker.steps[index], frames > 1 else {
                index += 1
                continue
            }
            var (low, high) = (1, frames)
            while low < high && shrinker.runs < shrinker.budget {
                let middle = (low + high) / 2
                var candidate = shrinker.steps
                candidate[index] = .wait(frames: middle)
                if try await tryCandidate(candidate, &shrinker) {
                    high = middle
                } else {
                    low = middle + 1
                }
                // A kept candidate can be shorter (cut at its failing step): stop at its end.
                guard index < shrinker.steps.count, case .wait = shrinker.steps[index] else { break }
            }
            index += 1
        }
    }

    /// Simpler versions of `step`, simplest first.
    static func simpler(_ step: ExplorationStep) -> [ExplorationStep] {
        func halved(_ value: CGFloat) -> [CGFloat] {
            let half = (value / 2).rounded(.towardZero)
            return abs(half) >= 10 ? [half] : []
        }
        func lower(_ row: IndexPath) -> [IndexPath] {
            guard row.count == 2, row.row > 0 else { return [] }
            return [IndexPath(row: 0, section: row.section), IndexPath(row: row.row / 2, section: row.section)]
                .filter { $0 != row }
        }
        switch step {
        case let .drag(distance, frames):
            let fewerFrames: [ExplorationStep] =
                frames > 2
                ? [.drag(by: distance, frames: 1), .drag(by: distance, frames: frames / 2)]
                : frames == 2 ? [.drag(by: distance, frames: 1)] : []
            return fewerFrames + halved(distance).map { .drag(by: $0, frames: frames) }
        case let .fling(velocity):
            return halved(velocity).map { .fling(velocity: $0) }
        case let .scroll(row, position):
            return (position == .none ? [] : [.scroll(toRow: row, at: .none)])
                + lower(row).map { .scroll(toRow: $0, at: position) }
        case let .wait(frames):
            return frames > 2 ? [.wait(frames: 1), .wait(frames: frames / 2)] : frames == 2 ? [.wait(frames: 1)] : []
        case let .resize(width):
            return width > 320 ? [.resize(width: 320)] : []
        case let .tap(row):
            return lower(row).map { .tap(row: $0) }
        case let .swipe(row, action, edge):
            return lower(row).map { .swipe(row: $0, action: action, edge: edge) }
        case let .swipeToDelete(row):
            return lower(row).map { .swipeToDelete(row: $0) }
        case let .tapAccessory(row):
            return lower(row).map { .tapAccessory(row: $0) }
        case let .typeInSearchBar(text):
            return text.count > 1 ? [.typeInSearchBar(String(text.prefix(1)))] : []
        case .reorder, .pullToRefresh, .contentSizeCategory, .tapBarButton, .tapAlertAction, .goBack, .swipeDownToDismiss,
            .cancelSearch:
            return []
        }
    }
}
