import SegueCore

/// Layers and their content (mirrors `LayerDecoding` and `LayerContentDecoding`). Lengths are
/// in points; the defaults are CALayer's, CAShapeLayer's and UILabel's.
extension TemplateSchema {
    static var layerDefinitions: [(String, SchemaValue)] {
        [("layer", layer), ("layerId", layerId), ("layerTransform", layerTransform), ("blur", blur),
         ("shape", shapeContent), ("image", imageContent), ("text", textContent)]
    }

    /// The keys of a layer object, as `Node.layer()` allows them.
    static var layerKeys: [String] { Node.layerKeys }

    static var layer: SchemaValue {
        let contents = ["shape", "image", "text"]
        let pairs: [SchemaValue] = [(0, 1), (0, 2), (1, 2)].map { (a: Int, b: Int) -> SchemaValue in
            ["required": .strings([contents[a], contents[b]])]
        }
        return closedObject("""
            A layer (a CALayer): its untransformed frame in its parent's points, its look, at most one content \
            (shape, image or text) and sublayers. Sublayers nest at most \(TemplateLimits.maxLayerDepth) deep; \
            a screen has at most \(TemplateLimits.maxLayersPerScreen) layers.
            """, required: ["frame"], [
            "id": property(ref("layerId"), "The layer's id, for animation targets, zoom sources and reveal origins; optional."),
            "frame": property(ref("rect"), "The untransformed box [x, y, width, height] in the parent's points."),
            "anchorPoint": property(ref("point"), "Where the layer's position is and what transform acts about, in unit coordinates of the bounds.",
                                    default: [0.5, 0.5]),
            "backgroundColor": property(ref("color"), "The background colour; none when absent."),
            "cornerRadius": property(ref("nonNegative"), "The corners' radius in points.", default: 0),
            "cornerCurve": property(choice(CornerCurve.self), "How the corners curve: circular, or Apple's continuous corner (CALayer's cornerCurve).",
                                    default: .string(CornerCurve.circular.rawValue)),
            "maskedCorners": property(["type": "array", "uniqueItems": true, "items": choice(Node.cornerNames.map(\.0))],
                                      "The corners cornerRadius rounds (CALayer's maskedCorners; minXMinY is the top-left); all four when absent."),
            "borderWidth": property(ref("nonNegative"), "The border's width in points, drawn inside the bounds.", default: 0),
            "borderColor": property(ref("color"), "The border's colour.", default: "black"),
            "opacity": property(number(in: 0...1), "The layer's opacity, 0 to 1, applied to it and its sublayers as a group.", default: 1),
            "transform": ref("layerTransform"),
            "masksToBounds": property(["type": "boolean"], "Whether sublayers and content are clipped to the (rounded) bounds.", default: false),
            "mask": property(ref("path"), "A path in the layer's points outside which nothing of the layer is drawn."),
            "sublayers": property(array(of: ref("layer")), "The sublayers, back to front, in this layer's points."),
            "shape": ref("shape"),
            "image": ref("image"),
            "text": ref("text"),
            "shadowColor": property(ref("color"), "The shadow's colour.", default: "black"),
            "shadowOpacity": property(number(in: 0...1), "The shadow's opacity; 0 draws no shadow.", default: 0),
            "shadowRadius": property(ref("nonNegative"), "The shadow's blur radius in points.", default: 3),
            "shadowOffset": property(ref("point"), "The shadow's offset [dx, dy] in points.", default: [0, -3]),
            "shadowPath": property(ref("path"), "The shadow's shape (default the layer's content and bounds)."),
            "blur": ref("blur"),
            "fixed": property(["type": "boolean"], "Whether the layer stays put on the canvas while its screen moves (a bar).",
                              default: false),
            "match": property(["type": "string"], "A shared-element id: layers with the same match on both screens morph into each other."),
            "sublayerTransform": ref("layerTransform"),
            "zPosition": property(ref("coordinate"), "The place on the z axis in points: siblings draw in order of it, and a perspective shows it as depth.",
                                  default: 0),
            "anchorPointZ": property(ref("coordinate"), "The anchor point's place on the layer's z axis in points (CALayer's anchorPointZ): "
                                     + "the transform turns the layer about it, so a cube's face set at -width/2 turns about the cube's centre.",
                                     default: 0),
            "isDoubleSided": property(["type": "boolean"], "Whether the layer is drawn while its back faces the viewer (CALayer's isDoubleSided).",
                                      default: true),
            "isTransformLayer": property(["type": "boolean"], "Whether the layer is a CATransformLayer: it draws only its sublayers, which keep "
                                         + "their 3-D places in its parent's space and draw back to front by depth.", default: false),
            "allowsEdgeAntialiasing": property(["type": "boolean"], "Whether axis-aligned edges are antialiased; false draws them on whole pixels, "
                                               + "as CALayer's allowsEdgeAntialiasing (rotated and projected edges are antialiased either way).",
                                               default: false),
        ]).with("not", ["description": "At most one of shape, image, text.", "anyOf": .array(pairs)])
    }

    /// `Screen.validate()`'s rule for ids: non-empty, without "[" (the path names of layers without an id).
    static var layerId: SchemaValue {
        ["description": "A layer id: a non-empty string without \"[\", unique within its screen.",
         "type": "string", "pattern": "^[^\\[]+$"]
    }

