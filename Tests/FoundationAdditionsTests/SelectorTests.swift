import Foundation
import FoundationAdditions
import Testing

// The Objective-C runtime's selectors where the platform lacks them; on Apple platforms these
// check the runtime's own.
struct SelectorTests {
    @Test func aSelectorIsItsNameAndComparesByIt() {
        let copy = Selector("copy:")
        let literal: Selector = "copy:"
        #expect(copy == literal && copy != Selector("paste:"))
        #expect(NSStringFromSelector(copy) == "copy:")
        #expect(NSSelectorFromString("rename:") == Selector("rename:"))
        #expect(Set([copy, literal]).count == 1)
    }
}
