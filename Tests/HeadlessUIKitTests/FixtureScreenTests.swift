import Foundation
import ScrollHarness
import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// The fixture screens of `Fixtures/`, each written against UIKit's names only, driven by the
/// harness as a person would use them. One nested suite per screen.
@MainActor
enum FixtureScreenTests {
    /// Runs what `DispatchQueue.main.async` queued before this call: the main queue runs its
    /// blocks in order, so once this one runs, every block queued before it has run.
    static func drainMainQueue() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// The first bytes of a PNG of `width` × `height` pixels: its signature and IHDR chunk,
    /// what `UIImage(data:)` reads for the size.
    nonisolated static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    /// The lines of `render` that show something, trimmed.
    static func lines(_ render: String) -> [String] {
        render.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
}
