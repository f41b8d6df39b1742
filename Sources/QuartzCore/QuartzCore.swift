// `import QuartzCore` on Linux: SegueKit's Core Animation types (CALayer, CABasicAnimation,
// CATransaction, …) under Apple's module name; see the UIKit module beside it.
@_exported import SegueKit
