import Foundation

/// Where snapshots live and how a new text is checked against the stored one.
///
/// A snapshot named `name` of a test in `Tests/Foo/BarTests.swift` is stored at
/// `Tests/Foo/__Snapshots__/BarTests/name.txt`, UTF-8, ending with a newline.
public struct SnapshotStore: Sendable {
    /// What to do with the stored file.
    public enum RecordMode: Sendable, Equatable {
        /// Compare with the stored file; a missing file is written and the check fails once,
        /// except under CI (the `CI` environment variable set), where nothing is written so a
        /// retried job cannot pass on a snapshot nobody looked at.
        case missing
        /// Write the file whatever it holds; the check fails when the text changed, naming
        /// the file, so a recording run shows what it rewrote.
        case all
        /// Compare only; a missing file fails without being written.
        case never

        /// `.all` when the `SNAPSHOTS` environment variable is `record`, `.never` when it is
        /// `never` or when `CI` is set, else `.missing`.
        public static var fromEnvironment: RecordMode {
            let environment = ProcessInfo.processInfo.environment
            switch environment["SNAPSHOTS"] {
            case "record": return .all
            case "never": return .never
            default: return environment["CI"].map { !$0.isEmpty } == true ? .never : .missing
            }
        }
    }

    /// What a check found.
    public enum Outcome: Sendable, Equatable {
        /// The stored text is the new text.
        case matched
        /// The file was written (a first run or record mode); the check fails with `message`.
        case recorded(path: String, message: String)
        /// The texts differ, or the file is missing and was not written; `message` holds
        /// the diff and the file's path.
        case failed(path: String, message: String)

        /// The failure message, nil when the snapshot matched.
        public var failureMessage: String? {
            switch self {
            case .matched: nil
            case let .recorded(_, message), let .failed(_, message): message
            }
        }
    }

    /// The folder the snapshots of one test file are stored in.
    public var directory: URL

    /// The store of the test file at `filePath` (pass `#filePath`): its
    /// `__Snapshots__/<file name without .swift>` sibling folder.
    public init(filePath: String) {
        let file = URL(fileURLWithPath: filePath)
        directory = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent, isDirectory: true)
    }

    /// A store in `directory` (a temporary folder in the snapshot tool's own tests).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file of the snapshot `name`.
    public func url(of name: String) -> URL {
        directory.appendingPathComponent(name + ".txt")
    }

    /// Checks `text` against the snapshot `name`, writing the file as `mode` says.
    /// Never throws: a file that cannot be read or written is a failed check saying why.
    public func check(_ text: String, named name: String, mode: RecordMode) -> Outcome {
        let url = url(of: name)
        let path = url.path
        let stored: String?
        if FileManager.default.fileExists(atPath: path) {
            do {
                stored = Self.normalize(try String(contentsOf: url, encoding: .utf8))
            } catch {
                return .failed(path: path, message: "Could not read the snapshot \(path): \(error)")
            }
        } else {
            stored = nil
        }
        let new = Self.normalize(text)
        if stored == new { return .matched }
        switch (stored, mode) {
        case (nil, .never):
            return .failed(
                path: path,
                message: """
                    No snapshot stored at \(path), and none recorded (record mode never, or CI set). \
                    Run with SNAPSHOTS=record to record it, then review and commit the file.
                    """)
        case (nil, _):
            if let failure = write(new, to: url) { return failure }
            return .recorded(
                path: path,
                message: """
                    Recorded a new snapshot at \(path). Check it, commit it, and run the test again.
                    """)
        case let (stored?, .all):
            if let failure = write(new, to: url) { return failure }
            return .recorded(
                path: path,
                message: """
                    Re-recorded the snapshot at \(path) (record mode); it changed:
                    \(LineDiff(old: stored, new: new).lines.joined(separator: "\n"))
                    """)
        case let (stored?, _):
            return .failed(
                path: path,
                message: """
                    Snapshot does not match \(path) (- stored, + new):
                    \(LineDiff(old: stored, new: new).lines.joined(separator: "\n"))
                    Run with SNAPSHOTS=record to accept the new text.
                    """)
        }
    }

    private func write(_ text: String, to url: URL) -> Outcome? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data((text + "\n").utf8).write(to: url, options: .atomic)
            return nil
        } catch {
            return .failed(path: url.path, message: "Could not write the snapshot \(url.path): \(error)")
        }
    }

    /// One trailing newline is the file's, not the text's; "\r\n" reads as "\n", so a
    /// checkout that converts line endings still matches.
    private static func normalize(_ text: String) -> String {
        var text = text.replacingOccurrences(of: "\r\n", with: "\n")
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
