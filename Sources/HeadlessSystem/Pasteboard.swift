import Foundation
import HeadlessViews

/// The pasteboard, as UIKit's `UIPasteboard`: headless an in-memory one that a screen writes
/// (a "Copy" action) and a test reads. ``removeAll()`` empties it between tests.
@preconcurrency @MainActor
public final class Pasteboard: NSObject {
    /// The system pasteboard, as UIKit's `general`.
    public static let general = Pasteboard()

    /// The strings on the pasteboard; setting replaces everything on it.
    public var strings: [String]? {
        get { items.compactMap { $0 as? String }.nilIfEmpty }
        set { items = newValue ?? [] }
    }
    /// The first string, as UIKit's `string`; setting replaces everything on it.
    public var string: String? {
        get { strings?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The URLs on the pasteboard; setting replaces everything on it.
    public var urls: [URL]? {
        get { items.compactMap { $0 as? URL }.nilIfEmpty }
        set { items = newValue ?? [] }
    }
    /// The first URL; setting replaces everything on it.
    public var url: URL? {
        get { urls?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// The images on the pasteboard; setting replaces everything on it.
    public var images: [Image]? {
        get { items.compactMap { $0 as? Image }.nilIfEmpty }
        set { items = newValue ?? [] }
    }
    /// The first image; setting replaces everything on it.
    public var image: Image? {
        get { images?.first }
        set { items = newValue.map { [$0] } ?? [] }
    }
    /// Whether a string is on it.
    public var hasStrings: Bool { strings != nil }
    /// Whether a URL is on it.
    public var hasURLs: Bool { urls != nil }
    /// Whether an image is on it.
    public var hasImages: Bool { images != nil }
    /// How many times its content changed, as UIKit's `changeCount`.
    public private(set) var changeCount = 0

    private var items: [any Sendable] = [] {
        didSet { changeCount += 1 }
    }

    private override init() {}

    /// Empties the pasteboard (a test's set-up).
    public func removeAll() { items = [] }
}

extension Array {
    fileprivate var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
