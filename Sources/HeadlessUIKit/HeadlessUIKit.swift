// UIKit's names for the package's types, for screen code shared with an iOS app. Everything
// here exists only where UIKit cannot be imported (Linux, macOS): on iOS the file that imports
// this module imports UIKit instead, and a file importing both sees no second `UITableView`.
#if !canImport(UIKit)
    // Foundation comes through the view layer, which re-exports it: a file importing only
    // this module then reaches Foundation's `Timer`, `RunLoop` and `DispatchQueue` through
    // the view layer, and the view layer's members of the same signatures, which run on the
    // scroll harness's clock, are the ones its calls choose.
    @_exported import VirtualTableView
    @_exported import ViewControllers

    // On Linux, `URLSession`, `URLRequest` and `HTTPURLResponse` live in FoundationNetworking,
    // which a screen written for iOS never imports (Foundation has them there): brought along,
    // the screen's image loading compiles unchanged.
    #if canImport(FoundationNetworking)
        @_exported import FoundationNetworking
    #endif
#endif
