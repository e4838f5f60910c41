#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A bank account's activity as finance apps draw it: each cell's text is attributed (the
// merchant in bold, the amount in monospaced digits coloured by its sign, a note with its
// own paragraph style), and every row reads well to VoiceOver: one label that says the
// amount in words, a hint, the button trait, and a Review button labelled with the merchant.

struct Transaction: Hashable, Sendable {
    let id: Int
    let merchant: String
    let category: String
    /// In cents; negative for money spent.
    let amountInCents: Int
    let day: String
    var note: String?
    var isReviewed = false
}

final class TransactionsViewController: UITableViewController {
    private(set) var transactions: [Transaction]

    init(transactions: [Transaction]) {
        self.transactions = transactions
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Activity"
        tableView.register(TransactionCell.self, forCellReuseIdentifier: TransactionCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transactions.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TransactionCell.reuseIdentifier, for: indexPath)
        guard let cell = cell as? TransactionCell else { return cell }
        let transaction = transactions[indexPath.row]
        cell.configure(with: transaction)
        cell.onReview = { [weak self] in self?.toggleReviewed(id: transaction.id) }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let receipt = ReceiptViewController(transaction: transactions[indexPath.row])
        navigationController?.pushViewController(receipt, animated: true)
    }

    private func toggleReviewed(id: Int) {
        guard let row = transactions.firstIndex(where: { $0.id == id }) else { return }
        transactions[row].isReviewed.toggle()
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .none)
    }
}

enum MoneyFormat {
    /// "−$4.50" or "+$1,200.00".
    static func text(cents: Int) -> String {
        let sign = cents < 0 ? "−" : "+"
        let magnitude = abs(cents)
        var dollars = String(magnitude / 100)
        var grouped = ""
        while dollars.count > 3 {
            grouped = "," + dollars.suffix(3) + grouped
            dollars = String(dollars.dropLast(3))
        }
        let remainder = magnitude % 100
        return "\(sign)$\(dollars)\(grouped).\(remainder < 10 ? "0" : "")\(remainder)"
    }

    /// What VoiceOver should say: "spent 4 dollars 50" rather than "minus dollar four point five zero".
    static func spoken(cents: Int) -> String {
        let magnitude = abs(cents)
        let dollars = magnitude / 100
        let remainder = magnitude % 100
        let amount = remainder == 0 ? "\(dollars) dollars" : "\(dollars) dollars \(remainder)"
        return cents < 0 ? "spent \(amount)" : "received \(amount)"
    }
}

final class TransactionCell: UITableViewCell {
    static let reuseIdentifier = "TransactionCell"

    let titleLabel = UILabel()
    let amountLabel = UILabel()
    let noteLabel = UILabel()
    let reviewButton = UIButton(type: .system)
    var onReview: (() -> Void)?
    private var transaction: Transaction?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.numberOfLines = 0
        noteLabel.numberOfLines = 0
        amountLabel.textAlignment = .right
        amountLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
        amountLabel.setContentHuggingPriority(.required, for: .horizontal)
        reviewButton.addAction(UIAction { [weak self] _ in self?.onReview?() }, for: .touchUpInside)

        let top = UIStackView(arrangedSubviews: [titleLabel, amountLabel])
        top.spacing = 8
        top.alignment = .firstBaseline
        let stack = UIStackView(arrangedSubviews: [top, noteLabel, reviewButton])
        stack.axis = .vertical
        stack.spacing = 6
        stack.alignment = .fill
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])

        // The cell is one element to VoiceOver; the Review button stays reachable on its own.
        isAccessibilityElement = true
        accessibilityTraits = .button
        accessibilityHint = "Shows the receipt."
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override var accessibilityLabel: String? {
        get {
            guard let transaction else { return nil }
            var parts = [transaction.merchant, MoneyFormat.spoken(cents: transaction.amountInCents), transaction.day]
            if transaction.isReviewed { parts.append("reviewed") }
            return parts.joined(separator: ", ")
        }
        set {}
    }

    func configure(with transaction: Transaction) {
        self.transaction = transaction

        let title = NSMutableAttributedString(
            string: transaction.merchant,
            attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .semibold), .foregroundColor: UIColor.label])
        title.append(
            NSAttributedString(
                string: "\n\(transaction.category) · \(transaction.day)",
                attributes: [.font: UIFont.preferredFont(forTextStyle: .footnote), .foregroundColor: UIColor.secondaryLabel]
            ))
        titleLabel.attributedText = title

        amountLabel.attributedText = NSAttributedString(
            string: MoneyFormat.text(cents: transaction.amountInCents),
            attributes: [
                .font: UIFont.monospacedDigitSystemFont(ofSize: 17, weight: .medium),
                .foregroundColor: transaction.amountInCents < 0 ? UIColor.label : UIColor.systemGreen,
                .kern: 0.5,
            ])

        if let note = transaction.note {
            let paragraph = NSMutableParagraphStyle()
            paragraph.lineSpacing = 4
            paragraph.lineBreakMode = .byWordWrapping
            noteLabel.attributedText = NSAttributedString(
                string: note,
                attributes: [
                    .font: UIFont.italicSystemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel,
                    .paragraphStyle: paragraph,
                ])
            noteLabel.isHidden = false
        } else {
            noteLabel.attributedText = nil
            noteLabel.isHidden = true
        }

        reviewButton.setTitle(transaction.isReviewed ? "Reviewed ✓" : "Review", for: .normal)
        reviewButton.accessibilityLabel =
            transaction.isReviewed ? "Mark \(transaction.merchant) as not reviewed" : "Mark \(transaction.merchant) as reviewed"
    }
}

/// The receipt a row opens: its lines as attributed text, the total emphasised.
final class ReceiptViewController: UITableViewController {
    let transaction: Transaction

    init(transaction: Transaction) {
        self.transaction = transaction
        super.init(style: .insetGrouped)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = transaction.merchant
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.selectionStyle = .none
        if indexPath.row == 0 {
            cell.textLabel?.attributedText = NSAttributedString(
                string: transaction.category, attributes: [.foregroundColor: UIColor.secondaryLabel])
        } else {
            let total = NSMutableAttributedString(string: "Total ")
            total.append(
                NSAttributedString(
                    string: MoneyFormat.text(cents: transaction.amountInCents),
                    attributes: [.font: UIFont.boldSystemFont(ofSize: 20)]))
            cell.textLabel?.attributedText = total
            cell.accessibilityLabel = "Total, \(MoneyFormat.spoken(cents: transaction.amountInCents))"
        }
        return cell
    }
}
