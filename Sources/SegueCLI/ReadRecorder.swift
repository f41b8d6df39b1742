import Foundation
import SegueTemplates

/// Template resources from the file system that remember every path asked for, also those
/// that could not be read: the files a template references, which `render --watch` watches
/// (a missing screen file is watched so that creating it re-renders).
final class ReadRecorder: TemplateResources, @unchecked Sendable {
    private let files = FileResources()
    private let lock = NSLock()
    private var recorded: Set<String> = []

    /// Every path read so far, absolute (`FileWatcher.absolute`).
    var paths: Set<String> { lock.withLock { recorded } }

    func read(_ path: String) -> Result<[UInt8], ResourceFailure> { read(path, as: .image) }

    func read(_ path: String, as kind: ResourceKind) -> Result<[UInt8], ResourceFailure> {
        lock.withLock { _ = recorded.insert(FileWatcher.absolute(path)) }
        return files.read(path, as: kind)
    }
}
