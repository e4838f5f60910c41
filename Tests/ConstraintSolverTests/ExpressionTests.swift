import TestSupport
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
        expectEqual(terms(x - sum), ["\(x.id):1.0", "\(y.id):-2.0"])
        expectEqual((x - sum).constant, -3)
        expectEqual(terms(sum - x), ["\(y.id):2.0", "\(x.id):-1.0"])
        expectEqual((sum - x).constant, 3)
        expectEqual(terms(x - y), ["\(x.id):1.0", "\(y.id):-1.0"])
        expectEqual(terms(x + y), ["\(x.id):1.0", "\(y.id):1.0"])
        expectEqual(terms(z + sum), ["\(z.id):1.0", "\(y.id):2.0"])
        expectEqual((z + sum).constant, 3)
        expectEqual(terms(sum + z), ["\(y.id):2.0", "\(z.id):1.0"])
        let difference = (x + 8) - (y * 0.5 - z + 1)
        expectEqual(terms(difference), ["\(x.id):1.0", "\(y.id):-0.5", "\(z.id):1.0"])
        expectEqual(difference.constant, 7)
    }
}
