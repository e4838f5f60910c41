import Foundation
import TestSupport
import Testing

@testable import HeadlessTable
@testable import HeadlessViews

// Five code-only cells written the way public iOS repositories write them (a photo row laid
// out with the visual format language, a profile row with a bordered avatar and a follow
// button, a card with a shadowed container that restyles itself on highlight, a status row
// laid out by hand, a chat row with metrics and alignment options), with only the `UI`
// prefixes dropped. They are written for this test in that common shape, not copied from a
// particular repository. Each is measured in a self-sizing table and its height and frames
// are checked against numbers worked out by hand from the text metrics (Latin letters and
// digits 0.55 × the point size, a space 0.25, lines 1.2 × the point size).

/// A photo with a rounded, clipped, aspect-filled image and a title, laid out with the
/// visual format language.
private final class PhotoCell: TableViewCell {
    let photo: ImageView = ImageView()
    let titleLabel = Label()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.translatesAutoresizingMaskIntoConstraints = false
        photo.contentMode = .scaleAspectFill
        photo.layer.cornerRadius = CGFloat(10)
        photo.layer.masksToBounds = true
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .systemFont(ofSize: 15)
        contentView.addSubview(photo)
        contentView.addSubview(titleLabel)

        let views: [String: Any] = ["image": photo, "title": titleLabel]
        contentView.addConstraints(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-4-[image(100)]-[title]-|", options: [], metrics: nil, views: views))
        contentView.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-4-[image(75)]-4-|", options: [], metrics: nil, views: views))
        contentView.addConstraints(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-[title]", options: [], metrics: nil, views: views))
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A person: a round bordered avatar, a name, a multi-line bio and a follow button whose
/// title changes when selected.
private final class ProfileCell: TableViewCell {
    let avatarImageView: ImageView = {
        let imageView = ImageView()
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = 20
        imageView.clipsToBounds = true
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = Color.systemGray.cgColor
        return imageView
    }()

    let nameLabel: Label = {
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textAlignment = .left
        return label
    }()

    let bioLabel: Label = {
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .systemFont(ofSize: 10)
        label.textColor = .secondaryLabel
        label.numberOfLines = 0
        return label
    }()

    lazy var followButton: Button = {
        let button = Button(type: .system)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 10)
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 6
        button.addAction(Action { [weak self] _ in self?.followTapped() }, for: .touchUpInside)
        return button
    }()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        tintColor = .systemPink
        [avatarImageView, nameLabel, bioLabel, followButton].forEach { contentView.addSubview($0) }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            avatarImageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatarImageView.topAnchor.constraint(equalTo: margins.topAnchor),
            avatarImageView.widthAnchor.constraint(equalToConstant: 40),
            avatarImageView.heightAnchor.constraint(equalToConstant: 40),
            avatarImageView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),

            nameLabel.leadingAnchor.constraint(equalTo: avatarImageView.trailingAnchor, constant: 12),
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: followButton.leadingAnchor, constant: -8),

            followButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            followButton.centerYAnchor.constraint(equalTo: avatarImageView.centerYAnchor),

            bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 4),
            bioLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bioLabel.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func followTapped() {
        followButton.isSelected.toggle()
    }

    func configure(name: String, bio: String) {
        nameLabel.text = name
        bioLabel.text = bio
    }
}

/// A card: a rounded, shadowed container inset in the row, a centred title and a two-line
/// subtitle, a badge brought to the front, and highlight and selection restyled in
/// animation blocks.
private final class CardCell: TableViewCell {
    let containerView = View()
    let titleLabel = Label()
    let subtitleLabel = Label()
    let badge = View()
    private(set) var log: [String] = []

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = .clear
        contentView.backgroundColor = .clear

        containerView.translatesAutoresizingMaskIntoConstraints = false
        containerView.backgroundColor = .white
        containerView.layer.cornerRadius = 12
        containerView.layer.shadowColor = Color.black.cgColor
        containerView.layer.shadowOpacity = 0.2
        containerView.layer.shadowOffset = CGSize(width: 0, height: 2)
        containerView.layer.shadowRadius = 4
        containerView.layer.masksToBounds = false

        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.textAlignment = .center
        subtitleLabel.translatesAutoresizingMaskIntoConstraints = false
        subtitleLabel.font = .systemFont(ofSize: 10)
        subtitleLabel.numberOfLines = 2
        subtitleLabel.textAlignment = .center
        subtitleLabel.textColor = .secondaryLabel

