import Foundation

extension Image {
    /// The images a headless run knows by name, as an app's asset catalogue: UIKit reads an
    /// image's size from the file, and there are no files headless, so a test registers the
    /// names its screens load with the size each has (`Image.registerAsset(named:size:)`).
    ///
    /// Safe to use from any thread, as `UIImage(named:)` is.
    public static func registerAsset(named name: String, size: CGSize) {
        AssetCatalog.shared.register(name, size: size)
    }

    /// Forgets every registered asset (a test's tear-down).
    public static func removeAllRegisteredAssets() {
        AssetCatalog.shared.removeAll()
    }

    /// The asset registered as `name`, as UIKit's `UIImage(named:)`; nil, as UIKit answers
    /// for a name its catalogue does not have, when `name` was not registered with
    /// ``registerAsset(named:size:)``. Nil rather than an empty image, so that a missing asset
    /// shows as UIKit shows it and never changes a layout silently.
    public convenience init?(named name: String) {
        guard let size = AssetCatalog.shared.size(of: name) else { return nil }
        self.init(name: name, size: size)
    }

    /// `UIImage(named:in:compatibleWith:)`: the bundle and traits are not read headless.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name)
    }

    /// `UIImage(named:in:with:)`: the bundle and configuration are not read headless.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
    }
}

/// `#imageLiteral(resourceName:)` makes an `Image`, as it makes a `UIImage` in UIKit code.
extension Image: _ExpressibleByImageLiteral {
    /// The registered asset named `path` (see ``registerAsset(named:size:)``); an image of
    /// that name and zero size when none is registered (a literal cannot fail, and UIKit's
    /// would trap on a missing file).
    public convenience init(imageLiteralResourceName path: String) {
        self.init(name: path, size: AssetCatalog.shared.size(of: path) ?? .zero)
    }
}

/// The type an `#imageLiteral` without a type context makes, as UIKit declares it to be
/// `UIImage`.
public typealias _ImageLiteralType = Image
