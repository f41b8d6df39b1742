import SegueFiles
import SeguePNG

/// Where one run of `verifyGoldens` reads and writes its golden frames. A folder of frame files
/// (layout `frames`, no `frames.png`) is worked on in place, as before layouts existed. Otherwise
/// the run works on a staging folder of frame files among its artifacts: `stage` fills it with the
/// frames the folder holds (`frames.png` unpacked, frame files copied; where both hold a frame, the
/// layout asked for wins), and `commit` writes the result back in the layout asked for. So every
/// comparison, record mode and orphan check is the same code for both layouts.
struct GoldenStore {
    /// The staging folder's name inside the run's artifacts (`OUT/<name>/verify/golden-frames`):
    /// the goldens as frame files, which the report and the animated diff show.
    static let stagingName = "golden-frames"

    /// The golden folder, `DIR/<name>`.
    let folder: String
    /// The layout the run leaves the folder in.
    let layout: GoldenLayout
    /// Where frames are staged when they are not worked on in place.
    let staging: String
    /// Whether the folder held `frames.png` before the run.
    let packedExists: Bool
    /// The frame files the folder held before the run.
    let looseFiles: [String]

    init(folder: String, layout: GoldenLayout, staging: String) {
        self.folder = folder
        self.layout = layout
        self.staging = staging
        packedExists = GoldenFiles.exists(folder + "/" + GoldenLayout.packedFileName)
        looseFiles = GoldenFiles.frameFiles(in: folder)
    }

    /// Whether frames go through the staging folder.
    var staged: Bool { layout == .apng || packedExists }

    /// Where the run reads and writes frame files.
    var workFolder: String { staged ? staging : folder }

    /// The layout the folder held before the run: `apng` when it had `frames.png`.
    var held: GoldenLayout { packedExists ? .apng : .frames }

    /// Fills the staging folder (emptied first) with the frames the folder holds, named for a
    /// render of `frameCount` frames. Nothing to do when frames are worked on in place.
    func stage(frameCount: Int) throws(GoldenError) {
        guard staged else { return }
        try GoldenFiles.remove(staging)
        let packed = folder + "/" + GoldenLayout.packedFileName
        if layout == .frames, packedExists { _ = try GoldenPack.unpack(packed, into: staging, frameCount: frameCount) }
        for file in looseFiles { try GoldenFiles.copy(folder + "/" + file, to: staging + "/" + file) }
        if layout == .apng, packedExists { _ = try GoldenPack.unpack(packed, into: staging, frameCount: frameCount) }
    }

    /// Writes the staged frames back in `layout` when the run `changed` them (recorded, re-recorded
    /// or removed a frame) or the folder holds another layout, removing the other layout's files;
    /// returns what it did for the recording line (`12 frames in frames.png`), `nil` when it wrote
    /// nothing. Called only by a run that may record.
    func commit(changed: Bool, fps: Int, pixelCount: Int, compression: PNGEncoder.Compression) throws(GoldenError) -> String? {
        guard staged else { return nil }
        let packed = folder + "/" + GoldenLayout.packedFileName
        let frames = GoldenFiles.frameFiles(in: staging)
        switch layout {
        case .apng:
            guard changed || !packedExists || !looseFiles.isEmpty, !(frames.isEmpty && !packedExists) else { return nil }
            try GoldenPack.pack(staging, to: packed, fps: fps, pixelCount: pixelCount, compression: compression)
            for file in looseFiles { try GoldenFiles.remove(folder + "/" + file) }
            let moved = looseFiles.isEmpty ? "" : " (\(GoldenReport.counted(looseFiles.count, "frame file")) packed into it and removed)"
            return frames.isEmpty ? "\(GoldenLayout.packedFileName) removed (no frame left)"
                : "\(GoldenReport.counted(frames.count, "frame")) in \(GoldenLayout.packedFileName)\(moved)"
        case .frames:
            for file in looseFiles where !frames.contains(file) { try GoldenFiles.remove(folder + "/" + file) }
            for file in frames { try GoldenFiles.copy(staging + "/" + file, to: folder + "/" + file) }
            try GoldenFiles.remove(packed)
            return "\(GoldenReport.counted(frames.count, "frame")) unpacked from \(GoldenLayout.packedFileName) into frame files"
        }
    }
}
