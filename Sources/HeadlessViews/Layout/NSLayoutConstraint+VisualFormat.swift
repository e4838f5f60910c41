import Foundation

extension NSLayoutConstraint {
    /// Options for `constraints(withVisualFormat:options:metrics:views:)`, as UIKit's
    /// `NSLayoutConstraint.FormatOptions`: an alignment of all the views the format names,
    /// the direction a horizontal format reads in, and how vertical spacing is measured.
    public struct FormatOptions: OptionSet, Hashable, Sendable {
        /// The raw bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Aligns the left edges of all the views (vertical formats).
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Aligns the right edges of all the views (vertical formats).
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Aligns the top edges of all the views (horizontal formats).
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Aligns the bottom edges of all the views (horizontal formats).
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Aligns the leading edges of all the views (vertical formats).
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Aligns the trailing edges of all the views (vertical formats).
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Aligns the horizontal centres of all the views (vertical formats).
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Aligns the vertical centres of all the views (horizontal formats).
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Aligns the last baselines of all the views (horizontal formats).
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Aligns the first baselines of all the views (horizontal formats).
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The bits of the alignment options.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// A horizontal format reads from the leading edge to the trailing edge (the
        /// default): its constraints use `leading` and `trailing`.
        public static let directionLeadingToTrailing = FormatOptions([])
        /// A horizontal format reads from left to right: its constraints use `left` and
        /// `right`.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// A horizontal format reads from right to left: its first view is at the right.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The bits of the direction options.
        public static let directionMask = FormatOptions(rawValue: 3 << 16)
        /// Vertical spacing runs from one view's bottom edge to the next one's top (the
        /// default).
        public static let spacingEdgeToEdge = FormatOptions([])
        /// Vertical spacing between views runs from one view's last baseline to the next
        /// one's first baseline (vertical formats).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The bits of the spacing options.
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    /// The spacing `-` stands for between two views in a visual format: 8 points, UIKit's
    /// standard spacing between siblings.
    public static let standardSpacing: CGFloat = 8

    /// The constraints a visual format describes, as UIKit's: inactive until activated (with
    /// `activate(_:)` or a view's `addConstraints(_:)`).
    ///
    /// The grammar is Apple's: an optional orientation (`H:`, the default, or `V:`), the
    /// superview `|` at either end, views in brackets named by keys of `views`, and
    /// connections between them: none (`[a][b]`, flush), `-` (the standard spacing: 8
    /// points between views; to the superview, its layout margin), `-20-` or `-pad-` (a
    /// number or a key of `metrics`), or predicates in parentheses (`-(>=8@750)-`). A view may
    /// carry predicates on its width (height in a `V:` format): `[a(44)]`, `[a(>=70,<=100)]`,
    /// `[a(==b)]`, `[a(w@750)]`. A predicate is an optional relation (`==`, `<=`, `>=`), a
    /// number, metric or (for a view's size) a view name, and an optional priority `@1…1000`.
    /// Whitespace is not part of the grammar. Metrics may be `Int`, `Double`, `Float`,
    /// `CGFloat` or `NSNumber`; views must be `View`s. `options` aligns all the views across
    /// the format's axis (`.alignAllCenterY` for `H:`), picks the direction of a horizontal
    /// format and how vertical spacing is measured.
    ///
    /// UIKit raises on a malformed format; this call never throws, so code written for UIKit
    /// compiles unchanged: for a format it cannot read (bad syntax, a name in neither
    /// dictionary, `|` next to a view without a superview, an alignment along the format's
    /// own axis) it returns no constraints and reports
    /// ``LayoutDiagnostic/invalidVisualFormat(format:position:expected:)`` (what was expected
    /// at which character) to the closest ``View/layoutDiagnosticHandler`` above the first
    /// view the format names (else any view in `views`), or to the table that shows it.
    /// - Complexity: O(length of the format + number of constraints).
    public static func constraints(
        withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do throws(VisualFormatError) {
            let parsed = try parser.parse()
            return try VisualFormatBuilder(format: parsed, options: opts).constraints()
        } catch {
            let diagnostic = LayoutDiagnostic.invalidVisualFormat(
                format: format, position: error.position, expected: error.expected)
            let target =
                VisualFormatParser.firstNamedView(in: format, views: views)
                ?? views.keys.sorted().lazy.compactMap { views[$0] as? View }.first
            target?.report(diagnostic)
            return []
        }
    }
}

/// Turns a parsed visual format into constraints.
@MainActor
private struct VisualFormatBuilder {
    let format: VisualFormat
    let options: NSLayoutConstraint.FormatOptions

    typealias Attribute = NSLayoutConstraint.Attribute

