import SegueTemplates

/// The in-memory folder a fuzz input is loaded from: the input is its template, beside copies of
/// the shipped screens (`Templates/screens/`, so the shipped templates load unchanged as seeds)
/// and a 1×1 PNG. No file is read from disk.
///
/// The folder is an absolute path that does not exist, so the sandbox's check of real paths
/// finds nothing on the file system and only the text rule applies (no `..` out, nothing absolute).
public enum FuzzFolder {
    /// The folder's path.
    public static let path = "/segue-fuzz-in-memory"
    /// Where the fuzz input sits, and the name its errors quote.
    public static let templatePath = path + "/template.json"

    /// The folder's files besides the template, by path relative to the folder.
    public static let fixtures: [String: [UInt8]] = [
        "screens/detail.json": Array(detailScreen.utf8),
        "screens/list.json": Array(listScreen.utf8),
        "pixel.png": pixelPNG,
        "screens/pixel.png": pixelPNG,
    ]

    /// The folder with `template` as its template file.
    static func resources(template: [UInt8]) -> InMemoryResources {
        var files: [String: [UInt8]] = [templatePath: template]
        for (name, bytes) in fixtures { files[path + "/" + name] = bytes }
        return InMemoryResources(files: files)
    }

    /// A 1×1 RGBA PNG (one half-transparent red pixel): image layers only need bytes to load.
    static let pixelPNG: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48,
        0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00,
        0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41, 0x54, 0x78,
        0x9C, 0x63, 0xF8, 0xDF, 0xC0, 0xF0, 0x1F, 0x00, 0x06, 0x80, 0x02, 0x7F, 0x10, 0x4C,
        0x1B, 0xE1, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
    ]
}
