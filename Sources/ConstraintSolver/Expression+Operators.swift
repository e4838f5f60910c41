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

    /// The difference of two expressions.
    package static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + rhs * -1 }

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
    package static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

    /// The difference of two variables.
    package static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }

    /// The variable plus a constant.
    package static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }

    /// The variable minus a constant.
    package static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }

    /// The variable plus an expression.
    package static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }

    /// The variable minus an expression.
    package static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }

    /// An expression plus the variable.
    package static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }

    /// An expression minus the variable.
    package static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// The variable negated.
    package static prefix func - (variable: Variable) -> Expression { variable * -1 }
}
