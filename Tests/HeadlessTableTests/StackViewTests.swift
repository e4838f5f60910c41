import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

/// Scenario 2's cell, built with stacks: avatar and name, summary, content image, and a
/// bottom bar of date (gives way first), hot, and like (never truncates).
@MainActor
private final class PersonCell: TableViewCell {
    let avatar = ImageView(image: Image(name: "head", size: CGSize(width: 80, height: 80)))
    let name = Label(text: "Name", font: .systemFont(ofSize: 15))
    let summary = Label(font: .systemFont(ofSize: 14), numberOfLines: 0)
    let photo = ImageView()
    let date = Label(font: .systemFont(ofSize: 12))
    let hot = Label(font: .systemFont(ofSize: 12))
    let like = Label(font: .systemFont(ofSize: 12))
    lazy var bar = StackView(axis: .horizontal, spacing: 8, [date, hot, like])
    lazy var stack = StackView(
        axis: .vertical, spacing: 8, insets: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15),
        [
            StackView(axis: .horizontal, spacing: 10, alignment: .center, [avatar, name]), summary, photo, bar,
        ])

    override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatar.maximumSize = CGSize(width: 50, height: 50)
        photo.maximumSize = CGSize(width: 10_000, height: 200)
        date.contentCompressionResistancePriority = .defaultLow
        hot.contentCompressionResistancePriority = .defaultHigh
        like.contentCompressionResistancePriority = .required
        contentView.addSubview(stack)
    }

    required init?(coder: NSCoder) { return nil }

    func configure(summary text: String, photo image: Image?, date: String, hot: String, like: String) {
        summary.text = text
        summary.isHidden = text.isEmpty
        photo.image = image
        photo.isHidden = image == nil
        photo.aspectRatio = image?.aspectRatio
        self.date.text = date
        self.hot.text = hot
        self.like.text = like
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let content = stack.sizeThatFits(size)
        return CGSize(width: size.width, height: content.height + 1)  // + 1 for the separator
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - 1)
        stack.layoutIfNeeded()
    }
}

@MainActor
struct StackViewTests {
    @Test func aCellOfStacksMeasuresWhatItLaysOut() {
        let cell = PersonCell()
        cell.configure(
            summary: String(repeating: "很长的中文摘要", count: 12), photo: Image(name: "p", size: CGSize(width: 400, height: 300)),
            date: "2026-11-21", hot: "人气:100", like: "点赞:100")
        for width in [CGFloat(320), 375, 414] {
            let height = cell.sizeThatFits(CGSize(width: width, height: CGFloat.greatestFiniteMagnitude)).height
            cell.frame = CGRect(x: 0, y: 0, width: width, height: height)
            cell.layoutIfNeeded()
            let bottom = cell.bar.frame(in: cell).maxY
            #expect(abs(bottom + 10 + 1 - height) < 0.34, "width \(width)")
            // The avatar is at most 50 × 50; the photo keeps its ratio and is at most 200 high.
            expectEqual(cell.avatar.frame.size, CGSize(width: 50, height: 50))
            expectEqual(cell.photo.frame.height, 200)
            #expect(abs(cell.photo.frame.width - 200.0 * 400 / 300) < 1e-9)
            #expect(cell.summary.lines.count > 1)
        }
    }

    @Test func missingPartsTakeNoRoom() {
        let cell = PersonCell()
        cell.configure(summary: "", photo: nil, date: "d", hot: "h", like: "l")
        let height = cell.sizeThatFits(CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)).height
        // Insets, the 50-point header, one spacing and the 14.4-point bar, and the separator.
        expectEqual(height, TextMetrics.ceilToPixel(10 + 50 + 8 + TextMetrics.ceilToPixel(12 * 1.2) + 10) + 1)
    }

    @Test func theDateGivesWayFirstThenHotAndLikeNever() {
        let cell = PersonCell()
        let long = "人气:100000000"
        cell.configure(summary: "", photo: nil, date: "2026-11-21 22:00", hot: long, like: "点赞:100000000")
        let likeWidth = cell.like.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)).width
        let hotWidth = cell.hot.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)).width
        // Wide: everything fits and the last lowest-hugging label takes the rest.
        cell.frame = CGRect(x: 0, y: 0, width: 600, height: 200)
        cell.layoutIfNeeded()
        expectEqual(cell.date.lines, ["2026-11-21 22:00"])
        // Narrower: only the date is cut.
        let narrow = 15 + 30 + 8 + hotWidth + 8 + likeWidth + 15
        cell.frame = CGRect(x: 0, y: 0, width: narrow, height: 200)
        cell.layoutIfNeeded()
        #expect(cell.date.frame.width < 31)
        expectEqual(cell.date.lines.first?.hasSuffix("…"), true)
        expectEqual(cell.hot.lines, [long])
        expectEqual(cell.like.frame.width, likeWidth)
        // Narrower still: the date is gone, hot is cut, like is whole.
        cell.frame = CGRect(x: 0, y: 0, width: 15 + 8 + 40 + 8 + likeWidth + 15, height: 200)
        cell.layoutIfNeeded()
        expectEqual(cell.date.frame.width, 0)
        expectEqual(cell.hot.lines.first?.hasSuffix("…"), true)
        expectEqual(cell.like.lines, ["点赞:100000000"])
    }

    @Test func theLowestHuggingChildTakesTheExtraWidth() {
        let left = Label(text: "a")
        let right = Label(text: "b")
        right.contentHuggingPriority = .defaultHigh
        let stack = StackView(axis: .horizontal, [left, right])
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 30)
        stack.layoutIfNeeded()
        expectEqual(right.frame.width, TextMetrics.ceilToPixel(17 * 0.55))
        #expect(abs(left.frame.width + right.frame.width - 200) < 1e-9)
    }

    @Test func anAspectRatioViewTakesTheOfferedWidth() {
        let banner = View()
        banner.aspectRatio = 120.0 / 320.0
        let stack = StackView(axis: .vertical, [banner])
        expectEqual(stack.sizeThatFits(CGSize(width: 375, height: 1000)).height, TextMetrics.ceilToPixel(375 * 120 / 320))
        let fixed = View()
        fixed.fixedSize = CGSize(width: 44, height: 30)
        let row = StackView(axis: .vertical, alignment: .center, insets: EdgeInsets(all: 5), [fixed])
        row.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        row.layoutIfNeeded()
        expectEqual(fixed.frame, CGRect(x: 5 + (90 - 44) / 2, y: 5, width: 44, height: 30))
        expectEqual(row.sizeThatFits(CGSize(width: 100, height: 1000)).height, 40)
    }
}
