/// What chrome layout knows of its text before anything is drawn: an estimate of its width.
/// Segue lays chrome out in Core, which has no font metrics (Pango measures text only when the
/// renderer draws it), so decisions that depend on a width (a back label that would run into
/// the title, a tab title beside its glyph) use this estimate.
enum ChromeText {
    /// A character's estimated width in ems: 0.55, a little above Inter's and SF Pro's average
    /// for mixed-case text (about 0.5), so that an estimate errs toward "does not fit".
    static let emsPerCharacter = 0.55

    /// The gap UIKit keeps between a back button and the title, in points (an estimate).
    static let gap = 8.0

    /// UIKit's fallback back-button title.
    static let back = "Back"

    /// `text`'s estimated width at `size` points.
    static func estimatedWidth(_ text: String, size: Double) -> Double {
        emsPerCharacter * size * Double(text.count)
    }
}
