/// A flat layer as `segue sample` prints it (and the render viewer shows it under the mouse):
/// its id, box, opacity, anchor, position, transform or projection (and projected outline), mask,
/// shadow and blur.
extension FlatLayer {
    /// The layer's fields in a fixed order (see `segue sample` in docs/rendering.md).
    public var sampleJSON: JSONText {
        let t = transform
        var fields: [(String, JSONText)] = [
            ("id", .string(id)),
            ("bounds", rect(bounds)),
            ("opacity", .number(opacity)),
            ("anchorPoint", point(anchorPoint)),
            ("position", point(position)),
            // In perspective the map is projective: `transform` is null and `projection` has the
            // 3 × 3 matrix row by row ([x y 1] · H = [X Y W], the point (X/W, Y/W)).
            ("transform", projection == nil ? .array([t.a, t.b, t.c, t.d, t.tx, t.ty].map(JSONText.number)) : .null),
            ("mask", maskBounds.map { .object([("bounds", rect($0))]) } ?? .null),
        ]
        if let h = projection {
            fields.append(("projection", .array([h.h11, h.h12, h.h13, h.h21, h.h22, h.h23, h.h31, h.h32, h.h33].map(JSONText.number))))
        }
        if let quad { fields.append(("quad", .array(quad.map(point)))) }
        // Only layers that cast a shadow or blur their backdrop list them.
        if let shadow {
            var entry: [(String, JSONText)] = [
                ("color", .string(shadow.color.hexString)), ("opacity", .number(shadow.opacity)),
                ("radius", .number(shadow.radius)), ("offset", .array([shadow.offset.dx, shadow.offset.dy].map(JSONText.number))),
            ]
            if let path = shadow.path { entry.append(("pathBounds", rect(path.bounds))) }
            fields.append(("shadow", .object(entry)))
        }
        if let blur {
            fields.append(("blur", .object([("style", .string(blur.material.rawValue)), ("radius", .number(blur.radius))])))
        }
        return .object(fields)
    }

    private func point(_ p: Point) -> JSONText { .array([p.x, p.y].map(JSONText.number)) }

    private func rect(_ r: Rect) -> JSONText { .array([r.x, r.y, r.width, r.height].map(JSONText.number)) }
}
