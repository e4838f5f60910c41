import Foundation
import TableLiaison

/// Scenario 3, with the table view alone (no liaison), as a UIKit developer writes it: each
/// cell shows "Quote N" and the quote, wrapping at the label's width; heights are automatic,
/// measured by laying out an offscreen prototype cell at the table's width. The prototype is
/// never shown.
@MainActor
public final class QuotesScreen: TableViewDataSource, TableViewDelegate {
    /// The quotes.
    public let quotes: [String]
    /// The table.
    public let tableView: TableView
    /// The offscreen cell heights are measured with.
    public let prototype = QuoteCell()
    /// How many heights the prototype measured.
    public private(set) var prototypeMeasurements = 0

    /// Sample quotes of varied length, repeated to `count`.
    public static func sampleQuotes(count: Int = 50) -> [String] {
        let quotes = [
            "Simplicity is prerequisite for reliability.",
            "Premature optimization is the root of all evil.",
            "The best way to predict the future is to invent it. Those who can imagine anything can create the impossible.",
            "学而不思则罔,思而不学则殆。",
            "Programs must be written for people to read, and only incidentally for machines to execute. Measuring programming progress by lines of code is like measuring aircraft building progress by weight.",
        ]
        return (0..<count).map { quotes[$0 % quotes.count] }
    }

    /// A list of `quotes` in a table `width` points wide.
    public init(quotes: [String] = QuotesScreen.sampleQuotes(), width: CGFloat = 375, height: CGFloat = 667) {
        self.quotes = quotes
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        tableView.register(QuoteCell.self, forCellReuseIdentifier: "quote")
        tableView.estimatedRowHeight = 80
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { quotes.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) throws -> TableViewCell {
        let cell = try tableView.dequeueReusableCell(withIdentifier: "quote", for: indexPath)
        (cell as? QuoteCell)?.configure(number: indexPath.row + 1, quote: quotes[indexPath.row])
        return cell
    }

    /// The prototype, configured for the row and laid out at the table's width, gives the height.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        prototypeMeasurements += 1
        prototype.configure(number: indexPath.row + 1, quote: quotes[indexPath.row])
        return prototype.sizeThatFits(CGSize(width: tableView.bounds.width, height: .greatestFiniteMagnitude)).height
    }
}

/// "Quote N" on one line and the quote below, wrapping.
@MainActor
public final class QuoteCell: TableViewCell {
    public let title = Label(font: .systemFont(ofSize: 15, weight: .semibold))
    public let quote = Label(font: .systemFont(ofSize: 17), numberOfLines: 0)
    private lazy var stack = StackView(
        axis: .vertical, spacing: 4, insets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), [title, quote])

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(stack)
    }

    public required init?(coder: NSCoder) { return nil }

    func configure(number: Int, quote text: String) {
        title.text = "Quote \(number)"
        quote.text = text
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize { stack.sizeThatFits(size) }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = bounds
        stack.layoutIfNeeded()
    }
}
