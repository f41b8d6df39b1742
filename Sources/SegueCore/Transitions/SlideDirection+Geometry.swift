extension SlideDirection {
    /// The default direction: left for push/pop (as UINavigationController), up for present/dismiss.
    public static func `default`(for operation: TransitionOperation) -> SlideDirection {
        switch operation {
        case .push, .pop: .left
        case .present, .dismiss: .up
        }
    }

    /// The unit offset the incoming screen travels along (y down: up is (0, −1)).
    public var unitVector: Vector {
        switch self {
        case .left: Vector(-1, 0)
        case .right: Vector(1, 0)
        case .up: Vector(0, -1)
        case .down: Vector(0, 1)
        }
    }

    /// The canvas extent along the direction: the width for left/right, the height for up/down.
    public func extent(of canvas: Size) -> Double {
        switch self {
        case .left, .right: canvas.width
        case .up, .down: canvas.height
        }
    }

    /// The default parallax: 0.3 for push/pop (UINavigationController's covered screen moves
    /// about a third of the way), 0 for present/dismiss.
    public static func defaultParallax(for operation: TransitionOperation) -> Double {
        switch operation {
        case .push, .pop: 0.3
        case .present, .dismiss: 0
        }
    }
}
