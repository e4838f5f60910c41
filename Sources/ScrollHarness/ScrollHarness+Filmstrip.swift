import Foundation
import TableLiaison

extension ScrollHarness {
    /// Keeps the screen as it is now as a key frame of the filmstrip, called `label`, with the
    /// events recorded since the previous key frame; `failed` marks the frame where a check
    /// failed, which the filmstrip outlines.
    /// - Complexity: O(views on screen + events recorded).
    @discardableResult
    public func captureKeyFrame(_ label: String, failed: Bool = false) -> KeyFrame {
        captureKeyFrame(label, failed: failed, afterGesture: false)
    }

    /// The key frame after a gesture, when they are kept; the oldest such frame beyond
    /// `maximumGestureKeyFrames` is dropped.
    func captureGestureKeyFrame(_ label: String) {
        guard capturesKeyFrameAfterEachGesture, maximumGestureKeyFrames > 0 else { return }
        captureKeyFrame(label, failed: false, afterGesture: true)
        var kept = keyFrames.lazy.filter(\.isAfterGesture).count
        while kept > maximumGestureKeyFrames, let oldest = keyFrames.firstIndex(where: \.isAfterGesture) {
            keyFrames.remove(at: oldest)
            kept -= 1
        }
    }

    @discardableResult
    private func captureKeyFrame(_ label: String, failed: Bool, afterGesture: Bool) -> KeyFrame {
        tableView.layoutIfNeeded()
        let visible = tableView.visibleRect
        func texts(of view: View) -> [KeyFrame.Text] {
            Self.placedText(of: view, showingOpacity: rendersOpacity).flatMap { item in
                item.lines.enumerated().map { index, line in
                    KeyFrame.Text(
                        position: CGPoint(
                            x: view.frame.minX + item.x,
                            y: view.frame.minY - visible.minY + item.firstCenterY + CGFloat(index) * item.lineHeight),
                        width: item.width, string: line)
                }
            }
        }
        func viewport(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: 0, dy: -visible.minY) }
        var boxes: [KeyFrame.Box] = []
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = tableView.cellForRow(at: indexPath) else { continue }
            boxes.append(
                KeyFrame.Box(
                    kind: .row, name: "\(indexPath.section)-\(indexPath.row)", frame: viewport(cell.frame),
                    isPinned: false, isSelected: cell.isSelected, texts: texts(of: cell)))
        }
        for section in tableView.sectionsWithVisibleFooters {
            guard let footer = tableView.displayedFooter(forSection: section) else { continue }
            let pinned = tableView.rectForFooter(inSection: section).minY != footer.frame.minY
            boxes.append(
                KeyFrame.Box(
                    kind: .footer, name: "footer \(section)", frame: viewport(footer.frame),
                    isPinned: pinned, isSelected: false, texts: texts(of: footer)))
        }
        for section in tableView.sectionsWithVisibleHeaders {
            guard let header = tableView.displayedHeader(forSection: section) else { continue }
            let pinned = tableView.rectForHeader(inSection: section).minY != header.frame.minY
            boxes.append(
                KeyFrame.Box(
                    kind: .header, name: "header \(section)", frame: viewport(header.frame),
                    isPinned: pinned, isSelected: false, texts: texts(of: header)))
        }
        if window != nil { boxes = hostedScreenBoxes(over: boxes, viewport: visible.size) }
        let since = keyFrames.last?.frame ?? -1
        // Events are appended in frame order: those since the last key frame are at the end.
        var first = events.endIndex
        while first > events.startIndex && events[first - 1].frame > since { first -= 1 }
        let keyFrame = KeyFrame(
            label: label, frame: frame, contentOffset: tableView.contentOffset.y + 0, contentHeight: tableView.contentSize.height,
            viewport: visible.size, boxes: boxes, events: events[first...].filter { $0.frame <= frame }, failed: failed,
            isAfterGesture: afterGesture)
        keyFrames.append(keyFrame)
        return keyFrame
    }

    /// The filmstrip: one self-contained HTML page (no scripts or styles from elsewhere)
    /// with every key frame drawn to scale as SVG, each box with its name and text, pinned
    /// headers marked, the scroll position in a bar beside the viewport, and the frame's
    /// events listed beside it (and on hover over the frame). Without key frames, the
    /// current screen is captured as one. The page is well-formed XML, so tools can read it.
    public func filmstrip(title: String = "Filmstrip") -> String {
        if keyFrames.isEmpty { captureKeyFrame("frame \(frame)") }
        return FilmstripPage(title: title, keyFrames: keyFrames).html
    }

    /// Writes `filmstrip(title:)` to `url`, creating its folder.
    /// - Throws: what writing the file throws.
    public func writeFilmstrip(to url: URL, title: String = "Filmstrip") throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(filmstrip(title: title).utf8).write(to: url, options: .atomic)
    }
}
