import Foundation
import Testing

@testable import ScrollHarnessTesting

struct ModelDescriptionTests {
    private enum Badge { case none, count(Int), label(text: String, color: String) }
    private struct Card {
        var title: String
        var size: CGSize
        var tags: Set<String>
        var badge: Badge
        var subtitle: String?
        var scores: [String: Int]
    }

    @Test func structsPrintTheirFieldsWithUnqualifiedNamesAndSortedSetsAndDictionaries() {
        let card = Card(
            title: "Hi", size: CGSize(width: 2, height: 3.5), tags: ["b", "a", "c"], badge: .count(3),
            subtitle: nil, scores: ["z": 1, "y": 2])
        #expect(
            ModelDescription.describe(card) == """
                Card(title: "Hi", size: CGSize(width: 2.0, height: 3.5), tags: Set(["a", "b", "c"]), badge: .count(3), \
                subtitle: nil, scores: ["y": 2, "z": 1])
                """)
    }

    @Test func enumsOptionalsAndOwnDescriptions() {
        #expect(ModelDescription.describe(Badge.none) == "none")
        #expect(ModelDescription.describe(Badge.label(text: "new", color: "red")) == #".label(text: "new", color: "red")"#)
        #expect(ModelDescription.describe(Optional("x") as Any) == #""x""#)
        #expect(ModelDescription.describe(URL(fileURLWithPath: "/a/b")) == "file:///a/b")
        #expect(ModelDescription.describe([1, 2]) == "[1, 2]")
    }
}
