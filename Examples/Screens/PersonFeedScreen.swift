import Foundation
import TableLiaison

/// Scenario 2: a feed of people whose cells are laid out with constraints, as the Auto
/// Layout original: a head image (at most 50 × 50) and a one-line name, a multi-line summary
/// (may be empty), a content image at most 200 high (may be missing), and a bottom bar
/// where compression resistance decides which label gives way: the date (250) before "hot"
/// (750); "like" (1000) never truncates. Each row's height is an offscreen prototype
/// cell's content view fitted at the table's width, its compressed height plus 1 point for
/// the separator; estimated 44.
@MainActor
public final class PersonFeedScreen {
    /// One person of the feed.
    public struct Person: Sendable {
        /// The name, shown on one line beside the head image.
        public var name: String
        /// The summary, wrapped on as many lines as it needs; may be empty.
        public var summary: String
        /// The content image; nil when the person has none.
        public var image: Image?
        /// The date, the first label of the bottom bar (the first to give way).
        public var date: String
        /// The "hot" count, the second label of the bar.
        public var hot: String
        /// The "like" count, the last label of the bar (never truncated).
        public var like: String

        /// A person with these texts and image.
        public init(name: String, summary: String, image: Image?, date: String, hot: String, like: String) {
            self.name = name
            self.summary = summary
            self.image = image
            self.date = date
            self.hot = hot
            self.like = like
        }
    }

    /// The liaison showing the feed.
    public let liaison = Liaison()
    /// The table.
    public let tableView: TableView
    /// The people shown.
    public let people: [Person]
    /// The offscreen cell row heights are measured with; the table never shows it.
    public let prototype = PersonCell()
    /// How many row heights the prototype measured.
    public private(set) var prototypeMeasurements = 0

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
            // The estimate keeps the table from measuring rows before they come on screen.
            row.set(height: .estimatedHeight, 44)
            row.set(height: .height) { [weak self] person in self?.height(of: person) ?? 44 }
            return row
        }
        try? liaison.append(section: Section(rows: rows), animated: false)
    }

    /// The row height of `person`: the prototype, configured for the person, fitted at the
    /// table's width (as `heightForRowAt` does in the original).
    public func height(of person: Person) -> CGFloat {
        prototypeMeasurements += 1
        prototype.configure(person)
        return prototype.fittingHeight(width: tableView.bounds.width)
    }
}

/// Scenario 2's cell, laid out with anchors on the content view as the original does.
@MainActor
public final class PersonCell: TableViewCell {
    /// The head image: 10 points from the top left, at most 50 × 50.
    public let head = ImageView()
    /// The name: 10 points right of the head image, 40 high, 5 from the top and the right.
    public let name = Label(font: .systemFont(ofSize: 15, weight: .medium))
    /// The summary: 10 points from both edges, 5 below the head image, on as many lines as
    /// its text needs at that width.
    public let summary = Label(font: .systemFont(ofSize: 14), numberOfLines: 0)
    /// The content image: 10 points from both edges, at most 200 high.
    public let photo = ImageView()
    /// The bottom bar holding the date, "hot" and "like": 10 points from both edges and 5
    /// from the bottom.
    public let bar = View()
    /// The date, 10 points from the bar's left; compression resistance 250.
    public let date = Label(font: .systemFont(ofSize: 12))
    /// "hot", 5 points right of the date; compression resistance 750.
    public let hot = Label(font: .systemFont(ofSize: 12))
    /// "like", 5 points right of "hot" and 5 from the bar's right; compression resistance
    /// 1000.
    public let like = Label(font: .systemFont(ofSize: 12))

    /// A cell with its views and constraints in place, ready to configure.
    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        for view in [head, name, summary, photo, bar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        for label in [date, hot, like] {
            label.translatesAutoresizingMaskIntoConstraints = false
            bar.addSubview(label)
        }
        date.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        hot.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        like.setContentCompressionResistancePriority(.required, for: .horizontal)
        // The date also takes any room left over, so that the bar's layout is never
        // ambiguous (Interface Builder asks for the same when three labels hug alike).
        date.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        NSLayoutConstraint.activate([
            head.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            head.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            head.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            head.heightAnchor.constraint(lessThanOrEqualToConstant: 50),

            name.leadingAnchor.constraint(equalTo: head.trailingAnchor, constant: 10),
            name.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 5),
            name.heightAnchor.constraint(equalToConstant: 40),
            name.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -5),

            summary.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            summary.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            summary.topAnchor.constraint(equalTo: head.bottomAnchor, constant: 5),
            summary.bottomAnchor.constraint(equalTo: photo.topAnchor),

            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            photo.heightAnchor.constraint(lessThanOrEqualToConstant: 200),
            // A missing image has no intrinsic size; without a floor, fitting the compressed
            // height would give the image view a negative height and the row none at all.
            photo.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
            photo.bottomAnchor.constraint(equalTo: bar.topAnchor),

            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            bar.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
            bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -5),

            date.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 10),
            hot.leadingAnchor.constraint(equalTo: date.trailingAnchor, constant: 5),
            like.leadingAnchor.constraint(equalTo: hot.trailingAnchor, constant: 5),
            like.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -5),
            // Auto Layout puts no floor under a width: without this one, a bar too narrow for
            // even an empty date would push the date's width below zero (as on a device) and
            // "hot" would never give way. With it, "hot" (750) is next after the date.
            date.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        ])
        for label in [date, hot, like] {
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: bar.topAnchor, constant: 5),
                label.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -5),
            ])
        }
    }

    /// Never called: there are no nibs here.
    public required init?(coder: NSCoder) { return nil }

    /// Shows `person`.
    public func configure(_ person: PersonFeedScreen.Person) {
        head.image = Image(name: "head", size: CGSize(width: 100, height: 100))
        name.text = person.name
        summary.text = person.summary
        photo.image = person.image
        date.text = person.date
        hot.text = person.hot
        like.text = person.like
    }

    /// The content view's compressed fitting height at `width`, plus 1 point for the
    /// separator: the width is held at `width`, the height is the smallest the
    /// constraints allow.
    public func fittingHeight(width: CGFloat) -> CGFloat {
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: width, height: View.layoutFittingCompressedSize.height), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return size.height + 1
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
