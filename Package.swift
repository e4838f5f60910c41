// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TableLiaison",
    products: [
        .library(name: "VirtualTableView", targets: ["VirtualTableView"]),
    ],
    targets: [
        .target(name: "VirtualTableView"),
        .executableTarget(name: "VirtualTableTour", dependencies: ["VirtualTableView"], path: "Examples/VirtualTableTour"),
        .testTarget(name: "VirtualTableViewTests", dependencies: ["VirtualTableView"]),
    ],
    swiftLanguageModes: [.v6]
)
