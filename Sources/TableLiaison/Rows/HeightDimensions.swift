import Foundation

/// A row's or component's height and estimate: each a fixed value, a closure of the model,
/// or absent. Fixed values are stored inline (NaN for none); closures, which few rows use,
/// in a box allocated on first use. Shared by `Row` and `SectionComponent`.
struct HeightDimensions<Model> {
    enum Dimension {
        case value(CGFloat)
        case computed(@MainActor (Model) -> CGFloat)
    }

    final class Closures {
        var height: (@MainActor (Model) -> CGFloat)?
        var estimatedHeight: (@MainActor (Model) -> CGFloat)?
        /// The height closure's last answer and the table's height epoch it was given in
        /// (see `ComputedHeightEpoch`); no epoch when there is none to reuse.
        var cachedHeight: CGFloat = 0
        var cachedHeightEpoch: Int?
    }

    private var height = CGFloat.nan
    private var estimatedHeight = CGFloat.nan
    private var closures: Closures?

    mutating func set(_ type: HeightType, _ dimension: Dimension?) {
        var value = CGFloat.nan
        var closure: (@MainActor (Model) -> CGFloat)?
        switch dimension {
        case let .value(fixed): value = Self.normalized(fixed)
        case let .computed(computed): closure = computed
        case nil: break
        }
        if closure != nil && closures == nil { closures = Closures() }
        // Another height is another answer.
        closures?.cachedHeightEpoch = nil
        switch type {
        case .height:
            height = value
            closures?.height = closure
        case .estimatedHeight:
            estimatedHeight = value
            closures?.estimatedHeight = closure
        }
    }

    /// A height under the table's numeric policy: NaN and negatives (the dimension
    /// sentinels included) are no height at all (NaN here, so the row self-sizes or takes the
    /// table's estimate), and values above `TableView.maximumDimension` are that maximum.
    static func normalized(_ value: CGFloat) -> CGFloat {
        value.isNaN || value < 0 ? .nan : min(value, TableView.maximumDimension)
    }

    /// Both fixed values (NaN for none) and whether any closure is set, in one read: a row
    /// without closures needs nothing else to answer its height and estimate.
    func fixedValues() -> (height: CGFloat, estimatedHeight: CGFloat, hasClosures: Bool) {
        (height, estimatedHeight, closures != nil)
    }

    /// The fixed value, or nil when there is none (a closure, or nothing).
    func fixed(_ type: HeightType) -> CGFloat? {
        let value = type == .height ? height : estimatedHeight
        return value.isNaN ? nil : value
    }

    /// The height closure's answer for `model`, reused within the table's height epoch
    /// while the liaison answers the table (see `ComputedHeightEpoch`); nil without a closure.
    @MainActor
    func computedHeight(for model: @autoclosure () -> Model) -> CGFloat? {
        guard let closures, let closure = closures.height else { return nil }
        guard let epoch = ComputedHeightEpoch.shared.current else { return closure(model()) }
        if closures.cachedHeightEpoch == epoch { return closures.cachedHeight }
        let height = closure(model())
        closures.cachedHeight = height
        closures.cachedHeightEpoch = epoch
        return height
    }

    /// Forgets the height closure's last answer (the model changed).
    func forgetComputedHeight() {
        closures?.cachedHeightEpoch = nil
    }

    /// The closure, nil when there is none.
    func closure(_ type: HeightType) -> (@MainActor (Model) -> CGFloat)? {
        type == .height ? closures?.height : closures?.estimatedHeight
    }

    /// The value, or the closure's answer for `model`. The model is read only for a closure:
    /// a row's generic code copies it through its type's metadata, which a table asking
    /// thousands of fixed heights should not pay for.
    @MainActor
    func resolve(_ type: HeightType, for model: @autoclosure () -> Model) -> CGFloat? {
        let value = type == .height ? height : estimatedHeight
        if !value.isNaN { return value }
        guard let closure = type == .height ? closures?.height : closures?.estimatedHeight else { return nil }
        return closure(model())
    }
}