    func constraints() throws(VisualFormatError) -> [NSLayoutConstraint] {
        let alignment = try alignmentAttributes()
        if !format.isVertical, options.contains(.spacingBaselineToBaseline) {
            throw VisualFormatError(position: 0, expected: "a vertical format ('V:') for spacingBaselineToBaseline")
        }
        let (start, end, reversed) = edgeAttributes()
        let size: Attribute = format.isVertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        func make(
            _ first: AnyObject, _ a1: Attribute, _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?, _ a2: Attribute,
            _ c: CGFloat, _ priority: LayoutPriority
        ) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2, multiplier: 1, constant: c)
            constraint.priority = priority
            result.append(constraint)
        }
        // A gap of `connection` from `before` to `after` in reading order: `after == before + gap`
        // reading forward, `before == after + gap` right to left (where positions fall).
        func join(
            _ connection: VisualFormat.Connection, before: View, _ beforeAttribute: Attribute, after: View,
            _ afterAttribute: Attribute, standard: CGFloat
        ) {
            let predicates: [VisualFormat.Predicate]
            switch connection {
            case .flush: predicates = [.init(relation: .equal, object: .constant(0), priority: .required)]
            case .standard: predicates = [.init(relation: .equal, object: .constant(standard), priority: .required)]
            case let .predicates(list): predicates = list
            }
            for predicate in predicates {
                guard case let .constant(gap) = predicate.object else { continue }
                if reversed {
                    make(before, beforeAttribute, predicate.relation, after, afterAttribute, gap, predicate.priority)
                } else {
                    make(after, afterAttribute, predicate.relation, before, beforeAttribute, gap, predicate.priority)
                }
            }
        }

        // The standard spacing to the superview is its layout margin: a flush join to the
        // margin edge.
        let elements = format.elements
        if let leading = format.leading {
            guard let superview = elements[0].view.superview else {
                throw VisualFormatError(
                    position: leading.position, expected: "a superview for '\(elements[0].name)' (it has none)")
            }
            let toMargin = if case .standard = leading.connection { true } else { false }
            join(
                toMargin ? .flush : leading.connection, before: superview, toMargin ? marginAttribute(of: start) : start,
                after: elements[0].view, start, standard: 0)
        }
        for (offset, element) in elements.enumerated() {
            for predicate in element.predicates {
                switch predicate.object {
                case let .constant(value):
                    make(element.view, size, predicate.relation, nil, .notAnAttribute, value, predicate.priority)
                case let .view(other):
                    make(element.view, size, predicate.relation, other, size, 0, predicate.priority)
                }
            }
            guard offset + 1 < elements.count else { continue }
            let next = elements[offset + 1]
            let baseline = format.isVertical && options.contains(.spacingBaselineToBaseline)
            join(
                format.connections[offset], before: element.view, baseline ? .lastBaseline : end, after: next.view,
                baseline ? .firstBaseline : start, standard: NSLayoutConstraint.standardSpacing)
        }
        if let trailing = format.trailing, let last = elements.last {
            guard let superview = last.view.superview else {
                throw VisualFormatError(position: trailing.position, expected: "a superview for '\(last.name)' (it has none)")
            }
            let toMargin = if case .standard = trailing.connection { true } else { false }
            join(
                toMargin ? .flush : trailing.connection, before: last.view, end, after: superview,
                toMargin ? marginAttribute(of: end) : end, standard: 0)
        }
        for attribute in alignment {
            for pair in zip(elements, elements.dropFirst()) {
                make(pair.1.view, attribute, .equal, pair.0.view, attribute, 0, .required)
            }
        }
        return result
    }

    /// The attributes at the start and the end of a view along the format's axis, and
    /// whether the format reads against them (right to left).
    private func edgeAttributes() -> (start: Attribute, end: Attribute, reversed: Bool) {
        if format.isVertical { return (.top, .bottom, false) }
        switch options.intersection(.directionMask).rawValue {
        case NSLayoutConstraint.FormatOptions.directionLeftToRight.rawValue: return (.left, .right, false)
        case NSLayoutConstraint.FormatOptions.directionRightToLeft.rawValue: return (.right, .left, true)
        default: return (.leading, .trailing, false)
        }
    }

    private func marginAttribute(of attribute: Attribute) -> Attribute {
        switch attribute {
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        default: attribute
        }
    }

    /// The attributes the alignment options ask for, which must lie across the format's
    /// axis.
    private func alignmentAttributes() throws(VisualFormatError) -> [Attribute] {
        let table: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let attributes = table.filter { options.contains($0.0) }.map(\.1)
        let formatAxis: NSLayoutConstraint.Axis = format.isVertical ? .vertical : .horizontal
        if attributes.contains(where: { $0.axis == formatAxis }) {
            throw VisualFormatError(
                position: 0,
                expected: format.isVertical
                    ? "alignment options across a vertical format (left, right, leading, trailing, centerX)"
                    : "alignment options across a horizontal format (top, bottom, centerY, baselines)")
        }
        return attributes
    }
}
