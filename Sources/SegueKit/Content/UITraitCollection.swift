import Foundation

/// UIKit's trait collection, holding two traits: the text size (`preferredContentSizeCategory`),
/// for `UIFont.preferredFont(forTextStyle:compatibleWith:)`, and the appearance
/// (`userInterfaceStyle`), always light, as SegueKit's colours are (a dynamic colour resolves
/// to its light value). The other traits (size classes, layout direction) are not in SegueKit:
/// code that reads them does not compile.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The text size the collection holds; `.unspecified` in an empty collection.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The appearance: `.light`, the one SegueKit draws.
    public var userInterfaceStyle: UIUserInterfaceStyle { .light }

    /// A collection of only a text size, as UIKit's initializer makes.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// An empty collection: no trait specified.
    public override convenience init() { self.init(preferredContentSizeCategory: .unspecified) }
}

/// UIKit's appearance trait. SegueKit draws the light appearance; `.dark` exists for code that
/// compares with it.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}
