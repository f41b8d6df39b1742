extension Layer {
    /// The bounds size: the frame's standardized size.
    public var boundsSize: Size { frame.size }

    /// The anchor point's offset from the bounds' top-left, in the layer's own points:
    /// anchorPoint · size.
    public var anchorOffset: Vector {
        let s = frame.standardized
        return Vector(anchorPoint.x * s.width, anchorPoint.y * s.height)
    }

    /// Maps the layer's local coordinates (origin at its bounds' top-left) to its parent's.
    ///
    /// As CALayer does: the local point is moved so the anchor point is the origin,
    /// `transform.matrix` is applied, it is moved back, then placed at the frame's origin (so
    /// the anchor lands on `position`). In `concatenating` order (first applied first):
    /// translate(−anchorOffset), matrix, translate(anchorOffset), translate(frame origin). With
    /// an identity transform this is just the translation to the frame's origin.
    public var transformToParent: AffineTransform {
        let s = frame.standardized
        let anchor = anchorOffset
        return AffineTransform.translation(-anchor)
            .concatenating(transform.matrix)
            .concatenating(.translation(anchor))
            .concatenating(.translation(s.x, s.y))
    }

    /// `transformToParent` in 3-D: the local point moved so the anchor point is the origin,
    /// `transform.matrix3D` applied, moved back, then placed at the frame's origin and at
    /// `zPosition` on the parent's z axis (the anchor point taken `anchorPointZ` along the
    /// layer's z axis). Flattened (`Transform3D.flattened`), it is `transformToParent` whenever
    /// `transform.is2D` and `anchorPointZ` is 0.
    public var transformToParent3D: Transform3D {
        let s = frame.standardized
        let anchor = anchorOffset
        return Transform3D.translation(-anchor.dx, -anchor.dy, -anchorPointZ)
            .concatenating(transform.matrix3D)
            .concatenating(.translation(anchor.dx + s.x, anchor.dy + s.y, zPosition))
    }

    /// `sublayerTransform` as it acts on the sublayers, in this layer's coordinates: about the
    /// anchor point, where Core Animation puts the vanishing point of a perspective
    /// (Nick Lockwood, "iOS Core Animation: Advanced Techniques", ch. 5: "Core Animation
    /// defines the vanishing point as being located at the anchorPoint of the layer").
    public var sublayerTransformAboutAnchor: Transform3D {
        let anchor = anchorOffset
        return Transform3D.translation(-anchor.dx, -anchor.dy, 0)
            .concatenating(sublayerTransform.matrix3D)
            .concatenating(.translation(anchor.dx, anchor.dy, 0))
    }

    /// CALayer's `position`: where the anchor point sits in the parent's coordinates,
    /// frame.origin + anchorPoint·size (the frame's centre for the default anchor).
    public var position: Point {
        get {
            let s = frame.standardized
            return Point(s.x, s.y) + anchorOffset
        }
        set {
            let s = frame.standardized
            frame = Rect(origin: newValue - anchorOffset, size: s.size)
        }
    }
}
