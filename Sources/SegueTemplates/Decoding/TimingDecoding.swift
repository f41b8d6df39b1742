import SegueCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Node {
    /// A timing: a name (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`: Core
    /// Animation's named curves, `Timing.named`), `{"cubicBezier": [x1, y1, x2, y2]}` with x1, x2
    /// in 0...1, or `{"spring": {...}}` (see `springParameters()`). The values are Core's
    /// (`CubicBezierTiming`, `Spring` and its UIKit and SwiftUI initialisers); this decodes and
    /// places their errors.
    func timing() throws(TemplateError) -> Timing {
        let what = "a timing (linear, easeIn, easeOut, easeInEaseOut, default, {\"cubicBezier\": [...]} or {\"spring\": {...}})"
        switch value?.kind {
        case .string(let name)?:
            guard let timing = Timing.named(name) else { throw failure(what) }
            return timing
        case .object(let members)? where members.count == 1 && members[0].key == "cubicBezier":
            let node = self[child: "cubicBezier"]
            let p = try node.tuple(4, "an array [x1, y1, x2, y2]")
            let x1 = try p[0].number(in: 0...1), y1 = try p[1].coordinate()
            let x2 = try p[2].number(in: 0...1), y2 = try p[3].coordinate()
            return .cubicBezier(try node.making { () throws(GeometryError) in try CubicBezierTiming(x1: x1, y1: y1, x2: x2, y2: y2) })
        case .object(let members)? where members.count == 1 && members[0].key == "spring":
            return try self[child: "spring"].springTiming()
        case .object?:
            _ = try object(allowing: ["cubicBezier", "spring"])
            throw failure("an object with exactly one key, cubicBezier or spring")
        default:
            throw failure(what)
        }
    }

    /// The node of `key` in this object (which the caller has already checked).
    subscript(child key: String) -> Node {
        guard case .object(let members)? = value?.kind else { return child(key, nil) }
        return child(key, members.first { $0.key == key }?.value)
    }

    /// A spring in one of four vocabularies, told apart by their keys; `initialVelocity`
    /// (UIKit's unit: fraction of the distance per second) is allowed in each. Omitted values
    /// take the Core initialiser's defaults.
    /// - `{"dampingRatio"}`: UIKit's `usingSpringWithDamping:` (`Timing.uikitSpring`), lasting the
    ///   transition's duration.
    /// - `{"mass", "stiffness", "damping"}`: CASpringAnimation (`Spring(mass:stiffness:damping:)`).
    /// - `{"response", "dampingFraction"}`: SwiftUI's `Spring(response:dampingFraction:)`.
    /// - `{"duration", "bounce"}`: SwiftUI's `Spring(duration:bounce:)`.
    func springTiming() throws(TemplateError) -> Timing {
        guard case .object(let members)? = value?.kind else { throw failure("a spring object") }
        let keys = Set(members.map(\.key))
        if keys.contains("dampingRatio") {
            let o = try object(allowing: ["dampingRatio", "initialVelocity"])
            let ratio = try o["dampingRatio"].number("a positive number")
            let v = try o.initialVelocity()
            return try making { () throws(GeometryError) in try Timing.uikitSpring(dampingRatio: ratio, initialVelocity: v) }
        }
        if !keys.isDisjoint(with: ["mass", "stiffness", "damping"]) {
            let o = try object(allowing: ["mass", "stiffness", "damping", "initialVelocity"])
            let mass = try o.optional("mass")?.positive(), stiffness = try o.optional("stiffness")?.positive()
            let damping = try o.optional("damping")?.nonNegative(), v = try o.initialVelocity()
            let timing = try physical { () throws(GeometryError) in
                try Spring(mass: mass ?? Spring.caMass, stiffness: stiffness ?? Spring.caStiffness,
                           damping: damping ?? Spring.caDamping, initialVelocity: v)
            }
            if let damping, mass == nil, stiffness == nil, case .spring(.physical(let spring)) = timing {
                o["damping"].warnDampingAlone(damping, spring)
            }
            return timing
        }
        if !keys.isDisjoint(with: ["response", "dampingFraction"]) {
            let o = try object(allowing: ["response", "dampingFraction", "initialVelocity"])
            let response = try o.optional("response")?.positive(max: TemplateLimits.maxDuration)
            let fraction = try o.optional("dampingFraction")?.number(in: 0...1), v = try o.initialVelocity()
            return try physical { () throws(GeometryError) in
                try Spring(response: response ?? Spring.swiftUIResponse, dampingFraction: fraction ?? Spring.swiftUIDampingFraction,
                           initialVelocity: v)
            }
        }
        if !keys.isDisjoint(with: ["duration", "bounce"]) {
            let o = try object(allowing: ["duration", "bounce", "initialVelocity"])
            let duration = try o.optional("duration")?.positive(max: TemplateLimits.maxDuration)
            let bounce = try o.optional("bounce")?.number(in: -1...1), v = try o.initialVelocity()
            return try physical { () throws(GeometryError) in
                try Spring(duration: duration ?? Spring.swiftUIResponse, bounce: bounce ?? 0, initialVelocity: v)
            }
        }
        _ = try object(allowing: ["dampingRatio", "mass", "stiffness", "damping", "response",
                                  "dampingFraction", "duration", "bounce", "initialVelocity"])
        throw failure(message: "expected a spring with dampingRatio, mass/stiffness/damping, response/dampingFraction or duration/bounce, found none of them")
    }

    /// The warning for `damping` given without `mass` or `stiffness`: it is CASpringAnimation's
    /// damping coefficient c, where UIKit's and SwiftUI's springs take a ratio (ζ = c / 2√(km)).
    /// With CASpringAnimation's defaults (mass 1, stiffness 100), 0.8 is ζ = 0.04: a spring that
    /// overshoots to 1 + e^(−ζπ/√(1−ζ²)) = 1.88 and rings for seconds.
    func warnDampingAlone(_ damping: Double, _ spring: Spring) {
        let zeta = spring.dampingRatio
        var what = "a damping ratio of \(MessageText.number((zeta * 1000).rounded() / 1000))"
        if zeta < 1 {
            let peak = 1 + exp(-zeta * .pi / (1 - zeta * zeta).squareRoot())
            what += ", which overshoots to \(MessageText.number((peak * 100).rounded() / 100))"
        }
        warn("damping \(MessageText.number(damping)) without mass or stiffness is CASpringAnimation's damping coefficient "
             + "(with its mass 1 and stiffness 100, \(what)); did you mean {\"dampingRatio\": \(MessageText.number(damping))}?")
    }

    /// A physical spring from a Core initialiser, its error placed at this node or the key it names.
    private func physical(_ make: () throws(GeometryError) -> Spring) throws(TemplateError) -> Timing {
        .spring(.physical(try making(make)))
    }
}

extension ObjectNode {
    /// The optional `initialVelocity` of a spring (default 0).
    ///
    /// It is a fraction of the animation's distance per second, as UIKit's
    /// `initialSpringVelocity`; above `plausibleVelocity` it warns that it looks like points per
    /// second (a finger's 600 pt/s over a 300-point move is 2).
    func initialVelocity() throws(TemplateError) -> Double {
        guard let node = optional("initialVelocity") else { return 0 }
        let v = try node.number(in: -TemplateLimits.maxVelocity...TemplateLimits.maxVelocity)
        if abs(v) > ObjectNode.plausibleVelocity {
            node.warn("an initial velocity of \(MessageText.number(v)) is \(MessageText.number(abs(v))) times the animation's distance per second; "
                      + "it is a fraction of the distance per second, as UIKit's initialSpringVelocity (did you give points per second? "
                      + "divide by the distance in points)")
        }
        return v
    }

    /// The largest initial velocity a spring plausibly means, in distances per second: 20 (the
    /// whole distance in 50 ms); a flick's 3 000 pt/s over a 300-point move is 10.
    static let plausibleVelocity = 20.0
}
