import Foundation
import HeadlessViews

extension TableView {
    /// Whether rows start from estimates: an estimated row height other than 0, or a
    /// delegate that answers per-row estimates.
    var usesEstimates: Bool { estimatedRowHeight != 0 || delegateEstimatesRows }

    /// The estimate for a row without a delegate estimate: `estimatedRowHeight`, 44 when automatic.
    var defaultRowEstimate: CGFloat { estimatedRowHeight > 0 ? estimatedRowHeight : Self.defaultEstimatedRowHeight }

    /// Asks the delegate whether it gives per-row estimates, once per reload (see
    /// `TableViewDelegate` for why one question stands for all rows).
    /// A table loaded empty (a screen that liaises, then loads) has no row to ask: the
    /// question waits for the first row a batch inserts, so rows with their own estimates
    /// are not all counted at the default estimate.
    func probeDelegateEstimates(counts: [Int]) {
        delegateEstimatesRows = false
        estimatesUndecided = false
        probedEstimate = nil
        guard let delegate else { return }
        guard let section = counts.firstIndex(where: { $0 > 0 }) else {
            estimatesUndecided = true
            return
        }
        probeDelegateEstimates(at: IndexPath(row: 0, section: section), delegate: delegate)
    }

    private func probeDelegateEstimates(at indexPath: IndexPath, delegate: TableViewDelegate) {
        estimatesUndecided = false
        statistics.estimatedHeightForRowCalls += 1
        let estimate = Self.clampedDimension(delegate.tableView(self, estimatedHeightForRowAt: indexPath))
        delegateEstimatesRows = estimate != Self.unspecifiedDimension
        // The answer is the row's estimate too: it is not asked twice.
        probedEstimate = delegateEstimatesRows ? (indexPath, estimate) : nil
    }

    /// The probe's answer when it was about `indexPath`; the probe is used up either way.
    private func takeProbedEstimate(at indexPath: IndexPath) -> CGFloat? {
        guard let probed = probedEstimate else { return nil }
        probedEstimate = nil
        return probed.indexPath == indexPath ? probed.estimate : nil
    }

    /// Decides per-row estimates on the first row inserted into a table loaded empty.
    private func probeDelegateEstimatesIfUndecided(at indexPath: IndexPath, delegate: TableViewDelegate?) {
        guard estimatesUndecided, let delegate else { return }
        probeDelegateEstimates(at: indexPath, delegate: delegate)
    }

