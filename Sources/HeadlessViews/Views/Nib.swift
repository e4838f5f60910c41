import Foundation

/// UIKit's `UINib`: a reference to an Interface Builder file by name.
///
/// There are no nib files headless, so a nib is only its name: registering one for a reuse
/// identifier compiles and is kept, and dequeuing a cell or a header-footer view for that
/// identifier records `TableViewError.nibNotLoadable(nibName:identifier:)` (see
/// `TableView.recordedErrors`) instead of decoding the file. Register the cell's class, or a
/// factory with `TableView.register(forCellReuseIdentifier:factory:)`, for the headless run.
public final class Nib: NSObject, Sendable {
    /// The nib file's name without its extension.
    public let name: String

    /// UIKit's initializer; the bundle is not read headless.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
    }

    /// UIKit decodes the file's top-level objects; there is no file headless, so the answer is
    /// empty.
    public func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [AnyHashable: Any]? = nil) -> [Any] {
        []
    }
}
