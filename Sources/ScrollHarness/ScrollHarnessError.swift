/// What the harness throws when a gesture cannot be made as asked.
public enum ScrollHarnessError: Error, Equatable, CustomStringConvertible {
    /// A swipe showed no action with the title asked for.
    case noSuchSwipeAction(String)

    /// The text the value prints as.
    public var description: String {
        switch self {
        case let .noSuchSwipeAction(message): message
        }
    }
}
