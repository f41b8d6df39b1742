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
        if let reason = OutputFolder.makeDirectories(parent) {
            throw RenderError("\(parent): cannot create the output folder (\(reason))")
        }
        OutputFolder.removeAbandonedStaging(in: parent, name: name)
        guard mkdir(stagingPath, 0o755) == 0 else {
            throw RenderError("\(parent): cannot write into the output folder (\(String(cString: strerror(errno))))")
        }
    }

    deinit {
        if !committed { discard() }
    }

    /// `frame-0000.png`: the name of frame `index` of a render with `frameCount` frames; at
    /// least four digits, more when the render has 10 000 frames or more, so names sort in order.
    public static func frameFileName(_ index: Int, frameCount: Int) -> String {
        let digits = max(4, String(max(0, frameCount - 1)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
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

    /// Creates `path` and its missing parents; returns the system's reason when it cannot.
    /// (Parents are found by hand: swift-corelibs-foundation's `deletingLastPathComponent`
    /// traps on one-character relative paths such as "o".)
    private static func makeDirectories(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            return isDirectory.boolValue ? nil : String(cString: strerror(ENOTDIR))
        }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        if let slash = trimmed.lastIndex(of: "/") {
            let parent = String(trimmed[..<slash])
            if !parent.isEmpty, let reason = makeDirectories(parent) { return reason }
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        return nil
    }
}
