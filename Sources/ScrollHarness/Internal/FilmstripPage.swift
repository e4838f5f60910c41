import Foundation

/// The filmstrip's HTML: key frames side by side, each an SVG of the viewport at one pixel a
/// point with the events beside it. Written as well-formed XHTML (every element closed,
/// text escaped, the script in a commented CDATA section) so the same file opens in a
/// browser and parses with `XMLParser`; numbers are printed with one decimal so the page is
/// the same on every run.
struct FilmstripPage {
    let title: String
    let keyFrames: [KeyFrame]

    /// Width of the scroll bar drawn right of the viewport, gap included.
    static let scrollBarWidth: CGFloat = 8

    var html: String {
        var out = """
            <!DOCTYPE html>
            <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
            <head>
            <meta charset="utf-8"/>
            <title>\(escape(title))</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="summary">\(keyFrames.count) key frame\(keyFrames.count == 1 ? "" : "s")\
            \(keyFrames.first.map { first in ", frames \(first.frame) to \(keyFrames.last?.frame ?? first.frame)" } ?? ""). \
            Boxes are drawn at one pixel a point; hover a box for its name, a frame for its events.</p>
            <p class="status" id="status">&#160;</p>
            <div class="strip">

            """
        for (index, keyFrame) in keyFrames.enumerated() { out += section(keyFrame, number: index + 1) }
        out += """
            </div>
            <script>//<![CDATA[
            \(Self.script)
            //]]></script>
            </body>
            </html>

            """
        return out
    }

    private func section(_ keyFrame: KeyFrame, number: Int) -> String {
        let width = keyFrame.viewport.width
        let height = keyFrame.viewport.height
        let total = width + Self.scrollBarWidth
        var out = """
            <section class="key-frame\(keyFrame.failed ? " failed" : "")" id="key-frame-\(number)" data-frame="\(keyFrame.frame)">
            <h2>\(number). \(escape(keyFrame.label))\(keyFrame.failed ? " — check failed here" : "")</h2>
            <p class="meta">frame \(keyFrame.frame) · offset \(format(keyFrame.contentOffset)) of \(format(keyFrame.contentHeight))</p>
            <div class="pair">
            <svg xmlns="http://www.w3.org/2000/svg" class="viewport" width="\(format(total))" height="\(format(height))" \
            viewBox="0 0 \(format(total)) \(format(height))" data-frame="\(keyFrame.frame)">
            <title>\(escape(eventSummary(keyFrame.events)))</title>
            <rect class="background" x="0" y="0" width="\(format(width))" height="\(format(height))"/>

            """
        for box in keyFrame.boxes {
            let classes = ["box", box.kind.rawValue] + (box.isPinned ? ["pinned"] : []) + (box.isSelected ? ["selected"] : [])
            out += "<g class=\"\(classes.joined(separator: " "))\" data-name=\"\(escape(box.name))\">"
            out += "<title>\(escape(box.name + (box.isPinned ? " (pinned)" : "")))</title>"
            out +=
                "<rect x=\"\(format(box.frame.minX))\" y=\"\(format(box.frame.minY))\" width=\"\(format(box.frame.width))\" height=\"\(format(box.frame.height))\"/>"
            out +=
                "<text class=\"name\" x=\"\(format(box.frame.maxX - 4))\" y=\"\(format(box.frame.minY + 11))\">\(escape(box.name))</text>"
            for text in box.texts {
                // Monospace at 11 px is about 6.7 px a character: text wider than its view (an
                // image's name) is squeezed into the view instead of running over its neighbours.
                let squeeze =
                    CGFloat(text.string.count) * 6.7 > text.width && text.width > 0
                    ? " textLength=\"\(format(text.width))\" lengthAdjust=\"spacingAndGlyphs\"" : ""
                out +=
                    "<text class=\"content\" x=\"\(format(text.position.x))\" y=\"\(format(text.position.y))\"\(squeeze)>\(escape(text.string))</text>"
            }
            out += "</g>\n"
        }
        let range = max(height, keyFrame.contentHeight)
        let thumbHeight = max(8, height * height / range)
        let thumbY = range > height ? (height - thumbHeight) * min(1, max(0, keyFrame.contentOffset / (range - height))) : 0
        out += """
            <rect class="scroll-track" x="\(format(width + 2))" y="0" width="\(format(Self.scrollBarWidth - 2))" height="\(format(height))"/>
            <rect class="scroll-thumb" x="\(format(width + 2))" y="\(format(thumbY))" width="\(format(Self.scrollBarWidth - 2))" height="\(format(thumbHeight))"/>
            </svg>
            <ol class="events">
            \(keyFrame.events.map { "<li>\(escape($0.description))</li>" }.joined(separator: "\n"))
            </ol>
            </div>
            </section>

            """
        return out
    }