        badge.translatesAutoresizingMaskIntoConstraints = false
        badge.backgroundColor = .systemRed
        badge.layer.cornerRadius = 4

        contentView.addSubview(badge)
        contentView.addSubview(containerView)
        containerView.addSubview(titleLabel)
        containerView.addSubview(subtitleLabel)
        contentView.bringSubviewToFront(badge)

        NSLayoutConstraint.activate([
            containerView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            containerView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            containerView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            containerView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),

            titleLabel.topAnchor.constraint(equalTo: containerView.topAnchor, constant: 12),
            titleLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 12),
            titleLabel.trailingAnchor.constraint(equalTo: containerView.trailingAnchor, constant: -12),

            subtitleLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 4),
            subtitleLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            subtitleLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            subtitleLabel.bottomAnchor.constraint(equalTo: containerView.bottomAnchor, constant: -12),

            badge.topAnchor.constraint(equalTo: containerView.topAnchor, constant: -4),
            badge.trailingAnchor.constraint(equalTo: containerView.trailingAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 8),
            badge.heightAnchor.constraint(equalToConstant: 8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        View.animate(withDuration: 0.1) {
            self.containerView.alpha = highlighted ? 0.6 : 1
        }
        log.append("highlighted \(highlighted), alpha \(containerView.alpha)")
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        View.animate(
            withDuration: 0.2, delay: 0, options: [.curveEaseInOut, .allowUserInteraction],
            animations: {
                self.containerView.backgroundColor = selected ? .systemGray6 : .white
            },
            completion: { _ in
                self.log.append("selected \(selected) done")
            })
    }
}

/// A dot that stays round and remembers when it joins or leaves a superview.
private final class DotView: View {
    private(set) var moves: [String] = []

    override func didMoveToSuperview() {
        super.didMoveToSuperview()
        moves.append(superview == nil ? "removed" : "added")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

/// A status row laid out by hand: a tinted dot, an italic multi-line status and a
/// right-aligned time, inside insets; the row takes no taps.
private final class StatusCell: TableViewCell {
    static let insets = EdgeInsets(top: 6, left: 20, bottom: 6, right: 20)
    let dot = DotView()
    let statusLabel = Label()
    let timeLabel = Label()
    let backdrop = View()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        statusLabel.font = .italicSystemFont(ofSize: 15)
        statusLabel.numberOfLines = 0
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 10, weight: .regular)
        timeLabel.textAlignment = .right
        contentView.addSubview(dot)
        contentView.addSubview(statusLabel)
        contentView.addSubview(timeLabel)
        contentView.addSubview(backdrop)
        contentView.sendSubviewToBack(backdrop)
        isUserInteractionEnabled = false
        tintColor = .systemGreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Dot 10 and gap 8 on the left, time 60 and gap 8 on the right.
    private static func textWidth(in width: CGFloat) -> CGFloat {
        CGRect(x: 0, y: 0, width: width, height: 0).inset(by: insets).width - 10 - 8 - 60 - 8
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = statusLabel.sizeThatFits(CGSize(width: Self.textWidth(in: size.width), height: .greatestFiniteMagnitude))
        return CGSize(width: size.width, height: max(44, text.height + Self.insets.top + Self.insets.bottom))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentView.bounds.inset(by: Self.insets)
        backdrop.frame = contentView.bounds
        dot.frame = CGRect(x: content.minX, y: content.minY + 4, width: 10, height: 10)
        timeLabel.frame = CGRect(x: content.maxX - 60, y: content.minY, width: 60, height: 12)
        let width = Self.textWidth(in: bounds.width)
        let text = statusLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        statusLabel.frame = CGRect(x: dot.frame.maxX + 8, y: content.minY, width: width, height: text.height)
    }
}

/// A chat message: an avatar symbol and a rounded bubble, laid out with visual formats that
/// use metrics, an inequality and an alignment option.
private final class MessageCell: TableViewCell {
    let avatarView = ImageView(image: Image(systemName: "person.circle"))
    let bubbleLabel = Label()

