import Foundation
import ScrollHarness
import TableLiaison

/// A gallery of photos whose cells show a placeholder, start a download on the harness
/// clock and show the photo when it lands. Downloads take 0.3 to 1.5 seconds depending on
/// the photo, so one started earlier may land after one started later. The correct screen
/// sets the photo only when the cell still shows the photo it was downloaded for (as every
/// image-loading library does); `setsImageOnAnyRow` plants the mistake of setting it on
/// whatever row the cell shows by then.
@MainActor
package final class GalleryScreen {
    package let setsImageOnAnyRow: Bool
    package let liaison = Liaison()
    package let harness: ScrollHarness

    package static let photoCount = 60
    package static let placeholder = "placeholder"

    package init(setsImageOnAnyRow: Bool = false) throws {
        self.setsImageOnAnyRow = setsImageOnAnyRow
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        let rows = (0..<Self.photoCount).map { row(photo: $0) }
        try liaison.append(section: Section(rows: rows), animated: false)
        harness.advance(frames: 1)
    }

    package var explored: ExploredScreen<GalleryScreen> { ExploredScreen(screen: self, harness: harness) }

    /// How long the download of `photo` takes.
    package static func downloadTime(of photo: Int) -> Duration { .milliseconds(300 + (photo % 4) * 400) }

    package static func name(of photo: Int) -> String { "photo-\(photo)" }

    private func row(photo: Int) -> AnyRow {
        let row = Row<GalleryCell, Int>(photo)
        row.set(height: .height, 80)
        row.set(command: .configuration) { [weak self] cell, photo, _ in
            cell.photoID = photo
            cell.photo.image = Image(name: Self.placeholder, size: CGSize(width: 72, height: 72))
            self?.download(photo, into: cell)
        }
        return row
    }

    private func download(_ photo: Int, into cell: GalleryCell) {
        let clock = harness.clock
        let checksPhoto = !setsImageOnAnyRow
        Task { [weak cell] in
            guard (try? await clock.sleep(for: Self.downloadTime(of: photo))) != nil, let cell else { return }
            if checksPhoto && cell.photoID != photo { return }
            cell.photo.image = Image(name: Self.name(of: photo), size: CGSize(width: 72, height: 72))
        }
    }
}

/// A photo; `photoID` is the photo it was last configured for.
@MainActor
package final class GalleryCell: TableViewCell {
    package let photo = ImageView()
    package var photoID: Int?

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(photo)
    }

    package required init?(coder: NSCoder) { return nil }

    package override func prepareForReuse() {
        super.prepareForReuse()
        photoID = nil
    }
}
