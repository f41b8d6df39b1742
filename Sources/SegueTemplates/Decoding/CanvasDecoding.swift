import SegueCore

extension Node {
    /// `{"size": [w, h], "scale": s, "fps": n, "appearance": "light" | "dark", "contentSize": category}`, each optional
    /// (defaults [390, 844], 2, 60, light: an iPhone 14/15 screen at its common scale), checked by Core's one rule for canvases
    /// (`Canvas.validate()`: scale in 0.25...4, fps 1...240, 1 to 16384 pixels on a side, 25 MP at most).
    ///
    /// `device` names a `Device` preset (`"iPhone 16"`), which gives the size and scale (a
    /// `scale` beside it still applies: a lighter preview of the same device); a `size` beside
    /// it is an error, since the device is its size. `orientation` (`portrait`, the default, or
    /// `landscape`; the loader's override wins) turns the device, or a plain canvas's size
    /// (`Canvas.oriented(_:)`).
    func canvas() throws(TemplateError) -> Canvas {
        let object = try self.object(allowing: ["size", "scale", "fps", "appearance", "contentSize", "device", "orientation"])
        var canvas = Canvas()
        if let deviceNode = object.optional("device") {
            let names = Device.names.map { MessageText.quoted($0) }.joined(separator: ", ")
            guard let device = Device.named(try deviceNode.string("one of \(names)")) else { throw deviceNode.failure("one of \(names)") }
            canvas = Canvas(device: device)
            if object.optional("size") != nil {
                throw object["size"].failure(message: "expected no size beside a device (\(device.name) is \(MessageText.number(device.size.width))×\(MessageText.number(device.size.height)) pt), found one")
            }
        }
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
        if let category = object.optional("contentSize") { canvas.contentSize = try category.choice(ContentSizeCategory.self) }
        var orientation = context.orientationOverride
        if orientation == nil, let node = object.optional("orientation") { orientation = try node.choice(Orientation.self) }
        if let orientation { canvas = canvas.oriented(orientation) }
        do { try canvas.validate() } catch {
            // Paths are `canvas…`, relative to the template: this node is the canvas.
            throw TemplateError(file: context.file, path: error.path, message: error.message)
        }
        return canvas
    }
}
