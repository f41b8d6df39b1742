/// The templates the schema and the decoder must both reject (`SchemaAgreementTests`): each is
/// `InvalidTemplate.base` with one thing broken, and the JSON path (or parser position) where
/// the decoder reports it. To add a case, add a line: the test checks the base is accepted by
/// both, so each case is rejected for what it changes.
struct InvalidTemplate: Sendable, CustomStringConvertible {
    /// A short name, also the file name the case is written to.
    var name: String
    /// The template's text.
    var json: String
    /// Where the decoder's error is (`TemplateError.path`).
    var path: String

    var description: String { name }

    /// A small valid template: inline screens (no files to read), a 100×200-point canvas at
    /// scale 1 and 10 fps; each part can be replaced by JSON text.
    static func base(canvas: String = #"{"size": [100, 200], "scale": 1, "fps": 10}"#,
                     from: String = ##"{"background": "#FFFFFF", "layers": [{"id": "card", "frame": [10, 10, 80, 40], "backgroundColor": "systemBlue"}]}"##,
                     to: String = ##"{"background": "#000000"}"##,
                     transition: String = #"{"type": "fade", "operation": "present", "duration": 1}"#,
                     extra: String = "") -> String {
        #"{"name": "base", "canvas": \#(canvas), "from": \#(from), "to": \#(to), "transition": \#(transition)\#(extra)}"#
    }

