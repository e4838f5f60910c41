// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TableLiaison",
    products: [
        .library(name: "TableLiaison", targets: ["TableLiaison"]),
        .library(name: "VirtualTableView", targets: ["VirtualTableView"]),
    ],
    targets: [
        .target(name: "VirtualTableView"),
        .target(name: "TableLiaison", dependencies: ["VirtualTableView"]),
        .executableTarget(name: "VirtualTableTour", dependencies: ["VirtualTableView"], path: "Examples/VirtualTableTour"),
        .testTarget(name: "VirtualTableViewTests", dependencies: ["VirtualTableView"]),
        .testTarget(name: "TableLiaisonTests", dependencies: ["TableLiaison"]),
    ],
    swiftLanguageModes: [.v6]
)
