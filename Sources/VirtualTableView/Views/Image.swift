import Foundation

/// An image as a headless table needs it: a name to show and a pixel size to keep its
/// aspect ratio.
public struct Image: Hashable, Sendable {
    /// The name or URL the image stands for.
    public var name: String
    /// Its size in pixels (points at scale 1).
    public var size: CGSize

    /// An image named `name` of `size`.
    public init(name: String, size: CGSize) {
        self.name = name
        self.size = size
    }

    /// Height over width; 0 for an image with no width.
    public var aspectRatio: CGFloat { size.width > 0 ? size.height / size.width : 0 }
}
