import Foundation
import SegueFuzzing

/// The seed inputs and the dictionaries `make fuzz` gives libFuzzer, read from the package: for
/// the template entry every shipped template and screen (`Templates/`, `Templates/screens/`)
/// and the curated seeds (`Fuzz/seeds/template/`); for the others `Fuzz/seeds/<entry>/`
/// (`scripts/fuzz_seeds.py` writes them); and each entry's dictionaries (`dictionaries(for:)`).
enum FuzzCorpus {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seeds of `entry` by file name relative to the package, sorted so that a run is repeatable.
    static func seeds(for entry: FuzzEntry = .template) throws -> [(name: String, bytes: [UInt8])] {
        let folders = entry == .template ? ["Templates", "Templates/screens", "Fuzz/seeds/template"] : ["Fuzz/seeds/" + entry.rawValue]
        var seeds: [(name: String, bytes: [UInt8])] = []
        for folder in folders {
            let url = packageRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
                .filter { entry != .template || $0.hasSuffix(".json") }.sorted()
            for name in names {
                seeds.append((folder + "/" + name, Array(try Data(contentsOf: url.appendingPathComponent(name)))))
            }
        }
        return seeds
    }

    /// The shipped templates only (`Templates/*.json`).
    static func shippedTemplates() throws -> [(name: String, bytes: [UInt8])] {
        try seeds().filter { $0.name.hasPrefix("Templates/") && !$0.name.hasPrefix("Templates/screens/") }
    }

    /// The dictionary files of `entry`, as the Makefile joins them for libFuzzer.
    static func dictionaries(for entry: FuzzEntry) -> [String] {
        switch entry {
        case .template: ["Fuzz/segue.dict"]
        case .render: ["Fuzz/segue.dict", "Fuzz/options.dict"]
        case .golden: ["Fuzz/options.dict"]
        case .png: ["Fuzz/png.dict"]
        }
    }

    /// A shipped file's bytes.
    static func file(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: packageRoot.appendingPathComponent(relative)))
    }

    /// The values of `entry`'s dictionaries, unescaped as libFuzzer reads them (`\\`, `\"`, `\xNN`).
    static func dictionaryTokens(for entry: FuzzEntry = .template) throws -> [[UInt8]] {
        let text = try dictionaries(for: entry).map { String(decoding: try file($0), as: UTF8.self) }.joined(separator: "\n")
        return text.split(separator: "\n").compactMap { line -> [UInt8]? in
            guard !line.hasPrefix("#"), let open = line.firstIndex(of: "\""), let close = line.lastIndex(of: "\""), open < close else { return nil }
            return unescape(Array(line[line.index(after: open)..<close].utf8))
        }
    }

    static func unescape(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [], i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < bytes.count {
                if bytes[i + 1] == UInt8(ascii: "x"), i + 3 < bytes.count,
                   let value = UInt8(String(decoding: bytes[i + 2...i + 3], as: UTF8.self), radix: 16) {
                    out.append(value)
                    i += 4
                } else {
                    out.append(bytes[i + 1])
                    i += 2
                }
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        return out
    }
}
