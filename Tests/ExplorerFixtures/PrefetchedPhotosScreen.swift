import Foundation
import ScrollHarness
import TableLiaison

/// A list of photos whose thumbnails are made ahead of time: the rows' prefetch command
/// makes a row's thumbnail and caches it, and the configuration shows the cached one, or
/// makes it then. With `cachesByIndexPath` the cache is keyed by index path, the mistake: a
/// delete shifts the rows below it up, and a row prefetched before the delete then shows the
/// thumbnail of the photo that was there. Its shortest repro is three gestures: a move that
/// prefetches rows below the screen, a delete, and a move that brings a prefetched row on
/// screen.
@MainActor
package final class PrefetchedPhotosScreen {
    package let cachesByIndexPath: Bool
    package let liaison = Liaison()
    package let harness: ScrollHarness
    package private(set) var photos: [Int]
    /// Thumbnails made ahead, by index path (the mistake) or by photo.
    private var thumbnails: [AnyHashable: String] = [:]

    package init(cachesByIndexPath: Bool = true) throws {
        self.cachesByIndexPath = cachesByIndexPath
        photos = Array(0..<60)
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        try liaison.append(section: Section(rows: photos.map(row(photo:))), animated: false)
        harness.advance(frames: 1)
    }

    package var explored: ExploredScreen<PrefetchedPhotosScreen> { ExploredScreen(screen: self, harness: harness) }

    package static func thumbnail(of photo: Int) -> String { "thumb-\(photo)" }

    private func key(_ photo: Int, _ indexPath: IndexPath) -> AnyHashable {
        cachesByIndexPath ? AnyHashable(indexPath) : AnyHashable(photo)
    }

    private func row(photo: Int) -> AnyRow {
        let row = Row<ThumbnailCell, Int>(photo, editingStyle: .delete)
        row.set(height: .height, 60)
        row.set(prefetchCommand: .prefetch) { [weak self] photo, indexPath in
            guard let self else { return }
            thumbnails[key(photo, indexPath)] = Self.thumbnail(of: photo)
        }
        row.set(command: .configuration) { [weak self] cell, photo, indexPath in
            cell.title.text = "Photo \(photo)"
            let name = self?.thumbnails[self?.key(photo, indexPath) ?? AnyHashable(photo)] ?? Self.thumbnail(of: photo)
            cell.thumbnail.image = Image(name: name, size: CGSize(width: 48, height: 48))
        }
        row.set(command: .delete) { [weak self] _, photo, _ in self?.photos.removeAll { $0 == photo } }
        return row
    }

    /// The standard checks and "thumbnails follow photos": each cell on screen shows its
    /// photo's thumbnail.
    package static var checks: [ExplorationCheck<PrefetchedPhotosScreen>] {
        ExplorationCheck.standard + [
            .custom("thumbnails follow photos") { explored in
                let table = explored.harness.tableView
                for indexPath in table.indexPathsForVisibleRows ?? [] {
                    guard let cell = table.cellForRow(at: indexPath) as? ThumbnailCell,
                        let photo = (explored.screen.liaison.row(at: indexPath) as? Row<ThumbnailCell, Int>)?.model
                    else { continue }
                    let shown = cell.thumbnail.image?.name
                    if shown != thumbnail(of: photo) {
                        return "row \(indexPath.row) shows photo \(photo) with thumbnail \(shown ?? "nil")"
                    }
                }
                return nil
            }
        ]
    }
}

/// A thumbnail and a title.
@MainActor
package final class ThumbnailCell: TableViewCell {
    package let thumbnail = ImageView()
    package let title = Label()

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(thumbnail)
        contentView.addSubview(title)
    }

    package required init?(coder: NSCoder) { return nil }

    package override func layoutSubviews() {
        super.layoutSubviews()
        thumbnail.frame = CGRect(x: 8, y: 6, width: 48, height: 48)
        title.frame = CGRect(x: 64, y: 20, width: max(0, contentView.bounds.width - 72), height: 21)
    }
}
