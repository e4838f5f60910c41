import Foundation

/// The animator a table passes to its delegate's context menu callbacks: it keeps the blocks
/// the delegate adds and runs them when the table calls ``finish()``, animations first, then
/// completions, each in the order added.
@preconcurrency @MainActor
public final class ContextMenuAnimator: ContextMenuInteractionAnimating {
    private var animations: [@MainActor () -> Void] = []
    private var completions: [@MainActor () -> Void] = []
    /// Whether ``finish()`` has run; a block added after it runs at once, as the menu's
    /// animation is over.
    public private(set) var isFinished = false

    /// An animator with no blocks yet.
    public init() {}

    /// Adds `animations`, run by ``finish()`` (at once when it has run).
    public func addAnimations(_ animations: @escaping @MainActor () -> Void) {
        if isFinished { animations() } else { self.animations.append(animations) }
    }

    /// Adds `completion`, run by ``finish()`` after the animations (at once when it has run).
    public func addCompletion(_ completion: @escaping @MainActor () -> Void) {
        if isFinished { completion() } else { completions.append(completion) }
    }

    /// Runs the animation blocks, then the completions, each once and in the order added: the
    /// end of the menu's animation, which headless takes no time.
    public func finish() {
        guard !isFinished else { return }
        isFinished = true
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        for block in animations { block() }
        for block in completions { block() }
    }
}
