import Foundation

/// A value as the outline prints it, the same on every platform: strings quoted, numbers as
/// Swift prints them, geometry by its fields, sets and dictionaries sorted (their order
/// changes from run to run), other values as `Type(field: value, …)` with unqualified type
/// names, or their own `description` when they have one. `String(describing:)` alone is not
/// enough: it qualifies nested types by module and prints `CGSize` differently on macOS.
enum ModelDescription {
    /// Nesting deeper than this prints "…": it bounds cycles through classes.
    static let depthLimit = 8

    static func describe(_ value: Any, depth: Int = 0) -> String {
        guard depth < depthLimit else { return "…" }
        switch value {
        case let string as String: return String(reflecting: string)
        case let character as Character: return String(reflecting: character)
        case let number as CGFloat: return Double(number).description
        case let size as CGSize: return "CGSize(width: \(describe(size.width)), height: \(describe(size.height)))"
        case let point as CGPoint: return "CGPoint(x: \(describe(point.x)), y: \(describe(point.y)))"
        case let rect as CGRect: return "CGRect(origin: \(describe(rect.origin)), size: \(describe(rect.size)))"
        case let number as any BinaryInteger: return "\(number)"
        case let number as any BinaryFloatingPoint: return "\(number)"
        case let bool as Bool: return bool.description
        default: break
        }
        let mirror = Mirror(reflecting: value)
        let children = mirror.children.map { (label: $0.label, value: describe($0.value, depth: depth + 1)) }
        switch mirror.displayStyle {
        case .optional:
            return children.first?.value ?? "nil"
        case .collection:
            return "[" + children.map(\.value).joined(separator: ", ") + "]"
        case .set:
            return "Set([" + children.map(\.value).sorted().joined(separator: ", ") + "])"
        case .dictionary:
            let pairs = mirror.children.map { pair -> String in
                let parts = Mirror(reflecting: pair.value).children.map { describe($0.value, depth: depth + 1) }
                return parts.joined(separator: ": ")
            }
            return pairs.isEmpty ? "[:]" : "[" + pairs.sorted().joined(separator: ", ") + "]"
        case .tuple:
            return "("
                + children.map { ($0.label.map { $0.hasPrefix(".") ? "" : "\($0): " } ?? "") + $0.value }.joined(separator: ", ")
                + ")"
        case .enum:
            guard let payload = children.first else { return String(describing: value) }
            return ".\(payload.label ?? "")\(payload.value.hasPrefix("(") ? payload.value : "(" + payload.value + ")")"
        case .struct, .class:
            // An object that mirrors itself (`Image`) prints by its fields, as it did as a
            // struct; another NSObject's description would name its address.
            if let custom = value as? any CustomStringConvertible, !(value is NSObject && value is any CustomReflectable) {
                return custom.description
            }
            let fields = children.map { "\($0.label ?? "_"): \($0.value)" }.joined(separator: ", ")
            return "\(type(of: value))(\(fields))"
        default:
            return String(describing: value)
        }
    }
}
