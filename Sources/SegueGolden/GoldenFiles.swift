import SegueFiles
import Foundation
import SeguePNG

/// The file operations of a golden run, each failing with a one-line `GoldenError` naming the
/// path. Public only for what tools around goldens share (`subfolders(of:)`).
public enum GoldenFiles {
    /// The frame files (`frame-NNNN.png`) directly in `folder`, sorted; none when it does not exist.
    static func frameFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(GoldenFileName.isFrame).sorted()
    }

    /// The sub-folders of `folder` (one per template in a golden folder), sorted, dot folders
    /// left out; none when it does not exist.
    public static func subfolders(of folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return !name.hasPrefix(".")
                && FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory)
                && isDirectory.boolValue
        }.sorted()
    }

    /// The frame indices of the frame files directly in `folder`, increasing (`frame-0009.png`
    /// is 9); none when it does not exist. What an older folder without a recorded sampling holds.
    public static func frameIndices(in folder: String) -> [Int] {
        frameFiles(in: folder).compactMap { Int($0.dropFirst(6).dropLast(4)) }.sorted()
    }

    /// The sub-folders of `directory` that `recorder`'s orphan checks judge and no subject of its
    /// run produces (`names`), sorted: those whose `golden.json` says `recorder` recorded them,
    /// and those that say nobody (no `golden.json`, one written before `recordedBy`, or one that
    /// does not read), as before folders had owners. A folder another recorder owns is its own
    /// business: `segue verify Templates` does not call a Swift test's folder an orphan, nor the reverse.
    public static func orphanFolders(in directory: String, producing names: Set<String>,
                                     recordedBy recorder: GoldenRecorder) -> [String] {
        subfolders(of: directory).filter { name in
            guard !names.contains(name) else { return false }
            let owner = (try? GoldenMeta.read(folder: directory + "/" + name))?.recording?.recordedBy
            return owner == nil || owner == recorder
        }
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Fails when `path` is a directory: a golden file (`golden.json`, a frame) written there
    /// would otherwise fail with the file system's words (`NSCocoaErrorDomain error 512`) rather
    /// than say what is wrong. Nothing there, or a file, passes. (Reads need no such check:
    /// `RegularFile.read` refuses a directory in the same words.)
    static func expectNoDirectory(at path: String) throws(GoldenError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return }
        throw GoldenError("\(path): \(FileReadFailure.notRegular(kind: "a directory").reason)")
    }

    /// The decoded pixels of the golden PNG at `path`, a regular file (a FIFO, a device or a
    /// symlink to one is refused, never read) of at most `RegularFile.maximumImageBytes`. The
    /// pixel cap is `PNGDecoder.maximumPixels` or the rendered frame's `pixelCount`, whichever
    /// is larger: a golden as large as the render it is compared with is no new risk.
    static func decode(_ path: String, pixelCount: Int) throws(GoldenError) -> RGBAImage {
        do {
            return try PNGDecoder.decode(file: path, maximumPixels: max(PNGDecoder.maximumPixels, pixelCount))
        } catch {
            throw GoldenError(error.message)
        }
    }

    /// Encodes `image` and writes it to `path` atomically, creating the folder if needed.
    static func write(_ image: RGBAImage, to path: String, compression: PNGEncoder.Compression) throws(GoldenError) {
        let bytes: [UInt8]
        do { bytes = try PNGEncoder(compression: compression).encode(image) } catch { throw GoldenError("\(path): \(error.message)") }
        try write(bytes, to: path)
    }

    /// Writes `bytes` to `path` atomically, creating the folder if needed.
    static func write(_ bytes: [UInt8], to path: String) throws(GoldenError) {
        try expectNoDirectory(at: path)
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw GoldenError("\(path): cannot write (\(error.localizedDescription))")
        }
    }

    /// Copies the regular file at `from` (at most `RegularFile.maximumImageBytes`) to `to`,
    /// atomically, creating the folder if needed.
    static func copy(_ from: String, to: String) throws(GoldenError) {
        switch RegularFile.read(from, maximumBytes: RegularFile.maximumImageBytes) {
        case .success(let bytes): try write(bytes, to: to)
        case .failure(let failure): throw GoldenError("\(from): \(failure.reason)")
        }
    }

    /// Removes a report's `stagingFolder` (the frames of a `frames.png` staged as files), once
    /// whatever showed them (an HTML report) is written.
    public static func removeStaged(_ folder: String) throws(GoldenError) {
        try remove(folder)
    }

    /// Removes `path` (a file or a folder) if it exists.
    static func remove(_ path: String) throws(GoldenError) {
        guard exists(path) else { return }
        do { try FileManager.default.removeItem(atPath: path) } catch {
            throw GoldenError("\(path): cannot remove (\(error.localizedDescription))")
        }
    }
}
