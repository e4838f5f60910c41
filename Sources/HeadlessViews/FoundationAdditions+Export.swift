// Foundation, re-exported by the view layer (see `Time/`): code that reaches Foundation
// through this module, as a screen file importing only the UIKit names does, calls the
// members this module gives `DispatchQueue`, `RunLoop`, `OperationQueue` and `Timer`, which
// run on the scroll harness's clock.
@_exported import Foundation
// The Foundation and Core Graphics names Linux lacks (`CGAffineTransform` in a view's
// `transform`, NSObject's class `description()`), re-exported: the views' API names them.
@_exported import FoundationAdditions
