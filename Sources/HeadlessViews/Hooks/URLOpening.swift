import Foundation

/// A responder that opens URLs for the views below it: the app, at the end of every window's
/// responder chain.
///
/// A text view opens a tapped link as UIKit does, through the app; the app lives in a module
/// above the view layer, so the text view finds it up its responder chain through this.
@MainActor
package protocol URLOpening: AnyObject {
    /// Opens `url`, as UIKit's `UIApplication.open(_:options:completionHandler:)`.
    func openURL(_ url: URL)
}
