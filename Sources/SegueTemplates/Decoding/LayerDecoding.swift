import SegueCore

extension Node {
    static let layerKeys = ["id", "frame", "anchorPoint", "backgroundColor", "cornerRadius", "cornerCurve", "maskedCorners",
                            "borderWidth", "borderColor",
                            "opacity", "transform", "masksToBounds", "mask", "sublayers", "shape", "image", "text",
                            "shadowColor", "shadowOpacity", "shadowRadius", "shadowOffset", "shadowPath",
                            "blur", "fixed", "match", "sublayerTransform", "zPosition", "anchorPointZ", "isDoubleSided",
                            "isTransformLayer", "allowsEdgeAntialiasing"]

    /// A layer object. `frame` is required; `id` is optional, as CALayer's `name` is: only a layer
    /// something refers to needs one (the screen checks the ids given, `Screen.validate()`), and
    /// one without is shown by its path in the screen (`to.layers[2].sublayers[0]`). `frame` is
    /// the untransformed box; `anchorPoint` [x, y] in unit coordinates (default [0.5, 0.5]) is
    /// where the layer's position is and what `transform` acts about, as CALayer's.
    func layer() throws(TemplateError) -> Layer {
        try context.budget.layer(at: self) { () throws(TemplateError) -> Layer in try layerWithinBudget() }
    }

    private func layerWithinBudget() throws(TemplateError) -> Layer {
        let object = try self.object(allowing: Node.layerKeys)
        let id = try object.optional("id")?.string("a layer id (a non-empty string)")
        var layer = Layer(id: id, frame: try object["frame"].rect())
        if let n = object.optional("anchorPoint") { layer.anchorPoint = try n.point() }
        if let n = object.optional("backgroundColor") { layer.backgroundColor = try n.color() }
        if let n = object.optional("cornerRadius") { layer.cornerRadius = try n.nonNegative() }
        if let n = object.optional("cornerCurve") { layer.cornerCurve = try n.choice(CornerCurve.self) }
        if let n = object.optional("maskedCorners") { layer.maskedCorners = try n.cornerMask() }
        if let n = object.optional("borderWidth") { layer.borderWidth = try n.nonNegative() }
        if let n = object.optional("borderColor") { layer.borderColor = try n.color() }
        if let n = object.optional("opacity") { layer.opacity = try n.number(in: 0...1) }
        if let n = object.optional("transform") { layer.transform = try n.layerTransform() }
        if let n = object.optional("sublayerTransform") { layer.sublayerTransform = try n.layerTransform() }
        if let n = object.optional("zPosition") { layer.zPosition = try n.coordinate() }
        if let n = object.optional("anchorPointZ") { layer.anchorPointZ = try n.coordinate() }
        if let n = object.optional("isDoubleSided") { layer.isDoubleSided = try n.bool() }
        if let n = object.optional("isTransformLayer") { layer.isTransformLayer = try n.bool() }
        if let n = object.optional("allowsEdgeAntialiasing") { layer.allowsEdgeAntialiasing = try n.bool() }
        if let n = object.optional("masksToBounds") { layer.masksToBounds = try n.bool() }
        if let n = object.optional("mask") { layer.mask = try n.path() }
        if let n = object.optional("shadowColor") { layer.shadow.color = try n.color() }
        if let n = object.optional("shadowOpacity") { layer.shadow.opacity = try n.number(in: 0...1) }
        if let n = object.optional("shadowRadius") { layer.shadow.radius = try n.nonNegative() }
        if let n = object.optional("shadowOffset") { layer.shadow.offset = try n.vector() }
        if let n = object.optional("shadowPath") { layer.shadow.path = try n.path() }
        if let n = object.optional("blur") { layer.blur = try n.layerBlur() }
        if let n = object.optional("fixed") { layer.fixed = try n.bool() }
        if let n = object.optional("match") { layer.match = try n.string("a shared-element id (a non-empty string)") }
        layer.content = try object.layerContent()
        if let n = object.optional("sublayers") {
            for sublayer in try n.array("an array of layers") {
                layer.sublayers.append(try sublayer.layer())
            }
        }
        return layer
    }

