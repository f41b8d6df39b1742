extension TextContent {
    /// The width in points the text's first line is expected to take, from per-character
    /// advance classes rather than the font: SegueCore lays out without a text engine (the
    /// renderer measures with Pango), and a navigation transition needs where a centred title's
    /// text begins to slide it onto the back label.
    ///
    /// The classes' advances, in ems of the regular weight, were fitted to the renderer's Inter
    /// (Segue's text face) on typical bar titles ("Settings", "General", "Wi-Fi", "About",
    /// "Display & Brightness"): narrow letters and punctuation 0.27, wide letters (m, w, M, W)
    /// 0.86, other capitals 0.68, digits 0.62, other lower-case letters 0.56, a space 0.28;
    /// semibold and bold are 4 % and 7 % wider. Tolerance: within about 8 % of the drawn width
    /// on those titles (a few points at 17 pt), which a sliding, fading title hides.
    public var estimatedWidth: Double {
        let line = string.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        var ems = 0.0
        for character in line { ems += TextContent.advance(of: character) }
        let weightFactor: Double = switch weight {
        case .ultraLight, .thin, .light, .regular: 1
        case .medium, .semibold: 1.04
        case .bold, .heavy, .black: 1.07
        }
        return ems * size * weightFactor
    }

    /// One character's advance class in ems (see `estimatedWidth`).
    static func advance(of character: Character) -> Double {
        if character == " " { return 0.28 }
        if "iljtfrI!.,:;'|".contains(character) { return 0.27 }
        if "mwMW".contains(character) { return 0.86 }
        if character.isUppercase { return 0.68 }
        if character.isNumber { return 0.62 }
        return 0.56
    }
}
