// swift-tools-version:6.0
import PackageDescription

/// Most test targets compile as one batch: the driver's default (one batch per core) parses
/// every file and expands every test macro in each batch, and the other batches of the build
/// keep both cores busy anyway. ScrollHarnessTests and ExampleScreensTests, which wait for the
/// longest chain of modules and so compile last, keep two batches so that both cores work at
/// the end. Clean builds on 2 cores, one after the other: 158 s and 159 s with one batch per
/// core everywhere, 134–140 s with this (on a quieter machine later, 113 s and 111 s: the
/// saving is the CPU the extra batches spend, which shows when the cores are short). Test
/// targets are never built by a package that depends on this one, so the unsafe flag does not
/// reach it.
let singleBatch: [SwiftSetting] = [.unsafeFlags(["-driver-batch-count", "1"])]

let package = Package(
    name: "TableLiaison",
    // `Clock` (the harness clock) needs macOS 13 / iOS 16.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "TableLiaison", targets: ["TableLiaison"]),
        .library(name: "VirtualTableView", targets: ["VirtualTableView"]),
        .library(name: "FoundationAdditions", targets: ["FoundationAdditions"]),
        .library(name: "HeadlessViews", targets: ["HeadlessViews"]),
        .library(name: "HeadlessSystem", targets: ["HeadlessSystem"]),
        .library(name: "HeadlessTable", targets: ["HeadlessTable"]),
        .library(name: "HeadlessTextInput", targets: ["HeadlessTextInput"]),
        .library(name: "DiffableDataSources", targets: ["DiffableDataSources"]),
        .library(name: "Diffing", targets: ["Diffing"]),
        .library(name: "ViewControllers", targets: ["ViewControllers"]),
        .library(name: "ScrollHarness", targets: ["ScrollHarness"]),
        .library(name: "ScrollHarnessTesting", targets: ["ScrollHarnessTesting"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
    ],
    targets: [
        // The Cassowary constraint solver under the Auto Layout engine; no product, `package`
        // access only: VirtualTableView, its tests and Benchmarks use it.
        .target(name: "ConstraintSolver"),
        // The headless view layer: views and controls, layers and Core Animation, text metrics,
        // Auto Layout, system services, recorded errors. Names no table.
        // Foundation and Core Graphics names that UIKit code meets and Linux lacks, declared
        // only where the platform lacks them (empty on Apple platforms).
        .target(name: "FoundationAdditions"),
        .target(name: "HeadlessViews", dependencies: ["ConstraintSolver", "FoundationAdditions"]),
        // The device and its services: the device, the screen, the pasteboard, feedback
        // generators, accessibility posts and settings.
        .target(name: "HeadlessSystem", dependencies: ["HeadlessViews"]),
        // The headless UITableView: the table, its cells, header-footer views and refresh
        // control, heights, reuse, validated batch updates, scrolling, editing.
        .target(name: "HeadlessTable", dependencies: ["HeadlessViews"]),
        // Text input: text fields, text views, search bars, segmented controls, date and wheel
        // pickers, and the keyboard's settings.
        .target(name: "HeadlessTextInput", dependencies: ["HeadlessViews"]),
        // Snapshots and the table's diffable data source.
        .target(name: "DiffableDataSources", dependencies: ["HeadlessTable", "Diffing"]),
        // The umbrella: re-exports the five above, so `import VirtualTableView` brings them all.
        .target(
            name: "VirtualTableView",
            dependencies: ["HeadlessViews", "HeadlessSystem", "HeadlessTable", "HeadlessTextInput", "DiffableDataSources"]),
        .target(name: "Diffing"),
        // UIKit's names (UITableView, UILabel, NSLayoutConstraint.Attribute …) for the package's
        // types, declared only where UIKit cannot be imported, so one screen file compiles
        // against UIKit on a device and against the package here.
        .target(name: "HeadlessUIKit", dependencies: ["VirtualTableView", "HeadlessTextInput", "ViewControllers"]),
        .target(name: "TableLiaison", dependencies: ["VirtualTableView", "Diffing"]),
        // UIViewController and its family: lifecycle, navigation, presentation, alerts.
        .target(name: "ViewControllers", dependencies: ["VirtualTableView", "HeadlessTextInput"]),
        .target(name: "ScrollHarness", dependencies: ["TableLiaison", "ViewControllers", "HeadlessTextInput"]),
        // Snapshot assertions for test targets: reports through Swift Testing or XCTest.
        .target(name: "ScrollHarnessTesting", dependencies: ["ScrollHarness"]),
        .executableTarget(name: "VirtualTableTour", dependencies: ["VirtualTableView"], path: "Examples/VirtualTableTour"),
        .target(name: "ExampleScreens", dependencies: ["TableLiaison", "ScrollHarness", "ViewControllers"], path: "Examples/Screens"),
        .executableTarget(name: "NotesFlow", dependencies: ["ExampleScreens"], path: "Examples/NotesFlow"),
        .executableTarget(name: "ContentFeed", dependencies: ["ExampleScreens"], path: "Examples/ContentFeed"),
        .executableTarget(name: "PersonFeed", dependencies: ["ExampleScreens"], path: "Examples/PersonFeed"),
        .executableTarget(name: "Quotes", dependencies: ["ExampleScreens"], path: "Examples/Quotes"),
        .executableTarget(name: "ProductDetail", dependencies: ["ExampleScreens"], path: "Examples/ProductDetail"),
        .executableTarget(
            name: "Benchmarks",
            dependencies: [
                "ConstraintSolver", "Diffing", "TableLiaison", "ScrollHarness", "ExampleScreens", "ExplorerFixtures",
            ],
            path: "Benchmarks"),
        // Helpers the test targets share (a seeded generator, the short and long lengths of the
        // seeded walks); not part of any product.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // Screens with planted bugs the explorer's tests and Benchmarks explore; no product.
        .target(name: "ExplorerFixtures", dependencies: ["TableLiaison", "ScrollHarness"], path: "Tests/ExplorerFixtures"),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(
            name: "FoundationAdditionsTests", dependencies: ["FoundationAdditions", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(name: "HeadlessViewsTests", dependencies: ["HeadlessViews", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(
            name: "HeadlessTextInputTests", dependencies: ["HeadlessTextInput", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(name: "HeadlessSystemTests", dependencies: ["HeadlessSystem", "TestSupport"], swiftSettings: singleBatch),
        // Also imports the umbrella: the README's tour of the table imports `VirtualTableView`.
        .testTarget(
            name: "HeadlessTableTests", dependencies: ["HeadlessTable", "VirtualTableView", "ViewControllers", "TestSupport"],
            swiftSettings: singleBatch),
        .testTarget(
            name: "DiffableDataSourcesTests", dependencies: ["DiffableDataSources", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(name: "ViewControllersTests", dependencies: ["ViewControllers", "ScrollHarness", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(name: "TableLiaisonTests", dependencies: ["TableLiaison", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(name: "DiffingTests", dependencies: ["Diffing", "TestSupport"], swiftSettings: singleBatch),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "ScrollHarness", "TestSupport"], swiftSettings: singleBatch),
        // App code as most of it is still written: Swift 5 language mode, against UIKit's names
        // only. It must compile without isolation errors, as it does against UIKit.
        .testTarget(
            name: "HeadlessUIKitSwift5Tests", dependencies: ["HeadlessUIKit"],
            swiftSettings: singleBatch + [.swiftLanguageMode(.v5)]),
        .testTarget(name: "ScrollHarnessTests", dependencies: ["ScrollHarness", "TestSupport", "ExplorerFixtures"]),
        .testTarget(
            name: "ScrollHarnessTestingTests", dependencies: ["ScrollHarnessTesting"], exclude: ["__Snapshots__"],
            swiftSettings: singleBatch),
        .testTarget(
            name: "ExampleScreensTests", dependencies: ["ExampleScreens", "ScrollHarnessTesting", "TestSupport"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
