import SegueCore

extension Node {
    /// A colour: `#RRGGBB`, `#RRGGBBAA`, or a name from `NamedColors`.
    func color() throws(TemplateError) -> Color {
        let what = "a colour (#RRGGBB, #RRGGBBAA, clear, white, black or a system colour such as systemBlue)"
        let text = try string(what)
        if text.hasPrefix("#") {
            do { return try Color(hex: text) } catch { throw failure(what) }
        }
        guard let named = NamedColors.color(named: text) else { throw failure(what) }
        return named
    }
}
