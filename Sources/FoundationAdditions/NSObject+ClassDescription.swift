import Foundation

#if !canImport(ObjectiveC)
    extension NSObject {
        /// The class's name, as the Objective-C runtime's `+[NSObject description]` answers
        /// it on Apple platforms (swift-corelibs-foundation's `NSObject` has no class
        /// `description()`): the module-qualified name, `"MyApp.FeedCell"`. So a protocol
        /// that requires `static func description() -> String` is satisfied by every class
        /// of the package, as it is by UIKit's.
        public class func description() -> String { String(reflecting: self) }
    }
#endif
