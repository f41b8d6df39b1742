import ArgumentParser
import SegueCore

/// `--shard K/N`, shared by `render` and `verify`: only the templates of shard K of N, so N CI
/// jobs (a matrix `shard: [1, 2, 3, 4]`) cover every template exactly once between them.
struct ShardOption: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Only the templates of shard K of N (1 ≤ K ≤ N), e.g. 2/4, for a CI matrix: each template is in one shard, "
            + "by a hash of its file name, whatever the order or the machine.",
        valueName: "K/N"))
    var shard: String?

    func validate() throws {
        if let shard, Shard(argument: shard) == nil {
            throw ValidationError("--shard: expected K/N with whole numbers 1 ≤ K ≤ N, e.g. 2/4, found \(MessageText.quoted(shard))")
        }
    }

    /// The shard asked for; `nil` without `--shard` (every template).
    var value: Shard? { shard.flatMap(Shard.init(argument:)) }

    /// Whether the template at `file` is this run's: always without `--shard`.
    func includes(_ file: String) -> Bool { value?.contains(file) ?? true }
}

/// Shard `index` of `count` (1-based, `1...count`): a fixed share of any list of templates.
///
/// A template belongs to shard `FNV-1a-64(UTF-8 of its file's base name) mod count + 1`. The
/// hash depends on nothing but the name: not on the folder it is in, the order templates are
/// listed in, the machine, or the process (Swift's `hashValue` is seeded per process, so it
/// cannot be used). A template's variants render with it, so they stay in its shard. FNV-1a is
/// Fowler, Noll and Vo's hash (offset basis 0xcbf29ce484222325, prime 0x100000001b3), as
/// specified in draft-eastlake-fnv.
struct Shard: Hashable, Sendable {
    /// Which shard, 1…`count`.
    let index: Int
    /// How many shards the templates are split into, at least 1.
    let count: Int

    /// `K/N` with 1 ≤ K ≤ N; `nil` for anything else (`0/4`, `5/4`, `2`, `a/b`, `2/4/1`).
    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else { return nil }
        index = k
        count = n
    }

    /// Whether the template at `file` is in this shard.
    func contains(_ file: String) -> Bool {
        Shard.number(of: file, count: count) == index
    }

    /// The files of `files` in this shard, in their order.
    func select(_ files: [String]) -> [String] { files.filter(contains) }

    /// The shard (1…`count`) of the template at `file`, by its base name (the last path component).
    static func number(of file: String, count: Int) -> Int {
        let name = file.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? file
        return Int(fnv1a64(Array(name.utf8)) % UInt64(count)) + 1
    }

    /// FNV-1a, 64 bits: for each byte, xor it in, then multiply by the FNV prime (wrapping).
    static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
