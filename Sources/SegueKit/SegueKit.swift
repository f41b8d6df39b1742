// SegueKit: the UIKit and Core Animation API that transition code uses, evaluated on Segue's
// layer model, so that one animator file compiles for iOS and for Linux. On Linux the package's
// `UIKit`, `QuartzCore` and `CoreGraphics` modules re-export SegueKit, so the file's
// `import UIKit` needs no edit; `import SegueKit` works too.
//
// UIKit brings Foundation's CGFloat, CGPoint, CGSize and CGRect with it; so does SegueKit.
@_exported import Foundation
