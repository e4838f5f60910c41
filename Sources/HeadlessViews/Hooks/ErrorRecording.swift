/// A view that keeps the errors met in the views inside it: a table, a window.
///
/// A control records what UIKit raises on (a segment index out of range) into the recorder
/// of the closest such view above it, so the harness, which observes the table's and the
/// window's recorders, fails the test that met it. The table and the window live in modules
/// above the view layer; they take part through this.
@MainActor
package protocol ErrorRecording: AnyObject {
    /// The recorder of the errors met in this view and the views inside it.
    var errorRecorder: ErrorRecorder { get }
}
