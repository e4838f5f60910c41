#if !canImport(UIKit)
    import Foundation

    // UIKit's additions to `NSValue`, which box the rectangles of the keyboard's notifications:
    // `(userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue`.
    extension NSValue {
        /// A value boxing `rect`, as UIKit's `NSValue(cgRect:)`.
        public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
        /// The rectangle boxed, as UIKit's `cgRectValue`.
        public var cgRectValue: CGRect { rectValue }
        /// A value boxing `point`, as UIKit's `NSValue(cgPoint:)`.
        public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
        /// The point boxed, as UIKit's `cgPointValue`.
        public var cgPointValue: CGPoint { pointValue }
        /// A value boxing `size`, as UIKit's `NSValue(cgSize:)`.
        public convenience init(cgSize size: CGSize) { self.init(size: size) }
        /// The size boxed, as UIKit's `cgSizeValue`.
        public var cgSizeValue: CGSize { sizeValue }
    }
#endif
