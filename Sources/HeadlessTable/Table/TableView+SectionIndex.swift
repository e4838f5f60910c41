import Foundation
import HeadlessViews

extension TableView {
    /// The titles of the section index, as the data source's `sectionIndexTitles(for:)`
    /// answers now; empty without an index.
    public var sectionIndexTitles: [String] {
        dataSource?.sectionIndexTitles(for: self) ?? []
    }

    /// A tap on the section index title at `index`: asks the data source's
    /// `sectionForSectionIndexTitle` and scrolls the section's top to the top of the visible
    /// area (clamped to the content), as UIKit. Returns the section.
    /// - Throws: `TableViewError.sectionIndexTitleOutOfRange` for an index the titles do not
    ///   have; `.sectionIndexTargetOutOfRange` when the data source answers a section that
    ///   does not exist; what the data source throws while laying out.
    @discardableResult
    public func tapSectionIndexTitle(at index: Int) throws -> Int {
        try layoutTable()
        let titles = sectionIndexTitles
        guard index >= 0 && index < titles.count else {
            throw TableViewError.sectionIndexTitleOutOfRange(index: index, titleCount: titles.count)
        }
        let title = titles[index]
        let section = dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index) ?? index
        guard section >= 0 && section < layout.numberOfSections else {
            throw TableViewError.sectionIndexTargetOutOfRange(
                title: title, section: section, sectionCount: layout.numberOfSections)
        }
        let target = clampedOffsetY(layout.sectionTop(section) - adjustedContentInset.top)
        if target != bounds.origin.y { moveContent(to: CGPoint(x: bounds.origin.x, y: target)) }
        if let error = layoutError { throw error }
        return section
    }
}
