#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A podcast's episode list as media apps draw one: each cell shows a shimmering placeholder
// (a gradient layer whose `locations` animate for ever) until its artwork arrives from an
// `async` loader, and two configuration buttons, a filled Play and a tinted Download whose
// look follows its state through a configuration update handler.

struct Episode: Hashable, Sendable {
    let id: Int
    let title: String
    let duration: String
}

/// Loads an episode's artwork; the app's loader fetches it, a test's waits on its clock.
protocol ArtworkLoader: Sendable {
    func artwork(for episode: Episode) async throws -> UIImage
}

final class EpisodesViewController: UITableViewController {
    private let episodes: [Episode]
    private let artworkLoader: ArtworkLoader
    private var artwork: [Int: UIImage] = [:]
    private(set) var downloads: [Int: DownloadState] = [:]
    private(set) var played: [Int] = []

    enum DownloadState: Equatable {
        case downloading
        case downloaded
    }

    init(episodes: [Episode], artworkLoader: ArtworkLoader) {
        self.episodes = episodes
        self.artworkLoader = artworkLoader
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Episodes"
        tableView.register(EpisodeCell.self, forCellReuseIdentifier: EpisodeCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 96
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        episodes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard
            let cell = tableView.dequeueReusableCell(withIdentifier: EpisodeCell.reuseIdentifier, for: indexPath)
                as? EpisodeCell
        else { return UITableViewCell() }
        let episode = episodes[indexPath.row]
        cell.titleLabel.text = episode.title
        cell.durationLabel.text = episode.duration
        cell.downloadState = downloads[episode.id]
        cell.onPlay = { [weak self] in self?.played.append(episode.id) }
        cell.onDownload = { [weak self] in self?.download(episode) }
        if let image = artwork[episode.id] {
            cell.showArtwork(image)
        } else {
            cell.showPlaceholder()
            cell.artworkTask = Task { [weak self, weak cell, artworkLoader] in
                guard let image = try? await artworkLoader.artwork(for: episode), !Task.isCancelled else { return }
                self?.artwork[episode.id] = image
                cell?.showArtwork(image)
            }
        }
        return cell
    }

    private func download(_ episode: Episode) {
        guard downloads[episode.id] == nil else { return }
        downloads[episode.id] = .downloading
        reconfigure(episode)
    }

    /// The download service reports the episode saved.
    func downloadFinished(episodeID: Int) {
        guard let episode = episodes.first(where: { $0.id == episodeID }) else { return }
        downloads[episodeID] = .downloaded
        reconfigure(episode)
    }

    private func reconfigure(_ episode: Episode) {
        guard let row = episodes.firstIndex(of: episode) else { return }
        let indexPath = IndexPath(row: row, section: 0)
        (tableView.cellForRow(at: indexPath) as? EpisodeCell)?.downloadState = downloads[episode.id]
    }
}

final class EpisodeCell: UITableViewCell {
    static let reuseIdentifier = "EpisodeCell"

    let artworkView = UIImageView()
    let shimmerView = ShimmerView()
    let titleLabel = UILabel()
    let durationLabel = UILabel()
    let playButton = UIButton(type: .system)
    let downloadButton = UIButton(type: .system)
    var onPlay: (() -> Void)?
    var onDownload: (() -> Void)?
    var artworkTask: Task<Void, Never>?

