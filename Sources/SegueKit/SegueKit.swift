// SegueKit: the UIKit and Core Animation API that transition code uses, evaluated on Segue's
// layer model, so that one animator file compiles for iOS and for Linux:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import SegueKit
//     #endif
//
// UIKit brings Foundation's CGFloat, CGPoint, CGSize and CGRect with it; so does SegueKit.
@_exported import Foundation
