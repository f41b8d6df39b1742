import SegueCore

extension Scene {
    /// Every image file the scene draws (screen images and image layers, depth-first), each once,
    /// in first-use order: what an `ImageStore` must decode before a render.
    public var referencedImageFiles: [String] {
        var files: [String] = []
        var seen: Set<String> = []
        func add(_ file: String) {
            if seen.insert(file).inserted { files.append(file) }
        }
        func visit(_ layers: [Layer]) {
            for layer in layers {
                if case .image(let image) = layer.content { add(image.file) }
                visit(layer.sublayers)
            }
        }
        for screen in [from, to] {
            if let image = screen.image { add(image) }
            visit(screen.layers)
        }
        return files
    }
}
