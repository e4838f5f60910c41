import Foundation
import ScrollHarness
import TestSupport
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

extension FixtureScreenTests {
    @MainActor
    struct Transactions {
        static let transactions = [
            Transaction(
                id: 1, merchant: "Blue Bottle Coffee", category: "Food & Drink", amountInCents: -450, day: "Today",
                note: "Oat flat white and a croissant for the walk to the office"),
            Transaction(id: 2, merchant: "Acme Payroll", category: "Income", amountInCents: 240_000, day: "Yesterday"),
            Transaction(id: 3, merchant: "City Transit", category: "Transport", amountInCents: -275, day: "Yesterday"),
        ]

        private func makeScreen() -> (TransactionsViewController, ScrollHarness) {
            let screen = TransactionsViewController(transactions: Self.transactions)
            let harness = ScrollHarness(rootViewController: UINavigationController(rootViewController: screen))
            harness.clearEvents()
            return (screen, harness)
        }

        private func cell(_ screen: TransactionsViewController, _ row: Int) -> TransactionCell? {
            screen.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? TransactionCell
        }

        @Test func eachRowReadsAsOneElementWithItsAmountInWordsAHintAndTheButtonTrait() throws {
            let (screen, _) = makeScreen()
            let cells = (0..<3).compactMap { cell(screen, $0) }
            #expect(
                cells.map(\.accessibilityLabel) == [
                    "Blue Bottle Coffee, spent 4 dollars 50, Today", "Acme Payroll, received 2400 dollars, Yesterday",
                    "City Transit, spent 2 dollars 75, Yesterday",
                ])
            #expect(cells.allSatisfy { $0.isAccessibilityElement && $0.accessibilityTraits == .button })
            #expect(cells.allSatisfy { $0.accessibilityHint == "Shows the receipt." })
            #expect(
                cells.map(\.reviewButton.accessibilityLabel) == [
                    "Mark Blue Bottle Coffee as reviewed", "Mark Acme Payroll as reviewed", "Mark City Transit as reviewed",
                ])
            // The button keeps UIKit's default traits for a button.
            expectEqual(cells[0].reviewButton.accessibilityTraits, .button)
        }

        @Test func theReviewButtonIsTappedByItsAccessibilityLabelAndTheLabelsFollowTheState() throws {
            let (screen, harness) = makeScreen()
            harness.renderWidth = 60
            try harness.tapControl(accessibilityLabel: "Mark City Transit as reviewed")
            expectEqual(screen.transactions.map(\.isReviewed), [false, false, true])
            #expect(FixtureScreenTests.lines(harness.render()).contains { $0.contains("(Reviewed ✓)") })
            expectEqual(cell(screen, 2)?.accessibilityLabel, "City Transit, spent 2 dollars 75, Yesterday, reviewed")
            expectEqual(cell(screen, 2)?.reviewButton.accessibilityLabel, "Mark City Transit as not reviewed")
            // Its old label finds nothing now; the new one toggles it back.
            #expect(throws: ScrollHarnessError.self) {
                try harness.tapControl(accessibilityLabel: "Mark City Transit as reviewed")
            }
            try harness.tapControl(accessibilityLabel: "Mark City Transit as not reviewed")
            expectEqual(screen.transactions.map(\.isReviewed), [false, false, false])
            #expect(
                harness.events(.controlTapped).map { "\($0.indexPath?.row ?? -1) \($0.detail ?? "")" } == [
                    "2 labelled \"Mark City Transit as reviewed\"", "2 labelled \"Mark City Transit as not reviewed\"",
                ])
            // Tapping the button selected no row.
            #expect(harness.events(.didSelect).isEmpty && harness.navigationStack.count == 1)
        }

        @Test func aRowTappedByItsAccessibilityLabelOpensItsReceipt() throws {
            let (screen, harness) = makeScreen()
            do {
                try harness.tap(rowWithAccessibilityLabel: "Blue Bottle Coffee")
                Issue.record("a partial label found a row")
            } catch let error as ScrollHarnessError {
                // The error lists what VoiceOver would read, so the test's author sees the labels.
                #expect(error.description.contains("\"Blue Bottle Coffee, spent 4 dollars 50, Today\""))
            }
            let row = try harness.tap(rowWithAccessibilityLabel: "Blue Bottle Coffee, spent 4 dollars 50, Today")
            expectEqual(row, IndexPath(row: 0, section: 0))
            let receipt = try #require(harness.topViewController as? ReceiptViewController)
            #expect(receipt.title == "Blue Bottle Coffee" && receipt.transaction == screen.transactions[0])
            // The receipt's rows: the category by its text, the total by the label it was given.
            #expect(try harness.row(withAccessibilityLabel: "Food & Drink") == IndexPath(row: 0, section: 0))
            #expect(try harness.row(withAccessibilityLabel: "Total, spent 4 dollars 50") == IndexPath(row: 1, section: 0))
            let total = harness.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.attributedText
            expectEqual(total?.string, "Total −$4.50")
            #expect(
                total?.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 20)
                    && total?.attribute(.font, at: 0, effectiveRange: nil) == nil)
            try harness.goBack()
            #expect(
                harness.events(.didSelect, .pushed, .popped).map(\.kind) == [.didSelect, .pushed, .popped])
            #expect(harness.topViewController === screen)
        }

        @Test func attributedTextIsMeasuredByItsFontsKernAndParagraphStyle() throws {
            let (screen, _) = makeScreen()
            let coffee = try #require(cell(screen, 0))
            // The merchant in semibold 17 and the category line in the footnote style: two lines,
            // each as tall as its own font's line.
            expectEqual(coffee.titleLabel.lines, ["Blue Bottle Coffee", "Food & Drink · Today"])
            let footnote = UIFont.preferredFont(forTextStyle: .footnote)
            #expect(
                coffee.titleLabel.intrinsicContentSize.height
                    == UIFont.systemFont(ofSize: 17, weight: .semibold).lineHeight + footnote.lineHeight)

            // Half a point of kern after each of "−$4.50"'s six characters.
            let amount = try #require(coffee.amountLabel.attributedText)
            let plain = UILabel()
            plain.font = .monospacedDigitSystemFont(ofSize: 17, weight: .medium)
            plain.text = amount.string
            expectEqual(coffee.amountLabel.intrinsicContentSize.width, plain.intrinsicContentSize.width + 3)
            #expect(amount.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
            let payroll = cell(screen, 1)?.amountLabel.attributedText
            #expect(payroll?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemGreen)

            // The note wraps to two lines 4 points apart: its paragraph style's line spacing.
            expectEqual(coffee.noteLabel.lines.count, 2)
            let unspaced = UILabel()
            unspaced.numberOfLines = 0
            unspaced.attributedText = NSAttributedString(
                string: coffee.noteLabel.text ?? "", attributes: [.font: UIFont.italicSystemFont(ofSize: 15)])
            let width = coffee.noteLabel.bounds.width
            let spaced = coffee.noteLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            expectEqual(spaced, unspaced.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height + 4)
            // A row without a note hides the label, so the cell is shorter by the note and a gap.
            expectEqual(cell(screen, 1)?.noteLabel.isHidden, true)
            #expect((cell(screen, 1)?.frame.height ?? 0) < coffee.frame.height - spaced)
        }
    }
}
