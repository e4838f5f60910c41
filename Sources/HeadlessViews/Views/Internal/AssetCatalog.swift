import Foundation

/// The registered image sizes by name, behind a lock, because `UIImage(named:)` is callable
/// from any thread. `@unchecked Sendable`: every access to `sizes` holds `lock`.
final class AssetCatalog: @unchecked Sendable {
    static let shared = AssetCatalog()

    private let lock = NSLock()
    private var sizes: [String: CGSize] = [:]

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
