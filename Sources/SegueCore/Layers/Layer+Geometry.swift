extension Layer {
    /// The bounds size: the frame's standardized size.
    public var boundsSize: Size { frame.size }

    /// Maps the layer's local coordinates (origin at its bounds' top-left) to its parent's.
    ///
    /// As CALayer with anchorPoint (0.5, 0.5): the local point is moved so the centre is the
    /// origin, `transform.matrix` is applied, it is moved back, then placed at the frame's
    /// origin. In `concatenating` order (first applied first): translate(−w/2, −h/2), matrix,
    /// translate(w/2, h/2), translate(frame origin). With an identity transform this is just
    /// the translation to the frame's origin.
    public var transformToParent: AffineTransform {
        let s = frame.standardized
        let half = Vector(s.width / 2, s.height / 2)
        return AffineTransform.translation(-half)
            .concatenating(transform.matrix)
            .concatenating(.translation(half))
            .concatenating(.translation(s.x, s.y))
    }

    /// The centre of the frame in the parent's coordinates: CALayer's `position` for anchorPoint 0.5.
    public var position: Point { frame.standardized.center }
}
