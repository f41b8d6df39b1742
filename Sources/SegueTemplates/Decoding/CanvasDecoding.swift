import SegueCore

extension Node {
    /// `{"size": [w, h], "scale": s, "fps": n}`, each optional (defaults [390, 844], 2, 60: an
    /// iPhone 14/15 screen at its common scale). Sides are positive; scale is in
    /// `TemplateLimits.scale`; fps an integer in `TemplateLimits.fps`; each side has 1 to
    /// `TemplateLimits.maxPixelSide` pixels.
    func canvas() throws(TemplateError) -> Canvas {
        let object = try self.object(allowing: ["size", "scale", "fps"])
        var canvas = Canvas()
        if let sizeNode = object.optional("size") {
            let wh = try sizeNode.tuple(2, "an array [width, height]")
            canvas.size = Size(unchecked: try wh[0].positive(), try wh[1].positive())
        }
        if let scale = object.optional("scale") { canvas.scale = try scale.number(in: TemplateLimits.scale) }
        if let fps = object.optional("fps") { canvas.fps = try fps.integer(in: TemplateLimits.fps) }
        let longest = max(canvas.size.width, canvas.size.height) * canvas.scale
        if longest > TemplateLimits.maxPixelSide {
            throw failure(message: "expected a canvas at most \(Int(TemplateLimits.maxPixelSide)) pixels on a side, found \(Node.format(longest)) pixels (size × scale)")
        }
        if min(canvas.pixelWidth, canvas.pixelHeight) < 1 {
            throw failure(message: "expected a canvas at least 1 pixel on a side, found \(canvas.pixelWidth)×\(canvas.pixelHeight) pixels (size × scale)")
        }
        return canvas
    }
}
