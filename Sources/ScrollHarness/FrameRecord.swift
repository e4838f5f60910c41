import Foundation
import TableLiaison

/// What one frame of the harness did: where the content was, what was on screen, what came
/// and went, and how long the table's work took.
public struct FrameRecord: Hashable, Sendable {
    /// The frame's number, from 0.
    public var number: Int
    /// The content offset at the end of the frame.
    public var contentOffset: CGFloat
    /// The rows on screen at the end of the frame.
    public var visibleRows: [IndexPath]
    /// Rows displayed during the frame (`willDisplay`).
    public var displayed: [IndexPath]
    /// Rows that left during the frame (`didEndDisplaying`).
    public var ended: [IndexPath]
    /// Time spent in `cellForRowAt` (dequeue and configuration) during the frame, in seconds.
    public var configurationTime: TimeInterval
    /// Time spent in the frame's table work altogether (layout included), in seconds.
    public var totalTime: TimeInterval
}

/// The frames that took longer than their budget, and why.
public struct JankReport: Sendable, CustomStringConvertible {
    /// The budget of one frame, in seconds (1/60 or 1/120).
    public var budget: TimeInterval
    /// The frames over budget, in order.
    public var frames: [FrameRecord]

    /// One line per slow frame: its time against the budget, the part spent configuring
    /// cells, and the rows that came on screen.
    public var description: String {
        guard !frames.isEmpty else { return "no frame over \(milliseconds(budget)) budget" }
        return frames.map { frame in
            "frame \(frame.number): \(milliseconds(frame.totalTime)) (budget \(milliseconds(budget))), "
                + "\(milliseconds(frame.configurationTime)) configuring \(frame.displayed.count) new rows"
                + (frame.displayed.isEmpty
                    ? "" : ": " + frame.displayed.map { "(\($0.section) - \($0.row))" }.joined(separator: " "))
        }.joined(separator: "\n")
    }

    private func milliseconds(_ seconds: TimeInterval) -> String { String(format: "%.2f ms", seconds * 1000) }
}

extension FrameRecord {
    /// The frame as one line without its timings, the same on every run and platform:
    /// "f12 offset 120.0 rows 0-3…0-12 +0-13 -0-2" (rows on screen, then displayed and ended).
    public var summary: String {
        func name(_ indexPath: IndexPath) -> String { "\(indexPath.section)-\(indexPath.row)" }
        // "+ 0" turns a negative zero into zero.
        var parts = ["f\(number)", String(format: "offset %.1f", contentOffset + 0)]
        if let first = visibleRows.first, let last = visibleRows.last {
            parts.append(first == last ? "rows \(name(first))" : "rows \(name(first))…\(name(last))")
        } else {
            parts.append("no rows")
        }
        parts += displayed.map { "+" + name($0) }
        parts += ended.map { "-" + name($0) }
        return parts.joined(separator: " ")
    }
}
