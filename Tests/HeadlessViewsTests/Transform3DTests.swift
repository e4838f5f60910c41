import Foundation
import TestSupport
import Testing

@testable import HeadlessViews

/// The entries of `t`, row by row, rounded to 1e-9 so sines of right angles compare exactly.
private func entries(_ t: CATransform3D) -> [CGFloat] {
    [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        .map { ($0 * 1e9).rounded() / 1e9 + 0 }
}

/// Core Animation's 3D transforms: their matrices against hand-computed ones, the order of
/// concatenation, identity and affine checks, and a layer's transform in step with its view's.
@MainActor
struct Transform3DTests {
    @Test func theMakersAnswerCoreAnimationsRowVectorMatrices() {
        expectEqual(entries(CATransform3DIdentity), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        expectEqual(entries(CATransform3DMakeScale(2, 3, 4)), [2, 0, 0, 0, 0, 3, 0, 0, 0, 0, 4, 0, 0, 0, 0, 1])
        expectEqual(entries(CATransform3DMakeTranslation(5, 6, 7)), [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1])
        // A quarter turn about z sends x to y: the first row is (cos, sin) = (0, 1).
        expectEqual(
            entries(CATransform3DMakeRotation(.pi / 2, 0, 0, 1)), [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        // About x (the axis need not be of unit length): y goes to z.
        expectEqual(
            entries(CATransform3DMakeRotation(.pi / 2, 5, 0, 0)), [1, 0, 0, 0, 0, 0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis, no rotation")
    }

    @Test func concatAppliesItsFirstTransformFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        // Scale then move: (1, 0) → (2, 0) → (12, 0); move then scale: (1, 0) → (11, 0) → (22, 0).
        expectEqual(CATransform3DConcat(scale, move).m41, 10)
        expectEqual(CATransform3DConcat(move, scale).m41, 20)
        // Scale, Translate and Rotate apply their part before the transform given.
        expectEqual(
            entries(CATransform3DTranslate(scale, 5, 0, 0)),
            entries(CATransform3DConcat(CATransform3DMakeTranslation(5, 0, 0), scale)))
        expectEqual(CATransform3DTranslate(scale, 5, 0, 0).m41, 10)
        expectEqual(CATransform3DScale(move, 3, 1, 1).m41, 10, "the translation is not scaled")
        let turned = CATransform3DRotate(move, .pi / 2, 0, 0, 1)
        expectEqual(entries(turned), [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1])
    }

    @Test func identityEqualityAndAffineChecks() {
        #expect(CATransform3DIsIdentity(CATransform3DIdentity))
        #expect(!CATransform3DIsIdentity(CATransform3D()), "all zeros, as the C struct's")
        #expect(!CATransform3DIsIdentity(CATransform3DMakeScale(1, 1, 2)))
        #expect(
            CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DScale(CATransform3DIdentity, 2, 2, 1)))
        #expect(!CATransform3DEqualToTransform(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeScale(2, 2, 2)))
        let turn = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 4, y: 5)
        let lifted = CATransform3DMakeAffineTransform(turn)
        #expect(CATransform3DIsAffine(lifted))
        expectEqual(CATransform3DGetAffineTransform(lifted), turn)
        expectEqual(
            entries(CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: 0.3))),
            entries(CATransform3DMakeRotation(0.3, 0, 0, 1)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeTranslation(0, 0, 1)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        expectEqual(
            CATransform3DGetAffineTransform(CATransform3DMakeTranslation(3, 4, 5)), CGAffineTransform(translationX: 3, y: 4))
    }

    @Test func aViewsLayerTransformAndTheViewsTransformStayInStep() {
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        #expect(CATransform3DIsIdentity(view.layer.transform) && CATransform3DIsIdentity(view.layer.sublayerTransform))
        view.layer.transform = CATransform3DMakeTranslation(0, 20, 0)
        expectEqual(view.transform, CGAffineTransform(translationX: 0, y: 20))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        expectEqual(entries(view.layer.transform), entries(CATransform3DMakeScale(2, 2, 1)))
        // Depth is kept on the layer while the view's transform is its affine part.
        view.layer.transform = CATransform3DMakeTranslation(0, 0, 9)
        #expect(view.transform.isIdentity)
        expectEqual(view.layer.transform.m43, 9)
        expectEqual(view.frame, CGRect(x: 0, y: 0, width: 100, height: 44), "recorded, not applied to frames")
        let alone = Layer()
        alone.transform = CATransform3DMakeScale(3, 3, 1)
        alone.sublayerTransform = CATransform3DMakeTranslation(1, 0, 0)
        let copy = Layer(layer: alone)
        expectEqual(copy.transform.m11, 3)
        expectEqual(copy.sublayerTransform.m41, 1)
    }

    @Test func aViewAnimationOfTheLayersTransformRunsBackToIdentity() {
        let timeline = AnimationTimeline()
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        timeline.drive(cell)
        cell.layer.transform = CATransform3DMakeTranslation(0, 20, 0)
        var finished = false
        View.animate(withDuration: 0.4, animations: { cell.layer.transform = CATransform3DIdentity }) { finished = $0 }
        #expect(CATransform3DIsIdentity(cell.layer.transform), "the model value at once")
        timeline.advance(by: 0.1)
        expectEqual(cell.layer.presentation()?.transform.m42, 20, "the nearer end early on")
        timeline.advance(by: 0.4)
        #expect(finished)
        #expect(CATransform3DIsIdentity(cell.layer.presentation()?.transform ?? CATransform3D()))
    }

    @Test func transformComponentKeyPathsInterpolateOnThePresentationLayer() {
        let timeline = AnimationTimeline()
        let layer = Layer()
        timeline.drive(layer)
        let grow = BasicAnimation(keyPath: "transform.scale")
        grow.fromValue = 1
        grow.toValue = 3
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 1
        layer.add(spin, forKey: "spin")
        timeline.advance(by: 0.5)
        // Scale 2 and a quarter turn: the first row is 2·(cos, sin) = (0, 2).
        let shown = layer.presentation()?.transform ?? CATransform3DIdentity
        expectEqual(Array(entries(shown).prefix(6)), [0, 2, 0, 0, -2, 0])
        #expect(CATransform3DIsIdentity(layer.transform), "the model keeps its value")
    }
}
