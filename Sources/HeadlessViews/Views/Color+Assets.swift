import Foundation

extension Color {
    /// The colours a headless run knows by name, as an app's asset catalogue: there are no
    /// asset files headless, so a test registers the named colours its screens load
    /// (`Color.registerAsset(named:color:)`), as it registers images.
    ///
    /// Safe to use from any thread, as `UIColor(named:)` is.
    public static func registerAsset(named name: String, color: Color) {
        AssetCatalog.shared.register(name, color: color)
    }

    /// Forgets every registered colour (a test's tear-down).
    public static func removeAllRegisteredColorAssets() {
        AssetCatalog.shared.removeAllColors()
    }

    /// The colour registered as `name`, as UIKit's `UIColor(named:)`: its components, named
    /// `name`; nil, as UIKit answers for a name its catalogue does not have, when `name` was
    /// not registered with ``registerAsset(named:color:)``.
    public convenience init?(named name: String) {
        guard let color = AssetCatalog.shared.color(named: name) else { return nil }
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha, name: name)
    }

    /// `UIColor(named:in:compatibleWith:)`: the bundle and traits are not read headless.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name)
    }
}
