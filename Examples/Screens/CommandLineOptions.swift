import Foundation

/// The options an example program was started with, such as `--width 320`.
public struct CommandLineOptions: Sendable {
    /// A value that was missing or could not be used, and what the option expects.
    public struct InvalidOption: Error, Equatable, CustomStringConvertible {
        /// The option, for example `--width`.
        public var name: String
        /// The value given after it; nil when the option was the last argument.
        public var value: String?
        /// What the option takes, for example "a positive number of points".
        public var expected: String

        /// An invalid `value` of option `name`, which takes `expected`.
        public init(name: String, value: String?, expected: String) {
            self.name = name
            self.value = value
            self.expected = expected
        }

        /// "--width expects a positive number of points, got "abc"".
        public var description: String {
            "\(name) expects \(expected), got " + (value.map { "\"\($0)\"" } ?? "nothing")
        }
    }

    /// The arguments after the program's name.
    public var arguments: [String]

    /// The options in `arguments` (by default the process's, without the program's name).
    public init(arguments: [String] = Array(CommandLine.arguments.dropFirst())) {
        self.arguments = arguments
    }

    /// Reads the process's options with `read`; an invalid one is printed with `usage` to
    /// standard error and the program exits with status 2, as command-line tools do.
    public static func read<Options>(usage: String, _ read: (CommandLineOptions) throws -> Options) -> Options {
        do {
            return try read(CommandLineOptions())
        } catch {
            FileHandle.standardError.write(Data("\(error)\nusage: \(usage)\n".utf8))
            exit(2)
        }
    }

    /// The value after `name` when `accepts` takes it; `defaultValue` when `name` is absent.
    /// - Throws: `InvalidOption` when `name` is the last argument, or its value does not
    ///   parse as `Value` or is refused by `accepts`.
    public func value<Value: LosslessStringConvertible>(
        _ name: String, default defaultValue: Value, expected: String, accepts: (Value) -> Bool = { _ in true }
    ) throws -> Value {
        guard let index = arguments.firstIndex(of: name) else { return defaultValue }
        let next = arguments.index(after: index)
        guard next < arguments.endIndex else { throw InvalidOption(name: name, value: nil, expected: expected) }
        guard let value = Value(arguments[next]), accepts(value) else {
            throw InvalidOption(name: name, value: arguments[next], expected: expected)
        }
        return value
    }

    /// A width in points: finite and positive.
    public func width(default defaultValue: Double) throws -> Double {
        try value("--width", default: defaultValue, expected: "a positive number of points") { $0.isFinite && $0 > 0 }
    }

    /// A number of frames from 0 to 100,000.
    public func frames(default defaultValue: Int) throws -> Int {
        try value("--frames", default: defaultValue, expected: "a number of frames from 0 to 100000") {
            (0...100_000).contains($0)
        }
    }

    /// A seed for the sample data.
    public func seed(default defaultValue: UInt64) throws -> UInt64 {
        try value("--seed", default: defaultValue, expected: "a whole number from 0 to \(UInt64.max)")
    }

    /// A path, when the option is given.
    /// - Throws: `InvalidOption` when `name` is the last argument.
    public func path(_ name: String) throws -> String? {
        guard arguments.contains(name) else { return nil }
        return try value(name, default: "", expected: "a file path")
    }
}
