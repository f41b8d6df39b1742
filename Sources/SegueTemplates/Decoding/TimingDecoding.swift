#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

extension Node {
    /// A timing: a name (`linear`, `easeIn`, `easeOut`, `easeInEaseOut`, `default`: Core
    /// Animation's named curves), `{"cubicBezier": [x1, y1, x2, y2]}` with x1, x2 in 0...1, or
    /// `{"spring": {...}}` (see `springParameters()`).
    func timing() throws(TemplateError) -> Timing {
        let what = "a timing (linear, easeIn, easeOut, easeInEaseOut, default, {\"cubicBezier\": [...]} or {\"spring\": {...}})"
        switch value?.kind {
        case .string(let name)?:
            guard let curve = Node.namedCurves[name] else { throw failure(what) }
            return .cubicBezier(curve)
        case .object(let members)? where members.count == 1 && members[0].key == "cubicBezier":
            let p = try self[child: "cubicBezier"].tuple(4, "an array [x1, y1, x2, y2]")
            let x1 = try p[0].number(in: 0...1), y1 = try p[1].coordinate()
            let x2 = try p[2].number(in: 0...1), y2 = try p[3].coordinate()
            return .cubicBezier(CubicBezierTiming(unchecked: x1, y1, x2, y2))
        case .object(let members)? where members.count == 1 && members[0].key == "spring":
            return .spring(try self[child: "spring"].springParameters())
        case .object?:
            _ = try object(allowing: ["cubicBezier", "spring"])
            throw failure("an object with exactly one key, cubicBezier or spring")
        default:
            throw failure(what)
        }
    }

    static let namedCurves: [String: CubicBezierTiming] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInEaseOut": .easeInEaseOut, "default": .default,
    ]

    /// The node of `key` in this object (which the caller has already checked).
    subscript(child key: String) -> Node {
        guard case .object(let members)? = value?.kind else { return child(key, nil) }
        return child(key, members.first { $0.key == key }?.value)
    }

    /// A spring in one of four vocabularies, told apart by their keys; `initialVelocity`
    /// (UIKit's unit: fraction of the distance per second) is allowed in each.
    /// - `{"dampingRatio"}`: UIKit's `usingSpringWithDamping:`, lasting the transition's duration.
    /// - `{"mass", "stiffness", "damping"}`: CASpringAnimation (defaults 1, 100, 10).
    /// - `{"response", "dampingFraction"}`: SwiftUI's `.spring(response:dampingFraction:)`
    ///   (defaults 0.5, 0.825): stiffness (2π/response)², damping 4π·dampingFraction/response, mass 1.
    /// - `{"duration", "bounce"}`: SwiftUI's `Spring(duration:bounce:)` (defaults 0.5, 0):
    ///   stiffness (2π/duration)², damping ratio 1 − bounce (1/(1 + bounce) when negative).
    func springParameters() throws(TemplateError) -> SpringParameters {
        guard case .object(let members)? = value?.kind else { throw failure("a spring object") }
        let keys = Set(members.map(\.key))
        if keys.contains("dampingRatio") {
            let o = try object(allowing: ["dampingRatio", "initialVelocity"])
            let ratioNode = o["dampingRatio"]
            // UIKit documents ratios from just above 0 (most oscillation) to 1 (none).
            let ratio = try ratioNode.number("a number in (0, 1]")
            guard ratio > 0, ratio <= 1 else { throw ratioNode.failure("a number in (0, 1]") }
            return .dampingRatio(ratio, initialVelocity: try o.initialVelocity())
        }
        if !keys.isDisjoint(with: ["mass", "stiffness", "damping"]) {
            let o = try object(allowing: ["mass", "stiffness", "damping", "initialVelocity"])
            let mass = try o.optional("mass")?.positive() ?? 1
            let stiffness = try o.optional("stiffness")?.positive() ?? 100
            let damping = try o.optional("damping")?.nonNegative() ?? 10
            return try physical(mass: mass, stiffness: stiffness, damping: damping, velocity: try o.initialVelocity())
        }
        if !keys.isDisjoint(with: ["response", "dampingFraction"]) {
            let o = try object(allowing: ["response", "dampingFraction", "initialVelocity"])
            let response = try o.optional("response")?.positive(max: TemplateLimits.maxDuration) ?? 0.5
            let fraction = try o.optional("dampingFraction")?.number(in: 0...1) ?? 0.825
            let stiffness = pow(2 * Double.pi / response, 2)
            return try physical(mass: 1, stiffness: stiffness, damping: 4 * Double.pi * fraction / response,
                                velocity: try o.initialVelocity())
        }
        if !keys.isDisjoint(with: ["duration", "bounce"]) {
            let o = try object(allowing: ["duration", "bounce", "initialVelocity"])
            let duration = try o.optional("duration")?.positive(max: TemplateLimits.maxDuration) ?? 0.5
            let bounceNode = o["bounce"]
            let bounce = bounceNode.isMissing ? 0 : try bounceNode.number(in: -1...1)
            guard abs(bounce) < 1 else { throw bounceNode.failure("a number between -1 and 1 (exclusive)") }
            let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
            return try physical(mass: 1, stiffness: pow(2 * Double.pi / duration, 2),
                                damping: 4 * Double.pi * ratio / duration, velocity: try o.initialVelocity())
        }
        _ = try object(allowing: ["dampingRatio", "mass", "stiffness", "damping", "response",
                                  "dampingFraction", "duration", "bounce", "initialVelocity"])
        throw failure(message: "expected a spring with dampingRatio, mass/stiffness/damping, response/dampingFraction or duration/bounce, found none of them")
    }

    private func physical(mass: Double, stiffness: Double, damping: Double, velocity: Double) throws(TemplateError) -> SpringParameters {
        do {
            return .physical(try Spring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
        } catch {
            throw failure(message: "expected a valid spring, found \(error.message)")
        }
    }
}

extension ObjectNode {
    /// The optional `initialVelocity` of a spring (default 0).
    func initialVelocity() throws(TemplateError) -> Double {
        try optional("initialVelocity")?.number(in: -TemplateLimits.maxVelocity...TemplateLimits.maxVelocity) ?? 0
    }
}
