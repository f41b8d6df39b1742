import Foundation
import SegueCore
import SegueFiles
import SeguePNG

/// Moves a golden folder's frames between its two layouts (`GoldenLayout`) through a folder of
/// frame files, the form every comparison works on: `unpack` writes the frames of `frames.png`
/// out as `frame-NNNN.png` files (their bytes as stored, nothing re-encoded), `pack` makes one
/// `frames.png` of a folder of frame files.
enum GoldenPack {
    /// Writes each frame of the animated PNG at `path` into `folder` as the frame file of its
    /// index (`GoldenFileName.frame(_:frameCount:)`), replacing a file of that name; returns the
    /// indices. The file's tEXt `Segue frames` must list one distinct index a frame, increasing.
    static func unpack(_ path: String, into folder: String, frameCount: Int) throws(GoldenError) -> [Int] {
        let bytes: [UInt8]
        switch RegularFile.read(path, maximumBytes: GoldenLayout.maximumPackedBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): throw GoldenError("\(path): \(failure.reason)")
        }
        let parts: AnimatedPNG.Parts
        do { parts = try AnimatedPNG.parts(of: bytes) } catch { throw GoldenError("\(path): \(error.message)") }
        let listed = parts.text.first { $0.keyword == GoldenLayout.indexKeyword }?.text
        let indices = listed.map { $0.split(separator: " ").map { Int($0) } } ?? []
        guard listed != nil, indices.count == parts.frames.count, indices.allSatisfy({ ($0 ?? -1) >= 0 }),
              zip(indices, indices.dropFirst()).allSatisfy({ $0! < $1! }) else {
            let found = listed.map { MessageText.quoted($0) } ?? "no such chunk"
            throw GoldenError("\(path): tEXt \"\(GoldenLayout.indexKeyword)\": expected \(parts.frames.count) increasing "
                + "frame indices, one a frame, found \(found); delete the file and record again")
        }
        let whole = indices.map { $0! }
        for (index, frame) in zip(whole, parts.frames) {
            try GoldenFiles.write(frame.png, to: folder + "/" + GoldenFileName.frame(index, frameCount: max(frameCount, index + 1)))
        }
        return whole
    }

    /// Writes the frame files of `folder` as one animated PNG at `path` (`GoldenLayout.apng`):
    /// the frames by increasing index, their indices in the tEXt chunk, each shown until the next
    /// sampled frame's time at `fps` and the last for half a second; RGBA when any pixel is
    /// translucent, else RGB. The same frames give the same bytes. Removes `path` when the folder
    /// holds no frame. `pixelCount` caps a frame as `GoldenFiles.decode` does. Frames of different sizes are an error: one APNG has one size.
    static func pack(_ folder: String, to path: String, fps: Int, pixelCount: Int,
                     compression: PNGEncoder.Compression) throws(GoldenError) {
        let files = GoldenFiles.frameFiles(in: folder).compactMap { file in Int(file.dropFirst(6).dropLast(4)).map { ($0, file) } }
            .sorted { $0.0 < $1.0 }
        guard !files.isEmpty else { return try GoldenFiles.remove(path) }
        var images: [RGBAImage] = []
        for (_, file) in files {
            let image = try GoldenFiles.decode(folder + "/" + file, pixelCount: pixelCount)
            if let size = images.first.map({ ($0.width, $0.height) }), size != (image.width, image.height) {
                throw GoldenError("\(path): cannot hold \(file) (\(image.width)×\(image.height) px) with frames of "
                    + "\(size.0)×\(size.1) px: one APNG has one size (record the folder again with mode all)")
            }
            images.append(image)
        }
        var animation = AnimatedPNG(width: images[0].width, height: images[0].height,
                                    hasAlpha: images.contains { !$0.isOpaque }, fps: fps, compression: compression)
        animation.text = [(GoldenLayout.indexKeyword, files.map { String($0.0) }.joined(separator: " "))]
        for (k, image) in images.enumerated() {
            let ticks = k + 1 < files.count ? files[k + 1].0 - files[k].0 : max(1, animation.fps / 2)
            image.withPixelRows { animation.append($0, ticks: ticks) }
        }
        try GoldenFiles.write(animation.bytes(), to: path)
    }
}
