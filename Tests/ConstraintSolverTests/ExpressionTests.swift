import Testing

@testable import ConstraintSolver

@Suite struct ExpressionTests {
    private func terms(_ expression: Expression) -> [String] {
        expression.terms.map { "\($0.variable.id):\($0.coefficient)" }
    }

    @Test func differencesNegateTheRightHandTermsInWrittenOrder() {
        let solver = Solver()
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        let z = solver.makeVariable()
        let sum = y * 2 + 3
        #expect(terms(x - sum) == ["\(x.id):1.0", "\(y.id):-2.0"])
        #expect((x - sum).constant == -3)
        #expect(terms(sum - x) == ["\(y.id):2.0", "\(x.id):-1.0"])
        #expect((sum - x).constant == 3)
        #expect(terms(x - y) == ["\(x.id):1.0", "\(y.id):-1.0"])
        #expect(terms(x + y) == ["\(x.id):1.0", "\(y.id):1.0"])
        #expect(terms(z + sum) == ["\(z.id):1.0", "\(y.id):2.0"])
        #expect((z + sum).constant == 3)
        #expect(terms(sum + z) == ["\(y.id):2.0", "\(z.id):1.0"])
        let difference = (x + 8) - (y * 0.5 - z + 1)
        #expect(terms(difference) == ["\(x.id):1.0", "\(y.id):-0.5", "\(z.id):1.0"])
        #expect(difference.constant == 7)
    }
}
