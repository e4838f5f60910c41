import Foundation

/// A format of the visual format language, parsed: views, the connections between them and
/// to the superview, each with the position in the format it came from.
struct VisualFormat {
    /// A relation, an object (a constant or a view) and a priority, as `(>=8@750)`.
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(View)
        }
        var relation: NSLayoutConstraint.Relation
        var object: Object
        var priority: LayoutPriority
    }

    /// What lies between two items: nothing (`[a][b]`), the standard space (`-`), or
    /// predicates (`-8-`, `-(>=8)-`).
    enum Connection {
        case flush
        case standard
        case predicates([Predicate])
    }

    /// A view in brackets with its size predicates.
    struct Element {
        var name: String
        var view: View
        var predicates: [Predicate]
        var position: Int
    }

    var isVertical = false
    /// The connection to the superview before the first view, with the position of `|`.
    var leading: (connection: Connection, position: Int)?
    var elements: [Element] = []
    /// `connections[i]` joins `elements[i]` and `elements[i + 1]`.
    var connections: [Connection] = []
    /// The connection to the superview after the last view, with the position of `|`.
    var trailing: (connection: Connection, position: Int)?
}

/// A syntax or lookup error: where in the format, and what was expected there.
struct VisualFormatError: Error {
    var position: Int
    var expected: String
}

