import Foundation

extension OutputFolder {
    /// The keys every `manifest.json` Segue writes has (see `Manifest.document`): the mark of a
    /// folder Segue wrote, which a render may replace.
    static let manifestKeys = ["name", "pixelSize", "fps", "frames"]

    /// The largest `manifest.json` read to recognise a Segue folder: an entry is about 100 bytes
    /// a frame, so 64 MiB is some 600 000 frames, far more than a render has; a larger file is
    /// not Segue's and is not read whole.
    static let maxManifestBytes = 64 << 20

    /// Why a render does not replace what is at `path` unless forced, or `nil` when it may:
    /// when nothing is there, when it is an empty folder (nothing is lost), or when it is a
    /// folder Segue wrote: one whose `manifest.json` is a regular file holding a JSON object with
    /// `manifestKeys`, or one holding only `segue verify`'s artifacts (`verify/` with frame and
    /// diff images, see `isVerifyArtifacts`). Anything else may be the user's own work, which a render must not delete:
    /// a file, a symbolic link (even to a Segue folder: replacing it would remove the link, not
    /// the folder it points to), a folder without Segue's manifest. The reason reads after the
    /// path: `out/reveal: a folder without a manifest.json, not one Segue wrote`.
    public static func refusalToReplace(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }   // nothing there; other failures show when writing
        switch info.st_mode & S_IFMT {
        case S_IFDIR: break
        case S_IFLNK: return "a symbolic link, not a folder Segue wrote"
        case S_IFREG: return "a file, not a folder Segue wrote"
        default: return "not a folder Segue wrote"
        }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            return "a folder Segue cannot list, so not one it can tell it wrote"
        }
        if entries.isEmpty || entries == ["verify"] && isVerifyArtifacts(path + "/verify") { return nil }
        guard lstat(path + "/manifest.json", &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return "a folder without a manifest.json, not one Segue wrote"
        }
        guard isSegueManifest(path + "/manifest.json", size: Int(info.st_size)) else {
            return "a folder whose manifest.json is not Segue's (expected a JSON object with "
                + manifestKeys.joined(separator: ", ") + ")"
        }
        return nil
    }

    /// Whether the regular file at `path`, `size` bytes long, is a JSON object with `manifestKeys`.
    private static func isSegueManifest(_ path: String, size: Int) -> Bool {
        guard size <= maxManifestBytes,
              let data = FileManager.default.contents(atPath: path),
              let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        else { return false }
        return manifestKeys.allSatisfy { object[$0] != nil }
    }

    /// Whether `path` is a folder of `segue verify`'s artifacts, which it writes in
    /// `<out>/<name>/verify/` whether or not a render wrote `<out>/<name>` before: nothing but
    /// `frame-<digits>.png` and `frame-<digits>-diff.png` files.
    private static func isVerifyArtifacts(_ path: String) -> Bool {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path)
        else { return false }
        return names.allSatisfy { name in
            guard name.hasPrefix("frame-"), name.hasSuffix(".png") else { return false }
            var digits = name.dropFirst(6).dropLast(4)
            if digits.hasSuffix("-diff") { digits = digits.dropLast(5) }
            return !digits.isEmpty && digits.allSatisfy { $0 >= "0" && $0 <= "9" }
        }
    }
}
