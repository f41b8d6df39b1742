import SegueCore

extension Node {
    /// `{"path", "fillColor", "strokeColor", "lineWidth", "lineCap", "lineJoin", "fillRule",
    /// "strokeStart", "strokeEnd"}`: `path` required, the rest CAShapeLayer's defaults (black
    /// fill, no stroke, width 1, butt, miter, nonZero, 0, 1).
    func shapeContent() throws(TemplateError) -> ShapeContent {
        let object = try self.object(allowing: ["path", "fillColor", "strokeColor", "lineWidth", "lineCap",
                                                "lineJoin", "fillRule", "strokeStart", "strokeEnd"])
        var shape = ShapeContent(path: try object["path"].path())
        if let n = object.optional("fillColor") { shape.fillColor = try n.color() }
        if let n = object.optional("strokeColor") { shape.strokeColor = try n.color() }
        if let n = object.optional("lineWidth") { shape.lineWidth = try n.nonNegative() }
        if let n = object.optional("lineCap") { shape.lineCap = try n.choice(LineCap.self) }
        if let n = object.optional("lineJoin") { shape.lineJoin = try n.choice(LineJoin.self) }
        if let n = object.optional("fillRule") { shape.fillRule = try n.choice(FillRule.self) }
        if let n = object.optional("strokeStart") { shape.strokeStart = try n.number(in: 0...1) }
        if let n = object.optional("strokeEnd") { shape.strokeEnd = try n.number(in: 0...1) }
        return shape
    }

    /// `{"file", "contentMode"}`: the file (relative to this file) must be readable; its bytes
    /// go with the loaded template.
    func imageContent() throws(TemplateError) -> ImageContent {
        let object = try self.object(allowing: ["file", "contentMode"])
        var image = ImageContent(file: try object["file"].imageFile())
        if let n = object.optional("contentMode") { image.contentMode = try n.choice(ContentMode.self) }
        return image
    }

    /// `{"string", "size", "textStyle", "weight", "font", "color", "alignment", "numberOfLines",
    /// "lineBreakMode"}`: `string` required; defaults UILabel's: 17 pt (UIKit's body size),
    /// regular, the renderer's family, black, left, one line, truncating the tail. A `textStyle`
    /// (`TextStyle`) gives the size and weight `UIFont.preferredFont(forTextStyle:)` has at the
    /// canvas's `contentSize` (a `weight` beside it still applies); a `size` beside it is an error.
    func textContent() throws(TemplateError) -> TextContent {
        let object = try self.object(allowing: ["string", "size", "textStyle", "weight", "font", "color", "alignment",
                                                "numberOfLines", "lineBreakMode"])
        let string = object["string"]
        var text = TextContent(string: try string.string())
        try context.budget.text(text.string.unicodeScalars.count, at: string)
        if let n = object.optional("textStyle") {
            let style = try n.choice(TextStyle.self)
            if object.optional("size") != nil {
                throw object["size"].failure(message: "expected no size beside a textStyle (\(style.rawValue) is "
                    + "\(MessageText.number(style.pointSize(in: context.contentSize))) pt at \(context.contentSize.rawValue)), found one")
            }
            (text.size, text.weight) = (style.pointSize(in: context.contentSize), style.weight)
        }
        if let n = object.optional("size") { text.size = try n.positive(max: TemplateLimits.maxFontSize) }
        if let n = object.optional("weight") { text.weight = try n.choice(FontWeight.self) }
        if let n = object.optional("font") { text.font = try n.fontFamily() }
        if let n = object.optional("color") { text.color = try n.color() }
        if let n = object.optional("alignment") { text.alignment = try n.choice(TextAlignment.self) }
        if let n = object.optional("numberOfLines") { text.numberOfLines = try n.integer(in: 0...TemplateLimits.maxNumberOfLines) }
        if let n = object.optional("lineBreakMode") { text.lineBreakMode = try n.choice(LineBreakMode.self) }
        return text
    }

    /// A font family name: a non-empty string (whether it is installed is the renderer's concern).
    private func fontFamily() throws(TemplateError) -> String {
        let what = "a font family name (a non-empty string)"
        let family = try string(what)
        guard !family.allSatisfy(\.isWhitespace) else { throw failure(what) }
        return family
    }
}
