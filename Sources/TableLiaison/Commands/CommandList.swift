/// Handlers keyed by command. The first two live inline (most rows set one or two commands),
/// the rest in an array allocated only when needed: a feed of a million rows pays no
/// allocation per row for its commands. Shared by `Row` and `SectionComponent`.
///
/// `Handler` is meant to be a struct declared inside the owning generic class that wraps
/// the user's closure (see `Row.Handler`). Storing the closure type itself as a generic
/// parameter would make Swift convert every closure to the most general calling convention,
/// a heap-allocated thunk (about 48 bytes) per closure; a struct wrapper has one layout
/// everywhere, so the closure is stored as it was passed.
struct CommandList<Command: Equatable, Handler> {
    private var firstHandler: Handler?
    private var secondHandler: Handler?
    private var more: ContiguousArray<(Command, Handler)>?
    // The keys come last: a one-byte enum after the 16-byte handlers packs into the padding.
    private var firstCommand: Command?
    private var secondCommand: Command?

    /// Sets the handler for `command`, replacing any earlier one.
    mutating func set(_ command: Command, _ handler: Handler) {
        remove(command)
        if firstCommand == nil {
            firstCommand = command
            firstHandler = handler
        } else if secondCommand == nil {
            secondCommand = command
            secondHandler = handler
        } else {
            more = (more ?? []) + [(command, handler)]
        }
    }

    mutating func remove(_ command: Command) {
        if firstCommand == command {
            firstCommand = nil
            firstHandler = nil
        }
        if secondCommand == command {
            secondCommand = nil
            secondHandler = nil
        }
        more?.removeAll { $0.0 == command }
    }

    /// The handler for `command`, if any.
    func handler(for command: Command) -> Handler? {
        if firstCommand == command { return firstHandler }
        if secondCommand == command { return secondHandler }
        return more?.first { $0.0 == command }?.1
    }
}