    /// "12 events: 4 willDisplay, 3 didScroll, …", kinds in order of first appearance.
    private func eventSummary(_ events: [HarnessEvent]) -> String {
        var counts: [(HarnessEvent.Kind, Int)] = []
        for event in events {
            if let index = counts.firstIndex(where: { $0.0 == event.kind }) {
                counts[index].1 += 1
            } else {
                counts.append((event.kind, 1))
            }
        }
        let kinds = counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
        return "\(events.count) event\(events.count == 1 ? "" : "s") since the previous key frame"
            + (kinds.isEmpty ? "" : ": " + kinds)
    }

    private func format(_ value: CGFloat) -> String { OneDecimal.format(Double(value) + 0) }

    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    static let style = """
        body { font: 13px -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; margin: 16px; background: #f4f4f6; color: #222; }
        h1 { font-size: 18px; margin: 0 0 4px; }
        .summary, .status { margin: 0 0 8px; color: #555; }
        .strip { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; padding-bottom: 8px; }
        .key-frame { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 8px; flex: none; }
        .key-frame.failed { border: 3px solid #d22; }
        .key-frame h2 { font-size: 14px; margin: 0; }
        .meta { margin: 2px 0 6px; color: #666; }
        .pair { display: flex; gap: 8px; align-items: flex-start; }
        svg.viewport { background: #fff; flex: none; }
        .background { fill: #fafafa; stroke: #999; }
        .box rect { fill: #fff; stroke: #9aa; stroke-width: 1; }
        .box.header rect, .box.footer rect { fill: #e3efff; stroke: #5b8bd9; }
        .box.screen rect { fill: #fff; stroke: #bbb; }
        .box.navigationBar rect { fill: #f2f2f7; stroke: #999; }
        .box.alert rect { fill: #fff; stroke: #333; stroke-width: 2; }
        .box.pinned rect { stroke-width: 2; stroke-dasharray: 6 3; }
        .box.selected rect { fill: #fff6cc; }
        .box:hover rect { stroke: #d27a00; stroke-width: 2; }
        .box text { font: 11px "DejaVu Sans Mono", Menlo, monospace; dominant-baseline: middle; fill: #222; }
        .box text.name { fill: #8a8a8a; text-anchor: end; font-size: 9px; }
        .scroll-track { fill: #eee; }
        .scroll-thumb { fill: #888; }
        ol.events { margin: 0; padding-left: 40px; max-height: 640px; overflow-y: auto; width: 300px;
                    font: 11px "DejaVu Sans Mono", Menlo, monospace; color: #333; }
        """

    static let script = """
        (function () {
          var status = document.getElementById("status");
          var boxes = document.querySelectorAll("g.box");
          boxes.forEach(function (box) {
            box.addEventListener("mouseenter", function () {
              var frame = box.closest("section").getAttribute("data-frame");
              status.textContent = "frame " + frame + ": " + box.getAttribute("data-name");
            });
          });
          document.body.setAttribute("data-boxes", String(boxes.length));
        })();
        """
}
