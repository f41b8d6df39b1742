import CPango

/// The font families installed on this machine, as fontconfig lists them through Pango: what
/// `fc-list : family` prints, plus Pango's generic families ("Sans", "Serif", "Monospace").
///
/// The renderer draws a family that is not installed in another without a word (a layer's
/// `font` in the renderer's family, the renderer's in fontconfig's substitute); the command
/// line checks `--font` and the templates' `font` keys against this list first, so that a typo
/// or a font missing on a CI machine is an error, not a different font.
public struct InstalledFonts: Sendable {
    /// The family names, sorted.
    public let families: [String]
    private let folded: Set<String>

    /// The families installed now (read through a font map of its own).
    public init() {
        let fontMap = pango_cairo_font_map_new()!
        defer { g_object_unref(fontMap) }
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        families = (0..<Int(count)).compactMap { list?[$0].map { String(cString: pango_font_family_get_name($0)) } }.sorted()
        folded = Set(families.map { $0.lowercased() })
    }

    /// Whether `family` is installed; names are compared ignoring case, as fontconfig does.
    public func contains(_ family: String) -> Bool { folded.contains(family.lowercased()) }
}