    override init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        avatarView.translatesAutoresizingMaskIntoConstraints = false
        avatarView.contentMode = .scaleAspectFit
        avatarView.tintColor = .systemGray
        bubbleLabel.translatesAutoresizingMaskIntoConstraints = false
        bubbleLabel.numberOfLines = 0
        bubbleLabel.font = .systemFont(ofSize: 10)
        bubbleLabel.backgroundColor = .systemGray6
        bubbleLabel.layer.cornerRadius = 8
        bubbleLabel.clipsToBounds = true
        contentView.addSubview(avatarView)
        contentView.addSubview(bubbleLabel)

        let views = ["avatar": avatarView, "bubble": bubbleLabel]
        let metrics = ["size": 30, "pad": 40, "bottom": 11]
        var constraints: [NSLayoutConstraint] = []
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "H:|-[avatar(size)]-[bubble]-(>=pad)-|", options: .alignAllTop, metrics: metrics,
            views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[avatar(size)]-(>=bottom)-|", options: [], metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-[bubble]-|", options: [], metrics: nil, views: views)
        NSLayoutConstraint.activate(constraints)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// One section of rows, each built by its own closure.
@MainActor
private final class ProbeSource: TableViewDataSource {
    var rows: [(identifier: String, configure: (TableViewCell) -> Void)] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let row = rows[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: row.identifier, for: indexPath)
        row.configure(cell)
        return cell
    }
}

@MainActor
struct PortedCellSurfaceTests {
    /// 20 (or `count`) four-letter words.
    private func words(_ count: Int) -> String { Array(repeating: "AAAA", count: count).joined(separator: " ") }

    /// A 320-point self-sizing table of `rows`, laid out.
    private func table(_ rows: [(String, (TableViewCell) -> Void)]) throws -> (TableView, ProbeSource) {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(PhotoCell.self, forCellReuseIdentifier: "photo")
        table.register(ProfileCell.self, forCellReuseIdentifier: "profile")
        table.register(CardCell.self, forCellReuseIdentifier: "card")
        table.register(StatusCell.self, forCellReuseIdentifier: "status")
        table.register(MessageCell.self, forCellReuseIdentifier: "message")
        table.rowHeight = TableView.automaticDimension
        table.estimatedRowHeight = 0
        let source = ProbeSource()
        source.rows = rows.map { (identifier: $0.0, configure: $0.1) }
        table.dataSource = source
        try table.layoutIfNeededOrThrow()
        return (table, source)
    }

    /// The height a row's cell asked for: the row's, less the pixel the default single-line
    /// separator adds below the content view (checked once, in the photo row's test).
    private func height(_ table: TableView, _ row: Int) throws -> CGFloat {
        table.rectForRow(at: IndexPath(row: row, section: 0)).height - table.separatorHeight
    }

