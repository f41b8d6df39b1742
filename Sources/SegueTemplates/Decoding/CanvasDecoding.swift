import SegueCore

extension Node {
    /// `{"size": [w, h], "scale": s, "fps": n, "appearance": "light" | "dark"}`, each optional
    /// (defaults [390, 844], 2, 60, light: an iPhone 14/15 screen at its common scale), checked by Core's one rule for canvases
    /// (`Canvas.validate()`: scale in 0.25...4, fps 1...240, 1 to 16384 pixels on a side, 25 MP at most).
    func canvas() throws(TemplateError) -> Canvas {
        let object = try self.object(allowing: ["size", "scale", "fps", "appearance"])
        var canvas = Canvas()
        if let sizeNode = object.optional("size") {
            let wh = try sizeNode.tuple(2, "an array [width, height]")
            canvas.size = Size(unchecked: try wh[0].positive(), try wh[1].positive())
        }
        if let scale = object.optional("scale") {
            let range = Canvas.scaleRange
            canvas.scale = try scale.number(in: range.lowerBound...range.upperBound)
        }
        if let fps = object.optional("fps") { canvas.fps = try fps.integer(in: Canvas.fpsRange) }
        if let appearance = object.optional("appearance") { canvas.appearance = try appearance.choice(Appearance.self) }
        do { try canvas.validate() } catch {
            // Paths are `canvas…`, relative to the template: this node is the canvas.
            throw TemplateError(file: context.file, path: error.path, message: error.message)
        }
        return canvas
    }
}
