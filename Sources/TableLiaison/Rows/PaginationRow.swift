import Foundation

/// The spinner cell shown while a page loads: an `ActivityIndicatorView` centred in a
/// 44-point row.
@MainActor
open class PaginationCell: TableViewCell {
    /// The spinner; it animates while the cell is displayed.
    public let spinner = ActivityIndicatorView()

    /// Creates the view.
    public override init(style: CellStyle = .default, reuseIdentifier: String? = nil) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(spinner)
    }

    /// Fails: there are no nibs to decode the cell from headless.
    public required init?(coder: NSCoder) { return nil }

    /// Places the subviews within the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        spinner.frame = CGRect(x: (bounds.width - 20) / 2, y: (bounds.height - 20) / 2, width: 20, height: 20)
    }

    /// Stops the spinner before the cell is handed out again.
    open override func prepareForReuse() {
        super.prepareForReuse()
        spinner.stopAnimating()
    }
}

/// The default pagination row: a `PaginationCell` 44 points high whose spinner animates
/// while it is displayed. Replace it with any row in `Liaison.init(sections:paginationRow:)`.
@MainActor
public final class PaginationRow: Row<PaginationCell, Void> {
    /// A spinner row.
    public init() {
        super.init((), registration: .defaultClass)
        set(height: .height, 44)
        isSelectable = false
        set(command: .willDisplay) { cell, _, _ in cell.spinner.startAnimating() }
        set(command: .didEndDisplaying) { cell, _, _ in cell.spinner.stopAnimating() }
    }
}
