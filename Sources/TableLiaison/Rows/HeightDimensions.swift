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
    }

    private var height = CGFloat.nan
    private var estimatedHeight = CGFloat.nan
    private var closures: Closures?

    mutating func set(_ type: HeightType, _ dimension: Dimension?) {
        var value = CGFloat.nan
        var closure: (@MainActor (Model) -> CGFloat)?
        switch dimension {
        case let .value(fixed): value = fixed
        case let .computed(computed): closure = computed
        case nil: break
        }
        if closure != nil && closures == nil { closures = Closures() }
        switch type {
        case .height:
            height = value
            closures?.height = closure
        case .estimatedHeight:
            estimatedHeight = value
            closures?.estimatedHeight = closure
        }
    }

    @MainActor
    func resolve(_ type: HeightType, for model: Model) -> CGFloat? {
        let value = type == .height ? height : estimatedHeight
        if !value.isNaN { return value }
        return (type == .height ? closures?.height : closures?.estimatedHeight)?(model)
    }
}
