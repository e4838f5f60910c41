import ExampleScreens
import TestSupport
import Testing

struct CommandLineOptionsTests {
    @Test func givenValuesAreReadAndAbsentOnesFallBackToTheDefault() throws {
        let options = CommandLineOptions(arguments: ["--width", "320", "--seed", "7", "--filmstrip", "/tmp/f.html"])
        #expect(try options.width(default: 375) == 320)
        #expect(try options.seed(default: 1) == 7)
        #expect(try options.frames(default: 60) == 60)
        #expect(try options.path("--filmstrip") == "/tmp/f.html")
        #expect(try options.path("--other") == nil)
    }

    @Test func anOptionWithoutItsValueIsAnErrorNotATrap() {
        #expect(
            throws: CommandLineOptions.InvalidOption(
                name: "--seed", value: nil, expected: "a whole number from 0 to \(UInt64.max)")
        ) {
            try CommandLineOptions(arguments: ["--seed"]).seed(default: 1)
        }
        #expect(throws: CommandLineOptions.InvalidOption(name: "--filmstrip", value: nil, expected: "a file path")) {
            try CommandLineOptions(arguments: ["--filmstrip"]).path("--filmstrip")
        }
    }

    @Test func valuesThatDoNotParseOrMeanNothingAreRefused() {
        for width in ["abc", "nan", "inf", "-5", "0"] {
            #expect(throws: CommandLineOptions.InvalidOption.self) {
                try CommandLineOptions(arguments: ["--width", width]).width(default: 375)
            }
        }
        #expect(throws: CommandLineOptions.InvalidOption.self) {
            try CommandLineOptions(arguments: ["--frames", "-1"]).frames(default: 0)
        }
        let error = CommandLineOptions.InvalidOption(name: "--width", value: "abc", expected: "a positive number of points")
        expectEqual(error.description, "--width expects a positive number of points, got \"abc\"")
    }
}
