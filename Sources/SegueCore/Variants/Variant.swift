/// One render of a template besides its own: a combination of the settings it is tested in,
/// one value at most on each axis, written as the values joined by `+`
/// (`dark+rtl+content-size=accessibilityLarge`).
///
/// | axis | values | applied |
/// | --- | --- | --- |
/// | appearance | `dark`, `light` | when the template is read (system colours) |
/// | orientation | `landscape`, `portrait` | when the template is read (the canvas turned, `Canvas.oriented(_:)`) |
/// | text size | `content-size=<ContentSizeCategory>` | when the template is read (text styles, chrome) |
/// | accents | `pseudo-accented` | to the scene's text, chrome's included (`Pseudolocale`) |
/// | length | `pseudo-long` | to the scene's text, after the accents |
/// | layout direction | `rtl` | to the scene (`Scene.withVariantApplied()`) |
/// | motion | `cross-fade`, `reduce-motion` | to the scene, after the direction |
///
/// `description` lists the values in that fixed order, whatever order they were given in, and
/// `folderSuffix` names the render's folder from it: `<name>-dark-rtl` for `rtl+dark` and
/// `dark+rtl` alike, so one combination always lands in one folder. A single value keeps the
/// folder it always had (`<name>-rtl`, `<name>-cross-fade`, and `<name>-dark`, as Segue's own
/// goldens name dark renders).
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// `dark` or `light`, overriding the template canvas's appearance; `nil` keeps it.
    public var appearance: Appearance?
    /// How the device is held, overriding the canvas's `orientation`; `nil` keeps it.
    public var orientation: Orientation?
    /// The text size, overriding the canvas's `contentSize`; `nil` keeps it.
    public var contentSize: ContentSizeCategory?
    /// Pseudolocales applied to every text, in `Pseudolocale`'s order (accents, then length).
    public var pseudolocales: [Pseudolocale]
    /// Right-to-left layout (`TransitionVariant.rtl`).
    public var rtl: Bool
    /// Prefer Cross-Fade Transitions or Reduce Motion alone; `nil` for neither.
    public var motion: TransitionVariant?

    /// A combination of the given values; `motion` must be `crossFade` or `reduceMotion`.
    public init(appearance: Appearance? = nil, orientation: Orientation? = nil, contentSize: ContentSizeCategory? = nil,
                pseudolocales: Set<Pseudolocale> = [], rtl: Bool = false, motion: TransitionVariant? = nil) {
        precondition(motion != .rtl, "rtl is the layout direction's axis, not motion's")
        self.appearance = appearance
        self.orientation = orientation
        self.contentSize = contentSize
        self.pseudolocales = Pseudolocale.allCases.filter(pseudolocales.contains)
        self.rtl = rtl
        self.motion = motion
    }

    /// Right-to-left alone: `<name>-rtl`.
    public static let rtl = Variant(TransitionVariant.rtl)
    /// Prefer Cross-Fade Transitions alone: `<name>-cross-fade`.
    public static let crossFade = Variant(TransitionVariant.crossFade)
    /// Reduce Motion alone: `<name>-reduce-motion`.
    public static let reduceMotion = Variant(TransitionVariant.reduceMotion)
    /// Dark appearance alone: `<name>-dark`.
    public static let dark = Variant(appearance: .dark)
    /// Landscape alone: `<name>-landscape`.
    public static let landscape = Variant(orientation: .landscape)

    /// The variant that is one of the transition variants (`rtl`, `cross-fade`, `reduce-motion`).
    public init(_ variant: TransitionVariant) {
        self.init(rtl: variant == .rtl, motion: variant == .rtl ? nil : variant)
    }

    /// The words a combination is made of, each naming one axis's value: `dark`, `light`,
    /// `landscape`, `portrait`, `content-size=` followed by a category, `pseudo-accented`,
    /// `pseudo-long`, `rtl`, `cross-fade` and `reduce-motion`.
    public static let words = "dark, light, landscape, portrait, content-size=<category>, pseudo-accented, pseudo-long, rtl, cross-fade or reduce-motion, several joined by +"

    /// Reads `text`, values joined by `+` in any order (`rtl+dark`). A value no axis has, an
    /// empty value, or two values of one axis (`dark+light`, `cross-fade+reduce-motion`: a
    /// combination that contradicts itself) is an error saying which.
    public init(parsing text: String) throws(VariantError) {
        var variant = Variant()
        var seen: [String: String] = [:]
        func take(_ axis: String, _ value: String) throws(VariantError) {
            if let earlier = seen[axis] {
                throw VariantError(earlier == value ? "\(value) is given twice"
                    : "\(earlier) and \(value) are both the \(axis); a combination takes one value of each axis")
            }
            seen[axis] = value
        }
        guard !text.isEmpty else { throw VariantError("expected \(Variant.words), found nothing") }
        for word in text.split(separator: "+", omittingEmptySubsequences: false).map(String.init) {
            switch word {
            case "dark", "light":
                try take("appearance", word)
                variant.appearance = Appearance(rawValue: word)
            case "landscape", "portrait":
                try take("orientation", word)
                variant.orientation = Orientation(rawValue: word)
            case "rtl":
                try take("layout direction", word)
                variant.rtl = true
            case Pseudolocale.accented.rawValue, Pseudolocale.long.rawValue:
                try take(word == Pseudolocale.accented.rawValue ? "accents" : "length", word)
                variant.pseudolocales = Pseudolocale.allCases.filter { variant.pseudolocales.contains($0) || $0.rawValue == word }
            case TransitionVariant.crossFade.rawValue, TransitionVariant.reduceMotion.rawValue:
                try take("motion setting", word)
                variant.motion = TransitionVariant(rawValue: word)
            default:
                let prefix = "content-size="
                if word.hasPrefix(prefix) {
                    let name = String(word.dropFirst(prefix.count))
                    guard let category = ContentSizeCategory(rawValue: name) else {
                        throw VariantError("content-size: expected xSmall, small, medium, large, xLarge, xxLarge, xxxLarge or "
                            + "accessibilityMedium … accessibilityXXXLarge, found \(MessageText.quoted(name))")
                    }
                    try take("text size", word)
                    variant.contentSize = category
                } else {
                    throw VariantError("expected \(Variant.words), found \(MessageText.quoted(word))"
                        + (word == text ? "" : " in \(MessageText.quoted(text))"))
                }
            }
        }
        self = variant
    }

    /// The values in the fixed axis order: appearance, orientation, text size, accents, length,
    /// direction, motion.
    public var values: [String] {
        var values: [String] = []
        if let appearance { values.append(appearance.rawValue) }
        if let orientation { values.append(orientation.rawValue) }
        if let contentSize { values.append("content-size=" + contentSize.rawValue) }
        values += pseudolocales.map(\.rawValue)
        if rtl { values.append(TransitionVariant.rtl.rawValue) }
        if let motion { values.append(motion.rawValue) }
        return values
    }

    /// `dark+rtl`: the canonical text, what `--variant` and a template's `variants` accept back.
    public var description: String { values.joined(separator: "+") }

    /// `dark-rtl`, `content-size-xLarge`: the values joined by `-` (a `=` as `-`), which names the
    /// render's folder `<name>-<suffix>`.
    public var folderSuffix: String {
        values.map { String($0.map { $0 == "=" ? "-" : $0 }) }.joined(separator: "-")
    }

    /// Whether the combination has no value at all (the template itself).
    public var isEmpty: Bool { values.isEmpty }

    /// Accented pseudolocalization alone: `<name>-pseudo-accented`.
    public static let pseudoAccented = Variant(pseudolocales: [.accented])
    /// Long pseudolocalization alone: `<name>-pseudo-long`.
    public static let pseudoLong = Variant(pseudolocales: [.long])

    /// Whether it changes how the template is read (appearance, orientation, text size): such a variant is
    /// rendered from the template read again with those overrides.
    public var changesReading: Bool { appearance != nil || orientation != nil || contentSize != nil }

    /// The transition variants it applies to the scene, in order: the direction, then motion.
    public var transitionVariants: [TransitionVariant] {
        (rtl ? [.rtl] : []) + (motion.map { [$0] } ?? [])
    }

    /// The product of `words`' axes, as `--matrix dark,rtl,content-size=xLarge` renders it: every
    /// combination of at most one of the given values per axis, besides the empty one (the
    /// template itself), in a fixed order (by the axes' order, the given values' order within an
    /// axis). Each word is one value; two values of one axis (`cross-fade,reduce-motion`) are
    /// alternatives, never combined. An unknown or repeated word is an error.
    public static func matrix(_ words: [String]) throws(VariantError) -> [Variant] {
        var axes: [[Variant]] = [[], [], [], [], [], [], []]   // appearance, orientation, text size, accents, length, direction, motion
        var seen: Set<String> = []
        for word in words {
            guard seen.insert(word).inserted else { throw VariantError("\(word) is given twice") }
            let single = try Variant(parsing: word)
            guard single.values.count == 1 else {
                throw VariantError("expected one value a word (the matrix combines them), found \(MessageText.quoted(word))")
            }
            let axis = single.appearance != nil ? 0 : single.orientation != nil ? 1 : single.contentSize != nil ? 2
                : single.pseudolocales == [.accented] ? 3 : single.pseudolocales == [.long] ? 4 : single.rtl ? 5 : 6
            axes[axis].append(single)
        }
        var product = [Variant()]
        for options in axes where !options.isEmpty {
            product = product.flatMap { partial in
                [partial] + options.map { option in
                    var combined = partial
                    combined.appearance = option.appearance ?? partial.appearance
                    combined.orientation = option.orientation ?? partial.orientation
                    combined.contentSize = option.contentSize ?? partial.contentSize
                    combined.pseudolocales = Pseudolocale.allCases.filter { partial.pseudolocales.contains($0) || option.pseudolocales.contains($0) }
                    combined.rtl = option.rtl || partial.rtl
                    combined.motion = option.motion ?? partial.motion
                    return combined
                }
            }
        }
        return product.filter { !$0.isEmpty }
    }
}

/// A variant that does not read (`--variant`, `--matrix`, a template's `variants`): one line
/// saying what was expected and what was found.
public struct VariantError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
