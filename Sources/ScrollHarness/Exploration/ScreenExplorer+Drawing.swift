import Foundation
import TableLiaison
import ViewControllers

/// Drawing a step: a gesture by weight among those that make sense now, then its numbers.
extension ScreenExplorer {
    /// The widths a `resize` step draws from: phones, a small tablet, a wide window.
    static var widths: [CGFloat] { [320, 375, 390, 414, 600, 768] }

    /// The letters a `typeInSearchBar` step types (one or two of them): the commonest in
    /// English words, so that a search narrows a list without always emptying it.
    static var searchLetters: String { "aeinorst" }

    /// A step that makes sense in the harness's current state. Gestures are considered in
    /// `ExplorationGesture.allCases` order (never in dictionary order); one drawn that has
    /// nothing to act on is set aside and another drawn. With nothing possible, one frame
    /// passes.
    func draw(on harness: ScrollHarness, using random: inout SplitMix) -> ExplorationStep {
        var candidates = ExplorationGesture.allCases.compactMap { gesture -> (ExplorationGesture, Int)? in
            let weight = weights[gesture] ?? 0
            return weight > 0 ? (gesture, weight) : nil
        }
        while !candidates.isEmpty {
            var ticket = random.int(1...candidates.reduce(0) { $0 + $1.1 })
            var index = 0
            while ticket > candidates[index].1 {
                ticket -= candidates[index].1
                index += 1
            }
            if let step = step(candidates[index].0, on: harness, using: &random) { return step }
            candidates.remove(at: index)
        }
        return .wait(frames: 1)
    }

    private func step(
        _ gesture: ExplorationGesture, on harness: ScrollHarness, using random: inout SplitMix
    )
        -> ExplorationStep?
    {
        switch gesture {
        case .tapBarButton:
            let queries = harness.tappableBarButtonQueries
            return queries.isEmpty ? nil : .tapBarButton(random.pick(queries))
        case .tapAlertAction:
            let titles = harness.presentedAlert?.actions.filter(\.isEnabled).compactMap(\.title) ?? []
            return titles.isEmpty ? nil : .tapAlertAction(random.pick(titles))
        case .goBack:
            return harness.canGoBack ? .goBack : nil
        case .swipeDownToDismiss:
            guard let presented = harness.presentedViewController,
                ![.fullScreen, .popover].contains(presented.presentationStyleShown),
                !(presented is AlertController)
            else { return nil }
            return .swipeDownToDismiss
        case .typeInSearchBar:
            guard harness.presentedAlert == nil, harness.screenUnderAlert?.navigationItem.searchController != nil else {
                return nil
            }
            let letters = Array(Self.searchLetters)
            return .typeInSearchBar(String((0..<random.int(1...2)).map { _ in random.pick(letters) }))
        case .cancelSearch:
            guard harness.presentedAlert == nil,
                harness.screenUnderAlert?.navigationItem.searchController?.searchBar.showsCancelButtonNow == true
            else { return nil }
            return .cancelSearch
        case .wait:
            return .wait(frames: random.int(1...90))
        default:
            // Table gestures act on the top screen's table: none when it has no table or an
            // alert covers it.
            guard harness.window == nil || (!harness.topScreenHasNoTable && harness.presentedAlert == nil) else {
                return nil
            }
            return tableStep(gesture, on: harness, using: &random)
        }
    }

    private func tableStep(
        _ gesture: ExplorationGesture, on harness: ScrollHarness, using random: inout SplitMix
    ) -> ExplorationStep? {
        let table = harness.tableView
        let visible = table.indexPathsForVisibleRows ?? []
        let scrollable = table.maximumContentOffsetY > table.minimumContentOffsetY
        switch gesture {
        case .drag:
            guard scrollable else { return nil }
            let distance = random.int(20...600) * (random.int(0...1) == 0 ? -1 : 1)
            return .drag(by: CGFloat(distance), frames: random.int(1...Self.longestDragFrames))
        case .fling:
            guard scrollable else { return nil }
            let velocity = random.int(200...5_000) * (random.int(0...1) == 0 ? -1 : 1)
            return .fling(velocity: CGFloat(velocity))
        case .scrollToRow:
            let sections = (0..<table.numberOfSections).filter { table.numberOfRows(inSection: $0) > 0 }
            guard !sections.isEmpty else { return nil }
            let section = random.pick(sections)
            let row = random.int(0...(table.numberOfRows(inSection: section) - 1))
            let positions: [TableView.ScrollPosition] = [.none, .top, .middle, .bottom]
            return .scroll(toRow: IndexPath(row: row, section: section), at: random.pick(positions))
        case .tap:
            guard !visible.isEmpty else { return nil }
            return .tap(row: random.pick(visible))
        case .swipeAction:
            guard !table.isEditing else { return nil }
            let offered = visible.flatMap { row -> [ExplorationStep] in
                guard let actions = try? harness.actions(forRow: row) else { return [] }
                let leading = actions.leading.compactMap {
                    $0.title.map { ExplorationStep.swipe(row: row, action: $0, edge: .leading) }
                }
                let trailing = actions.trailing.compactMap {
                    $0.title.map { ExplorationStep.swipe(row: row, action: $0, edge: .trailing) }
                }
                return leading + trailing
            }
            return offered.isEmpty ? nil : random.pick(offered)
        case .swipeToDelete:
            guard !table.isEditing else { return nil }
            let deletable = visible.filter { row in
                (try? harness.actions(forRow: row))?.trailing.contains(where: \.isDestructive) ?? false
            }
            return deletable.isEmpty ? nil : .swipeToDelete(row: random.pick(deletable))
        case .reorder:
            let movable = visible.filter { table.dataSource?.tableView(table, canMoveRowAt: $0) ?? false }
            guard !movable.isEmpty else { return nil }
            let row = random.pick(movable)
            let section = random.int(0...(table.numberOfSections - 1))
            let slots = table.numberOfRows(inSection: section) + (section == row.section ? 0 : 1)
            return .reorder(row: row, to: IndexPath(row: random.int(0...(slots - 1)), section: section))
        case .tapAccessory:
            let buttons = visible.filter { row in
                let accessory = table.cellForRow(at: row)?.accessoryType
                return accessory == .detailButton || accessory == .detailDisclosureButton
            }
            return buttons.isEmpty ? nil : .tapAccessory(row: random.pick(buttons))
        case .pullToRefresh:
            guard harness.onRefresh != nil || table.refreshControl != nil else { return nil }
            return .pullToRefresh
        case .resize:
            let widths = Self.widths.filter { $0 != table.bounds.width }
            return .resize(width: random.pick(widths))
        case .contentSizeCategory:
            let current = table.traitCollection.preferredContentSizeCategory
            return .contentSizeCategory(random.pick(ContentSizeCategory.allCases.filter { $0 != current }))
        case .tapBarButton, .tapAlertAction, .goBack, .swipeDownToDismiss, .wait, .typeInSearchBar, .cancelSearch:
            return nil
        }
    }
}
