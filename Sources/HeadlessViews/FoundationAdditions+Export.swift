// The Foundation and Core Graphics names Linux lacks (`CGAffineTransform` in a view's
// `transform`, NSObject's class `description()`), re-exported: the views' API names them.
@_exported import FoundationAdditions
