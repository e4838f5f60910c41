import Foundation

/// The word Core Foundation reads at the start of an object's stored properties, for the
/// classes of the package whose instances go into attributed strings (``Font``, ``Color``,
/// ``ParagraphStyle``: the values of `.font`, `.foregroundColor`, `.paragraphStyle`).
///
/// On Linux `NSAttributedString` keeps its runs in a `CFAttributedString`, whose attribute
/// dictionaries compare and hash their values with `CFEqual` and `CFHash`. Those read an
/// object's type from the 8 bytes after the Swift object header (Core Foundation's
/// `_cfinfoa`), where swift-corelibs-foundation's own bridged classes keep a `_cfinfo`
/// field. An `NSObject` subclass of an app or a package has its first stored property there
/// instead, so Core Foundation reads a type from whatever that property holds: 0 makes
/// `CFEqual` halt the process (two runs of different fonts crash
/// `NSAttributedString(attributedString:)`), another number may name a real Core Foundation
/// type. Declared as the first stored property, this word says what Foundation's `_cfinfo`
/// says for a Swift object: type 1 (`CFType`, the type of no concrete Core Foundation class)
/// with the "created by the runtime" bit, so Core Foundation sees an object that is not its
/// own and sends `CFEqual`, `CFHash`, `CFRetain` and `CFRelease` to the object's
/// `isEqual(_:)`, `hash` and Swift reference counting, as for any other Swift object. It is
/// never read by Swift code; a `let`, so the classes that hold it stay `Sendable`.
struct CoreFoundationInfo: Sendable {
    /// `(typeID << 8) | 0x80` with type 1, as Foundation's `_CFInfo(typeID:)` lays it out:
    /// the info word in the low 32 bits, zero padding above.
    let word: UInt64 = (1 << 8) | 0x80
}
