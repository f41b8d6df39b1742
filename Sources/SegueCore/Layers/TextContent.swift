/// A text layer's content: UILabel's text properties, drawn as UILabel draws its text.
///
/// Lines break at `\n` and, when more than one line is allowed, wrap within the layer's width;
/// at most `numberOfLines` lines are drawn, and only as many as fit in the layer's height,
/// the last one truncated by `lineBreakMode` when text is left over. The block of lines is
/// centred vertically in the bounds (UILabel's placement) and aligned by `alignment`; each line
/// is as high as its font's ascent plus descent. Nothing is validated here (templates check
/// values); the renderer draws a negative `numberOfLines` as 0.
public struct TextContent: Hashable, Sendable {
    /// The text; `\n` starts a new line.
    public var string: String
    /// The font size in points.
    public var size: Double
    /// The weight, matched to the family's face of that weight.
    public var weight: FontWeight
    /// The font family as fontconfig names it (e.g. "DejaVu Serif"); `nil` draws in the
    /// renderer's family. A family that is not installed falls back to the renderer's family.
    public var font: String?
    public var color: Color
    /// Horizontal placement of each line in the bounds.
    public var alignment: TextAlignment
    /// UILabel's `numberOfLines`: the most lines drawn; 0 draws as many as fit in the height.
    /// Apple: "To remove any maximum limit, and use as many lines as needed, set the value of
    /// this property to 0"; text that does not fit in the lines or the bounds is truncated by
    /// `lineBreakMode`.
    public var numberOfLines: Int
    /// How lines wrap and how the last one is truncated (UILabel's `lineBreakMode`).
    public var lineBreakMode: LineBreakMode
    /// Extra space after each character, in points (NSAttributedString's `kern`); 0 draws the
    /// font's own spacing.
    public var kern: Double = 0
    /// Where the block of lines sits in the bounds' height: centred, as UILabel places it, or
    /// at the top, as a text view places it (below its inset).
    public var verticalPlacement: VerticalTextPlacement = .center

    /// Text with UILabel's defaults for what is not given: 17 pt, regular, the renderer's
    /// family, black, left-aligned, one line truncated at the tail.
    public init(string: String, size: Double = 17, weight: FontWeight = .regular, font: String? = nil,
                color: Color = .black, alignment: TextAlignment = .left, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.string = string
        self.size = size
        self.weight = weight
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
    }
}

/// Where text's lines sit in their box's height.
public enum VerticalTextPlacement: String, Hashable, Sendable {
    /// Centred, as UILabel draws.
    case center
    /// At the top, as UITextView draws.
    case top
}

/// UIFont.Weight's nine weights, lightest first.
public enum FontWeight: String, Hashable, Sendable, CaseIterable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The OpenType weight class (100 … 900) that fontconfig matches a family's faces by; a
    /// family without a face of this weight draws its nearest one.
    ///
    /// In UIKit's order: ultraLight is the lightest (UIFont.Weight −0.8, Apple's "the font face
    /// ultraLight has the approximate value of −0.8") and thin the next (−0.6), so ultraLight is
    /// 100 and thin 200, although fontconfig and Pango call 100 "thin" and 200 "ultralight".
    public var value: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}

/// Where each line of text sits horizontally in its layer's bounds.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case left, center, right }

/// NSLineBreakMode, as UILabel applies it: lines before the last wrap at words (at characters
/// for `byCharWrapping`); the mode decides what happens to the last line drawn when text is
/// left over. The raw values are the template names.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
    /// Wraps at word boundaries (inside a word only when it alone is wider than a line); text
    /// past the last line is not drawn.
    case byWordWrapping = "wordWrapping"
    /// Wraps between any two characters; text past the last line is not drawn.
    case byCharWrapping = "charWrapping"
    /// Wraps as `byWordWrapping`; a single line (numberOfLines 1) is not wrapped but clipped
    /// at the bounds' left and right edges.
    case byClipping = "clipping"
    /// The last line ends the text, its start replaced by "…".
    case byTruncatingHead = "truncatingHead"
    /// The last line is cut at its end with "…": UILabel's default.
    case byTruncatingTail = "truncatingTail"
    /// The last line keeps its start and the text's end with "…" between them.
    case byTruncatingMiddle = "truncatingMiddle"
}
