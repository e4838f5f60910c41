/// Closures keyed by command. The first two live inline (most rows set one or two
/// commands), the rest in an array allocated only when needed: a feed of a million rows
/// pays no allocation per row for its commands. Shared by `Row` and `SectionComponent`.
struct CommandList<Command: Equatable, Closure> {
    private var first: (Command, Closure)?
    private var second: (Command, Closure)?
    private var more: ContiguousArray<(Command, Closure)>?

    /// Sets the closure for `command`, replacing any earlier one.
    mutating func set(_ command: Command, _ closure: Closure) {
        remove(command)
        if first == nil {
            first = (command, closure)
        } else if second == nil {
            second = (command, closure)
        } else {
            more = (more ?? []) + [(command, closure)]
        }
    }

    mutating func remove(_ command: Command) {
        if first?.0 == command { first = nil }
        if second?.0 == command { second = nil }
        more?.removeAll { $0.0 == command }
    }

    /// The closure for `command`, if any.
    func closure(for command: Command) -> Closure? {
        if let first, first.0 == command { return first.1 }
        if let second, second.0 == command { return second.1 }
        return more?.first { $0.0 == command }?.1
    }
}
