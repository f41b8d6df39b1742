extension TextContent {
    /// The width in points the text's first line is expected to take, from per-character
    /// advance classes rather than the font: SegueCore lays out without a text engine (the
    /// renderer measures with Pango), and a navigation transition needs where a centred title's
    /// text begins to slide it onto the back label.
    ///
    /// The classes' advances, in ems of the regular weight, are set from the renderer's Inter
    /// (Segue's text face): narrow letters and punctuation 0.27, wide letters (m, w, M, W)
    /// 0.86, other capitals 0.68, digits 0.62, other characters 0.56, a space 0.28; semibold
    /// and bold are 4 % and 7 % wider. Checked against the ink width segue draws at 2× for
    /// eight bar titles ("Settings" 17 pt: 63.4 estimated, 64.0 drawn; "Display & Brightness":
    /// 160.3, 161.5; "Settings" 34 pt bold: 135.7, 137.0): within 3.5 % on seven, 12 % on
    /// "Wi-Fi" (a hyphen counted wide). A sliding, fading title hides a few points.
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
