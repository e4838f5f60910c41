import Foundation
import HeadlessViews
import TestSupport
import Testing

// The colour catalogue is shared by the process: one test at a time, and it empties it.
@Suite(.serialized)
struct ColorAssetTests {
    @Test func aRegisteredColourIsFoundByNameAndAMissingOneIsNil() {
        Color.removeAllRegisteredColorAssets()
        defer { Color.removeAllRegisteredColorAssets() }
        let brand = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)

        #expect(Color(named: "Brand") == nil)
        Color.registerAsset(named: "Brand", color: brand)

        let found = Color(named: "Brand")
        #expect(found?.isEqual(brand) == true)
        expectEqual(found?.name, "Brand")
        #expect(Color(named: "Brand", in: nil, compatibleWith: nil)?.isEqual(brand) == true)
        #expect(Color(named: "Other") == nil)
    }
}
