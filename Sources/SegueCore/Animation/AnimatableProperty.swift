/// Everything Segue knows about one animatable key path, in one row of one table (after
/// lottie-ios's `LayerProperty`): its Core Animation name and other spellings, the kind of value
/// it takes, the range a template's numbers must lie in, what it requires of the layer, how a
/// right-to-left variant mirrors its values, which doors take it (templates, SegueKit's
/// `CABasicAnimation`), and, for the key paths Core's `Layer` holds, its case of
/// `AnimatableKeyPath`, by which `Layer.value(for:)` and `Layer.set(_:to:)` read and write it.
///
/// Template decoding, the JSON Schema, scene resolution, mirroring and SegueKit all read this
/// table (`AnimatableProperty.all`, `named(_:)`), so a key path added here is known to each of
/// them, and a name the table does not have is one error naming the nearest ones.
public struct AnimatableProperty: Sendable {
    /// Core Animation's key path (`transform.rotation`).
    public let name: String
    /// Other spellings that mean it (`transform.rotation.z`, Core Animation's own; `blurRadius`,
    /// written as the layer keys are).
    public let aliases: [String]
    /// The kind of value it takes.
    public let kind: Kind
    /// For numbers, the range a template's from- and to-values must lie in.
    public let range: NumberRange
    /// What the layer must have for it to apply.
    public let requirement: Requirement
    /// How a right-to-left variant changes its values.
    public let mirroring: Mirroring
    /// Which doors take it.
    public let doors: Doors
    /// The property of Core's `Layer` it drives; `nil` for SegueKit's own (`hidden`, `masksToBounds`, …).
    public let keyPath: AnimatableKeyPath?

    /// The kinds of value a key path takes. Templates write `vector` as [dx, dy]; SegueKit takes
    /// a CGSize for it, as Core Animation does for `shadowOffset` and `transform.translation`.
    public enum Kind: String, Hashable, Sendable {
        case number, point, vector, size, rect, color, path
        /// A whole CATransform3D (SegueKit's `transform`).
        case transform
        /// A Bool (SegueKit's `hidden`, `masksToBounds`): it jumps, never interpolates.
        case flag
        /// An array of colours (CAGradientLayer's `colors`).
        case colors
        /// An array of numbers (CAGradientLayer's `locations`).
        case numbers

        /// The kind of Core's `AnimationValue` it is, for the key paths Core's layer holds.
        public var animationValueKind: AnimationValue.Kind? {
            switch self {
            case .number: .number
            case .point: .point
            case .vector: .vector
            case .size: .size
            case .rect: .rect
            case .color: .color
            case .path: .path
            case .transform, .flag, .colors, .numbers: nil
            }
        }
    }

    /// Where a template's numbers may lie (its decoder turns each into limits).
    public enum NumberRange: Hashable, Sendable {
        /// 0...1: opacities, stroke ends.
        case unit
        /// 0 or more: widths and radii.
        case nonNegative
        /// An angle in radians.
        case angle
        /// A coordinate, either sign.
        case coordinate
    }

    /// What the layer must have.
    public enum Requirement: Hashable, Sendable {
        case none
        /// Shape content (CAShapeLayer's key paths).
        case shapeContent
        /// A backdrop blur (`blur.radius`).
        case blur
        /// A gradient (CAGradientLayer's key paths).
        case gradient
    }

    /// How a right-to-left variant reflects the values (x → W − x in the parent).
    public enum Mirroring: Hashable, Sendable {
        /// Kept.
        case none
        /// A point in the parent: x → parentWidth − x.
        case pointInParent
        /// An x in the parent: x → parentWidth − x.
        case xInParent
        /// A point in unit coordinates of the bounds: x → 1 − x.
        case unitPoint
        /// A rect in the parent: x → parentWidth − x − width.
        case rectInParent
        /// A number that says which way round (an angle, an x offset): negated.
        case negated
        /// A vector whose x says which way: dx negated.
        case negatedX
        /// A path in the layer's bounds: reflected within its width.
        case pathInBounds
    }

    /// The doors that take a key path.
    public struct Doors: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Templates' custom animations.
        public static let templates = Doors(rawValue: 1)
        /// SegueKit's `CABasicAnimation`, `CAKeyframeAnimation` and `CALayer.setValue(_:forKeyPath:)`.
        public static let kit = Doors(rawValue: 2)
        public static let both: Doors = [.templates, .kit]
    }

    init(_ name: String, aliases: [String] = [], _ kind: Kind, range: NumberRange = .coordinate, requirement: Requirement = .none,
         mirroring: Mirroring = .none, doors: Doors = .both, keyPath: AnimatableKeyPath?) {
        self.name = name
        self.aliases = aliases
        self.kind = kind
        self.range = range
        self.requirement = requirement
        self.mirroring = mirroring
        self.doors = doors
        self.keyPath = keyPath
    }

    /// Every spelling of the key path: its name, then its aliases.
    public var names: [String] { [name] + aliases }
}

