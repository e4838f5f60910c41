/// A kind of gesture the explorer draws: what a user's finger (or the device) does to a
/// screen. `ScreenExplorer.weights` says how often each is drawn; a gesture that makes no
/// sense in the current state (a reorder where no row on screen moves, a swipe where no row
/// offers actions, a pull where nothing refreshes) is not drawn then.
public enum ExplorationGesture: String, CaseIterable, Hashable, Sendable {
    /// A finger drags the content and lifts without velocity (`ExplorationStep.drag`).
    case drag
    /// A finger flicks the content (`ExplorationStep.fling`).
    case fling
    /// The screen scrolls to a row, as a status-bar tap or a search result does
    /// (`ExplorationStep.scroll`).
    case scrollToRow
    /// A tap on a row on screen (`ExplorationStep.tap`).
    case tap
    /// A swipe that opens a row's actions and taps one by its title (`ExplorationStep.swipe`).
    case swipeAction
    /// A swipe that taps a row's destructive action (`ExplorationStep.swipeToDelete`).
    case swipeToDelete
    /// A drag of a movable row by its reorder control, in editing mode
    /// (`ExplorationStep.reorder`).
    case reorder
    /// A tap on a row's detail button (`ExplorationStep.tapAccessory`).
    case tapAccessory
    /// A pull past the top that starts a refresh, when the screen refreshes
    /// (`ExplorationStep.pullToRefresh`).
    case pullToRefresh
    /// Frames pass with no gesture: work on the harness clock (a page loading) advances
    /// (`ExplorationStep.wait`).
    case wait
    /// The table's width changes, as when the device rotates (`ExplorationStep.resize`).
    case resize
    /// The text size changes, as when the user moves the slider in Settings: the table's
    /// content size category becomes another one, the accessibility sizes included
    /// (`ExplorationStep.contentSizeCategory`).
    case contentSizeCategory
    /// A tap on a bar button of the top screen's navigation bar, when the harness hosts view
    /// controllers (`ExplorationStep.tapBarButton`).
    case tapBarButton
    /// A tap on an action of the presented alert (`ExplorationStep.tapAlertAction`).
    case tapAlertAction
    /// A tap on the back button of the visible navigation bar (`ExplorationStep.goBack`).
    case goBack
    /// A presented sheet swiped down (`ExplorationStep.swipeDownToDismiss`).
    case swipeDownToDismiss
    /// Letters typed into the top screen's search bar (`ExplorationStep.typeInSearchBar`).
    /// Not in ``defaultWeights``: give it a weight to explore a screen's search (kept out of
    /// the default draw so that seeded explorations of other screens keep their steps).
    case typeInSearchBar
    /// The search bar's Cancel tapped (`ExplorationStep.cancelSearch`); not in
    /// ``defaultWeights``, as ``typeInSearchBar``.
    case cancelSearch

    /// How often each gesture is drawn by default, relative to the others: scrolling and
    /// waiting most; flings (hundreds of frames of deceleration each), editing gestures,
    /// width changes and text size changes least. Among the gestures across screens, alert
    /// actions most (an alert blocks every other gesture), then bar buttons and back.
    public static let defaultWeights: [ExplorationGesture: Int] = [
        .drag: 6, .fling: 1, .scrollToRow: 4, .tap: 3, .swipeAction: 1, .swipeToDelete: 1, .reorder: 1,
        .tapAccessory: 1, .pullToRefresh: 1, .wait: 3, .resize: 1,
        .contentSizeCategory: 1, .tapBarButton: 2, .tapAlertAction: 3, .goBack: 2, .swipeDownToDismiss: 1,
    ]
}
