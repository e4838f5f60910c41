import HeadlessUIKit
import ScrollHarness
import Testing

// View animations written with UIKit's names, hosted by a harness: the views change in the
// call, the completions come at the end of their duration on the harness's frames.

/// A screen with a banner that fades, as apps show a message and hide it.
private final class BannerController: UIViewController {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(banner)
    }
}

@MainActor
struct ViewAnimationTimeTests {
    private let screen = BannerController()
    private let harness: ScrollHarness
    /// What happened, with the frame it happened in.
    private let log = EventLog()

    init() {
        harness = ScrollHarness(rootViewController: screen)
    }

    /// Runs `body` inside the next frame and answers that frame.
    private func inNextFrame(_ body: @escaping @MainActor () -> Void) -> Int {
        harness.schedule(afterFrames: 1, body)
        harness.advance(frames: 1)
        return harness.frame
    }

    @Test
    func aCompletionRunsAtTheEndOfTheDurationWithTrueAndNeverInTheCall() {
        let banner = screen.banner
        let start = inNextFrame {
            UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }) { self.log.add("faded \($0)", self.harness) }
            self.log.add("returned", self.harness)
            // The model changed in the call.
            #expect(banner.alpha == 0)
        }
        harness.advance(frames: 17)
        #expect(log.entries == ["returned @\(start)"])
        harness.advance(frames: 1)
        #expect(log.entries == ["returned @\(start)", "faded true @\(start + 18)"])
    }

    @Test
    func aDelayedAnimationCompletesAfterItsDelayAndDurationAndShowsItsStartMeanwhile() {
        let banner = screen.banner
        let start = inNextFrame {
            UIView.animate(withDuration: 0.2, delay: 0.1, options: [.curveLinear], animations: { banner.alpha = 0 }) {
                self.log.add("done \($0)", self.harness)
            }
        }
        harness.advance(frames: 3)
        // During the delay the layer on screen is where the view was.
        #expect(banner.layer.presentation()?.opacity == 1)
        harness.advance(frames: 15)
        #expect(log.entries == ["done true @\(start + 18)"])
    }

    @Test
    func thePresentationLayerFadesWhileTheModelHasItsNewValue() throws {
        let banner = screen.banner
        _ = inNextFrame { UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }) }
        var seen: [Float] = []
        for _ in 0..<3 {
            harness.advance(frames: 6)
            seen.append(try #require(banner.layer.presentation()).opacity)
        }
        // At 6, 12 and 18 frames of 18: a third, two thirds, the end (the layer itself).
        #expect(abs(seen[0] - 2.0 / 3) < 0.001 && abs(seen[1] - 1.0 / 3) < 0.001 && seen[2] == 0)
        #expect(banner.alpha == 0 && banner.layer.opacity == 0)
        #expect(banner.layer.presentation() === banner.layer, "no animation runs any more")
    }

    @Test
    func theRenderShowsAFadeAsThePresentationLayerDoes() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        label.text = "Saved"
        screen.banner.addSubview(label)
        harness.rendersOpacity = true
        let banner = screen.banner
        _ = inNextFrame { UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }) }
        harness.advance(frames: 6)
        // The banner's text fades with it: two thirds, a third, gone.
        let texts = (0..<3).map { step -> [String] in
            if step > 0 { harness.advance(frames: 6) }
            return ScrollHarness.renderedText(of: screen.view, showingOpacity: true)
        }
        #expect(texts == [["Saved (67%)"], ["Saved (33%)"], []])
        #expect(ScrollHarness.renderedText(of: screen.view) == ["Saved"], "model values without the option")
        #expect(!harness.render().contains("Saved"), "the render of the screen draws what shows")
    }

    @Test
    func aRemovedAnimationCompletesWithFalseAtTheEndOfTheFrameThatRemovedIt() {
        let banner = screen.banner
        _ = inNextFrame {
            UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }) { self.log.add("ended \($0)", self.harness) }
        }
        harness.advance(frames: 4)
        let removal = inNextFrame {
            banner.layer.removeAllAnimations()
            self.log.add("removed", self.harness)
        }
        #expect(log.entries == ["removed @\(removal)", "ended false @\(removal)"])
        harness.advance(frames: 30)
        #expect(log.entries.count == 2)
    }

    @Test
    func twoAnimationsOfOnePropertyBothFinishAtTheirOwnEnds() {
        let banner = screen.banner
        let first = inNextFrame {
            UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0.5 }) { self.log.add("first \($0)", self.harness) }
        }
        harness.advance(frames: 5)
        let second = inNextFrame {
            UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0 }) { self.log.add("second \($0)", self.harness) }
        }
        #expect(banner.layer.animationKeys() == ["opacity", "opacity-2"])
        harness.advance(frames: 30)
        #expect(log.entries == ["first true @\(first + 18)", "second true @\(second + 18)"])
    }

    @Test
    func withAnimationsOffOrNoDurationTheCompletionRunsAtTheEndOfTheFrame() {
        let banner = screen.banner
        let frame = inNextFrame {
            UIView.setAnimationsEnabled(false)
            UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0.2 }) { self.log.add("off \($0)", self.harness) }
            UIView.setAnimationsEnabled(true)
            UIView.animate(withDuration: 0, animations: { banner.alpha = 0.4 }) { self.log.add("zero \($0)", self.harness) }
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 0.3, animations: { banner.alpha = 0.6 }) {
                    self.log.add("without \($0)", self.harness)
                }
            }
            self.log.add("returned", self.harness)
        }
        #expect(log.entries == ["returned @\(frame)", "off true @\(frame)", "zero true @\(frame)", "without true @\(frame)"])
        #expect(banner.layer.animationKeys() == nil)
    }

    @Test
    func aBlockThatChangesNothingAnimatableCompletesAtTheEndOfItsDuration() {
        let start = inNextFrame {
            UIView.animate(withDuration: 0.5, animations: {}) { self.log.add("empty \($0)", self.harness) }
        }
        harness.advance(frames: 40)
        #expect(log.entries == ["empty true @\(start + 30)"])
    }

    @Test
    func aViewNothingDrivesStillCompletesAtTheEndOfItsDurationOnTheHarnessClock() {
        let loose = UIView()
        let start = inNextFrame {
            UIView.animate(withDuration: 0.3, animations: { loose.alpha = 0 }) { self.log.add("loose \($0)", self.harness) }
            UIView.transition(with: loose, duration: 0.2, options: []) {
                loose.backgroundColor = .blue
            } completion: {
                self.log.add("loose transition \($0)", self.harness)
            }
        }
        // No layer animation waits forever on a view outside every driven tree.
        #expect(loose.layer.animationKeys() == nil)
        harness.advance(frames: 20)
        #expect(log.entries == ["loose transition true @\(start + 12)", "loose true @\(start + 18)"])
    }

    @Test
    func transitionsCompleteAtTheEndOfTheirDuration() {
        let banner = screen.banner
        let old = UIView()
        let replacement = UIView()
        screen.view.addSubview(old)
        let start = inNextFrame {
            UIView.transition(with: banner, duration: 0.25, options: .transitionCrossDissolve) {
                banner.backgroundColor = .red
            } completion: {
                self.log.add("cross-dissolved \($0)", self.harness)
            }
            UIView.transition(from: old, to: replacement, duration: 0.5, options: []) {
                self.log.add("replaced \($0)", self.harness)
            }
            #expect(replacement.superview === self.screen.view && old.superview == nil)
            #expect(banner.backgroundColor == .red && self.log.entries.isEmpty)
        }
        harness.advance(frames: 40)
        #expect(log.entries == ["cross-dissolved true @\(start + 15)", "replaced true @\(start + 30)"])
    }

    @Test
    func keyframesAnimateTheirPartsAndTheCompletionWaitsForTheWhole() throws {
        let banner = screen.banner
        let start = inNextFrame {
            UIView.animateKeyframes(withDuration: 0.6, delay: 0) {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { banner.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    banner.frame.origin.y = 100
                }
            } completion: {
                self.log.add("keyframes \($0)", self.harness)
            }
        }
        #expect(banner.alpha == 0.5 && banner.frame.minY == 100)
        harness.advance(frames: 9)
        // Halfway through the first keyframe (18 frames): halfway to 0.5; the move has not begun.
        let halfway = try #require(banner.layer.presentation())
        #expect(abs(halfway.opacity - 0.75) < 0.001 && halfway.position.y == 22)
        harness.advance(frames: 27)
        #expect(log.entries == ["keyframes true @\(start + 36)"])
    }

    @Test
    func aPropertyAnimatorRunsPausesScrubsAndCompletesAtTheEnd() {
        let banner = screen.banner
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .linear) { banner.alpha = 0 }
        animator.addCompletion { self.log.add("animator \($0)", self.harness) }
        #expect(animator.state == .inactive && banner.alpha == 1)
        _ = inNextFrame { animator.startAnimation() }
        #expect(animator.state == .active && animator.isRunning && banner.alpha == 0)
        harness.advance(frames: 9)
        #expect(abs(animator.fractionComplete - 0.5) < 0.001)
        animator.pauseAnimation()
        harness.advance(frames: 30)
        #expect(!animator.isRunning && abs(animator.fractionComplete - 0.5) < 0.001 && log.entries.isEmpty)
        animator.fractionComplete = 0.8
        let resumed = inNextFrame { animator.startAnimation() }
        // What is left is 0.2 of 0.3 s: 0.06 s, under 4 frames.
        harness.advance(frames: 4)
        #expect(log.entries == ["animator end @\(resumed + 4)"])
        #expect(animator.state == .inactive)
    }

    @Test
    func aStoppedPropertyAnimatorFinishesWhereItIsToldAndItsCompletionsSayWhere() {
        let banner = screen.banner
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.3, delay: 0, options: [.curveLinear], animations: { banner.alpha = 0 }
        ) { self.log.add("finished \($0)", self.harness) }
        harness.advance(frames: 6)
        animator.stopAnimation(false)
        #expect(animator.state == .stopped && banner.layer.animationKeys() == nil)
        // Stopped part way: the view is where the animation stood.
        #expect(abs(banner.alpha - 2.0 / 3) < 0.02)
        animator.finishAnimation(at: .start)
        #expect(banner.alpha == 1 && animator.state == .inactive)
        #expect(log.entries == ["finished start @\(harness.frame)"])
        let silent = UIViewPropertyAnimator(duration: 0.3, curve: .easeIn) { banner.alpha = 0.3 }
        silent.addCompletion { _ in self.log.add("never", self.harness) }
        silent.startAnimation()
        silent.stopAnimation(true)
        harness.advance(frames: 30)
        #expect(silent.state == .inactive && log.entries.count == 1)
    }
}

/// Entries with the frame they came in.
@MainActor
private final class EventLog {
    private(set) var entries: [String] = []

    func add(_ entry: String, _ harness: ScrollHarness) { entries.append("\(entry) @\(harness.frame)") }
}
