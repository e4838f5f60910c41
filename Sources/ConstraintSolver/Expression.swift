/// A linear expression: a sum of variables times coefficients, plus a constant.
///
/// Build one with the arithmetic operators (`x * 2 + y - 8`); a variable may appear more than
/// once, its coefficients add up when the solver reads the expression.
package struct Expression: Sendable {
    /// One variable and its coefficient.
    package struct Term: Sendable {
        /// The variable.
        package var variable: Variable
        /// What the variable is multiplied by.
        package var coefficient: Double

        /// A term `coefficient * variable`.
        package init(_ variable: Variable, _ coefficient: Double) {
            self.variable = variable
            self.coefficient = coefficient
        }
    }

    /// The variable terms, in the order they were written.
    package var terms: [Term]
    /// The constant term.
    package var constant: Double

    /// An expression of `terms` plus `constant`.
    package init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    package init(_ variable: Variable) {
        self.init([Term(variable, 1)])
    }

    /// The expression's value when each variable has the value `value(variable)`.
    package func value(_ value: (Variable) -> Double) -> Double {
        var sum = constant
        for term in terms { sum += term.coefficient * value(term.variable) }
        return sum
    }
}
