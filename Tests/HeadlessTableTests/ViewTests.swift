import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

@MainActor
struct ViewTests {
    @Test func subviewsKnowTheirSuperviewAndMoveBetweenParents() {
        let a = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = View()
        let child = View(frame: CGRect(x: 10, y: 20, width: 5, height: 5))
        a.addSubview(child)
        #expect(child.superview === a && a.subviews.count == 1)
        b.addSubview(child)
        #expect(child.superview === b && a.subviews.isEmpty)
        child.removeFromSuperview()
        #expect(child.superview == nil && b.subviews.isEmpty)
        a.insertSubview(child, at: 5)
        #expect(child.isDescendant(of: a))
        child.tag = 7
        #expect(a.viewWithTag(7) === child)
        a.bounds.origin.y = 15
        expectEqual(child.frame(in: nil), CGRect(x: 10, y: 5, width: 5, height: 5))
    }

    @Test func layoutRunsOnlyWhenNeeded() {
        final class Counting: View {
            var layouts = 0
            override func layoutSubviews() { layouts += 1 }
        }
        let view = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        expectEqual(view.layouts, 1)
        view.frame.size.width = 20
        expectEqual(view.bounds.width, 20)
        view.layoutIfNeeded()
        expectEqual(view.layouts, 2)
        view.frame.origin.x = 5
        view.layoutIfNeeded()
        expectEqual(view.layouts, 2)
        view.setNeedsLayout()
        view.layoutIfNeeded()
        expectEqual(view.layouts, 3)
    }

    @Test func sizesOfTheBuiltInViews() {
        expectEqual(View(frame: CGRect(x: 0, y: 0, width: 3, height: 4)).sizeThatFits(.zero), CGSize(width: 3, height: 4))
        expectEqual(View().intrinsicContentSize, CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        let image = ImageView(image: Image(name: "bear", size: CGSize(width: 640, height: 480)))
        expectEqual(image.sizeThatFits(.zero), CGSize(width: 640, height: 480))
        expectEqual(image.image?.aspectRatio, 0.75)
        image.sizeToFit()
        expectEqual(image.frame.size, CGSize(width: 640, height: 480))
        let button = Button(title: "❤️")
        #expect(
            button.sizeThatFits(CGSize(width: 100, height: 100))
                == CGSize(width: TextMetrics.ceilToPixel(17), height: TextMetrics.ceilToPixel(20.4) + 12))
        var taps = 0
        button.addAction { taps += 1 }
        button.sendActions()
        button.isEnabled = false
        button.sendActions()
        expectEqual(taps, 1)
        let spinner = ActivityIndicatorView()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        let view = View()
        view.backgroundColor = .gray
        view.alpha = 0.5
        view.isHidden = true
        expectEqual(view.backgroundColor?.description, "gray")
    }

    @Test func aDefaultCellIsAtLeast44PointsAndGrowsWithItsText() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: "c")
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height, 44)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = String(repeating: "word ", count: 40)
        cell.detailTextLabel?.text = "detail"
        let lines = TextMetrics.lines(of: cell.textLabel?.text ?? "", font: .body, width: 288)
        let expected = TextMetrics.ceilToPixel(
            TextMetrics.ceilToPixel(CGFloat(lines.count) * 20.4) + TextMetrics.ceilToPixel(12 * 1.2) + 22)
        expectEqual(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height, expected)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: expected)
        cell.layoutIfNeeded()
        expectEqual(cell.contentView.frame.size, cell.bounds.size)
        expectEqual(cell.textLabel?.lines, lines)
    }

    @Test func aHeaderWithoutTitleMeasuresZero() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "h")
        expectEqual(header.sizeThatFits(CGSize(width: 320, height: 100)).height, 0)
        header.textLabel?.text = "Title"
        #expect(
            header.sizeThatFits(CGSize(width: 320, height: 100)).height
                == TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(15.6) + 16))
    }
}
