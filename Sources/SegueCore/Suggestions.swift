/// "Did you mean" for a name that matches nothing: the nearest of the names that exist, as
/// swift-argument-parser suggests a misspelt flag. An unknown layer id in a template's
/// `source`, `origin` or animation `target` lists the nearest ids of that screen this way.
public enum Suggestions {
    /// At most `limit` of `candidates` near `word`, nearest first, equally near ones in the
    /// order given. Near means an edit distance (`distance(_:_:)`, ignoring case) of at most
    /// max(2, a third of `word`'s length), so longer names allow more slips, and less than the
    /// longer name's length, so that a short word never suggests an unrelated short name
    /// ("x" is 2 edits from "ab": nothing in common).
    public static func nearest(to word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let allowed = max(2, word.count / 3), folded = word.lowercased()
        let near = candidates.enumerated().compactMap { order, candidate -> (Int, Int, String)? in
            let d = distance(folded, candidate.lowercased())
            return d <= allowed && d < max(word.count, candidate.count) ? (d, order, candidate) : nil
        }
        return near.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(limit).map(\.2)
    }

    /// The optimal string alignment distance between `a` and `b`: the fewest insertions,
    /// deletions, substitutions and swaps of two neighbouring characters that turn one into the
    /// other, no character edited twice (Damerau–Levenshtein's restricted form). Case counts here.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        // d[i][j]: the distance between the first i characters of a and the first j of b.
        var d = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : (j == 0 ? i : 0) } }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// The end of a message offering `names`: `; did you mean "a"?`, `; did you mean "a" or
    /// "b"?`, `; did you mean "a", "b" or "c"?`; empty when there are none.
    public static func didYouMean(_ names: [String]) -> String {
        let quoted = names.map { MessageText.quoted($0) }
        guard let last = quoted.last else { return "" }
        let list = quoted.count == 1 ? last : quoted.dropLast().joined(separator: ", ") + " or " + last
        return "; did you mean \(list)?"
    }
}
