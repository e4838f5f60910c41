import Foundation
import ViewControllers

/// Reads the controllers a hosted window shows, for the navigation check: every controller
/// reachable from the root (containers' children, then what the outermost container
/// presents), each once.
@MainActor
struct NavigationInspection {
    /// A controller the check saw in the window, held weakly: one that leaves and is released
    /// needs no more checking.
    struct Seen {
        weak var controller: ViewController?
        var name: String
    }

    let window: Window

    /// The first inconsistency, or nil: a controller reached twice (presented twice, or both
    /// on a stack and presented); an alert with something presented over it; a controller
    /// left in the middle of an appearance transition; the screen on top not appeared; a
    /// controller under the top of its navigation stack, or one that left the window (in
    /// `seen`, no longer reachable), still appeared; `viewDidAppear` and `viewDidDisappear`
    /// out of balance. A controller in a transition still in flight (a push whose
    /// `viewDidAppear` comes at its end) is between its callbacks by right: it is checked
    /// once the transition ends. `seen` gains the controllers reachable now.
    /// - Complexity: O(controllers reachable + controllers seen before).
    func violation(seen: inout [ObjectIdentifier: Seen]) -> String? {
        var order: [ViewController] = []
        var reached = Set<ObjectIdentifier>()
        var twice: ViewController?
        func visit(_ controller: ViewController) {
            guard reached.insert(ObjectIdentifier(controller)).inserted else {
                if twice == nil { twice = controller }
                return
            }
            order.append(controller)
            for child in controller.children { visit(child) }
            // A container's children forward `presentedViewController` to it: only the
            // outermost container holds the presentation.
            if controller.parent == nil, let presented = controller.presentedViewController { visit(presented) }
        }
        if let root = window.rootViewController { visit(root) }
        if let twice {
            return "\(ScrollHarness.name(twice)) is in the window twice (presented twice, or presented while on a stack)"
        }
        for controller in order {
            if let alert = controller as? AlertController, let over = alert.presentedViewController {
                return
                    "the alert \"\(alert.title ?? "")\" is lost under \(ScrollHarness.name(over)), presented over it"
            }
            if let problem = Self.balanceProblem(of: controller) { return problem }
            if let navigation = controller as? NavigationController {
                for hidden in navigation.viewControllers.dropLast() where hidden.appearanceState == .appeared {
                    return
                        "\(ScrollHarness.name(hidden)) is under the top of its navigation stack but had no viewDidDisappear"
                }
            }
            if let tabs = controller as? TabBarController {
                for hidden in tabs.viewControllers ?? []
                where hidden !== tabs.selectedViewController && hidden.appearanceState == .appeared {
                    return "\(ScrollHarness.name(hidden)) is in a tab not selected but had no viewDidDisappear"
                }
            }
        }
        if let top = window.topViewController, top.appearanceState != .appeared, !top.isInTransition {
            return "\(ScrollHarness.name(top)) is on top but had no viewDidAppear (it is \(top.appearanceState))"
        }
        for (id, entry) in seen where !reached.contains(id) {
            guard let controller = entry.controller else {
                seen[id] = nil
                continue
            }
            if let problem = Self.balanceProblem(of: controller) { return problem + " after it left the window" }
            // Its `viewDidDisappear` comes at the end of the transition: checked after it.
            if controller.isInTransition { continue }
            if controller.appearanceState != .disappeared {
                return "\(entry.name) left the window without viewDidDisappear (it is \(controller.appearanceState))"
            }
            seen[id] = nil
        }
        for controller in order {
            seen[ObjectIdentifier(controller)] = Seen(controller: controller, name: ScrollHarness.name(controller))
        }
        return nil
    }

    /// A controller left mid-transition (not in a transition in flight), or whose
    /// `viewDidAppear` and `viewDidDisappear` counts disagree with where it is (or, in a
    /// transition in flight, with where it comes from).
    private static func balanceProblem(of controller: ViewController) -> String? {
        let state = controller.appearanceState
        if (state == .appearing || state == .disappearing) && !controller.isInTransition {
            return "\(ScrollHarness.name(controller)) is left \(state): a will callback without its did"
        }
        let counts = controller.appearanceCounts
        // Appearing, it comes from disappeared; disappearing, from appeared.
        let expected = state == .appeared || state == .disappearing ? 1 : 0
        guard counts.appeared - counts.disappeared != expected else { return nil }
        return
            "\(ScrollHarness.name(controller)) had viewDidAppear \(counts.appeared) times and viewDidDisappear \(counts.disappeared) times while \(state)"
    }
}
