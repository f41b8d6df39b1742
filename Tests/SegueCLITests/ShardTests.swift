import Testing
import Foundation
import SegueTestSupport
@testable import SegueCLI

/// The shipped templates' file names (`Templates/*.json`), as `segue render Templates` lists them.
private let shippedTemplates: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/Templates")) ?? [])
    .filter { $0.hasSuffix(".json") }.sorted().map { "Templates/" + $0 }

@Test func fnv1a64MatchesTheSpecificationsTestVectors() {
    // draft-eastlake-fnv's FNV-1a 64 vectors: the empty string is the offset basis itself;
    // "a" is (0xcbf29ce484222325 ^ 0x61) · 0x100000001b3 mod 2⁶⁴.
    #expect(Shard.fnv1a64([]) == 0xcbf2_9ce4_8422_2325)
    #expect(Shard.fnv1a64(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    #expect(Shard.fnv1a64(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
}

@Test func everyShippedTemplateIsInExactlyOneShardForOneToFiveShards() throws {
    // Guards against a vacuous pass over an unreadable folder.
    #expect(shippedTemplates.count >= 10)
    for count in 1...5 {
        let shards = (1...count).map { Shard(argument: "\($0)/\(count)")! }
        let chosen = shards.map { $0.select(shippedTemplates) }
        // Together they hold every template, each once.
        #expect(chosen.flatMap { $0 }.sorted() == shippedTemplates, "\(count) shards")
        // The assignment is the template's own, not its position: a shuffled list (Fisher–Yates
        // with a seeded SplitMix, seed = count) puts each template in the same shard, and so does
        // another folder in front of its name.
        var generator = SplitMix(seed: UInt64(count))
        var shuffled = shippedTemplates
        for i in stride(from: shuffled.count - 1, to: 0, by: -1) { shuffled.swapAt(i, generator.below(i + 1)) }
        #expect(shuffled != shippedTemplates)
        #expect(shards.map { Set($0.select(shuffled)) } == chosen.map(Set.init), "\(count) shards, shuffled with seed \(count)")
        #expect(shards.map { Set($0.select(shippedTemplates.map { "/elsewhere/" + $0 }).map { String($0.dropFirst(11)) }) }
            == chosen.map(Set.init), "\(count) shards, another folder")
    }
    // One shard is every template.
    #expect(Shard(argument: "1/1")!.select(shippedTemplates) == shippedTemplates)
}

@Test func aShardIsTheHashOfTheBaseNameModuloTheCountPlusOne() {
    // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the vector above): mod 2 and mod 4 it is 0 (its
    // low byte 0x8c = 140 is a multiple of 4), mod 3 it is 1, mod 5 it is 1 (decimal
    // 12638187200555641996, which ends in 6). Shards count from 1, and only the base name counts.
    #expect((1...5).map { Shard.number(of: "some/folder/a", count: $0) } == [1, 1, 2, 1, 2])
    // "foobar", 0x85944171f73967e8 = 9625390261332436968: mod 2, 3 (digit sum 87) and 4 (low
    // byte 0xe8 = 232) it is 0, mod 5 it is 3 (it ends in 8).
    #expect((1...5).map { Shard.number(of: "foobar", count: $0) } == [1, 1, 1, 1, 4])
}

@Test func malformedShardsAreRejected() {
    for text in ["0/4", "5/4", "2", "a/b", "2/4/1", "-1/4", "1/0", "", "/4", "1/"] {
        #expect(Shard(argument: text) == nil, "\(text)")
    }
    #expect(Shard(argument: "4/4") == Shard(argument: "4/4") && Shard(argument: "4/4")?.index == 4)
}
