import Foundation

/// The seed inputs and the dictionary `make fuzz` gives libFuzzer, read from the package: every
/// shipped template and screen (`Templates/`, `Templates/screens/`) and the curated seeds
/// (`Fuzz/seeds/`), and the tokens of `Fuzz/segue.dict`.
enum FuzzCorpus {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The seeds by file name relative to the package, sorted so that a run is repeatable.
    static func seeds() throws -> [(name: String, bytes: [UInt8])] {
        var seeds: [(name: String, bytes: [UInt8])] = []
        for folder in ["Templates", "Templates/screens", "Fuzz/seeds"] {
            let url = packageRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".json") }.sorted()
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

    /// A shipped file's bytes.
    static func file(_ relative: String) throws -> [UInt8] {
        Array(try Data(contentsOf: packageRoot.appendingPathComponent(relative)))
    }

    /// The values of `Fuzz/segue.dict`, unescaped as libFuzzer reads them (`\\`, `\"`, `\xNN`).
    static func dictionaryTokens() throws -> [[UInt8]] {
        let text = String(decoding: try file("Fuzz/segue.dict"), as: UTF8.self)
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
