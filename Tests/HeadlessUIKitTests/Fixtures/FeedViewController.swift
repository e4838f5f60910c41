#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

// A feed built from cell controllers, in the style of clean-architecture courses: the table
// controller knows only `CellController`s, each row's controller owns its cell while it is
// displayed and its image load (started early by prefetching, cancelled when the row goes),
// a load-more cell ends the list, and a refresh control reloads the first page. Loaders are
// injected and complete on any queue; the screen hops to the main queue itself.

struct FeedPost: Hashable, Sendable {
    let id: Int
    let author: String
    let text: String
    let imageURL: URL?
}

struct FeedPage: Sendable {
    let posts: [FeedPost]
    let hasMore: Bool
}

/// Loads a page of the feed; `completion` may run on any queue.
protocol FeedLoader {
    func load(page: Int, completion: @escaping @Sendable (Result<FeedPage, Error>) -> Void)
}

/// A running image load the feed can cancel.
protocol FeedImageDataLoaderTask {
    func cancel()
}

/// Loads an image's bytes; `completion` may run on any queue, and not at all once cancelled.
protocol FeedImageDataLoader {
    func loadImageData(
        from url: URL, completion: @escaping @Sendable (Result<Data, Error>) -> Void
    )
        -> FeedImageDataLoaderTask
}

/// What the feed table knows of a row: its cell, and the work it can start early or stop.
@MainActor
protocol CellController {
    func view(in tableView: UITableView) -> UITableViewCell
    func preload()
    func cancel()
}

extension CellController {
    func preload() {}
    func cancel() {}
}

final class FeedViewController: UITableViewController, UITableViewDataSourcePrefetching {
    private enum Section: Int, CaseIterable {
        case posts
        case loadMore
    }

    private let loader: FeedLoader
    private let imageLoader: FeedImageDataLoader
    private var posts: [CellController] = []
    private var loadMore: LoadMoreCellController?
    private var nextPage = 0
    private var isLoading = false

    init(loader: FeedLoader, imageLoader: FeedImageDataLoader) {
        self.loader = loader
        self.imageLoader = imageLoader
        super.init(style: .plain)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        tableView.register(FeedPostCell.self, forCellReuseIdentifier: FeedPostCell.reuseIdentifier)
        tableView.register(LoadMoreCell.self, forCellReuseIdentifier: LoadMoreCell.reuseIdentifier)
        tableView.prefetchDataSource = self
        tableView.separatorStyle = .none
        tableView.estimatedRowHeight = 120

        let refreshControl = UIRefreshControl()
        refreshControl.attributedTitle = NSAttributedString(
            string: "Pull to refresh", attributes: [.foregroundColor: UIColor.secondaryLabel])
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        self.refreshControl = refreshControl
        refresh()
    }

    // MARK: - Loading

    /// Loads the first page again; the refresh control spins until it lands.
    func refresh() {
        guard !isLoading else { return }
        refreshControl?.beginRefreshing()
        load(page: 0)
    }

    private func loadNextPage() {
        guard !isLoading, let loadMore, loadMore.state != .finished else { return }
        loadMore.state = .loading
        load(page: nextPage)
    }

    private func load(page: Int) {
        isLoading = true
        loader.load(page: page) { [weak self] result in
            DispatchQueue.main.async {
                self?.didLoad(page: page, result: result)
            }
        }
    }

    private func didLoad(page: Int, result: Result<FeedPage, Error>) {
        isLoading = false
        if page == 0 { refreshControl?.endRefreshing() }
        switch result {
        case let .success(feed):
            let controllers: [CellController] = feed.posts.map { post in
                FeedPostCellController(post: post, imageLoader: imageLoader)
            }
            nextPage = page + 1
            let loadMore = self.loadMore ?? LoadMoreCellController()
            loadMore.state = feed.hasMore ? .idle : .finished
            if page == 0 {
                posts.forEach { $0.cancel() }
                posts = controllers
                self.loadMore = loadMore
                tableView.reloadData()
            } else {
                let first = posts.count
                posts += controllers
                let rows = (first..<posts.count).map { IndexPath(row: $0, section: Section.posts.rawValue) }
                tableView.performBatchUpdates {
                    self.tableView.insertRows(at: rows, with: .automatic)
                    self.tableView.reloadRows(at: [IndexPath(row: 0, section: Section.loadMore.rawValue)], with: .none)
                }
            }
        case .failure:
            if let loadMore {
                loadMore.state = .failed("Couldn’t load more posts. Tap to retry.")
                tableView.reloadRows(at: [IndexPath(row: 0, section: Section.loadMore.rawValue)], with: .none)
            }
        }
    }

    // MARK: - Data source

    private func cellController(at indexPath: IndexPath) -> CellController? {
        switch Section(rawValue: indexPath.section) {
        case .posts: posts.indices.contains(indexPath.row) ? posts[indexPath.row] : nil
        case .loadMore: loadMore
        case nil: nil
        }
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section) {
        case .posts: posts.count
        case .loadMore: loadMore == nil ? 0 : 1
        case nil: 0
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellController(at: indexPath)?.view(in: tableView) ?? UITableViewCell()
    }

