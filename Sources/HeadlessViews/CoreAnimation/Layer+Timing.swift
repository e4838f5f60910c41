import Foundation

extension Layer {
    /// `time`, given in `layer`'s time space, in this layer's, as Core Animation's
    /// `convertTime(_:from:)`; a nil `layer` means media time (``AnimationTimeline/currentMediaTime``,
    /// which `CACurrentMediaTime()` answers). Each layer's time runs from its superlayer's as
    /// Core Animation's: `(parent − beginTime) × speed + timeOffset`, a root's parent time being
    /// media time. With the defaults (0, 0, 1) everywhere the conversion changes nothing.
    ///
    /// The conversion goes through the layers' closest common ancestor (through media time for
    /// layers of different trees), so a paused ancestor (speed 0) of both does not get in the
    /// way. Out of a layer whose own speed is 0 there is no answer: the arithmetic gives an
    /// infinite or NaN time, which is returned as it is.
    public func convertTime(_ time: TimeInterval, from layer: Layer?) -> TimeInterval {
        Self.convert(time, from: layer?.timingChain ?? [], to: timingChain)
    }

    /// `time`, given in this layer's time space, in `layer`'s, as Core Animation's
    /// `convertTime(_:to:)`; a nil `layer` means media time. The inverse of
    /// ``convertTime(_:from:)``: `layer.convertTime(_:from: self)`.
    public func convertTime(_ time: TimeInterval, to layer: Layer?) -> TimeInterval {
        Self.convert(time, from: timingChain, to: layer?.timingChain ?? [])
    }

    /// The timing of the layer and its superlayers, this layer first: what a time of this
    /// layer's goes through on its way to media time. Values rather than layers: a view's
    /// layer's superlayers are its superviews' layers, main-actor state read inside
    /// `MainActor.assumeIsolated` (see "Isolation" on ``Layer``), and only values leave it.
    private var timingChain: [TimingStep] {
        var chain: [TimingStep] = []
        var next: Layer? = self
        while let layer = next {
            chain.append(TimingStep(layer))
            if let hostView = layer.hostView {
                let above = MainActor.assumeIsolated {
                    var steps: [TimingStep] = []
                    var view = hostView.superview
                    while let superview = view {
                        steps.append(TimingStep(superview.layer))
                        view = superview.superview
                    }
                    return steps
                }
                return chain + above
            }
            next = layer.storedSuperlayer
        }
        return chain
    }

    /// `time` in the space of `source`'s first layer (media time when empty) carried up to the
    /// first layer both chains share, then down to `destination`'s first layer.
    private static func convert(_ time: TimeInterval, from source: [TimingStep], to destination: [TimingStep]) -> TimeInterval {
        let common = source.first { candidate in destination.contains { $0.layer == candidate.layer } }?.layer
        var converted = time
        for step in source {
            if step.layer == common { break }
            converted = (converted - step.timeOffset) / TimeInterval(step.speed) + step.beginTime
        }
        let below = destination.prefix { $0.layer != common }
        for step in below.reversed() {
            converted = (converted - step.beginTime) * TimeInterval(step.speed) + step.timeOffset
        }
        return converted
    }
}

/// One layer's media timing, as a time conversion reads it.
private struct TimingStep: Sendable {
    /// The layer, to find the one two chains share.
    let layer: ObjectIdentifier
    let beginTime: TimeInterval
    let timeOffset: TimeInterval
    let speed: Float

    init(_ layer: Layer) {
        self.layer = ObjectIdentifier(layer)
        beginTime = layer.beginTime
        timeOffset = layer.timeOffset
        speed = layer.speed
    }
}