extension AnimatableProperty {
    /// The table: Core Animation's animatable properties of CALayer and CAShapeLayer and the
    /// sub-key-paths its "Key-Value Coding Extensions" document (`transform.rotation.z`,
    /// `position.x`, `bounds.size.width`, …), plus what templates add (`frame`, a path `mask`,
    /// `blur.radius`). Templates take every row Core's layer holds except SegueKit's own;
    /// SegueKit takes what Core Animation animates.
    public static let all: [AnimatableProperty] = [
        AnimatableProperty("opacity", .number, range: .unit, keyPath: .opacity),
        AnimatableProperty("position", .point, mirroring: .pointInParent, keyPath: .position),
        AnimatableProperty("position.x", .number, mirroring: .xInParent, keyPath: .positionX),
        AnimatableProperty("position.y", .number, keyPath: .positionY),
        AnimatableProperty("anchorPoint", .point, mirroring: .unitPoint, keyPath: .anchorPoint),
        AnimatableProperty("bounds", .rect, doors: .kit, keyPath: nil),
        AnimatableProperty("bounds.origin", .point, doors: .kit, keyPath: nil),
        AnimatableProperty("bounds.size", .size, keyPath: .boundsSize),
        AnimatableProperty("bounds.size.width", .number, range: .nonNegative, keyPath: .boundsSizeWidth),
        AnimatableProperty("bounds.size.height", .number, range: .nonNegative, keyPath: .boundsSizeHeight),
        AnimatableProperty("frame", .rect, mirroring: .rectInParent, doors: .templates, keyPath: .frame),
        AnimatableProperty("transform", .transform, doors: .kit, keyPath: nil),
        AnimatableProperty("transform.scale", .number, keyPath: .transformScale),
        AnimatableProperty("transform.scale.x", .number, keyPath: .transformScaleX),
        AnimatableProperty("transform.scale.y", .number, keyPath: .transformScaleY),
        AnimatableProperty("transform.rotation", aliases: ["transform.rotation.z"], .number, range: .angle, mirroring: .negated,
                           keyPath: .transformRotation),
        AnimatableProperty("transform.translation", .vector, mirroring: .negatedX, keyPath: .transformTranslation),
        AnimatableProperty("transform.translation.x", .number, mirroring: .negated, keyPath: .transformTranslationX),
        AnimatableProperty("transform.translation.y", .number, keyPath: .transformTranslationY),
        AnimatableProperty("transform.rotation.x", .number, range: .angle, keyPath: .transformRotationX),
        AnimatableProperty("transform.rotation.y", .number, range: .angle, mirroring: .negated, keyPath: .transformRotationY),
        AnimatableProperty("transform.translation.z", .number, keyPath: .transformTranslationZ),
        AnimatableProperty("sublayerTransform", .transform, doors: .kit, keyPath: nil),
        // Core Animation takes transform's parts on sublayerTransform too (a container turning
        // all its sublayers at once).
        AnimatableProperty("sublayerTransform.scale", .number, keyPath: .sublayerTransformScale),
        AnimatableProperty("sublayerTransform.scale.x", .number, keyPath: .sublayerTransformScaleX),
        AnimatableProperty("sublayerTransform.scale.y", .number, keyPath: .sublayerTransformScaleY),
        AnimatableProperty("sublayerTransform.rotation", aliases: ["sublayerTransform.rotation.z"], .number, range: .angle,
                           mirroring: .negated, keyPath: .sublayerTransformRotation),
        AnimatableProperty("sublayerTransform.translation", .vector, mirroring: .negatedX, keyPath: .sublayerTransformTranslation),
        AnimatableProperty("sublayerTransform.translation.x", .number, mirroring: .negated, keyPath: .sublayerTransformTranslationX),
        AnimatableProperty("sublayerTransform.translation.y", .number, keyPath: .sublayerTransformTranslationY),
        AnimatableProperty("sublayerTransform.rotation.x", .number, range: .angle, keyPath: .sublayerTransformRotationX),
        AnimatableProperty("sublayerTransform.rotation.y", .number, range: .angle, mirroring: .negated,
                           keyPath: .sublayerTransformRotationY),
        AnimatableProperty("sublayerTransform.translation.z", .number, keyPath: .sublayerTransformTranslationZ),
        AnimatableProperty("anchorPointZ", .number, keyPath: .anchorPointZ),
        AnimatableProperty("hidden", .flag, doors: .kit, keyPath: nil),
        AnimatableProperty("masksToBounds", .flag, doors: .kit, keyPath: nil),
        AnimatableProperty("zPosition", .number, keyPath: .zPosition),
        AnimatableProperty("cornerRadius", .number, range: .nonNegative, keyPath: .cornerRadius),
        AnimatableProperty("backgroundColor", .color, keyPath: .backgroundColor),
        AnimatableProperty("borderWidth", .number, range: .nonNegative, keyPath: .borderWidth),
        AnimatableProperty("borderColor", .color, keyPath: .borderColor),
        AnimatableProperty("path", .path, requirement: .shapeContent, mirroring: .pathInBounds, keyPath: .path),
        AnimatableProperty("fillColor", .color, requirement: .shapeContent, keyPath: .fillColor),
        AnimatableProperty("strokeColor", .color, requirement: .shapeContent, keyPath: .strokeColor),
        AnimatableProperty("lineWidth", .number, range: .nonNegative, requirement: .shapeContent, keyPath: .lineWidth),
        AnimatableProperty("strokeStart", .number, range: .unit, requirement: .shapeContent, keyPath: .strokeStart),
        AnimatableProperty("strokeEnd", .number, range: .unit, requirement: .shapeContent, keyPath: .strokeEnd),
        AnimatableProperty("mask", .path, mirroring: .pathInBounds, doors: .templates, keyPath: .mask),
        AnimatableProperty("shadowColor", .color, keyPath: .shadowColor),
        AnimatableProperty("shadowOpacity", .number, range: .unit, keyPath: .shadowOpacity),
        AnimatableProperty("shadowRadius", .number, range: .nonNegative, keyPath: .shadowRadius),
        AnimatableProperty("shadowOffset", .vector, mirroring: .negatedX, keyPath: .shadowOffset),
        AnimatableProperty("shadowPath", .path, mirroring: .pathInBounds, keyPath: .shadowPath),
        AnimatableProperty("blur.radius", aliases: ["blurRadius"], .number, range: .nonNegative, requirement: .blur,
                           doors: .templates, keyPath: .blurRadius),
        AnimatableProperty("colors", .colors, requirement: .gradient, doors: .kit, keyPath: nil),
        AnimatableProperty("locations", .numbers, requirement: .gradient, doors: .kit, keyPath: nil),
        AnimatableProperty("startPoint", .point, requirement: .gradient, doors: .kit, keyPath: nil),
        AnimatableProperty("endPoint", .point, requirement: .gradient, doors: .kit, keyPath: nil),
    ]

