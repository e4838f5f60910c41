import Foundation

// Foundation members that UIKit code meets and that swift-corelibs-foundation lacks, declared
// only where the platform lacks them: on Apple platforms Foundation's own are used.
#if !canImport(Darwin)
    extension NSMutableAttributedString {
        /// An empty attributed string, as Foundation's `init()` on Apple platforms.
        public convenience init() {
            self.init(string: "")
        }
    }

    extension NSString {
        /// A string made from `format` and `arguments` with the current locale's separators,
        /// as Foundation's `localizedStringWithFormat(_:_:)` on Apple platforms.
        public static func localizedStringWithFormat(_ format: NSString, _ arguments: CVarArg...) -> NSString {
            NSString(string: String(format: format as String, locale: Locale.current, arguments: arguments))
        }
    }

    extension URL {
        /// Asks for access to a resource outside the app's sandbox (a file a document picker
        /// gave), as Foundation's on Apple platforms: nothing is sandboxed headless, so the
        /// answer is whether the URL is a file URL.
        public func startAccessingSecurityScopedResource() -> Bool { isFileURL }

        /// Gives back the access `startAccessingSecurityScopedResource()` asked for; nothing to
        /// give back headless.
        public func stopAccessingSecurityScopedResource() {}
    }
#endif