    /// A `from` screen whose one layer is `layer`.
    static func from(layer: String) -> String { #"{"layers": [\#(layer)]}"# }

    /// A case the JSON parser refuses, its error at the first character of `marker` (one line,
    /// so the column is the marker's offset plus one).
    static func parseError(name: String, json: String, at marker: String) -> InvalidTemplate {
        let offset = json.range(of: marker).map { json.distance(from: json.startIndex, to: $0.lowerBound) } ?? -1
        return InvalidTemplate(name: name, json: json, path: "line 1, column \(offset + 1)")
    }

    static let all: [InvalidTemplate] = [
        // Unknown keys, at the top and nested: the decoder's object(allowing:) and additionalProperties: false.
        .init(name: "unknown-top-level-key", json: base(extra: #", "colour": "red""#), path: "colour"),
        .init(name: "unknown-layer-key", json: base(from: from(layer: #"{"frme": [0, 0, 10, 10]}"#)), path: "from.layers[0].frme"),
        .init(name: "unknown-canvas-key", json: base(canvas: #"{"fps": 10, "framerate": 30}"#), path: "canvas.framerate"),
        .init(name: "key-of-another-type", json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "direction": "left"}"#),
              path: "transition.direction"),
        // A flip's direction is a side (top, bottom), a slide's or cube's a way (up, down): each type's own names.
        .init(name: "flip-direction-up", json: base(transition: #"{"type": "flip", "operation": "present", "duration": 1, "direction": "up"}"#),
              path: "transition.direction"),
        .init(name: "cube-direction-top", json: base(transition: #"{"type": "cube", "operation": "push", "duration": 1, "direction": "top"}"#),
              path: "transition.direction"),
        // Wrong types.
        .init(name: "fps-as-string", json: base(canvas: #"{"fps": "10"}"#), path: "canvas.fps"),
        .init(name: "layers-not-array", json: base(to: #"{"layers": {}}"#), path: "to.layers"),
        .init(name: "fps-fraction", json: base(canvas: #"{"fps": 12.5}"#), path: "canvas.fps"),
        // Numbers out of range (Canvas.fpsRange 1...240, scaleRange 0.25...4, TemplateLimits).
        .init(name: "fps-zero", json: base(canvas: #"{"fps": 0}"#), path: "canvas.fps"),
        .init(name: "fps-241", json: base(canvas: #"{"fps": 241}"#), path: "canvas.fps"),
        .init(name: "scale-5", json: base(canvas: #"{"scale": 5}"#), path: "canvas.scale"),
        .init(name: "absurd-canvas-size", json: base(canvas: #"{"size": [100000, 200]}"#), path: "canvas.size[0]"),
        .init(name: "negative-duration", json: base(transition: #"{"type": "fade", "operation": "push", "duration": -1}"#),
              path: "transition.duration"),
        .init(name: "duration-61", json: base(transition: #"{"type": "fade", "operation": "push", "duration": 61}"#),
              path: "transition.duration"),
        .init(name: "opacity-above-1", json: base(from: from(layer: #"{"frame": [0, 0, 10, 10], "opacity": 1.5}"#)),
              path: "from.layers[0].opacity"),
        .init(name: "negative-width", json: base(from: from(layer: #"{"frame": [0, 0, -10, 10]}"#)), path: "from.layers[0].frame[2]"),
        .init(name: "cubic-x-above-1",
              json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "timing": {"cubicBezier": [2, 0, 0.5, 1]}}"#),
              path: "transition.timing.cubicBezier[0]"),
        .init(name: "completion-speed-0",
              json: base(extra: #", "interaction": {"progress": [[0, 0], [0.5, 0.4]], "completionSpeed": 0}"#),
              path: "interaction.completionSpeed"),
        // Unknown names.
        .init(name: "unknown-effect-type", json: base(transition: #"{"type": "dissolve", "operation": "push", "duration": 1}"#),
              path: "transition.type"),
        .init(name: "unknown-timing-name", json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "timing": "easeInOut"}"#),
              path: "transition.timing"),
        .init(name: "unknown-operation", json: base(transition: #"{"type": "fade", "operation": "show", "duration": 1}"#),
              path: "transition.operation"),
        .init(name: "unknown-device", json: base(canvas: #"{"device": "iPhone 99"}"#), path: "canvas.device"),
        .init(name: "unknown-variant", json: base(extra: #", "variants": ["ltr"]"#), path: "variants[0]"),
        .init(name: "unknown-key-path",
              json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "animations": [{"target": "from.card", "keyPath": "alpha", "from": 1, "to": 0}]}"#),
              path: "transition.animations[0].keyPath"),
        // Colours.
        .init(name: "colour-five-digits", json: base(to: ##"{"background": "#12345"}"##), path: "to.background"),
        .init(name: "colour-unknown-name", json: base(to: #"{"background": "systemBlu"}"#), path: "to.background"),
        // Missing required keys.
        .init(name: "missing-transition", json: #"{"from": {}, "to": {}}"#, path: "transition"),
        .init(name: "missing-frame", json: base(from: from(layer: #"{"id": "a"}"#)), path: "from.layers[0].frame"),
        .init(name: "missing-duration", json: base(transition: #"{"type": "fade", "operation": "push"}"#), path: "transition.duration"),
        .init(name: "missing-zoom-source", json: base(transition: #"{"type": "zoom", "operation": "push", "duration": 1}"#),
              path: "transition.source"),
        // Rules between keys.
        .init(name: "shape-and-text", json: base(from: from(layer: #"{"frame": [0, 0, 10, 10], "shape": {"path": "M0 0 L1 1"}, "text": {"string": "a"}}"#)),
              path: "from.layers[0].text"),
        .init(name: "size-beside-device", json: base(canvas: #"{"device": "iPhone 16", "size": [100, 200]}"#), path: "canvas.size"),
        .init(name: "grabber-on-full-screen",
              json: base(transition: #"{"type": "sheet", "operation": "present", "style": "fullScreen", "grabber": true}"#),
              path: "transition.grabber"),
        .init(name: "navigation-present", json: base(transition: #"{"type": "navigation", "operation": "present"}"#),
              path: "transition.operation"),
        .init(name: "range-and-begin-time",
              json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "animations": [{"target": "from.card", "keyPath": "opacity", "from": 1, "to": 0, "range": [0, 0.5], "beginTime": 0}]}"#),
              path: "transition.animations[0].beginTime"),
        .init(name: "opacity-animation-to-2",
              json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "animations": [{"target": "from.card", "keyPath": "opacity", "from": 1, "to": 2}]}"#),
              path: "transition.animations[0].to"),
        .init(name: "spring-two-vocabularies",
              json: base(transition: #"{"type": "fade", "operation": "push", "duration": 1, "timing": {"spring": {"dampingRatio": 0.8, "mass": 1}}}"#),
              path: "transition.timing.spring.mass"),
        .init(name: "progress-and-pan",
              json: base(extra: #", "interaction": {"progress": [[0, 0]], "pan": {"translation": [[0, 0]], "distance": 100}}"#),
              path: "interaction.pan"),
        .init(name: "variant-twice", json: base(extra: #", "variants": ["rtl", "rtl"]"#), path: "variants[1]"),
        .init(name: "six-tabs",
              json: base(to: #"{"tabBar": {"items": [{"glyph": "house"}, {"glyph": "house"}, {"glyph": "house"}, {"glyph": "house"}, {"glyph": "house"}, {"glyph": "house"}]}}"#),
              path: "to.tabBar.items"),
        .init(name: "layer-id-with-bracket", json: base(from: from(layer: #"{"id": "a[0]", "frame": [0, 0, 10, 10]}"#)), path: "from.layers[0].id"),
        .init(name: "name-starting-with-dot", json: base().replacingOccurrences(of: #""name": "base""#, with: #""name": ".hidden""#), path: "name"),
        .init(name: "schema-key-not-string", json: base(extra: #", "$schema": 3"#), path: "$schema"),
        .init(name: "unknown-path-command",
              json: base(from: from(layer: #"{"frame": [0, 0, 10, 10], "shape": {"path": {"commands": [["jump", 1, 2]]}}}"#)),
              path: "from.layers[0].shape.path.commands[0][0]"),
        // Not JSON at all: Segue's parser, and the check's strict reading, refuse both. NaN is
        // named by the value's path (a number JSON cannot hold), a second "fps" by its place.
        .init(name: "nan-is-not-json", json: base(transition: #"{"type": "fade", "operation": "push", "duration": NaN}"#),
              path: "transition.duration"),
        parseError(name: "duplicate-key", json: base(canvas: #"{"fps": 10, "fps": 20}"#), at: #""fps": 20"#),
    ]
}
