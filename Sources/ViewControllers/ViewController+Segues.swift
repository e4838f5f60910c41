import Foundation
import VirtualTableView

extension ViewController {
    /// Declares the segue `identifier` from this controller, as a storyboard would: running it
    /// makes a destination with `destination` and shows it as `kind` says. Declaring an
    /// identifier again replaces it.
    public func registerSegue(
        withIdentifier identifier: String, kind: StoryboardSegue.Kind = .show,
        destination: @escaping @MainActor () -> ViewController
    ) {
        declaredSegues[identifier] = DeclaredSegue(kind: kind, destination: destination)
    }

    /// Runs the segue `identifier`, as UIKit's: the destination is made, this controller's
    /// `prepare(for:sender:)` receives the segue, then the segue shows the destination. An
    /// identifier never declared is recorded as ``ViewControllerError/noSegue(identifier:controller:)``
    /// and nothing happens (UIKit raises).
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        guard let declared = declaredSegues[identifier] else {
            errorRecorder.record(
                ViewControllerError.noSegue(identifier: identifier, controller: name),
                member: "performSegue(withIdentifier:sender:)")
            return
        }
        let destination = declared.destination()
        let segue = StoryboardSegue(identifier: identifier, source: self, destination: destination) {
            [weak self] in
            guard let self else { return }
            switch declared.kind {
            case .show: self.show(destination, sender: sender)
            case .showDetail: self.showDetailViewController(destination, sender: sender)
            case .presentModally: self.present(destination, animated: true)
            }
        }
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The storyboard the controller came from, as UIKit's `storyboard`: the one that made
    /// it with `instantiateViewController(withIdentifier:)` or
    /// `instantiateInitialViewController()`, nil otherwise.
    public var storyboard: Storyboard? { madeByStoryboard }
}

/// A segue declared in code for a controller.
struct DeclaredSegue {
    let kind: StoryboardSegue.Kind
    let destination: @MainActor () -> ViewController
}
