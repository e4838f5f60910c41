import Foundation
import TestSupport
import Testing

@testable import TableLiaison

/// A model that is not `Equatable`: rows of it change content only by identity.
struct Opaque {
    var text: String
}

@MainActor
final class OtherCell: TableViewCell {}

@MainActor
struct RowIdentityTests {
    @Test func idsOfOneTypeAreEqualWhenTheirValuesAre() {
        let a = Row<TestCell, String>("a", id: 7)
        let b = Row<TestCell, String>("b", id: 7)
        let c = Row<TestCell, String>("c", id: 8)
        expectEqual(a.rowIdentity, b.rowIdentity)
        expectEqual(a.rowIdentity.hashValue, b.rowIdentity.hashValue)
        #expect(a.rowIdentity != c.rowIdentity)
        expectEqual(a.id, AnyHashable(7))
        expectEqual(a.rowIdentity.id, AnyHashable(7))
    }

    /// Integers and UUIDs are kept in the identity itself; they read back as given, compare
    /// by value and type, and hash as their value does.
    @Test func idsKeptInPlaceReadBackAsGivenAndCompareByValueAndType() {
        let uuid = UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 255))
        let ids: [AnyHashable] = [Int(-5), Int64(-5), Int32(-5), UInt(5), UInt64.max, uuid, Int.min]
        for id in ids {
            expectEqual(RowIdentity.id(id).id, id)
            expectEqual(RowIdentity.id(id), RowIdentity.id(id))
            expectEqual(RowIdentity.id(id).hashValue, RowIdentity.id(id).hashValue)
        }
        for (index, id) in ids.enumerated() {
            for other in ids[(index + 1)...] {
                #expect(RowIdentity.id(id) != RowIdentity.id(other), "\(id) and \(other)")
            }
        }
        #expect(RowIdentity.id(uuid) != RowIdentity.id(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 254))))
        #expect(RowIdentity.id(uuid) != RowIdentity.id(uuid.uuidString), "a UUID and its string are two ids")
    }

    @Test func idsOfDifferentTypesAreNeverEqual() {
        let int = Row<TestCell, String>("a", id: 1)
        let int64 = Row<TestCell, String>("a", id: Int64(1))
        let string = Row<TestCell, String>("a", id: "1")
        #expect(int.rowIdentity != int64.rowIdentity)
        #expect(int.rowIdentity != string.rowIdentity)
    }

    @Test func anIdGivenAsAnyHashableMatchesTheSameValueGivenDirectly() {
        let wrapped = Row<TestCell, String>(
            "a", id: AnyHashable(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))))
        expectEqual(wrapped.rowIdentity, RowIdentity.id(UUID(uuid: (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16))))
    }

    @Test func rowsWithoutAnIdAreTheirOwnIdentity() {
        let a = Row<TestCell, String>("same")
        let b = Row<TestCell, String>("same")
        expectEqual(a.rowIdentity, a.rowIdentity)
        #expect(a.rowIdentity != b.rowIdentity)
        #expect(a.rowIdentity.id == nil)
        #expect(a.rowIdentity != RowIdentity.id(ObjectIdentifier(a)), "an object and an id are never the same identity")
    }

    @Test func settingOrClearingTheIdChangesTheIdentity() {
        let row = Row<TestCell, String>("a")
        let byObject = row.rowIdentity
        row.id = "key"
        expectEqual(row.rowIdentity, RowIdentity.id("key"))
        row.id = nil
        expectEqual(row.rowIdentity, byObject)
    }

    @Test func equatableModelsDecideContentEquality() {
        let old = Row<TestCell, String>("a", id: 1)
        #expect(Row<TestCell, String>("a", id: 1).isContentEqual(to: old))
        #expect(!Row<TestCell, String>("b", id: 1).isContentEqual(to: old))
        let number = Row<TestCell, Int>(3, id: 1)
        #expect(Row<TestCell, Int>(3, id: 1).isContentEqual(to: number))
        #expect(!Row<TestCell, Int>(4, id: 1).isContentEqual(to: number))
    }

    @Test func modelsThatAreNotEquatableAreEqualByIdentityAlone() {
        let old = Row<TestCell, Opaque>(Opaque(text: "a"), id: 1)
        #expect(Row<TestCell, Opaque>(Opaque(text: "b"), id: 1).isContentEqual(to: old))
    }

    @Test func aContentEqualityClosureOverridesTheModelsEquality() {
        let old = Row<TestCell, String>("Apple", id: 1)
        let new = Row<TestCell, String>("apple", id: 1)
        #expect(!new.isContentEqual(to: old))
        new.contentEquality = { $0.lowercased() == $1.lowercased() }
        #expect(new.isContentEqual(to: old))
    }

    @Test func rowsOfDifferentTypesNeverHaveEqualContent() {
        let old = Row<TestCell, String>("a", id: 1)
        #expect(!Row<OtherCell, String>("a", id: 1).isContentEqual(to: old))
        #expect(!Row<TestCell, Substring>("a", id: 1).isContentEqual(to: old))
    }

    @Test func aCellTypeIsRegisteredWhenItsFirstRowIsShownNotBefore() throws {
        var rows: [AnyRow] = (0..<30).map { textRow("row \($0)") }
        let far = Row<OtherCell, Void>()
        far.set(height: .height, 44)
        rows.append(far)
        let liaison = Liaison(sections: [Section(rows: rows)])
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        liaison.liaise(tableView: table)
        table.layoutIfNeeded()
        #expect(table.isCellRegistered(forReuseIdentifier: "TestCell"))
        #expect(!table.isCellRegistered(forReuseIdentifier: "OtherCell"))
        table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .bottom, animated: false)
        table.layoutIfNeeded()
        #expect(table.isCellRegistered(forReuseIdentifier: "OtherCell"))
        #expect(table.cellForRow(at: IndexPath(row: 30, section: 0)) is OtherCell)
    }
}
