/// Pseudolocalization: English text rewritten so that a render shows what translation will do
/// to a layout, before any translation exists (Android's pseudolocales `en-XA`; Paparazzi and
/// Compose preview tests render them too).
///
/// - `accented`: every ASCII letter replaced by an accented form of itself (`Settings` →
///   `Šéţţîñĝš`), as Android's en-XA does, so text that never went through localization (a
///   string in code) stands out unchanged, and glyphs with marks above and below show where
///   lines are clipped. Other characters are kept.
/// - `long`: the text made 40 % longer, rounded up (`expansionFactor`): filler words appended
///   after a space (`Settings` → `Settings one`, 8 + ⌈3.2⌉ = 12 characters), to show truncation
///   and wrapping. 40 % is IBM's figure for translated strings of about 31 to 70 characters
///   (Globalization Guide, "Expansion of translated text"); short labels grow more in real
///   translations (80 to 100 % at 11 to 20 characters), so a label that survives pseudo-long
///   can still be cut in German.
public enum Pseudolocale: String, Hashable, Sendable, CaseIterable {
    case accented = "pseudo-accented"
    case long = "pseudo-long"

    /// How much longer `long` makes a text: 40 %, rounded up to whole characters.
    public static let expansionFactor = 0.4

    /// `text` rewritten by this pseudolocale.
    public func apply(to text: String) -> String {
        switch self {
        case .accented:
            return String(String.UnicodeScalarView(text.unicodeScalars.map { Pseudolocale.accents[$0] ?? $0 }))
        case .long:
            let count = text.count
            guard count > 0 else { return text }
            let extra = Int((Double(count) * Pseudolocale.expansionFactor).rounded(.up))
            var filler = ""
            while filler.count < extra { filler += " " + Pseudolocale.fillerWords[filler.split(separator: " ").count % Pseudolocale.fillerWords.count] }
            return text + String(filler.prefix(extra))
        }
    }

    /// The words `long` pads with, in order, repeated as needed.
    static let fillerWords = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// One accented form of each ASCII letter (Latin-1, Latin Extended-A and -B and Latin
    /// Extended Additional's Ṁ Ṽ Ẋ, which Inter draws).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let accented = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýž"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
    }()
}

extension ScreenChrome {
    /// The chrome with `pseudolocale` applied to the app's words in it: the navigation bar's
    /// title, back title and trailing button, the tab bar's item titles. The status bar's clock
    /// is the system's and stays.
    public func pseudolocalized(_ pseudolocale: Pseudolocale) -> ScreenChrome {
        var chrome = self
        if var bar = navigationBar {
            bar.title = pseudolocale.apply(to: bar.title)
            bar.backTitle = bar.backTitle.map(pseudolocale.apply)
            bar.trailingTitle = bar.trailingTitle.map(pseudolocale.apply)
            chrome.navigationBar = bar
        }
        if var bar = tabBar {
            bar.items = bar.items.map { item in
                var item = item
                item.title = pseudolocale.apply(to: item.title)
                return item
            }
            chrome.tabBar = bar
        }
        return chrome
    }
}

extension Layer {
    /// The layer with `pseudolocale` applied to its text and its sublayers' (and its mask
    /// layer's): everything else kept.
    public func pseudolocalized(_ pseudolocale: Pseudolocale) -> Layer {
        var layer = self
        if case .text(var text)? = content {
            text.string = pseudolocale.apply(to: text.string)
            layer.content = .text(text)
        }
        layer.maskLayer = maskLayer?.pseudolocalized(pseudolocale)
        layer.sublayers = sublayers.map { $0.pseudolocalized(pseudolocale) }
        return layer
    }
}
