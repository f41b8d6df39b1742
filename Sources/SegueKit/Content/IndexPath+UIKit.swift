import Foundation

extension IndexPath {
    /// A path to `item` in `section` (UIKit's collection-view form).
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// A path to `row` in `section` (UIKit's table-view form).
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// The section: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
    /// The item in the section: the second index.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
    /// The row in the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
