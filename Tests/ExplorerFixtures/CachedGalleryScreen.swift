import Foundation
import ScrollHarness
import TableLiaison

/// A gallery as apps write one: an image cache of 30 photos (the least recently used is
/// evicted), a cell that shows a cached photo at once, else a placeholder and a download of
/// half a second on the harness clock, whose completion fills the cache and sets the photo
/// only when the cell still represents it (its `representedID`). A cell may thus show its
/// photo while a fresh cell, the cache having evicted it since, shows the placeholder until
/// its own download lands: the screen is correct. `setsImageOnAnyRow` plants the mistake of
/// setting the photo on whatever row the cell represents by then.
@MainActor
package final class CachedGalleryScreen {
    package let setsImageOnAnyRow: Bool
    package let liaison = Liaison()
    package let harness: ScrollHarness
    /// The cached photos' names by photo, and their use order, least recent first.
    private var cache: [Int: String] = [:]
    private var recency: [Int] = []

    package static let photoCount = 60
    package static let cacheCapacity = 30
    package static let downloadTime: Duration = .milliseconds(500)
    package static let placeholder = "placeholder"

    package init(setsImageOnAnyRow: Bool = false) throws {
        self.setsImageOnAnyRow = setsImageOnAnyRow
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        let rows = (0..<Self.photoCount).map { row(photo: $0) }
        try liaison.append(section: Section(rows: rows), animated: false)
        harness.advance(frames: 1)
    }

    package var explored: ExploredScreen<CachedGalleryScreen> { ExploredScreen(screen: self, harness: harness) }

    package static func name(of photo: Int) -> String { "photo-\(photo)" }

    private static func image(_ name: String) -> Image { Image(name: name, size: CGSize(width: 72, height: 72)) }

    private func row(photo: Int) -> AnyRow {
        let row = Row<CachedPhotoCell, Int>(photo)
        row.set(height: .height, 80)
        row.set(command: .configuration) { [weak self] cell, photo, _ in
            cell.representedID = photo
            guard let self else { return }
            if let name = cachedPhoto(photo) {
                cell.photo.image = Self.image(name)
            } else {
                cell.photo.image = Self.image(Self.placeholder)
                download(photo, into: cell)
            }
        }
        return row
    }

    private func cachedPhoto(_ photo: Int) -> String? {
        guard let name = cache[photo] else { return nil }
        recency.removeAll { $0 == photo }
        recency.append(photo)
        return name
    }

    private func store(_ photo: Int) {
        cache[photo] = Self.name(of: photo)
        recency.removeAll { $0 == photo }
        recency.append(photo)
        while recency.count > Self.cacheCapacity { cache[recency.removeFirst()] = nil }
    }

    private func download(_ photo: Int, into cell: CachedPhotoCell) {
        let checksPhoto = !setsImageOnAnyRow
        let clock = harness.clock
        Task { [weak self, weak cell] in
            guard (try? await clock.sleep(for: Self.downloadTime)) != nil, let self else { return }
            store(photo)
            guard let cell, !checksPhoto || cell.representedID == photo else { return }
            cell.photo.image = Self.image(Self.name(of: photo))
        }
    }
}

/// A photo; `representedID` is the photo it was last configured for.
@MainActor
package final class CachedPhotoCell: TableViewCell {
    package let photo = ImageView()
    package var representedID: Int?

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(photo)
    }

    package required init?(coder: NSCoder) { return nil }
}
