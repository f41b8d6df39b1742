import Foundation

/// UIKit's trait collection, holding one trait: the text size (`preferredContentSizeCategory`),
/// for `UIFont.preferredFont(forTextStyle:compatibleWith:)`. The other traits (size classes,
/// appearance, layout direction) are not in SegueKit: code that reads them does not compile.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// The text size the collection holds; `.unspecified` in an empty collection.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// A collection of only a text size, as UIKit's initializer makes.
    public init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// An empty collection: no trait specified.
    public override convenience init() { self.init(preferredContentSizeCategory: .unspecified) }
}
