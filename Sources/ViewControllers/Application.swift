import Foundation

/// The app, as UIKit's `UIApplication`, as far as screens use it: ``shared``, opening URLs
/// (recorded, never performed) and asking whether one can be opened.
@MainActor
open class Application: NSObject {
    /// The one application object.
    public static let shared = Application()

    /// The URLs ``open(_:options:completionHandler:)`` was asked to open, oldest first.
    public private(set) var openedURLs: [URL] = []

    /// The URL schemes ``canOpenURL(_:)`` answers true for; `http`, `https`, `mailto`, `tel`
    /// and `sms` by default, as a device with the usual apps. Tests change it.
    public var openableSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms"]

    /// The keys of `open`'s options, as UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open only if an app claims the universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    private override init() {}

    /// Whether a URL of `url`'s scheme can be opened: its scheme is in ``openableSchemes``.
    public func canOpenURL(_ url: URL) -> Bool {
        openableSchemes.contains(url.scheme?.lowercased() ?? "")
    }

    /// Records `url` in ``openedURLs`` without opening it; `completion` runs with whether it
    /// could have been opened (``canOpenURL(_:)``).
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        completion?(canOpenURL(url))
    }

    /// Forgets the opened URLs (between tests).
    public func removeOpenedURLs() { openedURLs.removeAll() }
}
