import Testing

/// Expects `actual` to equal `expected`: `expectEqual(a, b)` records an issue at the caller's
/// line that shows both values, as `#expect(a == b)` does.
///
/// The test targets use it for their plain equalities because it compiles about ten times
/// faster than the macro: `#expect(a == b)` expands into a closure that wraps every
/// subexpression in an overloaded generic call, about 10 ms of type checking and code generation
/// each in a debug build, against about 1 ms for a call of this function (measured on 200
/// equalities of five kinds). With some 2,000 of them, a clean build of the package spends 20 to
/// 45 CPU-seconds less (of about 220–250). What the macro shows and this does not is the text of
/// the two expressions (the source location points at them) and a line-by-line diff of
/// two collections. Comparisons that are not one `==` of two values keep `#expect`.
public func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(actual == expected, comment(), sourceLocation: sourceLocation)
}
