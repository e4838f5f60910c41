import Foundation

/// The registered image sizes and colours by name, behind a lock, because `UIImage(named:)`
/// and `UIColor(named:)` are callable from any thread. `@unchecked Sendable`: every access to
/// `sizes` and `colors` holds `lock`.
final class AssetCatalog: @unchecked Sendable {
    static let shared = AssetCatalog()

    private let lock = NSLock()
    private var sizes: [String: CGSize] = [:]
    private var colors: [String: Color] = [:]

    func register(_ name: String, color: Color) {
        lock.withLock { colors[name] = color }
    }

    func removeAllColors() {
        lock.withLock { colors.removeAll() }
    }

    func color(named name: String) -> Color? {
        lock.withLock { colors[name] }
    }

    func register(_ name: String, size: CGSize) {
        lock.withLock { sizes[name] = size }
    }

    func removeAll() {
        lock.withLock { sizes.removeAll() }
    }

    func size(of name: String) -> CGSize? {
        lock.withLock { sizes[name] }
    }
}
