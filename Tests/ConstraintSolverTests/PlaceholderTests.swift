import Testing

@testable import ConstraintSolver
