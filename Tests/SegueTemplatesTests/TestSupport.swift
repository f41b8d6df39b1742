@testable import SegueTemplates
import SegueCore

/// The repository's Templates/ folder, found from this file's path (Tests/SegueTemplatesTests/…).
let templatesDirectory: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3) // …/Tests/SegueTemplatesTests/TestSupport.swift
    return parts.joined(separator: "/") + "/Templates"
}()

/// A minimal template around the given parts (JSON text each).
func template(from: String = #"{"layers": []}"#, to: String = #"{"layers": []}"#,
              transition: String = #"{"type": "fade", "operation": "push", "duration": 1}"#,
              extra: String = "") -> String {
    #"{"from": \#(from), "to": \#(to), "transition": \#(transition)\#(extra)}"#
}

/// A screen with the given layers (JSON text).
func screen(_ layers: String) -> String { #"{"layers": [\#(layers)]}"# }

/// Decodes template text as if it were `t.json` in Templates/, reading what it references
/// through `resources` (the file system by default).
func decode(_ json: String, resources: any TemplateResources = FileResources()) throws(TemplateError) -> Template {
    try TemplateLoader(resources: resources).decode(json: json, file: "t.json", directory: templatesDirectory)
}

/// The scene that template text describes, as decoded (before resolution).
func decodeScene(_ json: String) throws(TemplateError) -> Scene {
    try decode(json).scene.scene
}

/// The one-line error for template text, or nil when it decodes.
func errorLine(_ json: String) -> String? {
    do { _ = try decode(json); return nil } catch { return error.description }
}

/// The only layer of the `to` screen of a template whose to-screen has the given layer.
func decodeLayer(_ layer: String) throws -> Layer {
    try decodeScene(template(to: screen(layer))).to.layers[0]
}

/// The shape path of a single layer whose shape path is `path` (JSON text).
func decodePath(_ path: String) throws -> BezierPath {
    let layer = try decodeLayer(#"{"id": "s", "frame": [0, 0, 10, 10], "shape": {"path": \#(path)}}"#)
    guard case .shape(let shape)? = layer.content else { throw TemplateError(file: "", path: "", message: "no shape") }
    return shape.path
}

/// Tolerance for values computed with trigonometry (arcs, spring conversions): far below a
/// visible difference, far above double rounding of a few operations. Values far from 1, such
/// as Core's spring conversions (a stiffness of 16π² ≈ 158), use it as a relative tolerance
/// (`expectClose(a, b, relativeTolerance: tolerance)`), relative to the larger magnitude.
let tolerance = 1e-9