    static var layerTransform: SchemaValue {
        let limit = TemplateLimits.maxCoordinate
        return closedObject("""
            The layer's transform about its anchor point (a sublayerTransform: the one applied to the sublayers): scale, then \
            rotations about x, y and z, then translation, then perspective; each optional.
            """, [
            "scale": property(["oneOf": [number(in: -limit...limit), tuple([ref("coordinate"), ref("coordinate")])]],
                              "A scale factor, or [sx, sy]; negative mirrors.", default: 1),
            "rotation": property(ref("angle"), "The rotation in radians; positive turns clockwise on screen.", default: 0),
            "translation": property(ref("point"), "The translation [dx, dy] in points, after scale and rotation.", default: [0, 0]),
            "rotationX": property(ref("angle"), "The rotation about the x axis in radians; positive brings the bottom edge toward the viewer.",
                                  default: 0),
            "rotationY": property(ref("angle"), "The rotation about the y axis in radians; positive brings the left edge toward the viewer.",
                                  default: 0),
            "translationZ": property(ref("coordinate"), "The translation along z in points; positive is toward the viewer.", default: 0),
            "perspective": property(number(in: 1...TemplateLimits.maxPerspective),
                                    "The viewer's distance in points (m34 = -1/d), applied after the rotations; none when absent."),
        ])
    }

    static var blur: SchemaValue {
        [
            "description": """
                A backdrop blur of what lies behind the layer: a material name, a radius in points (of \
                \(BlurMaterial.systemMaterial.rawValue)), or {"style", "radius"}.
                """,
            "oneOf": [
                choice(BlurMaterial.self),
                ref("nonNegative"),
                closedObject("A material and a radius, each optional.", [
                    "style": property(choice(BlurMaterial.self), "The material.", default: .string(BlurMaterial.systemMaterial.rawValue)),
                    "radius": property(ref("nonNegative"), "The blur radius in points (default the material's)."),
                ]),
            ],
        ]
    }

    static var shapeContent: SchemaValue {
        closedObject("Shape content (a CAShapeLayer): a path filled and stroked.", required: ["path"], [
            "path": property(ref("path"), "The shape's path in the layer's points."),
            "fillColor": property(ref("color"), "The fill colour.", default: "black"),
            "strokeColor": property(ref("color"), "The stroke colour; no stroke when absent."),
            "lineWidth": property(ref("nonNegative"), "The stroke's width in points.", default: 1),
            "lineCap": property(choice(LineCap.self), "The stroke's ends.", default: .string(LineCap.butt.rawValue)),
            "lineJoin": property(choice(LineJoin.self), "The stroke's corners.", default: .string(LineJoin.miter.rawValue)),
            "fillRule": property(choice(FillRule.self), "Which regions are inside.", default: .string(FillRule.nonZero.rawValue)),
            "strokeStart": property(number(in: 0...1), "Where the stroke starts, a fraction of the path's length.", default: 0),
            "strokeEnd": property(number(in: 0...1), "Where the stroke ends, a fraction of the path's length.", default: 1),
        ])
    }

    static var imageContent: SchemaValue {
        closedObject("Image content: a PNG or JPEG file drawn in the bounds.", required: ["file"], [
            "file": property(["type": "string"], "The image's path relative to this file; @2x/@3x in its name gives its scale."),
            "contentMode": property(choice(ContentMode.self), "How the image fits the bounds (UIView.ContentMode).",
                                    default: .string(ContentMode.scaleToFill.rawValue)),
        ])
    }

    static var textContent: SchemaValue {
        closedObject("Text content (a UILabel).", required: ["string"], [
            "string": property(["type": "string", "maxLength": .number(Double(TemplateLimits.maxTextCharacters))],
                               "The text (at most \(TemplateLimits.maxTextCharacters) characters; a screen's texts \(TemplateLimits.maxTextCharactersPerScreen) in all)."),
            "size": property(positive(max: TemplateLimits.maxFontSize), "The font size in points; not allowed beside textStyle.", default: 17),
            "textStyle": property(choice(TextStyle.self), """
                A Dynamic Type text style (UIFont.TextStyle): the size and weight UIFont.preferredFont(forTextStyle:) \
                has at the canvas's contentSize.
                """),
            "weight": property(choice(FontWeight.self), "The font weight (UIFont.Weight).", default: .string(FontWeight.regular.rawValue)),
            "font": property(["type": "string", "pattern": "\\S"], "A font family name (default the renderer's family)."),
            "color": property(ref("color"), "The text colour.", default: "black"),
            "alignment": property(choice(TextAlignment.self), "Where lines sit in the bounds.", default: .string(TextAlignment.left.rawValue)),
            "numberOfLines": property(integer(in: 0...TemplateLimits.maxNumberOfLines), "The most lines drawn; 0 is as many as fit.",
                                      default: 1),
            "lineBreakMode": property(choice(LineBreakMode.self), "How lines wrap and the last one ends.",
                                      default: .string(LineBreakMode.byTruncatingTail.rawValue)),
        ]).with("not", ["required": ["size", "textStyle"]])
    }
}
