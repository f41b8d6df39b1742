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
    /// `manifest.json` in `folder`, plus the contact sheet, the animated `preview.png`, the
    /// timing plot (the recorded progress), `<name>.gif` and `<name>.mp4` or `.webm` as `outputs`
    /// asks (`RenderOutputs`, the same assembly `segue render` uses). The folder is written under a
    /// temporary name and replaces an earlier render only when complete (a folder Segue did not
    /// write is refused). A GIF or video needs ffmpeg (`FFmpeg.locate()`); without it the call
    /// throws before anything is drawn.
    public func writeFrames(to folder: String, outputs: RenderOutputs, jobs: Int? = nil) throws {
        let url = URL(fileURLWithPath: folder)
        let parent = url.deletingLastPathComponent().path, leaf = url.lastPathComponent
        guard !folder.isEmpty, FolderName.isValid(leaf) else {
            throw SegueKitError("Recording.writeFrames(to: \(MessageText.quoted(folder))): expected a folder path ending in \(FolderName.expectation)")
        }
        var ffmpeg: String?
        if outputs.needsFFmpeg {
            guard let found = FFmpeg.locate() else {
                throw SegueKitError("Recording.writeFrames(to: \(MessageText.quoted(folder))): a GIF or video needs ffmpeg, which was "
                    + "not found ($SEGUE_FFMPEG, else PATH; apt-get install ffmpeg)")
            }
            ffmpeg = found
        }
        let output = try OutputFolder(parent: parent, name: leaf)
        let renderer = FrameRenderer(source: self, images: try images(), fontFamily: outputs.fontFamily, jobs: jobs)
        do {
            try outputs.write(self, with: renderer, into: output, ffmpeg: ffmpeg)
        } catch {
            throw SegueKitError("\(name): \(error)")
        }
    }

    /// `writeFrames(to:outputs:jobs:)` with the outputs these flags name: the default contact
    /// sheet when `sheet`, the preview, a GIF at the canvas's point width, a video.
    public func writeFrames(to folder: String, sheet: Bool = false, preview: Bool = false, gif: Bool = false,
                            video: VideoSink.Format? = nil,
                            compression: PNGEncoder.Compression = .balanced, jobs: Int? = nil) throws {
        var outputs = RenderOutputs()
        outputs.contactSheet = sheet ? ContactSheetLayout() : nil
        outputs.preview = preview
        outputs.gif = gif ? RenderOutputs.GIF() : nil
        outputs.video = video
        outputs.compression = compression
        try writeFrames(to: folder, outputs: outputs, jobs: jobs)
    }
}
