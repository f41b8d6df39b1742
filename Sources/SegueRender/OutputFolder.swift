import Foundation

/// A render's output folder, built under a temporary name beside its final place and renamed
/// into place only when complete, so an interrupted run never leaves a mix of old and new frames
/// and a re-render replaces the folder completely.
public final class OutputFolder {
    /// The folder the finished output appears at.
    public let finalPath: String
    /// The temporary folder files are written into until `commit()`.
    public let stagingPath: String
    private var committed = false

    /// Creates `parent` if needed and a fresh staging folder for `name` inside it.
    public init(parent: String, name: String) throws(RenderError) {
        let parent = parent.isEmpty ? "." : parent
        finalPath = parent + "/" + name
        stagingPath = parent + "/.\(name).partial-\(getpid())"
        do {
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        } catch {
            throw RenderError("\(parent): cannot create the output folder (\(OutputFolder.reason(error)))")
        }
        OutputFolder.removeAbandonedStaging(in: parent, name: name)
        guard mkdir(stagingPath, 0o755) == 0 else {
            throw RenderError("\(parent): cannot write into the output folder (\(String(cString: strerror(errno))))")
        }
    }

    deinit {
        if !committed { discard() }
    }

    /// Removes staging folders of `name` that an interrupted earlier run left behind.
    private static func removeAbandonedStaging(in parent: String, name: String) {
        let prefix = ".\(name).partial-"
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where entry.hasPrefix(prefix) {
            try? FileManager.default.removeItem(atPath: parent + "/" + entry)
        }
    }

    /// Writes `bytes` to `fileName` inside the staging folder.
    public func write(_ bytes: [UInt8], to fileName: String) throws(RenderError) {
        let path = stagingPath + "/" + fileName
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw RenderError("\(path): cannot create file (\(String(cString: strerror(errno))))") }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { Foundation.write(fd, $0.baseAddress! + offset, bytes.count - offset) }
            guard n > 0 else { throw RenderError("\(path): cannot write file (\(String(cString: strerror(errno))))") }
            offset += n
        }
    }

    /// Writes UTF-8 text to `fileName` inside the staging folder.
    public func write(text: String, to fileName: String) throws(RenderError) {
        try write(Array(text.utf8), to: fileName)
    }

    /// Replaces whatever is at `finalPath` with the staging folder.
    public func commit() throws(RenderError) {
        let old = stagingPath + ".old"
        let hadOld = rename(finalPath, old) == 0
        guard rename(stagingPath, finalPath) == 0 else {
            let reason = String(cString: strerror(errno))
            if hadOld { _ = rename(old, finalPath) }
            throw RenderError("\(finalPath): cannot move the finished output into place (\(reason))")
        }
        committed = true
        if hadOld { try? FileManager.default.removeItem(atPath: old) }
    }

    /// Removes the staging folder.
    public func discard() {
        try? FileManager.default.removeItem(atPath: stagingPath)
    }

    private static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError {
            return String(cString: strerror(Int32(posix.code)))
        }
        return (error as NSError).localizedDescription
    }
}
