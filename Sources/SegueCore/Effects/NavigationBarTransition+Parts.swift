extension NavigationBarTransition {
    /// The covered bar's parts at openness q (see the type's note).
    func coveredParts(at q: Double) -> [Layer] {
        typealias T = NavigationBarTransition
        let s = direction
        var parts: [Layer] = []
        if crossFade {
            let fade = min(1, max(0, 1 - q))
            for part in [covered.label, covered.title, covered.largeTitle, covered.trailing].compactMap({ $0 }) {
                parts.append(placed(part, opacity: fade))
            }
            if let chevron = covered.chevron, top.chevron == nil { parts.append(placed(chevron, opacity: fade)) }
            return parts
        }
        if let chevron = covered.chevron, top.chevron == nil { parts.append(placed(chevron, opacity: T.fadeOut(q, by: 0.6))) }
        if let label = covered.label {
            parts.append(placed(label, opacity: T.fadeOut(q, by: 0.2), offset: Vector(-s * width / 2 * q, 0)))
        }
        if let title = covered.title {
            if let target = top.label {
                parts.append(placed(title, opacity: T.fadeOut(q, by: 0.7), offset: offset(from: title, to: target) * q))
            } else {
                parts.append(placed(title, opacity: T.fadeOut(q, by: 0.4)))
            }
        }
        if let large = covered.largeTitle {
            if let target = top.label {
                let ratio = T.fontSize(target) / T.fontSize(large)
                parts.append(placed(large, opacity: T.fadeOut(q, by: 0.6), offset: offset(from: large, to: target) * q,
                                    scale: 1 + (ratio - 1) * q))
            } else {
                parts.append(placed(large, opacity: T.fadeOut(q, by: 0.4), offset: Vector(s * width / 4 * q, 0)))
            }
        }
        if let trailing = covered.trailing { parts.append(placed(trailing, opacity: T.fadeOut(q, by: 0.6))) }
        return parts
    }

    /// The top bar's parts at openness q (see the type's note).
    func topParts(at q: Double) -> [Layer] {
        typealias T = NavigationBarTransition
        let s = direction, rest = 1 - q
        var parts: [Layer] = []
        if crossFade {
            let fade = min(1, max(0, q))
            if let chevron = top.chevron { parts.append(placed(chevron, opacity: covered.chevron == nil ? fade : 1)) }
            for part in [top.label, top.title, top.largeTitle, top.trailing].compactMap({ $0 }) {
                parts.append(placed(part, opacity: fade))
            }
            return parts
        }
        if let chevron = top.chevron {
            if covered.chevron != nil {
                parts.append(chevron)
            } else {
                parts.append(placed(chevron, opacity: T.fadeIn(q, from: 0.7), offset: Vector(s * 2 * chevron.frame.width * rest, 0)))
            }
        }
        if let label = top.label {
            if let large = covered.largeTitle {
                let ratio = T.fontSize(large) / T.fontSize(label)
                parts.append(placed(label, opacity: T.fadeIn(q, from: 0.4), offset: offset(from: label, to: large) * rest,
                                    scale: 1 + (ratio - 1) * rest))
            } else if let title = covered.title {
                parts.append(placed(label, opacity: T.fadeIn(q, from: 0.3), offset: offset(from: label, to: title) * rest))
            } else {
                parts.append(placed(label, opacity: T.fadeIn(q, from: 0.3)))
            }
        }
        if let title = top.title {
            let trailingEdge = s > 0 ? width : 0
            parts.append(placed(title, opacity: T.fadeIn(q, from: 0.25), offset: Vector((trailingEdge - title.frame.midX) * rest, 0)))
        }
        if let large = top.largeTitle {
            parts.append(placed(large, opacity: T.fadeIn(q, from: 0.3), offset: Vector(s * width * rest, 0)))
        }
        if let trailing = top.trailing { parts.append(placed(trailing, opacity: T.fadeIn(q, from: 0.4))) }
        return parts
    }

    /// The background between the covered bar's (q = 0) and the top bar's (q = 1): height,
    /// colour, blur (radius and tint; none counts as radius 0 under a clear tint) and the
    /// hairline's opacity, each interpolated.
    func background(at q: Double) -> Layer? {
        guard let a = covered.background, let b = top.background else { return top.background ?? covered.background }
        let t = min(1, max(0, q))
        var layer = b
        layer.frame = a.frame.lerp(to: b.frame, t)
        layer.backgroundColor = a.backgroundColor.lerp(to: b.backgroundColor, t)
        if a.blur != nil || b.blur != nil {
            let from = a.blur, to = b.blur
            let tint = (from?.tint ?? to!.tint.withAlpha(0)).lerp(to: to?.tint ?? from!.tint.withAlpha(0), t)
            let radius = (from?.radius ?? 0) + ((to?.radius ?? 0) - (from?.radius ?? 0)) * t
            layer.blur = LayerBlur(material: (to ?? from!).material, radius: radius, tint: tint)
        }
        let hairlineA = a.sublayers.first { $0.id == NavigationBarLayout.PartID.hairline }
        layer.sublayers = layer.sublayers.map { line in
            guard line.id == NavigationBarLayout.PartID.hairline else { return line }
            var moved = line
            moved.frame.y = layer.frame.height - line.frame.height
            moved.opacity = (hairlineA?.opacity ?? 0) + (line.opacity - (hairlineA?.opacity ?? 0)) * t
            return moved
        }
        return layer
    }
}
