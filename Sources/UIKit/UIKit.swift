// `import UIKit` on Linux: SegueKit under UIKit's module name, so an app's animator files,
// shared by path into a Linux test target that depends on this product, compile with no edit.
// The app's iOS build never sees this module: it is declared only when the package is built on
// Linux, where Apple's UIKit does not exist.
@_exported import SegueKit
