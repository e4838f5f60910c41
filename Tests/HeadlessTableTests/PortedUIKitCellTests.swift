import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

// Two code-only cells written the way public iOS repositories write them (a title cell with
// custom content margins and a common initializer; a contact cell built from lazily made,
// constrained subviews), with only the `UI` prefixes dropped. They are written for this
// test in that common shape, not copied from a particular repository.

/// A cell with one title label pinned to its content view's margins, set to 16 points.
final class TitleCell: TableViewCell {

    let label = Label()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    private func commonInit() {
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .title2)
        contentView.addSubview(label)
        contentView.layoutMargins = EdgeInsets(top: 16.0, left: 16.0, bottom: 16.0, right: 16.0)
        let guide = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            label.topAnchor.constraint(equalTo: guide.topAnchor),
            label.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }
}

/// A contact row: a 48-point avatar, a name in the headline style and a multi-line bio
/// below it.
final class ContactCell: TableViewCell {
    static let reuseIdentifier = "ContactCell"

    private let avatarImageView: ImageView = {
        let imageView = ImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.backgroundColor = .systemGray5
        return imageView
    }()

    private let nameLabel: Label = {
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .headline)
        label.textColor = .label
        return label
    }()

    private let bioLabel: Label = {
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setupViews()
        setupConstraints()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setupViews() {
        contentView.addSubview(avatarImageView)
        contentView.addSubview(nameLabel)
        contentView.addSubview(bioLabel)
    }

    private func setupConstraints() {
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarImageView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 48),
            avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),
            avatarImageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bioLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }

    var bioFrame: CGRect { bioLabel.frame }
}

@MainActor
private final class PortedSource: TableViewDataSource {
    let titles: [String]
    let contacts: [(String, String)]
    init(titles: [String], contacts: [(String, String)]) {
        self.titles = titles
        self.contacts = contacts
    }

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? titles.count : contacts.count
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if indexPath.section == 0 {
            let cell = tableView.dequeueReusableCell(withIdentifier: "TitleCell", for: indexPath)
            (cell as? TitleCell)?.label.text = titles[indexPath.row]
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: ContactCell.reuseIdentifier, for: indexPath)
        let contact = contacts[indexPath.row]
        (cell as? ContactCell)?.configure(name: contact.0, bio: contact.1)
        return cell
    }
}

@MainActor
struct PortedUIKitCellTests {
    @Test func aScreenOfPortedCellsSelfSizesToTheHeightsItsConstraintsGive() throws {
        // 20 words of 33 points (15-point subheadline, 4 Latin letters) with 3.75-point
        // spaces: the bio is 375 − 16 − 48 − 12 − 16 = 283 wide, 7 words a line (257.25;
        // 8 would take 294), so 3 lines of 18.
        let longBio = Array(repeating: "AAAA", count: 20).joined(separator: " ")
        let source = PortedSource(titles: ["Settings"], contacts: [("Ada", "Hi"), ("Grace", longBio)])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        table.register(TitleCell.self, forCellReuseIdentifier: "TitleCell")
        table.register(ContactCell.self, forCellReuseIdentifier: ContactCell.reuseIdentifier)
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 0
        table.dataSource = source
        try table.layoutIfNeededOrThrow()

        // Every row also has the default separator's pixel below its content, as UIKit's.
        let separator = TextMetrics.pixel
        // Title: one 22-point line (26.4, 26⅔ on the pixel grid) inside 16-point margins.
        let title = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        expectEqual(title, TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(26.4) + 32) + separator)
        // Short bio: the 48-point avatar is taller than name (20⅔), gap and one line.
        #expect(try table.checking { _ in table.rectForRow(at: IndexPath(row: 0, section: 1)) }.height == 48 + 22 + separator)
        // Long bio: name, 4-point gap, three 18-point lines, 11-point margins.
        let long = table.rectForRow(at: IndexPath(row: 1, section: 1)).height
        expectEqual(long, TextMetrics.ceilToPixel(TextMetrics.ceilToPixel(20.4) + 4 + 54 + 22) + separator)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)) as? ContactCell)
        expectEqual(cell.bioFrame.width, 283)
        expectEqual(cell.bioFrame.height, 54)
        #expect(table.layoutDiagnostics.isEmpty)
    }
}
