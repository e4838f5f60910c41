import Foundation
import ScrollHarness
import TableLiaison

/// Albums of photos, one section each, with a header (the album's title) and a footer (its
/// photo count), in a plain table where both pin. Each `Bug` plants a mistake in the
/// section views; without bugs the screen passes every standard check.
@MainActor
package final class AlbumsScreen {
    /// The mistakes that can be planted.
    package enum Bug: CaseIterable, Sendable {
        /// The header's configuration "sets up once": it fills the title only on a view not
        /// configured before (a flag on the view), so a reused header keeps the first
        /// section's title.
        case headerConfiguresOnce
        /// The footer's configuration sets the count only on a new view, as the header's.
        case footerConfiguresOnce
        /// A tap replays `willDisplayHeaderView` through the table's delegate for the tapped
        /// row's section, to restart an animation in its header.
        case replaysHeaderWillDisplay
    }

    package let bug: Bug?
    package let liaison = Liaison()
    package let harness: ScrollHarness

    /// The number of photos in each album.
    package static let albumSizes = [5, 9, 4, 12, 7, 3, 10, 6]

    package init(bug: Bug? = nil) throws {
        self.bug = bug
        harness = ScrollHarness(
            tableView: TableView(frame: .zero, style: .plain), liaison: liaison, viewport: CGSize(width: 320, height: 400))
        for (album, size) in Self.albumSizes.enumerated() {
            try liaison.append(section: section(album: album, size: size), animated: false)
        }
        harness.advance(frames: 1)
    }

    package var explored: ExploredScreen<AlbumsScreen> { ExploredScreen(screen: self, harness: harness) }

    private func section(album: Int, size: Int) -> Section {
        let rows = (0..<size).map { index -> AnyRow in
            let row = Row<AlbumPhotoCell, String>("album \(album), photo \(index + 1)")
            row.set(command: .configuration) { cell, text, _ in cell.label.text = text }
            row.set(height: .height, 44)
            if bug == .replaysHeaderWillDisplay {
                row.set(command: .didSelect) { [weak self] _, _, indexPath in
                    guard let table = self?.harness.tableView, let header = table.headerView(forSection: indexPath.section)
                    else { return }
                    table.delegate?.tableView(table, willDisplayHeaderView: header, forSection: indexPath.section)
                }
            }
            return row
        }
        let header = SectionComponent<AlbumHeader, String>("Album \(album)")
        header.set(height: .height, 32)
        let headerOnce = bug == .headerConfiguresOnce
        header.set(command: .configuration) { view, title, _ in
            if headerOnce && view.isConfigured { return }
            view.title.text = title
            view.isConfigured = true
        }
        let footer = SectionComponent<AlbumFooter, Int>(size)
        footer.set(height: .height, 24)
        let footerOnce = bug == .footerConfiguresOnce
        footer.set(command: .configuration) { view, count, _ in
            if footerOnce && view.isConfigured { return }
            view.count.text = "\(count) photos"
            view.isConfigured = true
        }
        return Section(rows: rows, componentDisplayOption: .both(headerComponent: header, footerComponent: footer))
    }
}

/// A one-label cell.
@MainActor
package final class AlbumPhotoCell: TableViewCell {
    package let label = Label(numberOfLines: 1)

    package override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(label)
    }

    package required init?(coder: NSCoder) { return nil }
}

/// An album's title; `isConfigured` is the flag a "set up once" configuration reads.
@MainActor
package final class AlbumHeader: TableViewHeaderFooterView {
    package let title = Label(numberOfLines: 1)
    package var isConfigured = false

    package override init(reuseIdentifier: String? = nil) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(title)
    }

    package required init?(coder: NSCoder) { return nil }
}

/// An album's photo count.
@MainActor
package final class AlbumFooter: TableViewHeaderFooterView {
    package let count = Label(numberOfLines: 1)
    package var isConfigured = false

    package override init(reuseIdentifier: String? = nil) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(count)
    }

    package required init?(coder: NSCoder) { return nil }
}
