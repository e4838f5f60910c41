/// Closures keyed by command, in a short array rather than a dictionary: rows hold few
/// commands, and an array of two costs a fraction of a dictionary's storage. Shared by
/// `Row` and `SectionComponent`.
struct CommandList<Command: Equatable, Closure> {
    private var entries: ContiguousArray<(Command, Closure)> = []

    /// Sets the closure for `command`, replacing any earlier one.
    mutating func set(_ command: Command, _ closure: Closure) {
        remove(command)
        entries.append((command, closure))
    }

    mutating func remove(_ command: Command) {
        entries.removeAll { $0.0 == command }
    }

    /// The closure for `command`, if any.
    func closure(for command: Command) -> Closure? {
        entries.first { $0.0 == command }?.1
    }
}
