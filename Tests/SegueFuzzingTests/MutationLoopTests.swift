import Testing
import SegueCore
import SegueFuzzing
import SegueTestSupport

/// `make test`'s share of fuzzing: a short, seeded mutation loop over each entry's seeds,
/// checking the entry's contract (`FuzzOutcome.violation`) for every input. The instrumented
/// campaign is `make fuzz`; this loop only keeps its findings from coming back.
struct MutationLoopTests {
    /// Fixed, so every run tries the same inputs; printed with any failure.
    static let seed: UInt64 = 0x5E6E_F022

    /// Inputs per entry: the template entry evaluates in microseconds, the command entries draw
    /// and write files (a few milliseconds each in a debug build), the decoder is in between.
    static func executions(of entry: FuzzEntry) -> Int {
        switch entry {
        case .template: 2_000
        case .render: 40
        case .golden: 60
        case .png: 1_000
        }
    }

    @Test(arguments: FuzzEntry.allCases)
    func mutatedSeedsKeepTheContract(_ entry: FuzzEntry) throws {
        let seeds = try FuzzCorpus.seeds(for: entry)
        let executions = MutationLoopTests.executions(of: entry)
        var mutator = TemplateMutator(random: SplitMix(seed: MutationLoopTests.seed), tokens: try FuzzCorpus.dictionaryTokens(for: entry))
        var violations: [String] = [], refused = 0, through = 0
        var previous = seeds[0].bytes
        for run in 0..<executions {
            // Half the time mutate a fresh seed, half the time keep mutating the last input.
            let base = mutator.random.below(2) == 0 ? seeds[run % seeds.count].bytes : previous
            let input = mutator.mutate(base)
            let outcome = entry.run(input)
            if outcome.wentThrough { through += 1; previous = input } else { refused += 1 }
            if let violation = outcome.violation, violations.count < 5 {
                violations.append("run \(run): \(violation) (input: \(MessageText.quoted(String(decoding: input, as: UTF8.self), limit: 400)))")
            }
        }
        #expect(violations.isEmpty, "\(entry) seed \(MutationLoopTests.seed):\n\(violations.joined(separator: "\n"))")
        // Most single mutations make an input invalid; but a loop whose every input is refused
        // tests nothing past the first check, so a few percent must still go through.
        #expect(through >= executions / 50, "\(entry): only \(through) of \(executions) inputs went through")
        #expect(refused >= executions / 10, "\(entry): only \(refused) inputs were refused")
    }
}
