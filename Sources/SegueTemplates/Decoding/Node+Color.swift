import SegueCore

extension Node {
    /// A colour: `#RRGGBB`, `#RRGGBBAA`, or a name from `SystemColors`, whose value depends on
    /// the appearance the template is read in (`DecodeContext.appearance`).
    func color() throws(TemplateError) -> Color {
        let what = "a colour (#RRGGBB, #RRGGBBAA, clear, white, black or a system colour such as systemBlue)"
        let text = try string(what)
        if text.hasPrefix("#") {
            do { return try Color(hex: text) } catch { throw failure(what) }
        }
        guard let named = SystemColors.color(named: text, appearance: context.appearance) else { throw failure(what) }
        return named
    }
}
