import SegueCore

/// The template's root and its canvas (mirrors `SceneDecoding` and `CanvasDecoding`).
extension TemplateSchema {
    /// The keys of a template's root object, as `Node.scene(defaultName:)` allows them.
    static var templateKeys: [String] { Node.templateKeys }

    static var template: SchemaValue {
        closedObject("A template: two screens, the transition between them, and how to render it.",
                     required: ["from", "to", "transition"], [
            "$schema": schemaProperty,
            "name": property(folderName, """
                The template's name, which is also its output folder (output/<name>/). Default: the file's \
                name without .json, which must then follow the same rule.
                """),
            "canvas": ref("canvas"),
            "from": property(ref("screenReference"), "The screen shown before the transition (the presenting one)."),
            "to": property(ref("screenReference"), "The screen shown after the transition (the presented one)."),
            "transition": ref("transition"),
            "interaction": ref("interaction"),
            "overlay": property(array(of: ref("layer")), """
                Layers in canvas points drawn above both screens for the whole transition (a finger, a \
                caption); their ids are targets "overlay.<id>".
                """),
            "variants": property(array(of: variant).with("uniqueItems", true), """
                Variants rendered besides the scene, each once, into output/<name>-<variant>/: dark or light, \
                landscape or portrait, \
                a text size (content-size=<category>), pseudolocalized text (pseudo-accented, pseudo-long), \
                right-to-left (rtl), Prefer Cross-Fade Transitions (cross-fade), Reduce Motion (reduce-motion), \
                or several joined by + (dark+rtl), one per axis.
                """),
        ])
    }

    /// `FolderName`'s rule: not empty, no "/", not starting with "."; at most 100 bytes of UTF-8
    /// (the schema counts characters, which a name of ASCII has as many of as bytes).
    static var folderName: SchemaValue {
        ["type": "string", "minLength": 1, "maxLength": .number(Double(FolderName.maxBytes)), "pattern": "^[^./][^/]*$"]
    }

    static var canvas: SchemaValue {
        let scale = Canvas.scaleRange, fps = Canvas.fpsRange, defaults = Canvas()
        return closedObject("""
            The drawing surface, each key optional: a size in points (or a device), a scale, a frame rate, \
            an appearance and a text size. Size × scale must be 1 to \(Canvas.maxPixelSide) px a side and \
            \(Canvas.maxPixelCount / 1_000_000) MP at most.
            """, [
            "size": property(tuple([positive(), positive()]), """
                [width, height] in points. Default [\(SchemaValue.format(defaults.size.width)), \
                \(SchemaValue.format(defaults.size.height))] (an iPhone 14/15); not allowed beside device.
                """, default: [.number(defaults.size.width), .number(defaults.size.height)]),
            "scale": property(number(in: scale), "Pixels per point: 1 to 3 as on iPhones, 4 for extra-sharp images, below 1 for previews.",
                              default: .number(defaults.scale)),
            "fps": property(integer(in: fps), "Frames per second of the frame clock.", default: .number(Double(defaults.fps))),
            "appearance": property(choice(Appearance.self), "Light or dark: the values system colours (label, systemBlue…) take.",
                                   default: .string(defaults.appearance.rawValue)),
            "orientation": property(choice(Orientation.self), """
                How the device is held: landscape turns it (its sides, safe area; on iPhone no status bar, \
                compact bars, inline titles), or swaps a plain canvas's sides.
                """, default: .string(Orientation.portrait.rawValue)),
            "contentSize": property(choice(ContentSizeCategory.self), """
                The person's text size (UIContentSizeCategory): the size text layers with a textStyle take, \
                and how far the navigation bar's text grows (up to xxxLarge).
                """, default: .string(defaults.contentSize.rawValue)),
            "device": property(device, """
                A device preset (\(Device.names.joined(separator: ", "))), which gives the size, scale and \
                chrome metrics; compared without case, spaces or punctuation (iphone-16-pro-max).
                """),
        ]).with("not", ["required": ["size", "device"]])
    }

    /// A variant as `Variant(parsing:)` reads it: values joined by `+` (whether two name one
    /// axis is the decoder's check).
    static var variant: SchemaValue {
        let sizes = ContentSizeCategory.allCases.map(\.rawValue).joined(separator: "|")
        let word = "(dark|light|landscape|portrait|rtl|cross-fade|reduce-motion|pseudo-accented|pseudo-long|content-size=(" + sizes + "))"
        return ["type": "string", "pattern": .string("^" + word + "(\\+" + word + ")*$")]
    }

    /// A device name as `Device.named(_:)` accepts it: a preset's name, or any spelling whose
    /// letters and digits, lowercased, are a preset's or an alias's (`Device.foldedNames`).
    /// The pattern allows anything but ASCII letters and digits between them, as the folding drops it.
    static var device: SchemaValue {
        let other = "[^A-Za-z0-9]*"
        let spellings = Device.foldedNames.map { folded in
            folded.map { c in c.isLetter ? "[\(c)\(c.uppercased())]" : String(c) }.joined(separator: other)
        }
        return [
            "type": "string",
            "anyOf": [
                choice(Device.names),
                ["pattern": .string("^" + other + "(" + spellings.joined(separator: "|") + ")" + other + "$")],
            ],
        ]
    }
}
