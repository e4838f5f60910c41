import Foundation
import TableLiaison

/// Scenario 3, with the table view alone (no liaison), as a UIKit developer writes it: each
/// cell shows "Quote N" and the quote, wrapping at the label's width, both labels
/// constrained to the content view. Two ways to get the heights, as the original has:
/// `.prototype` (before iOS 8) configures an offscreen prototype cell, lays it out at the
/// table's width so that its `layoutSubviews` sets the quote's `preferredMaxLayoutWidth`,
/// and answers the content view's compressed `systemLayoutSizeFitting` height plus 1 point
/// for the separator; `.automaticDimension` answers `TableView.automaticDimension` and lets
/// the table fit each cell's content view at its width. The prototype is never shown.
@MainActor
public final class QuotesScreen: TableViewDataSource, TableViewDelegate {
    /// How `heightForRowAt` finds a row's height.
    public enum HeightMode: String, Sendable, CaseIterable {
        /// An offscreen prototype cell laid out and fitted for each row.
        case prototype
        /// `TableView.automaticDimension`: the table fits the cells themselves.
        case automaticDimension
    }

    /// The quotes.
    public let quotes: [String]
    /// The table.
    public let tableView: TableView
    /// How the heights are found.
    public let heightMode: HeightMode
    /// The offscreen cell heights are measured with in `.prototype` mode.
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

    /// A list of `quotes` in a table `width` points wide, its heights found as `heightMode`
    /// says.
    public init(
        quotes: [String] = QuotesScreen.sampleQuotes(), width: CGFloat = 375, height: CGFloat = 667,
        heightMode: HeightMode = .prototype
    ) {
        self.quotes = quotes
        self.heightMode = heightMode
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        tableView.register(QuoteCell.self, forCellReuseIdentifier: "quote")
        tableView.estimatedRowHeight = 80
        tableView.dataSource = self
        tableView.delegate = self
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { quotes.count }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "quote", for: indexPath)
        if let cell = cell as? QuoteCell {
            // With automatic heights the table fits the label at the cell's width itself; a
            // preferred width kept from another layout would only get in its way.
            cell.setsPreferredMaxLayoutWidth = heightMode == .prototype
            cell.configure(number: indexPath.row + 1, quote: quotes[indexPath.row])
        }
        return cell
    }

    /// The prototype's height for the row, or `automaticDimension`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard heightMode == .prototype else { return TableView.automaticDimension }
        prototypeMeasurements += 1
        prototype.configure(number: indexPath.row + 1, quote: quotes[indexPath.row])
        prototype.frame.size.width = tableView.bounds.width
        prototype.setNeedsLayout()
        prototype.layoutIfNeeded()
        prototype.updateConstraintsIfNeeded()
        prototype.layoutIfNeeded()
        return prototype.contentView.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height + 1
    }
}

/// "Quote N" on one line and the quote below, wrapping: both labels pinned to the content
/// view (16 points at the sides, 8 at the top and bottom, 4 between them).
@MainActor
public final class QuoteCell: TableViewCell {
    /// "Quote N", one line.
    public let title = Label(font: .systemFont(ofSize: 15, weight: .semibold))
    /// The quote, on as many lines as it needs.
    public let quote = Label(font: .systemFont(ofSize: 17), numberOfLines: 0)
    /// Whether `layoutSubviews` sets the quote's `preferredMaxLayoutWidth` to its laid-out
    /// width, as cells measured through a prototype must (true by default).
    public var setsPreferredMaxLayoutWidth = true {
        didSet { if !setsPreferredMaxLayoutWidth { quote.preferredMaxLayoutWidth = 0 } }
    }

    /// A cell with both labels constrained in place.
    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        quote.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        contentView.addSubview(quote)
        // A row can be a fraction of a point taller than the labels need (the prototype's
        // height plus 1 for the separator); the quote takes it. With both labels hugging at
        // 250 the layout would be ambiguous (Interface Builder gives labels 251 for this).
        title.setContentHuggingPriority(.defaultLow + 1, for: .vertical)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            quote.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            quote.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            quote.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            quote.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    /// Never called: there are no nibs here.
    public required init?(coder: NSCoder) { return nil }

    /// Shows quote number `number`.
    public func configure(number: Int, quote text: String) {
        title.text = "Quote \(number)"
        quote.text = text
    }

    /// Lays the labels out, then gives the quote its laid-out width as its preferred
    /// width, so that its intrinsic height (what fitting reads) is the one for that width.
    public override func layoutSubviews() {
        super.layoutSubviews()
        guard setsPreferredMaxLayoutWidth else { return }
        contentView.layoutIfNeeded()
        quote.preferredMaxLayoutWidth = quote.frame.width
    }
}
