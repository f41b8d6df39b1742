// `import CoreGraphics` on Linux: Foundation's CGFloat, CGPoint, CGSize and CGRect with
// SegueKit's CGPath, CGColor, CGAffineTransform and CGImage, under Apple's module name; see the
// UIKit module beside it.
@_exported import SegueKit
