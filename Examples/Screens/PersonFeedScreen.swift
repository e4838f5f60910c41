import Foundation
import TableLiaison

/// Scenario 2: a feed of people whose cells size themselves from stacks: a head image (at
/// most 50 × 50) and a one-line name, a multi-line summary (may be empty), a content image at
/// most 200 high (may be missing), and a bottom bar where the date gives way first, then
/// "hot", and "like" never truncates. Heights are the compressed fitting height plus 1 point
/// for the separator; estimated 44.
@MainActor
public final class PersonFeedScreen {
    /// One person of the feed.
    public struct Person: Sendable {
        public var name: String
        public var summary: String
        public var image: Image?
        public var date: String
        public var hot: String
        public var like: String
    }

    /// The liaison showing the feed.
    public let liaison = Liaison()
    /// The table.
    public let tableView: TableView
    /// The people shown.
    public let people: [Person]

    /// The sample data: a very long Chinese summary, an empty summary, a missing image, very
    /// long numbers; `count` people, varied by `seed`.
    public static func samplePeople(count: Int = 20, seed: UInt64 = 1) -> [Person] {
        var generator = SplitMix64(seed: seed)
        let summaries = [
            String(repeating: "这是一段很长很长的中文摘要,用来测试多行文本的自适应高度。", count: 6), "", "A short line.",
            "Two sentences of English that wrap onto a second line at most widths.",
        ]
        return (0..<count).map { index in
            let long = Int.random(in: 0..<4, using: &generator) == 0
            return Person(
                name: "Person \(index)", summary: summaries[Int.random(in: 0..<summaries.count, using: &generator)],
                image: Int.random(in: 0..<3, using: &generator) == 0
                    ? nil
                    : Image(name: "photo\(index).jpg", size: CGSize(width: 400, height: [300, 600, 200][index % 3])),
                date: "2026-11-\(10 + index % 20) 12:00",
                hot: "人气:" + (long ? "1000000000" : "100"), like: "点赞:" + (long ? "2000000000" : "100"))
        }
    }

    /// A feed of `people` in a table `width` points wide.
    public init(people: [Person] = PersonFeedScreen.samplePeople(), width: CGFloat = 375, height: CGFloat = 667) {
        self.people = people
        tableView = TableView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        tableView.estimatedRowHeight = 44
        liaison.liaise(tableView: tableView)
        let rows: [AnyRow] = people.map { person in
            let row = Row<PersonCell, Person>(person)
            row.set(command: .configuration) { cell, person, _ in cell.configure(person) }
            return row
        }
        try? liaison.append(section: Section(rows: rows), animated: false)
    }
}

/// Scenario 2's cell, built from stacks.
@MainActor
public final class PersonCell: TableViewCell {
    public let head = ImageView()
    public let name = Label(font: .systemFont(ofSize: 15, weight: .medium))
    public let summary = Label(font: .systemFont(ofSize: 14), numberOfLines: 0)
    public let photo = ImageView()
    public let date = Label(font: .systemFont(ofSize: 12))
    public let hot = Label(font: .systemFont(ofSize: 12))
    public let like = Label(font: .systemFont(ofSize: 12))
    private lazy var stack = StackView(
        axis: .vertical, spacing: 8, insets: EdgeInsets(top: 10, left: 15, bottom: 10, right: 15),
        [
            StackView(axis: .horizontal, spacing: 10, alignment: .center, [head, name]),
            summary, photo, StackView(axis: .horizontal, spacing: 8, [date, hot, like]),
        ])

    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        head.maximumSize = CGSize(width: 50, height: 50)
        photo.maximumSize = CGSize(width: 10_000, height: 200)
        date.contentCompressionResistancePriority = .defaultLow
        hot.contentCompressionResistancePriority = .defaultHigh
        like.contentCompressionResistancePriority = .required
        contentView.addSubview(stack)
    }

    public required init?(coder: NSCoder) { return nil }

    func configure(_ person: PersonFeedScreen.Person) {
        head.image = Image(name: "head", size: CGSize(width: 100, height: 100))
        name.text = person.name
        summary.text = person.summary
        summary.isHidden = person.summary.isEmpty
        photo.image = person.image
        photo.aspectRatio = person.image?.aspectRatio
        photo.isHidden = person.image == nil
        date.text = person.date
        hot.text = person.hot
        like.text = person.like
    }

    /// The stacks' fitting height plus 1 point for the separator.
    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: stack.sizeThatFits(size).height + 1)
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        stack.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        stack.layoutIfNeeded()
    }
}

/// SplitMix64: a seeded generator, so `--seed` replays the same screen.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    /// A generator whose sequence depends only on `seed`.
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
