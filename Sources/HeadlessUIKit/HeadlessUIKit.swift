// UIKit's names for the package's types, for screen code shared with an iOS app. Everything
// here exists only where UIKit cannot be imported (Linux, macOS): on iOS the file that imports
// this module imports UIKit instead, and a file importing both sees no second `UITableView`.
#if !canImport(UIKit)
    @_exported import Foundation
    @_exported import VirtualTableView
    @_exported import ViewControllers
#endif