    /// The rows by every spelling.
    private static let byName: [String: AnimatableProperty] = {
        var table: [String: AnimatableProperty] = [:]
        for property in all { for name in property.names { table[name] = property } }
        return table
    }()

    /// The row that `name` (a name or an alias) spells, if `door` takes it.
    public static func named(_ name: String, door: Doors) -> AnimatableProperty? {
        byName[name].flatMap { $0.doors.contains(door) ? $0 : nil }
    }

    /// Every spelling `door` takes, in the table's order.
    public static func names(door: Doors) -> [String] {
        all.filter { $0.doors.contains(door) }.flatMap(\.names)
    }

    /// What an unknown key path is told: `expected an animatable key path such as "opacity" or
    /// "position.x", found "opacty"; did you mean "opacity"?`.
    public static func unknown(_ name: String, door: Doors) -> String {
        let near = Suggestions.nearest(to: name, among: names(door: door))
        let suggestion = near.isEmpty ? "" : "; did you mean " + near.map { MessageText.quoted($0) }.joined(separator: " or ") + "?"
        return "expected an animatable key path (Core Animation's name: \"opacity\", \"position.x\", \"transform.rotation\", …), "
            + "found \(MessageText.quoted(name))\(suggestion)"
    }
}

extension AnimatableKeyPath {
    /// This key path's row of the table.
    public var property: AnimatableProperty { AnimatableKeyPath.rows[self]! }

    private static let rows: [AnimatableKeyPath: AnimatableProperty] = Dictionary(
        uniqueKeysWithValues: AnimatableProperty.all.compactMap { row in row.keyPath.map { ($0, row) } })
}
