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
    /// `manifest.json` in `folder`, plus `sheet.png`, the animated `preview.png`, `<name>.gif`
    /// (`GIFSink`) and `<name>.mp4` or `.webm` (`VideoSink`) when asked, through the same renderer and sinks.
    /// The folder is written under a temporary name and replaces an earlier render only when
    /// complete (a folder Segue did not write is refused). A GIF or video needs ffmpeg
    /// (`FFmpeg.locate()`); without it the call throws before anything is drawn.
    public func writeFrames(to folder: String, sheet: Bool = false, preview: Bool = false, gif: Bool = false,
                            video: VideoSink.Format? = nil,
                            compression: PNGEncoder.Compression = .balanced, jobs: Int? = nil) throws {
        let url = URL(fileURLWithPath: folder)
        let parent = url.deletingLastPathComponent().path, leaf = url.lastPathComponent
        guard !folder.isEmpty, FolderName.isValid(leaf) else {
            throw SegueKitError("Recording.writeFrames(to: \(MessageText.quoted(folder))): expected a folder path ending in \(FolderName.expectation)")
        }
        var ffmpeg: String?
        if gif || video != nil {
            guard let found = FFmpeg.locate() else {
                throw SegueKitError("Recording.writeFrames(to: \(MessageText.quoted(folder))): a GIF or video needs ffmpeg, which was "
                    + "not found ($SEGUE_FFMPEG, else PATH; apt-get install ffmpeg)")
            }
            ffmpeg = found
        }
        let output = try OutputFolder(parent: parent, name: leaf)
        let encoder = PNGEncoder(compression: compression)
        var sinks: [any FrameSink] = []
        if sheet { sinks.append(SheetSink(folder: output, source: self, encoder: encoder)) }
        if preview { sinks.append(PreviewSink(folder: output, source: self)) }
        if let ffmpeg, gif { sinks.append(GIFSink(folder: output, source: self, ffmpeg: ffmpeg)) }
        if let ffmpeg, let video { sinks.append(VideoSink(folder: output, source: self, format: video, ffmpeg: ffmpeg)) }
        // The frames and manifest last, listing the files written beside them.
        let frameSink = PNGFolderSink(folder: output, source: self, encoder: encoder)
        frameSink.listing = sinks.compactMap { $0 as? any ManifestListed }
        sinks.append(frameSink)
        let renderer = FrameRenderer(source: self, images: try images(), jobs: jobs)
        do {
            try renderer.run(sinks)
            try output.commit()
        } catch {
            // ffmpeg stopped first, so it writes nothing more into the folder being removed.
            sinks.forEach { ($0 as? any CancellableSink)?.cancel() }
            output.discard()
            throw SegueKitError("\(name): \(error)")
        }
    }
}