/// A recursive-descent parser of Apple's visual format grammar:
///
///     format      := (('H'|'V') ':')? ('|' connection)? view (connection view)* (connection '|')?
///     view        := '[' name ('(' predicate (',' predicate)* ')')? ']'
///     connection  := ε | '-' | '-' (number | metric) '-' | '-' '(' predicate (',' predicate)* ')' '-'
///     predicate   := ('==' | '<=' | '>=')? (number | metric | name) ('@' (number | metric))?
///
/// Names and metrics are C identifiers looked up in the dictionaries as they are read.
/// Whitespace is not part of the grammar.
struct VisualFormatParser {
    private let characters: [Character]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var index = 0

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
    }

    /// The first view the format names that the dictionary holds, for reporting an error.
    static func firstNamedView(in format: String, views: [String: Any]) -> View? {
        var name = ""
        var inBrackets = false
        for character in format {
            if character == "[" {
                inBrackets = true
                name = ""
            } else if inBrackets, character.isCIdentifierCharacter {
                name.append(character)
            } else if inBrackets {
                if let view = views[name] as? View { return view }
                inBrackets = false
            }
        }
        return nil
    }

    mutating func parse() throws(VisualFormatError) -> VisualFormat {
        var result = VisualFormat()
        if let first = peek(), first == "H" || first == "V" {
            let axis = first == "H" ? "horizontal" : "vertical"
            index += 1
            guard peek() == ":" else { throw fail("':' after '\(first)' to specify \(axis) arrangement") }
            index += 1
            result.isVertical = first == "V"
        }
        if peek() == "|" {
            let position = index
            index += 1
            let connection = try parseConnection(afterSuperview: true)
            result.leading = (connection, position)
        }
        guard peek() == "[" else {
            throw fail(result.leading == nil ? "a view ('[name]') or the superview ('|')" : "a view ('[name]')")
        }
        result.elements.append(try parseElement())
        while let next = peek() {
            if next == "|" {
                result.trailing = (.flush, index)
                index += 1
                break
            }
            guard next == "-" || next == "[" else {
                throw fail("a connection ('-'), a view ('[name]') or the superview ('|')")
            }
            let connection = try parseConnection(afterSuperview: false)
            if peek() == "|" {
                result.trailing = (connection, index)
                index += 1
                break
            }
            guard peek() == "[" else { throw fail("a view ('[name]') or the superview ('|') after the connection") }
            result.connections.append(connection)
            result.elements.append(try parseElement())
        }
        guard index == characters.count else { throw fail("the end of the format after the superview ('|')") }
        return result
    }

    // MARK: Productions

    private mutating func parseElement() throws(VisualFormatError) -> VisualFormat.Element {
        index += 1  // '['
        let position = index
        guard let name = readIdentifier() else { throw fail("a view name (a C identifier) after '['") }
        guard let value = views[name] else {
            throw VisualFormatError(position: position, expected: "a key of the views dictionary; '\(name)' is not one")
        }
        guard let view = value as? View else {
            throw VisualFormatError(position: position, expected: "a View for '\(name)' in the views dictionary")
        }
        var predicates: [VisualFormat.Predicate] = []
        if peek() == "(" {
            predicates = try parsePredicateList(allowingViews: true)
        }
        guard peek() == "]" else { throw fail(predicates.isEmpty ? "'(' or ']' after the view name" : "']'") }
        index += 1
        return VisualFormat.Element(name: name, view: view, predicates: predicates, position: position)
    }

    /// After `|` a connection may be empty (`|[a]`); between views too (`[a][b]`); the
    /// caller checks what follows.
    private mutating func parseConnection(afterSuperview: Bool) throws(VisualFormatError) -> VisualFormat.Connection {
        guard peek() == "-" else { return .flush }
        index += 1
        guard let next = peek() else { throw fail("a spacing, a view ('[name]') or the superview ('|') after '-'") }
        if next == "[" || next == "|" { return .standard }
        let predicates: [VisualFormat.Predicate]
        if next == "(" {
            predicates = try parsePredicateList(allowingViews: false)
        } else if next.isASCIIDigit {
            predicates = [VisualFormat.Predicate(relation: .equal, object: .constant(try readNumber()), priority: .required)]
        } else if next.isCIdentifierStart {
            predicates = [
                VisualFormat.Predicate(relation: .equal, object: .constant(try readMetric()), priority: .required)
            ]
        } else {
            throw fail("a spacing (a number, a metric or '(predicates)'), a view ('[name]') or the superview ('|') after '-'")
        }
        guard peek() == "-" else { throw fail("'-' after the spacing") }
        index += 1
        return .predicates(predicates)
    }

    private mutating func parsePredicateList(allowingViews: Bool) throws(VisualFormatError) -> [VisualFormat.Predicate] {
        index += 1  // '('
        var predicates = [try parsePredicate(allowingViews: allowingViews)]
        while peek() == "," {
            index += 1
            predicates.append(try parsePredicate(allowingViews: allowingViews))
        }
        guard peek() == ")" else { throw fail("',' or ')' after a predicate") }
        index += 1
        return predicates
    }

    private mutating func parsePredicate(allowingViews: Bool) throws(VisualFormatError) -> VisualFormat.Predicate {
        var relation = NSLayoutConstraint.Relation.equal
        if let first = peek(), first == "=" || first == "<" || first == ">" {
            guard peek(offset: 1) == "=" else { throw VisualFormatError(position: index + 1, expected: "'=' after '\(first)'") }
            relation = first == "=" ? .equal : (first == "<" ? .lessThanOrEqual : .greaterThanOrEqual)
            index += 2
        }
        let object: VisualFormat.Predicate.Object
        guard let next = peek() else { throw fail(objectExpectation(allowingViews)) }
        if next.isASCIIDigit || next == "-" || next == "+" || next == "." {
            object = .constant(try readNumber())
        } else if next.isCIdentifierStart {
            let position = index
            let name = readIdentifier() ?? ""
            if let value = metrics[name] {
                guard let number = Self.number(from: value) else {
                    throw VisualFormatError(position: position, expected: "a number for the metric '\(name)'")
                }
                object = .constant(number)
            } else if allowingViews, let value = views[name] {
                guard let view = value as? View else {
                    throw VisualFormatError(position: position, expected: "a View for '\(name)' in the views dictionary")
                }
                object = .view(view)
            } else {
                let what = allowingViews ? "a key of the metrics or views dictionary" : "a key of the metrics dictionary"
                throw VisualFormatError(position: position, expected: "\(what); '\(name)' is not one")
            }
        } else {
            throw fail(objectExpectation(allowingViews))
        }
        var priority = LayoutPriority.required
        if peek() == "@" {
            index += 1
            let position = index
            let value: CGFloat
            if let next = peek(), next.isCIdentifierStart {
                value = try readMetric()
            } else if let next = peek(), next.isASCIIDigit || next == "." {
                value = try readNumber()
            } else {
                throw fail("a priority (a number or a metric) after '@'")
            }
            guard value >= 1, value <= 1000 else {
                throw VisualFormatError(position: position, expected: "a priority from 1 to 1000")
            }
            priority = LayoutPriority(Float(value))
        }
        return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
    }

    private func objectExpectation(_ allowingViews: Bool) -> String {
        allowingViews ? "a number, a metric or a view name" : "a number or a metric"
    }

    // MARK: Tokens

    private func peek(offset: Int = 0) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func fail(_ expected: String) -> VisualFormatError {
        VisualFormatError(position: index, expected: expected)
    }

    private mutating func readIdentifier() -> String? {
        guard peek()?.isCIdentifierStart == true else { return nil }
        var name = ""
        while let next = peek(), next.isCIdentifierCharacter {
            name.append(next)
            index += 1
        }
        return name
    }

    /// A decimal number: an optional sign, digits, an optional fraction.
    private mutating func readNumber() throws(VisualFormatError) -> CGFloat {
        let start = index
        var text = ""
        if let sign = peek(), sign == "-" || sign == "+" {
            text.append(sign)
            index += 1
        }
        var digits = 0
        while let next = peek(), next.isASCIIDigit || next == "." {
            if next == "." && text.contains(".") { break }
            if next.isASCIIDigit { digits += 1 }
            text.append(next)
            index += 1
        }
        guard digits > 0, let value = Double(text), value.isFinite else {
            throw VisualFormatError(position: start, expected: "a number")
        }
        return CGFloat(value)
    }

    private mutating func readMetric() throws(VisualFormatError) -> CGFloat {
        let position = index
        let name = readIdentifier() ?? ""
        guard let value = metrics[name] else {
            let isView = views[name] != nil
            throw VisualFormatError(
                position: position,
                expected: "a key of the metrics dictionary; '\(name)' is not one"
                    + (isView ? " (a view cannot set a spacing)" : ""))
        }
        guard let number = Self.number(from: value) else {
            throw VisualFormatError(position: position, expected: "a number for the metric '\(name)'")
        }
        return number
    }

    /// A metric's value as a finite number: Int, Double, Float, CGFloat or NSNumber.
    static func number(from value: Any) -> CGFloat? {
        let number: CGFloat? =
            switch value {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Float: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: nil
            }
        guard let number, number.isFinite else { return nil }
        return number
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isCIdentifierStart: Bool { isASCII && (isLetter || self == "_") }
    fileprivate var isCIdentifierCharacter: Bool { isASCII && (isLetter || isNumber || self == "_") }
}