    // MARK: - Delegate

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.section == Section.loadMore.rawValue, loadMore?.state == .idle {
            loadNextPage()
        }
    }

    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        cellController(at: indexPath)?.cancel()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        if indexPath.section == Section.loadMore.rawValue, case .failed = loadMore?.state {
            loadNextPage()
        }
    }

    // MARK: - UITableViewDataSourcePrefetching

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        indexPaths.forEach { cellController(at: $0)?.preload() }
    }

    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        indexPaths.forEach { cellController(at: $0)?.cancel() }
    }
}

// MARK: - Post rows

final class FeedPostCellController: CellController {
    private let post: FeedPost
    private let imageLoader: FeedImageDataLoader
    private var task: FeedImageDataLoaderTask?
    private var loadedImage: UIImage?
    private var cell: FeedPostCell?

    init(post: FeedPost, imageLoader: FeedImageDataLoader) {
        self.post = post
        self.imageLoader = imageLoader
    }

    func view(in tableView: UITableView) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: FeedPostCell.reuseIdentifier) as? FeedPostCell
            ?? FeedPostCell(style: .default, reuseIdentifier: FeedPostCell.reuseIdentifier)
        self.cell = cell
        cell.authorLabel.text = post.author
        cell.bodyLabel.text = post.text
        cell.postImageView.image = loadedImage
        cell.postImageView.isHidden = post.imageURL == nil
        cell.retryButton.isHidden = true
        cell.onRetry = { [weak self] in self?.loadImage() }
        if loadedImage == nil { loadImage() }
        return cell
    }

    func preload() {
        guard loadedImage == nil else { return }
        loadImage()
    }

    func cancel() {
        task?.cancel()
        task = nil
        cell?.onRetry = nil
        cell = nil
    }

    private func loadImage() {
        guard let url = post.imageURL, task == nil else { return }
        cell?.isLoadingImage = true
        cell?.retryButton.isHidden = true
        task = imageLoader.loadImageData(from: url) { [weak self] result in
            DispatchQueue.main.async {
                self?.didLoadImage(result)
            }
        }
    }

    private func didLoadImage(_ result: Result<Data, Error>) {
        task = nil
        cell?.isLoadingImage = false
        if let image = (try? result.get()).flatMap(UIImage.init(data:)) {
            loadedImage = image
            cell?.postImageView.image = image
        } else {
            cell?.retryButton.isHidden = false
        }
    }
}

final class FeedPostCell: UITableViewCell {
    static let reuseIdentifier = "FeedPostCell"

    let authorLabel = UILabel()
    let bodyLabel = UILabel()
    let postImageView = UIImageView()
    let retryButton = UIButton(type: .system)
    var onRetry: (() -> Void)?

    /// Shown while the image loads.
    var isLoadingImage = false {
        didSet { postImageView.backgroundColor = isLoadingImage ? .secondarySystemBackground : .clear }
    }

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        authorLabel.font = .preferredFont(forTextStyle: .headline)
        bodyLabel.font = .preferredFont(forTextStyle: .body)
        bodyLabel.numberOfLines = 0
        postImageView.contentMode = .scaleAspectFill
        postImageView.clipsToBounds = true
        retryButton.setTitle("↻ Retry", for: .normal)
        retryButton.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [authorLabel, bodyLabel, postImageView, retryButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            postImageView.heightAnchor.constraint(equalTo: postImageView.widthAnchor, multiplier: 0.5),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        postImageView.image = nil
        onRetry = nil
    }
}

// MARK: - Load more

final class LoadMoreCellController: CellController {
    enum State: Equatable {
        case idle
        case loading
        case failed(String)
        case finished
    }

    var state = State.idle {
        didSet { configure() }
    }
    private var cell: LoadMoreCell?

    func view(in tableView: UITableView) -> UITableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: LoadMoreCell.reuseIdentifier) as? LoadMoreCell
            ?? LoadMoreCell(style: .default, reuseIdentifier: LoadMoreCell.reuseIdentifier)
        self.cell = cell
        configure()
        return cell
    }

    // No `cancel()`: there is no work to stop, and the cell must stay: when the row reloads,
    // the table asks for the new cell before the old one ends displaying.

    private func configure() {
        guard let cell else { return }
        switch state {
        case .idle, .loading:
            cell.spinner.startAnimating()
            cell.messageLabel.text = nil
            cell.selectionStyle = .none
        case let .failed(message):
            cell.spinner.stopAnimating()
            cell.messageLabel.text = message
            cell.selectionStyle = .default
        case .finished:
            cell.spinner.stopAnimating()
            cell.messageLabel.text = "You’re all caught up."
            cell.selectionStyle = .none
        }
    }
}

final class LoadMoreCell: UITableViewCell {
    static let reuseIdentifier = "LoadMoreCell"

    let spinner = UIActivityIndicatorView(style: .medium)
    let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        messageLabel.textAlignment = .center
        messageLabel.textColor = .secondaryLabel
        messageLabel.font = .preferredFont(forTextStyle: .footnote)
        messageLabel.numberOfLines = 0
        [spinner, messageLabel].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            spinner.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            messageLabel.topAnchor.constraint(equalTo: spinner.bottomAnchor, constant: 4),
            messageLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            messageLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            messageLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }
}
