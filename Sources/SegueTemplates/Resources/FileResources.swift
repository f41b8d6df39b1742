import SegueFiles

/// Template files from the file system, read through `RegularFile`: regular files only (a
/// directory, a FIFO or a device is refused with what it is, and a FIFO never blocks), at most
/// `RegularFile.maximumTextBytes` for templates and screens and `RegularFile.maximumImageBytes`
/// for images, checked before a byte is read.
public struct FileResources: TemplateResources {
    public init() {}

    /// The file read with the larger cap, that of images.
    public func read(_ path: String) -> Result<[UInt8], ResourceFailure> { read(path, as: .image) }

    public func read(_ path: String, as kind: ResourceKind) -> Result<[UInt8], ResourceFailure> {
        let cap = kind == .image ? RegularFile.maximumImageBytes : RegularFile.maximumTextBytes
        return RegularFile.read(path, maximumBytes: cap).mapError { failure in
            switch failure {
            case .missing: .missing
            case .notRegular(let kind): ResourceFailure(reason: "\(kind), not a regular file")
            default: ResourceFailure(reason: failure.reason)
            }
        }
    }
}
