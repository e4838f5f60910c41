import Foundation
import ScrollHarness
import TableLiaison

/// How a value becomes the text of a snapshot: the harness's viewport, its event log, its
/// frames, a liaison's outline, or any string. The text is the same on every run and on
/// every platform for the same screen, so snapshots compare byte for byte.
@MainActor
public struct Snapshotting<Value> {
    /// Makes the snapshot's text from a value.
    public var snapshot: @MainActor (Value) -> String

    /// A strategy turning a value into text with `snapshot`.
    public init(snapshot: @escaping @MainActor (Value) -> String) {
        self.snapshot = snapshot
    }
}

extension Snapshotting where Value == String {
    /// The string itself.
    public static var lines: Snapshotting { Snapshotting { $0 } }
}

extension Snapshotting where Value == ScrollHarness {
    /// The viewport as `render()` draws it.
    public static var rendered: Snapshotting { Snapshotting { $0.render() } }

    /// The event log, one event a line, of the given kinds (all when none is given).
    public static func events(_ kinds: HarnessEvent.Kind...) -> Snapshotting {
        Snapshotting { harness in
            harness.events.filter { kinds.isEmpty || kinds.contains($0.kind) }.map(\.description).joined(separator: "\n")
        }
    }

    /// Every recorded frame, one line each (`FrameRecord.summary`: offset, rows on screen,
    /// rows displayed and ended; no timings).
    public static var frames: Snapshotting { Snapshotting { $0.frames.map(\.summary).joined(separator: "\n") } }

    /// The outline of the harness's liaison (see `Snapshotting<Liaison>.outline`); "no liaison"
    /// when the harness drives a bare table.
    public static var outline: Snapshotting {
        Snapshotting { harness in harness.liaison.map(Snapshotting<Liaison>.outline.snapshot) ?? "no liaison" }
    }
}

extension Snapshotting where Value == Liaison {
    /// The liaison's sections: each section with its id, its header and footer components,
    /// and its rows, each with its type, its id when it has one, and its model.
    public static var outline: Snapshotting {
        Snapshotting { liaison in
            var lines: [String] = []
            for (index, section) in liaison.sections.enumerated() {
                lines.append("section \(index)" + (section.id.map { " id \(describe($0.base))" } ?? ""))
                if let header = section.componentDisplayOption.header { lines.append("  header " + describe(component: header)) }
                if let footer = section.componentDisplayOption.footer { lines.append("  footer " + describe(component: footer)) }
                for (row, item) in section.rows.enumerated() {
                    let id = item.rowIdentity.id.map { " id \(describe($0.base))" } ?? ""
                    lines.append("  row \(row) \(type(of: item))\(id)" + (model(of: item).map { ": " + $0 } ?? ""))
                }
            }
            return lines.isEmpty ? "no sections" : lines.joined(separator: "\n")
        }
    }

    private static func describe(component: AnySectionComponent) -> String {
        "\(type(of: component))" + (model(of: component).map { ": " + $0 } ?? "")
    }

    /// The `model` property a row or component stores, when it has one.
    private static func model(of object: AnyObject) -> String? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            if let child = current.children.first(where: { $0.label == "model" }) { return describe(child.value) }
            mirror = current.superclassMirror
        }
        return nil
    }

    private static func describe(_ value: Any) -> String {
        ModelDescription.describe(value)
    }
}