    var downloadState: EpisodesViewController.DownloadState? {
        didSet { downloadButton.setNeedsUpdateConfiguration() }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        artworkView.contentMode = .scaleAspectFill
        artworkView.clipsToBounds = true
        artworkView.layer.cornerRadius = 8
        shimmerView.layer.cornerRadius = 8
        shimmerView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.numberOfLines = 2
        durationLabel.font = .preferredFont(forTextStyle: .subheadline)
        durationLabel.textColor = .secondaryLabel

        var play = UIButton.Configuration.filled()
        play.title = "Play"
        play.image = UIImage(systemName: "play.fill")
        play.imagePadding = 6
        play.cornerStyle = .capsule
        play.buttonSize = .small
        playButton.configuration = play
        playButton.addAction(UIAction { [weak self] _ in self?.onPlay?() }, for: .touchUpInside)

        var download = UIButton.Configuration.tinted()
        download.imagePadding = 6
        download.cornerStyle = .capsule
        download.buttonSize = .small
        downloadButton.configuration = download
        downloadButton.configurationUpdateHandler = { [weak self] button in
            guard var configuration = button.configuration else { return }
            switch self?.downloadState {
            case nil:
                configuration.title = "Download"
                configuration.image = UIImage(systemName: "arrow.down.circle")
                configuration.showsActivityIndicator = false
            case .downloading:
                configuration.title = "Downloading"
                configuration.image = nil
                configuration.showsActivityIndicator = true
            case .downloaded:
                configuration.title = "Downloaded"
                configuration.image = UIImage(systemName: "checkmark.circle.fill")
                configuration.showsActivityIndicator = false
            }
            button.configuration = configuration
            button.isEnabled = self?.downloadState == nil
        }
        downloadButton.addAction(UIAction { [weak self] _ in self?.onDownload?() }, for: .touchUpInside)

        let buttons = UIStackView(arrangedSubviews: [playButton, downloadButton])
        buttons.spacing = 8
        buttons.alignment = .center
        let text = UIStackView(arrangedSubviews: [titleLabel, durationLabel, buttons])
        text.axis = .vertical
        text.spacing = 4
        text.alignment = .leading

        [artworkView, shimmerView, text].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            artworkView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            artworkView.topAnchor.constraint(equalTo: margins.topAnchor),
            artworkView.widthAnchor.constraint(equalToConstant: 64),
            artworkView.heightAnchor.constraint(equalToConstant: 64),
            artworkView.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            shimmerView.leadingAnchor.constraint(equalTo: artworkView.leadingAnchor),
            shimmerView.trailingAnchor.constraint(equalTo: artworkView.trailingAnchor),
            shimmerView.topAnchor.constraint(equalTo: artworkView.topAnchor),
            shimmerView.bottomAnchor.constraint(equalTo: artworkView.bottomAnchor),
            text.leadingAnchor.constraint(equalTo: artworkView.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        artworkTask?.cancel()
        artworkTask = nil
        onPlay = nil
        onDownload = nil
        downloadState = nil
    }

    func showPlaceholder() {
        artworkView.image = nil
        shimmerView.isHidden = false
        shimmerView.startShimmering()
    }

    func showArtwork(_ image: UIImage) {
        artworkView.image = image
        shimmerView.stopShimmering()
        shimmerView.isHidden = true
    }
}

/// A placeholder that sweeps a highlight across itself while content loads.
final class ShimmerView: UIView {
    static let animationKey = "shimmer"

    private let gradientLayer = CAGradientLayer()

    var isShimmering: Bool {
        gradientLayer.animation(forKey: Self.animationKey) != nil
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemGray5
        let base = UIColor.systemGray5.cgColor
        let highlight = UIColor.systemGray6.cgColor
        gradientLayer.colors = [base, highlight, base]
        gradientLayer.locations = [0, 0.5, 1]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0.5)
        gradientLayer.endPoint = CGPoint(x: 1, y: 0.5)
        layer.addSublayer(gradientLayer)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }

    func startShimmering() {
        guard !isShimmering else { return }
        let animation = CABasicAnimation(keyPath: "locations")
        animation.fromValue = [-1.0, -0.5, 0.0]
        animation.toValue = [1.0, 1.5, 2.0]
        animation.duration = 1.2
        animation.repeatCount = .infinity
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        gradientLayer.add(animation, forKey: Self.animationKey)
    }

    func stopShimmering() {
        gradientLayer.removeAnimation(forKey: Self.animationKey)
    }
}
