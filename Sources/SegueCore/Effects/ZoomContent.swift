/// What a zoom draws inside its growing frame (the template's `content` key).
public enum ZoomContent: String, Hashable, Sendable, CaseIterable {
    /// The destination, aspect-filled inside the frame from the first frame on and scaled with
    /// it (the default, and Segue's zoom before the key existed).
    case scale
    /// The destination at its own size and layout, top-left at the frame's origin, clipped to
    /// the frame as it grows: seed 002's zoom, which animates the destination view's `frame`
    /// from the thumbnail's (`ContentFit.none`).
    case resize
    /// iOS 18's zoom transition (`UIViewController.Transition.zoom(sourceViewProvider:)`, which
    /// zooms "from the view … that the animation zooms out from and zooms back in to"): the
    /// source layer's own content, hidden in its place, fades out while the destination fades
    /// in inside the growing frame, whose background goes from the source's colour to the
    /// destination screen's. The destination is aspect-filled (as `scale`); the source's content
    /// is fitted by width as a matched layer's is (`ContentFit.width`), so a list cell's text
    /// stays legible rather than blown up to the frame's height.
    case crossfade
}
