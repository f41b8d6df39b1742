import Foundation
import SegueCore
import SegueTemplates
import SegueRender
import SeguePNG
import SegueFiles

extension Recording {
    /// The PNG files the recording's frames draw (image views, layer contents), sorted.
    public var imageFiles: [String] {
        var files = Set<String>()
        func visit(_ node: RenderNode) {
            if case .image(let image)? = node.content { files.insert(image.file) }
            node.children.forEach(visit)
        }
        for snapshot in snapshots { snapshot.tree.nodes.forEach(visit) }
        return files.sorted()
    }

    /// The PNG files the frames draw, read as bytes, keyed by path: what SegueGolden's
    /// `GoldenSubject.frames(recording, images: try recording.imageBytes())` takes.
    public func imageBytes() throws -> [String: [UInt8]] {
        var bytes: [String: [UInt8]] = [:]
        for file in imageFiles {
            switch RegularFile.read(file, maximumBytes: RegularFile.maximumImageBytes) {
            case .success(let read): bytes[file] = read
            case .failure(let failure): throw SegueKitError("\(name): \(MessageText.escaped(file)): \(failure.reason)")
            }
        }
        return bytes
    }

    /// The decoded images the frames draw, for `FrameRenderer`.
    public func images() throws -> ImageStore {
        do { return try ImageStore(files: imageFiles) } catch { throw SegueKitError("\(name): \(error.message)") }
    }

    /// Writes the frames as `segue render` writes a template's: `frame-0000.png` … and
    /// `manifest.json` in `folder`, plus `sheet.png` and the animated `preview.png` when asked,
    /// through the same renderer and sinks. The folder is written under a temporary name and
    /// replaces an earlier render only when complete (a folder Segue did not write is refused).
    public func writeFrames(to folder: String, sheet: Bool = false, preview: Bool = false,
                            compression: PNGEncoder.Compression = .balanced, jobs: Int? = nil) throws {
        let url = URL(fileURLWithPath: folder)
        let parent = url.deletingLastPathComponent().path, leaf = url.lastPathComponent
        guard !folder.isEmpty, FolderName.isValid(leaf) else {
            throw SegueKitError("Recording.writeFrames(to: \(MessageText.quoted(folder))): expected a folder path ending in \(FolderName.expectation)")
        }
        let output = try OutputFolder(parent: parent, name: leaf)
        let encoder = PNGEncoder(compression: compression)
        var sinks: [any FrameSink] = []
        if sheet { sinks.append(SheetSink(folder: output, source: self, encoder: encoder)) }
        if preview { sinks.append(PreviewSink(folder: output, source: self)) }
        // The frames and manifest last, listing the files written beside them.
        let frameSink = PNGFolderSink(folder: output, source: self, encoder: encoder)
        frameSink.listing = sinks.compactMap { $0 as? any ManifestListed }
        sinks.append(frameSink)
        let renderer = FrameRenderer(source: self, images: try images(), jobs: jobs)
        do {
            try renderer.run(sinks)
            try output.commit()
        } catch {
            output.discard()
            throw SegueKitError("\(name): \(error)")
        }
    }
}
