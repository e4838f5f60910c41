import Foundation
import FoundationAdditions
import TestSupport
import Testing

// Core Graphics' paths where the platform lacks them; on Apple platforms these check
// Core Graphics itself.
struct CGPathTests {
    @Test func aRectanglePathHasItsCornersAndBox() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        expectEqual(path.boundingBox, CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(!path.isEmpty)
        #expect(path.contains(CGPoint(x: 25, y: 30)))
        #expect(!path.contains(CGPoint(x: 5, y: 30)))
        #expect(path.contains(CGPoint(x: 25, y: 30), using: .evenOdd))
    }

    @Test func aMutablePathKeepsItsCurrentPointAndClosesBackToItsStart() {
        let path = CGMutablePath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.addQuadCurve(to: CGPoint(x: 5, y: 9), control: CGPoint(x: 9, y: 5))
        expectEqual(path.currentPoint, CGPoint(x: 5, y: 9))
        expectEqual(path.boundingBox, CGRect(x: 1, y: 1, width: 8, height: 8))
        path.closeSubpath()
        expectEqual(path.currentPoint, CGPoint(x: 1, y: 1))
    }

    @Test func anEllipseAndAnArcStayInsideTheirCircle() {
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let box = ellipse.boundingBox
        #expect(box.minX >= 0 && box.maxX <= 20.001 && box.minY >= -0.001 && box.maxY <= 10.001)
        expectEqual(box.width, 20)

        let arc = CGMutablePath()
        arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        let arcBox = arc.boundingBox
        #expect(abs(arcBox.minX) < 0.001 && abs(arcBox.minY) < 0.001)
        #expect(abs(arcBox.maxX - 10) < 0.001 && abs(arcBox.maxY - 10) < 0.001)
    }
}
