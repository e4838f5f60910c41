import ConstraintSolver
import Foundation

/// The engine's record of one view or layout guide: its four variables (left, top, width,
/// height, in the host's coordinates; right, centre and baselines are expressions of
/// them) and the constraints the engine keeps for it on its own.
@MainActor
final class ItemRecord {
    weak var view: View?
    weak var guide: LayoutGuide?
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable
    /// The record of the superview (views) or owning view (guides); nil for the host.
    let parent: ItemRecord?
    let isHost: Bool
    /// Frame constraints (x, y, width, height) of a view whose frame is kept as constraints,
    /// and of the host; their current right-hand values.
    var frameIDs: [ConstraintID?] = []
    var frameValues: [Double] = []
    /// Width and height constraints of the frame set aside while the view is being fitted.
    var frameSizeSuspended = false
    /// Guide constraints (left, top, width, height insets) and their values.
    var guideIDs: [ConstraintID] = []
    var guideValues: [Double] = []
    /// Content-size constraints: width hugging, width compression, height hugging, height
    /// compression; nil where the view has no intrinsic metric.
    var contentIDs: [ConstraintID?] = [nil, nil, nil, nil]
    var contentSize = CGSize(width: -1, height: -1)
    var tracksContentSize = false
    var heightForWidth = false
    /// The view's height for a width, measured last (see `View.invalidatesHeightForWidthOnEveryChange`);
    /// dropped when the view invalidates its intrinsic size.
    var measuredHeight: (width: CGFloat, height: CGFloat)?

    init(view: View?, guide: LayoutGuide?, parent: ItemRecord?, isHost: Bool, solver: Solver, name: String) {
        self.view = view
        self.guide = guide
        self.parent = parent
        self.isHost = isHost
        left = solver.makeVariable(name + ".left")
        top = solver.makeVariable(name + ".top")
        width = solver.makeVariable(name + ".width")
        height = solver.makeVariable(name + ".height")
    }
}
