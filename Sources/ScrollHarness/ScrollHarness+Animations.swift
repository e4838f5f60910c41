import Foundation
import TableLiaison

extension ScrollHarness {
    /// Drives the table's layers on the harness's animation timeline and logs what the
    /// timeline claims and stops (its starts are not logged: one comes at the begin time of
    /// every animation added).
    func observeAnimations() {
        animationTimeline.drive(tableView)
        animationTimeline.observer = { [weak self] event in
            guard let self else { return }
            let outcome: String
            let kind: HarnessEvent.Kind
            switch event.kind {
            case .added: (kind, outcome) = (.animationAdded, "")
            case .started: return
            case .stopped(let finished): (kind, outcome) = (.animationDidStop, finished ? " finished" : " removed")
            }
            let owner = event.view.map { " on \(type(of: $0))" } ?? ""
            record(
                kind, indexPath: indexPath(ofCellHolding: event.view),
                detail: "\(event.key ?? "(no key)") \(event.animatedProperty)\(owner)\(outcome)")
        }
    }

    /// Moves the animation timeline to the harness's time: what starts or ends by then does.
    func advanceAnimations() {
        animationTimeline.advance(to: time)
    }

    /// Claims the animations added during the frame (a cell configured in its layout), so
    /// they count from this frame.
    func claimAnimations() {
        animationTimeline.claimAddedAnimations()
    }

    /// Delivers the stops of the animations removed during the frame, after its layout: the
    /// end of the run loop's turn, where UIKit delivers them.
    func deliverRemovalStops() {
        AnimationTimeline.deliverRemovalStops()
    }

    /// The index path of the displayed cell that holds `view`, if any.
    private func indexPath(ofCellHolding view: View?) -> IndexPath? {
        var current = view
        while let candidate = current {
            if let cell = candidate as? TableViewCell { return tableView.displayedIndexPath(of: cell) }
            current = candidate.superview
        }
        return nil
    }
}
