/// How strictly `ExplorationCheck.clippedText(_:)` judges a label shorter than its text.
public enum TextClipping: Hashable, Sendable {
    /// A line of text does not show: a label of several lines is shorter than its lines
    /// (UIKit shows the lines that fit and ends the last with an ellipsis), or a label's line
    /// is cut vertically by more than a quarter of its height. A label a fraction of a point
    /// shorter than its line (20 points for body text's 20.4, as hand layout writes it) draws
    /// the line whole to the eye and passes. What `ExplorationCheck.clippedText` judges.
    case lostLine
    /// Every label is at least as high as its lines need, within a pixel: also reports a
    /// label a fraction of a line too short, which UIKit draws without a visible loss but
    /// whose descenders may touch what lies below.
    case anyFraction
}
