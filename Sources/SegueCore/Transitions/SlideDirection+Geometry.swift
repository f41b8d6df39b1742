extension SlideDirection {
    /// The default direction of the incoming screen: left for push and right for pop (as
    /// UINavigationController), up for present and down for dismiss (as a modal sheet), left
    /// for a tab switch (to a tab further along; the tab effect decides from the tab order).
    public static func `default`(for operation: TransitionOperation) -> SlideDirection {
        switch operation {
        case .push: .left
        case .pop: .right
        case .present: .up
        case .dismiss: .down
        case .tab: .left
        }
    }

    /// The opposite direction.
    public var opposite: SlideDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
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

    /// The default parallax: 0.3 for push (UINavigationController's covered screen moves about
    /// a third of the way), 0 otherwise. A pop that mirrors a push sets `parallax` to 0.3 itself,
    /// as the shipped `slide-pop` template does.
    /// A tab switch moves the old screen the whole way (1): the two tabs slide side by side.
    public static func defaultParallax(for operation: TransitionOperation) -> Double {
        switch operation {
        case .push: 0.3
        case .tab: 1
        default: 0
        }
    }
}