    /// The heights a section's rows start with, before any is displayed.
    /// O(1) with a uniform estimate; O(rows) when the delegate is asked per row.
    func initialRowHeights(section: Int, count: Int) -> HeightIndex {
        guard count > 0 else { return HeightIndex() }
        probeDelegateEstimatesIfUndecided(at: IndexPath(row: 0, section: section), delegate: delegate)
        if usesEstimates {
            guard delegateEstimatesRows, let delegate else {
                return HeightIndex(count: count, height: defaultRowEstimate, exact: false)
            }
            var heights: [CGFloat] = []
            heights.reserveCapacity(count)
            var asked = count
            if let probed = takeProbedEstimate(at: IndexPath(row: 0, section: section)) {
                heights.append(estimate(probed))
                asked -= 1
            }
            for row in heights.count..<count {
                heights.append(
                    estimate(
                        Self.clampedDimension(
                            delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section)))))
            }
            statistics.estimatedHeightForRowCalls += asked
            return HeightIndex(heights: heights, exact: Array(repeating: false, count: count))
        }
        // Without estimates every row's real height is asked now, as UIKit does.
        if let delegate {
            let first = Self.clampedDimension(delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section)))
            statistics.heightForRowCalls += 1
            if first != Self.unspecifiedDimension {
                var heights: [CGFloat] = [first]
                heights.reserveCapacity(count)
                for row in 1..<count {
                    heights.append(
                        Self.clampedDimension(delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))))
                }
                statistics.heightForRowCalls += count - 1
                let exact = heights.map { $0 >= 0 || $0 == Self.unspecifiedDimension && rowHeight >= 0 }
                let values = heights.map {
                    $0 >= 0
                        ? $0 : ($0 == Self.unspecifiedDimension && rowHeight >= 0 ? rowHeight : Self.defaultEstimatedRowHeight)
                }
                return HeightIndex(heights: values, exact: exact)
            }
        }
        return rowHeight >= 0
            ? HeightIndex(count: count, height: rowHeight, exact: true)
            : HeightIndex(count: count, height: Self.defaultEstimatedRowHeight, exact: false)
    }

    /// The starting height of one row inserted by an update.
    func initialRowHeight(at indexPath: IndexPath) -> (CGFloat, Bool) {
        initialRowHeight(at: indexPath, delegate: delegate)
    }

    /// `initialRowHeight(at:)` with the delegate already loaded: a batch inserting thousands
    /// of rows loads the weak reference once.
    func initialRowHeight(at indexPath: IndexPath, delegate: TableViewDelegate?) -> (CGFloat, Bool) {
        probeDelegateEstimatesIfUndecided(at: indexPath, delegate: delegate)
        if usesEstimates {
            if let probed = takeProbedEstimate(at: indexPath) { return (estimate(probed), false) }
            guard delegateEstimatesRows,
                let estimate = (delegate?.tableView(self, estimatedHeightForRowAt: indexPath)).map(Self.clampedDimension)
            else {
                return (defaultRowEstimate, false)
            }
            statistics.estimatedHeightForRowCalls += 1
            return (self.estimate(estimate), false)
        }
        var height =
            (delegate?.tableView(self, heightForRowAt: indexPath)).map(Self.clampedDimension) ?? Self.unspecifiedDimension
        if delegate != nil { statistics.heightForRowCalls += 1 }
        if height == Self.unspecifiedDimension { height = rowHeight }
        return height >= 0 ? (height, true) : (Self.defaultEstimatedRowHeight, false)
    }

    private func estimate(_ value: CGFloat) -> CGFloat {
        value == Self.unspecifiedDimension ? defaultRowEstimate : (value < 0 ? Self.defaultEstimatedRowHeight : value)
    }

    /// The height the delegate or `rowHeight` declares for a row about to be displayed;
    /// nil when it is automatic and the configured cell must be measured.
    func declaredRowHeight(at indexPath: IndexPath) -> CGFloat? {
        var height = Self.unspecifiedDimension
        if let delegate {
            height = Self.clampedDimension(delegate.tableView(self, heightForRowAt: indexPath))
            statistics.heightForRowCalls += 1
        }
        if height == Self.unspecifiedDimension { height = rowHeight }
        return height >= 0 ? height : nil
    }

    /// The self-sized height of a configured cell at the table's width: what the cell asks
    /// for, rounded up to the pixel grid, plus the separator's pixel (none without
    /// separators), so the row is exactly the cell's height on the grid and one pixel.
    /// A `sizeThatFits` answer that is NaN or negative counts as 0 and one above
    /// `maximumDimension` (infinity included) as that maximum.
    func measuredHeight(of cell: TableViewCell) -> CGFloat {
        statistics.sizeThatFitsCalls += 1
        cell.deliverLayoutDiagnostics(to: self)
        // The configuration updates asked for while the cell was configured run first, as
        // UIKit's: the height is the updated content's.
        cell.runPendingConfigurationUpdates()
        // UIKit sizes a self-sizing row by the cell's `systemLayoutSizeFitting` (which a cell may
        // override), the width required and the height as small as the cell allows.
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        return TextMetrics.ceilToPixel(Self.clampedMeasurement(size.height)) + separatorHeight
    }

    /// A measured height within 0…`maximumDimension`; NaN is 0.
    static func clampedMeasurement(_ height: CGFloat) -> CGFloat {
        height.isNaN ? 0 : min(max(0, height), maximumDimension)
    }

    /// A declared height or estimate under the table's numeric policy: the two sentinels
    /// (`automaticDimension`, `unspecifiedDimension`) pass; NaN and other negatives are
    /// `automaticDimension`; values above `maximumDimension` (infinity included) are that
    /// maximum. Never stored unclamped, so the content height stays finite.
    static func clampedDimension(_ value: CGFloat) -> CGFloat {
        if value == unspecifiedDimension || value == automaticDimension { return value }
        if value.isNaN || value < 0 { return automaticDimension }
        return min(value, maximumDimension)
    }

    // MARK: Headers and footers

    /// The height the delegate, else the table, gives a header or footer; negative when
    /// it is automatic.
    private func specifiedHeight(of kind: SupplementaryKind, section: Int) -> CGFloat {
        var height = Self.unspecifiedDimension
        if let delegate {
            height =
                switch kind {
                case .header: Self.clampedDimension(delegate.tableView(self, heightForHeaderInSection: section))
                case .footer: Self.clampedDimension(delegate.tableView(self, heightForFooterInSection: section))
                }
        }
        guard height == Self.unspecifiedDimension else { return height }
        return kind == .header ? sectionHeaderHeight : sectionFooterHeight
    }

    /// The estimate the delegate, else the table, gives a header or footer; negative for none.
    private func specifiedEstimate(of kind: SupplementaryKind, section: Int) -> CGFloat {
        var estimate = Self.unspecifiedDimension
        if let delegate {
            estimate =
                switch kind {
                case .header: Self.clampedDimension(delegate.tableView(self, estimatedHeightForHeaderInSection: section))
                case .footer: Self.clampedDimension(delegate.tableView(self, estimatedHeightForFooterInSection: section))
                }
        }
        guard estimate == Self.unspecifiedDimension else { return estimate }
        return kind == .header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
    }

    /// The starting height of a header or footer: a fixed answer is exact; an automatic one
    /// starts from the estimate (the delegate's, the table's, else the title's height or 0).
    /// A header's height includes `sectionHeaderTopPadding` when the header shows.
    func initialSupplementaryHeight(of kind: SupplementaryKind, section: Int) -> (CGFloat, Bool) {
        let (height, exact) = initialSupplementaryHeightWithoutPadding(of: kind, section: section)
        return (kind == .header ? height + headerTopPadding(forHeaderHeight: height) : height, exact)
    }

    private func initialSupplementaryHeightWithoutPadding(of kind: SupplementaryKind, section: Int) -> (CGFloat, Bool) {
        let height = specifiedHeight(of: kind, section: section)
        if height >= 0 { return (height, true) }
        let estimate = specifiedEstimate(of: kind, section: section)
        if estimate >= 0 { return (estimate, false) }
        guard let title = title(of: kind, section: section), !title.isEmpty else { return (0, false) }
        let probe = TableViewHeaderFooterView()
        probe.textLabel?.text = title
        return (probe.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height, false)
    }

    /// The data source's title for a header or footer.
    func title(of kind: SupplementaryKind, section: Int) -> String? {
        guard let dataSource else { return nil }
        return switch kind {
        case .header: dataSource.tableView(self, titleForHeaderInSection: section)
        case .footer: dataSource.tableView(self, titleForFooterInSection: section)
        }
    }

    /// The view for a header or footer: the delegate's, else a title view, else nil.
    func supplementaryView(of kind: SupplementaryKind, section: Int) -> View? {
        if let delegate {
            let view =
                switch kind {
                case .header: delegate.tableView(self, viewForHeaderInSection: section)
                case .footer: delegate.tableView(self, viewForFooterInSection: section)
                }
            if let view {
                adoptTraitCollection(view)
                return view
            }
        }
        guard let title = title(of: kind, section: section) else { return nil }
        let identifier = "TableView.TitleHeaderFooterView"
        if headerFooterRegistrations[identifier] == nil {
            register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: identifier)
        }
        let view = dequeueReusableHeaderFooterView(withIdentifier: identifier)
        view?.textLabel?.text = title
        if let view { adoptTraitCollection(view) }
        return view
    }

    /// The real height of a header or footer whose view is `view` (nil for none); a header's
    /// includes `sectionHeaderTopPadding` when the header shows.
    func realSupplementaryHeight(of kind: SupplementaryKind, section: Int, view: View?) -> CGFloat {
        let height = realSupplementaryHeightWithoutPadding(of: kind, section: section, view: view)
        return kind == .header ? height + headerTopPadding(forHeaderHeight: height) : height
    }

    /// The padding above every header that shows: `sectionHeaderTopPadding` when it is set;
    /// for `automaticDimension`, UIKit's automatic padding (22 points in a plain table, none
    /// in grouped and inset-grouped ones).
    var effectiveSectionHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding == Self.automaticDimension {
            return style == .plain ? Self.automaticPlainSectionHeaderTopPadding : 0
        }
        return max(0, sectionHeaderTopPadding)
    }

    /// The padding above a header `height` tall: the effective padding when the header
    /// shows, else 0.
    func headerTopPadding(forHeaderHeight height: CGFloat) -> CGFloat {
        let padding = effectiveSectionHeaderTopPadding
        return height > 0 && padding > 0 ? padding : 0
    }

    /// The padding within a section's header space `slot` (header and padding) tall.
    func headerTopPadding(inSlot slot: CGFloat) -> CGFloat {
        let padding = effectiveSectionHeaderTopPadding
        return slot > 0 && padding > 0 ? min(padding, slot) : 0
    }

    private func realSupplementaryHeightWithoutPadding(of kind: SupplementaryKind, section: Int, view: View?) -> CGFloat {
        let height = specifiedHeight(of: kind, section: section)
        if height >= 0 { return height }
        guard let view else { return 0 }
        statistics.sizeThatFitsCalls += 1
        view.deliverLayoutDiagnostics(to: self)
        view.runPendingConfigurationUpdates()
        return TextMetrics.ceilToPixel(
            Self.clampedMeasurement(view.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude)).height))
    }

    /// A section's starting layout.
    func initialSectionLayout(section: Int, rows: Int) -> SectionLayout {
        let header = initialSupplementaryHeight(of: .header, section: section)
        let footer = initialSupplementaryHeight(of: .footer, section: section)
        return SectionLayout(
            rows: initialRowHeights(section: section, count: rows),
            header: header.0, headerExact: header.1, footer: footer.0, footerExact: footer.1)
    }
}

/// Which of a section's two supplementary views a call is about.
enum SupplementaryKind {
    case header, footer
}

extension TableView {
    /// Starts a new `heightEpoch`: every height the delegate answered is to be asked again.
    func discardAnsweredHeights() {
        heightEpochStorage = Self.newHeightEpoch()
    }

    static func newHeightEpoch() -> Int {
        lastHeightEpoch &+= 1
        return lastHeightEpoch
    }
}
