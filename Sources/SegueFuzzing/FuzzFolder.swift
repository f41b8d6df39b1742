import Foundation
import SegueTemplates

/// The in-memory folder a fuzz input is loaded from: the input is its template, beside the
/// shipped screens (`Templates/screens/*.json`) and images (`Templates/images/`), so the
/// shipped templates load unchanged as seeds, and a 1×1 PNG. The screens are read once, from the repository this module was built
/// in (found from this file's path, as the fuzzer and the tests run there); after that, no
/// file is read.
///
/// The folder is an absolute path that does not exist, so the sandbox's check of real paths
/// finds nothing on the file system and only the text rule applies (no `..` out, nothing absolute).
public enum FuzzFolder {
    /// The folder's path.
    public static let path = "/segue-fuzz-in-memory"
    /// Where the fuzz input sits, and the name its errors quote.
    public static let templatePath = path + "/template.json"

    /// The repository's `Templates/` (…/Sources/SegueFuzzing/FuzzFolder.swift, three levels up).
    static let templatesFolder: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Templates"
    }()

    /// The folder's files besides the template, by path relative to the folder: each shipped
    /// screen and image, and the PNG. A screen that cannot be read stops the fuzzer at once, naming it:
    /// without the screens every shipped seed would fail to load and the campaign would test nothing.
    public static let fixtures: [String: [UInt8]] = {
        var files = ["pixel.png": pixelPNG, "screens/pixel.png": pixelPNG]
        let screens = templatesFolder + "/screens"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: screens)) ?? []).filter { $0.hasSuffix(".json") }
        guard !names.isEmpty else { fatalError("segue-fuzz: no screens in \(screens)") }
        for name in names {
            switch FileResources().read(screens + "/" + name, as: .screen) {
            case .success(let bytes): files["screens/" + name] = bytes
            case .failure(let failure): fatalError("segue-fuzz: \(screens)/\(name): \(failure.reason)")
            }
        }
        let images = templatesFolder + "/images"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: images)) ?? [] where !name.hasPrefix(".") {
            switch FileResources().read(images + "/" + name, as: .image) {
            case .success(let bytes): files["images/" + name] = bytes
            case .failure(let failure): fatalError("segue-fuzz: \(images)/\(name): \(failure.reason)")
            }
        }
        return files
    }()

    /// The fixtures at their full paths, made once; each input adds its template to a copy.
    private static let fixtureFiles: [String: [UInt8]] = Dictionary(uniqueKeysWithValues: fixtures.map { (path + "/" + $0.key, $0.value) })

    /// The folder with `template` as its template file.
    static func resources(template: [UInt8]) -> InMemoryResources {
        var files = fixtureFiles
        files[templatePath] = template
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
