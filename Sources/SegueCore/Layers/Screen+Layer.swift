extension Screen {
    /// The screen as one canvas-sized layer with id `id`: its background colour, its image as
    /// scale-to-fill content, and its layers as sublayers.
    ///
    /// Evaluation treats a screen this way so that transitions and custom animations targeting
    /// `from` / `to` change a screen exactly as they change any other layer.
    public func rootLayer(id: String, canvas: Size) -> Layer {
        Layer(id: id, frame: Rect(origin: .zero, size: canvas), backgroundColor: background,
              content: image.map { .image(ImageContent(file: $0, contentMode: .scaleToFill)) },
              sublayers: layers)
    }
}
