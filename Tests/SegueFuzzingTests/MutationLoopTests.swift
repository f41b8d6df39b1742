import Testing
import SegueCore
import SegueFuzzing
import SegueTestSupport

/// `make test`'s share of fuzzing: a short, seeded mutation loop over the seed corpus, checking
/// the fuzz entry's contract (`FuzzOutcome.violation`) for every input. The instrumented
/// campaign is `make fuzz`; this loop only keeps its findings from coming back.
struct MutationLoopTests {
    /// Fixed, so every run tries the same inputs; printed with any failure.
    static let seed: UInt64 = 0x5E6E_F022
    static let executions = 2_000

    @Test func mutatedSeedsKeepTheContract() throws {
        let seeds = try FuzzCorpus.seeds()
        var mutator = TemplateMutator(random: SplitMix(seed: MutationLoopTests.seed), tokens: try FuzzCorpus.dictionaryTokens())
        var violations: [String] = [], rejected = 0, evaluated = 0
        var previous = seeds[0].bytes
        for run in 0..<MutationLoopTests.executions {
            // Half the time mutate a fresh seed, half the time keep mutating the last input.
            let base = mutator.random.below(2) == 0 ? seeds[run % seeds.count].bytes : previous
            let input = mutator.mutate(base)
            let outcome = TemplateFuzzing.run(input)
            if case .rejected = outcome { rejected += 1 } else { evaluated += 1; previous = input }
            if let violation = outcome.violation, violations.count < 5 {
                violations.append("run \(run): \(violation) (input: \(MessageText.quoted(String(decoding: input, as: UTF8.self), limit: 400)))")
            }
        }
        #expect(violations.isEmpty, "seed \(MutationLoopTests.seed):\n\(violations.joined(separator: "\n"))")
        // Most single mutations make a template invalid; but a loop whose every input is rejected
        // tests nothing past the decoder, so a few percent must still load and evaluate.
        #expect(evaluated >= MutationLoopTests.executions / 50, "only \(evaluated) of \(MutationLoopTests.executions) inputs loaded")
        #expect(rejected >= MutationLoopTests.executions / 4, "only \(rejected) inputs were rejected")
    }
}
