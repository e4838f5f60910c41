import Foundation

/// A row's or component's height and estimate: each a fixed value, a closure of the model,
/// or absent. Shared by `Row` and `SectionComponent`.
struct HeightDimensions<Model> {
    enum Dimension {
        case value(CGFloat)
        case computed(@MainActor (Model) -> CGFloat)
    }

    private var height: Dimension?
    private var estimatedHeight: Dimension?

    mutating func set(_ type: HeightType, _ dimension: Dimension?) {
        switch type {
        case .height: height = dimension
        case .estimatedHeight: estimatedHeight = dimension
        }
    }

    @MainActor
    func resolve(_ type: HeightType, for model: Model) -> CGFloat? {
        switch type == .height ? height : estimatedHeight {
        case let .value(value): value
        case let .computed(closure): closure(model)
        case nil: nil
        }
    }
}