    private func cell<T: TableViewCell>(_ table: TableView, _ row: Int, as type: T.Type) throws -> T {
        try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? T)
    }

    @Test func aPhotoRowLaidOutWithVisualFormatsSizesToItsImageAndFillsItAspectFilled() throws {
        let (table, _) = try table([
            (
                "photo",
                {
                    ($0 as? PhotoCell)?.photo.image = Image(name: "sunset", size: CGSize(width: 200, height: 100))
                    ($0 as? PhotoCell)?.titleLabel.text = "Sunset"
                }
            )
        ])
        // 4 + 75 + 4: the image's height and its spacings decide; the title is shorter.
        #expect(try height(table, 0) == 83)
        expectEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).height, 83 + TextMetrics.pixel)
        let cell = try cell(table, 0, as: PhotoCell.self)
        expectEqual(cell.photo.frame, CGRect(x: 4, y: 4, width: 100, height: 75))
        // The title starts the standard 8 points after the image and ends at the 16-point
        // margin: 320 − 16 − 112 = 192 wide, at the 11-point top margin, one 18-point line.
        expectEqual(cell.titleLabel.frame, CGRect(x: 112, y: 11, width: 192, height: 18))
        // 200 × 100 filling 100 × 75 scales by 0.75: 150 × 75, centred, 25 points past each side.
        expectEqual(cell.photo.imageRect, CGRect(x: -25, y: 0, width: 150, height: 75))
        #expect(cell.clipsToBounds == false && cell.photo.clipsToBounds && cell.photo.layer.cornerRadius == 10)
        cell.photo.contentMode = .scaleAspectFit
        expectEqual(cell.photo.imageRect, CGRect(x: 0, y: 12.5, width: 100, height: 50))
        #expect(table.layoutDiagnostics.isEmpty)
    }

    @Test func aProfileRowSelfSizesToItsBioAndItsFollowButtonRetitlesWhenSelected() throws {
        let (table, _) = try table([
            ("profile", { ($0 as? ProfileCell)?.configure(name: "Ada", bio: "Hi") }),
            ("profile", { ($0 as? ProfileCell)?.configure(name: "Grace", bio: self.words(20)) }),
        ])
        // Short bio: name 18 + 4 + bio 12 is less than the 40-point avatar, so 11 + 40 + 11.
        #expect(try height(table, 0) == 62)
        // Long bio: 236 wide (320 − 16 − 68) holds 9 words of 22 with 2.5-point spaces
        // (218; 10 would take 242.5): 9, 9, 2, three 12-point lines. 11 + 18 + 4 + 36 + 11.
        #expect(try height(table, 1) == 80)
        let short = try cell(table, 0, as: ProfileCell.self)
        expectEqual(short.avatarImageView.frame, CGRect(x: 16, y: 11, width: 40, height: 40))
        // "Ada": 3 × 8.25 = 24.75, 25 on the 1/3-point grid.
        expectEqual(short.nameLabel.frame, CGRect(x: 68, y: 11, width: 25, height: 18))
        expectEqual(short.bioLabel.frame, CGRect(x: 68, y: 33, width: 236, height: 12))
        // "Follow" at 10 points: 6 × 5.5 = 33 wide, 12 + 2 × 6 high, centred on the avatar.
        expectEqual(short.followButton.frame, CGRect(x: 271, y: 19, width: 33, height: 24))
        #expect(try cell(table, 1, as: ProfileCell.self).bioLabel.frame == CGRect(x: 68, y: 33, width: 236, height: 36))

        // A tap on the button selects it: "Following", 9 × 5.5 = 49.5 (49⅔ on the grid).
        short.followButton.sendActions()
        short.layoutIfNeeded()
        expectEqual(short.followButton.state, .selected)
        expectEqual(short.followButton.currentTitle, "Following")
        expectEqual(short.followButton.titleLabel?.text, "Following")
        expectEqual(short.followButton.currentTitleColor, .white)
        expectEqual(short.followButton.frame.width, TextMetrics.ceilToPixel(49.5))
        expectEqual(short.followButton.frame.maxX, 304)
        // The cell's tint reaches the avatar; the border takes the colour's cgColor.
        expectEqual(short.avatarImageView.tintColor, .systemPink)
        expectEqual(short.avatarImageView.layer.borderColor, .systemGray)
        expectEqual(short.avatarImageView.layer.borderWidth, 1)
        #expect(table.layoutDiagnostics.isEmpty)
    }

    @Test func aCardRowInsetsItsShadowedContainerAndRestylesOnHighlightThenSelection() throws {
        let (table, _) = try table([
            (
                "card",
                {
                    ($0 as? CardCell)?.titleLabel.text = "Card"
                    ($0 as? CardCell)?.subtitleLabel.text = self.words(30)
                }
            )
        ])
        // The labels are 320 − 32 − 24 = 264 wide: 10 words a line (242.5; 11 take 267), 30
        // words need 3 lines and get 2. 8 + 12 + title 24 + 4 + 24 + 12 + 8.
        #expect(try height(table, 0) == 92)
        let card = try cell(table, 0, as: CardCell.self)
        expectEqual(card.containerView.frame, CGRect(x: 16, y: 8, width: 288, height: 76))
        expectEqual(card.titleLabel.frame, CGRect(x: 12, y: 12, width: 264, height: 24))
        expectEqual(card.subtitleLabel.frame, CGRect(x: 12, y: 40, width: 264, height: 24))
        expectEqual(card.subtitleLabel.lines.count, 2)
        // The badge sits over the container's top-right corner, in front of it.
        expectEqual(card.badge.frame, CGRect(x: 300, y: 4, width: 8, height: 8))
        #expect(card.contentView.subviews.last === card.badge)
        // "Card" is 4 × 11 = 44 wide: centred in 264, it starts 110 in.
        expectEqual(card.titleLabel.lineOffset(of: "Card", inWidth: 264), 110)
        #expect(card.containerView.layer.shadowOpacity == 0.2 && card.containerView.layer.shadowRadius == 4)
        expectEqual(card.containerView.layer.shadowOffset, CGSize(width: 0, height: 2))

        // The selection's colour animates for 0.2 s on the timeline that drives the table; its
        // completion runs at the end, never inside the tap.
        let timeline = AnimationTimeline()
        timeline.drive(table)
        try table.tapRow(at: IndexPath(row: 0, section: 0))
        expectEqual(card.log, ["highlighted true, alpha 0.6", "highlighted false, alpha 1.0"])
        expectEqual(card.containerView.backgroundColor, .systemGray6)
        timeline.advance(by: 0.19)
        expectEqual(card.log.count, 2)
        timeline.advance(by: 0.01)
        expectEqual(card.log, ["highlighted true, alpha 0.6", "highlighted false, alpha 1.0", "selected true done"])
        expectEqual(table.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }

    @Test func aStatusRowLaidOutByHandSizesItselfAndTakesNoTaps() throws {
        let (table, _) = try table([
            (
                "status",
                {
                    ($0 as? StatusCell)?.statusLabel.text = self.words(12)
                    ($0 as? StatusCell)?.timeLabel.text = "12:30"
                }
            ),
            ("status", { ($0 as? StatusCell)?.statusLabel.text = "Online" }),
        ])
        // The status is 320 − 40 − 86 = 194 wide: 5 words of 33 with 3.75-point spaces (180;
        // 6 take 216.75), so 12 words are 3 lines of 18, plus the 6-point insets.
        #expect(try height(table, 0) == 66)
        #expect(try height(table, 1) == 44)
        let status = try cell(table, 0, as: StatusCell.self)
        expectEqual(status.dot.frame, CGRect(x: 20, y: 10, width: 10, height: 10))
        expectEqual(status.dot.layer.cornerRadius, 5)
        expectEqual(status.timeLabel.frame, CGRect(x: 240, y: 6, width: 60, height: 12))
        expectEqual(status.statusLabel.frame, CGRect(x: 38, y: 6, width: 194, height: 54))
        #expect(status.statusLabel.font.isItalic)
        // "12:30" is 4 digits of 5.5 and a colon of 2.8: right-aligned in 60, it starts 35.2 in.
        #expect(abs(status.timeLabel.lineOffset(of: "12:30", inWidth: 60) - 35.2) < 1e-9)
        #expect(status.contentView.subviews.first === status.backdrop)
        expectEqual(status.dot.moves, ["added"])
        expectEqual(status.dot.tintColor, .systemGreen)

        // The cell does not take touches: a tap neither highlights nor selects it.
        try table.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(!status.isHighlighted && !status.isSelected)
        status.dot.removeFromSuperview()
        expectEqual(status.dot.moves, ["added", "removed"])
    }

    @Test func aChatRowUsesMetricsAnInequalityAndTopAlignmentFromItsVisualFormats() throws {
        let (table, _) = try table([
            ("message", { ($0 as? MessageCell)?.bubbleLabel.text = "Hi" }),
            ("message", { ($0 as? MessageCell)?.bubbleLabel.text = self.words(20) }),
        ])
        // A short message: the avatar (11 + 30 + at least 11) decides; the bubble, pinned to
        // both margins, stretches to 30.
        #expect(try height(table, 0) == 52)
        let short = try cell(table, 0, as: MessageCell.self)
        expectEqual(short.avatarView.frame, CGRect(x: 16, y: 11, width: 30, height: 30))
        expectEqual(short.bubbleLabel.frame, CGRect(x: 54, y: 11, width: 11, height: 30))
        // A long one wraps where the bubble must end, 40 points from the superview's edge (a
        // bar is the edge, not the margin): 320 − 40 − 54 = 226, 9 words of 22 a line (218;
        // 10 take 242.5): 9, 9, 2, three 12-point lines. 11 + 36 + 11.
        #expect(try height(table, 1) == 58)
        let long = try cell(table, 1, as: MessageCell.self)
        expectEqual(long.bubbleLabel.frame, CGRect(x: 54, y: 11, width: 226, height: 36))
        expectEqual(long.avatarView.frame.minY, long.bubbleLabel.frame.minY)
        expectEqual(long.avatarView.tintColor, .systemGray)
        #expect(table.layoutDiagnostics.isEmpty)
    }
}
