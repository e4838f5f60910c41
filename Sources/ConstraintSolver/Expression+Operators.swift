extension Expression {
    /// `expression * factor`: every coefficient and the constant multiplied.
    package static func * (expression: Expression, factor: Double) -> Expression {
        Expression(
            expression.terms.map { Term($0.variable, $0.coefficient * factor) }, constant: expression.constant * factor)
    }

    /// `factor * expression`.
    package static func * (factor: Double, expression: Expression) -> Expression { expression * factor }

    /// The sum of two expressions.
    package static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    /// The difference of two expressions: the terms of `rhs` negated, in one array (building
    /// constraints is a good part of a small layout's cost).
    package static func - (lhs: Expression, rhs: Expression) -> Expression {
        combining(lhs.terms, rhs.terms, factor: -1, constant: lhs.constant - rhs.constant)
    }

    /// `lhs + factor × rhs` over terms, allocated once.
    static func combining(_ lhs: [Term], _ rhs: [Term], factor: Double, constant: Double) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.count + rhs.count)
        terms.append(contentsOf: lhs)
        for term in rhs { terms.append(Term(term.variable, term.coefficient * factor)) }
        return Expression(terms, constant: constant)
    }

    /// `variable + factor × rhs` over terms, allocated once (no array for the one variable).
    static func combining(_ variable: Variable, _ rhs: [Term], factor: Double, constant: Double) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(1 + rhs.count)
        terms.append(Term(variable, 1))
        for term in rhs { terms.append(Term(term.variable, term.coefficient * factor)) }
        return Expression(terms, constant: constant)
    }

    /// `lhs + factor × variable` over terms, allocated once.
    static func combining(_ lhs: [Term], _ variable: Variable, factor: Double, constant: Double) -> Expression {
        var terms: [Term] = []
        terms.reserveCapacity(lhs.count + 1)
        terms.append(contentsOf: lhs)
        terms.append(Term(variable, 1 * factor))
        return Expression(terms, constant: constant)
    }

    /// The expression negated.
    package static prefix func - (expression: Expression) -> Expression { expression * -1 }

    /// The expression plus a constant.
    package static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    /// The expression minus a constant.
    package static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }

    /// A constant plus the expression.
    package static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// A constant minus the expression.
    package static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }
}

extension Variable {
    /// `variable * factor`.
    package static func * (variable: Variable, factor: Double) -> Expression {
        Expression([Expression.Term(variable, factor)])
    }

    /// `factor * variable`.
    package static func * (factor: Double, variable: Variable) -> Expression { variable * factor }

    /// The sum of two variables.
    package static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Expression.Term(lhs, 1), Expression.Term(rhs, 1)])
    }

    /// The difference of two variables.
    package static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression([Expression.Term(lhs, 1), Expression.Term(rhs, -1)])
    }

    /// The variable plus a constant.
    package static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    /// The variable minus a constant.
    package static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    /// The variable plus an expression.
    package static func + (lhs: Variable, rhs: Expression) -> Expression {
        Expression.combining(lhs, rhs.terms, factor: 1, constant: 0 + rhs.constant)
    }

    /// The variable minus an expression.
    package static func - (lhs: Variable, rhs: Expression) -> Expression {
        Expression.combining(lhs, rhs.terms, factor: -1, constant: 0 - rhs.constant)
    }

    /// An expression plus the variable.
    package static func + (lhs: Expression, rhs: Variable) -> Expression {
        Expression.combining(lhs.terms, rhs, factor: 1, constant: lhs.constant + 0)
    }

    /// An expression minus the variable.
    package static func - (lhs: Expression, rhs: Variable) -> Expression {
        Expression.combining(lhs.terms, rhs, factor: -1, constant: lhs.constant)
    }

    /// The variable negated.
    package static prefix func - (variable: Variable) -> Expression { variable * -1 }
}
