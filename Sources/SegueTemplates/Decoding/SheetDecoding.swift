import SegueCore

extension ObjectNode {
    /// A `sheet` transition's keys: `style` (a `SheetStyle` name, default `pageSheet`),
    /// `detents` (a non-empty array of `"medium"`, `"large"` or a custom height in points, a
    /// number or `{"height": …}`),
    /// `detent` (one of `detents`; default the smallest), `fromDetent` (one of `detents`: the sheet
    /// moves from it to `detent`, `SheetEffect.fromDetent`), `grabber` (a boolean),
    /// `modalInPresentation` (a boolean, `SheetEffect.modalInPresentation`) and `cornerRadius` (points). Detents and the grabber belong to the sheet styles: given with
    /// `fullScreen` or `overFullScreen` they are an error rather than silently ignored.
    func sheetEffect() throws(TemplateError) -> SheetEffect {
        let style = try optional("style")?.choice(SheetStyle.self) ?? .pageSheet
        if !style.isSheet, let key = ["detents", "detent", "fromDetent", "grabber", "modalInPresentation"].first(where: { optional($0) != nil }) {
            throw self[key].failure(message: "expected no \(key) with style \"\(style.rawValue)\" (detents and the grabber "
                + "belong to \"pageSheet\" and \"formSheet\")")
        }
        var effect = SheetEffect(style: style)
        if let node = optional("detents") {
            let items = try node.array("an array of detents")
            guard !items.isEmpty, items.count <= Self.maxDetents else {
                throw node.failure(message: "expected 1 to \(Self.maxDetents) detents, found \(items.count)")
            }
            effect.detents = []
            for item in items { effect.detents.append(try item.sheetDetent()) }
        }
        effect.detent = try optional("detent")?.sheetDetent(among: effect.detents)
        effect.fromDetent = try optional("fromDetent")?.sheetDetent(among: effect.detents)
        effect.grabber = try optional("grabber")?.bool() ?? false
        effect.modalInPresentation = try optional("modalInPresentation")?.bool() ?? false
        effect.cornerRadius = try optional("cornerRadius")?.nonNegative()
        return effect
    }

    /// The most detents a sheet takes (UIKit has no limit; a handful is what a sheet can show).
    static let maxDetents = 8
}

extension Node {
    /// A detent (`sheetDetent()`) that is one of `detents`.
    func sheetDetent(among detents: [SheetDetent]) throws(TemplateError) -> SheetDetent {
        let detent = try sheetDetent()
        guard detents.contains(detent) else {
            throw failure(message: "expected one of the detents (\(detents.map(\.name).joined(separator: ", "))), found \(detent.name)")
        }
        return detent
    }

    /// `"medium"`, `"large"`, or a custom detent's height in points: a positive number or
    /// `{"height": points}` (UIKit's `.custom` detent, whose resolver returns a height).
    func sheetDetent() throws(TemplateError) -> SheetDetent {
        switch value?.kind {
        case .string("medium")?: return .medium
        case .string("large")?: return .large
        case .number?: return .height(try positive())
        case .object?: return .height(try object(allowing: ["height"])["height"].positive())
        default: throw failure("\"medium\", \"large\", or a height in points")
        }
    }
}