    /// A backdrop blur: a material name (`"systemMaterial"`), a radius in points (the default
    /// material), or `{"style": material, "radius": points}`, each optional; the material's tint
    /// is its light or dark one by the appearance.
    func layerBlur() throws(TemplateError) -> LayerBlur {
        let material: BlurMaterial, radius: Double?
        switch value?.kind {
        case .string?: (material, radius) = (try choice(BlurMaterial.self), nil)
        case .number?: (material, radius) = (.systemMaterial, try nonNegative())
        case .object?:
            let object = try self.object(allowing: ["style", "radius"])
            material = try object.optional("style")?.choice(BlurMaterial.self) ?? .systemMaterial
            radius = try object.optional("radius")?.nonNegative()
        default:
            let names = BlurMaterial.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw failure("a material name (one of \(names)), a radius in points or an object {\"style\", \"radius\"}")
        }
        // The material's tint in the appearance the template is read in.
        return LayerBlur(material: material, radius: radius, appearance: context.appearance)
    }

    /// `{"scale": s | [sx, sy], "rotation": radians, "translation": [x, y], "rotationX": radians,
    /// "rotationY": radians, "translationZ": points, "perspective": d}`, each optional. The
    /// rotations turn about the anchor point; `perspective` is the viewer's distance d in points
    /// (m34 = −1/d), applied after the rotations as UIKit's `t.m34 = −1/d` set before
    /// `CATransform3DRotate` is.
    func layerTransform() throws(TemplateError) -> LayerTransform {
        let object = try self.object(allowing: ["scale", "rotation", "translation", "rotationX", "rotationY", "translationZ", "perspective"])
        var transform = LayerTransform.identity
        if let scale = object.optional("scale") {
            if case .array? = scale.value?.kind {
                let s = try scale.tuple(2, "a number or an array [sx, sy]")
                transform.scaleX = try s[0].coordinate()
                transform.scaleY = try s[1].coordinate()
            } else {
                let s = try scale.number("a number or an array [sx, sy]")
                guard abs(s) <= TemplateLimits.maxCoordinate else { throw scale.failure("a number or an array [sx, sy]") }
                transform.scaleX = s
                transform.scaleY = s
            }
        }
        if let rotation = object.optional("rotation") {
            transform.rotation = try rotation.angle()
        }
        if let translation = object.optional("translation") { transform.translation = try translation.vector() }
        if let n = object.optional("rotationX") { transform.rotationX = try n.angle() }
        if let n = object.optional("rotationY") { transform.rotationY = try n.angle() }
        if let n = object.optional("translationZ") { transform.translationZ = try n.coordinate() }
        if let n = object.optional("perspective") {
            transform.m34 = -1 / (try n.number(in: 1...TemplateLimits.maxPerspective))
        }
        return transform
    }
}

extension ObjectNode {
    /// The layer's content: at most one of `shape`, `image`, `text`.
    func layerContent() throws(TemplateError) -> LayerContent? {
        let present = keys.filter { ["shape", "image", "text"].contains($0) } // in written order
        if present.count > 1 {
            throw self[present[1]].failure(message: "expected at most one of shape, image, text, found both \(present[0]) and \(present[1])")
        }
        if let n = optional("shape") { return .shape(try n.shapeContent()) }
        if let n = optional("image") { return .image(try n.imageContent()) }
        if let n = optional("text") { return .text(try n.textContent()) }
        return nil
    }
}

extension Node {
    /// The corner names of `maskedCorners`, as CALayer's CACornerMask names them without its
    /// prefix and suffix: `minXMinY` is the top-left (y down).
    static let cornerNames: [(String, CornerMask)] = [("minXMinY", .minXMinY), ("maxXMinY", .maxXMinY),
                                                     ("minXMaxY", .minXMaxY), ("maxXMaxY", .maxXMaxY)]

    /// An array of distinct corner names (empty: no corner is rounded).
    func cornerMask() throws(TemplateError) -> CornerMask {
        let what = "an array of distinct corners among " + Node.cornerNames.map { "\"\($0.0)\"" }.joined(separator: ", ")
        let items = try array(what)
        var mask: CornerMask = []
        for item in items {
            guard case .string(let name)? = item.value?.kind, let corner = Node.cornerNames.first(where: { $0.0 == name })?.1,
                  !mask.contains(corner) else { throw item.failure(what) }
            mask.insert(corner)
        }
        return mask
    }
}
