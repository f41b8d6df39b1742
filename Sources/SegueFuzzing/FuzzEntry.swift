/// The fuzz entries, one per surface a campaign reaches: `segue-fuzz` runs the one that
/// `$SEGUE_FUZZ_ENTRY` names (`make fuzz` runs each in turn), and the tests' mutation loop runs
/// them all. Each takes bytes and returns an outcome whose `violation` says whether the
/// contract held; none of them reads the network, and the command entries write only in their
/// workspace.
public enum FuzzEntry: String, CaseIterable, Sendable {
    /// Template bytes → load → evaluation (`TemplateFuzzing`).
    case template
    /// Options and template bytes → `segue render` with every sink (`RenderFuzzing`).
    case render
    /// Options, golden.json and a frame PNG → `segue verify` (`GoldenFuzzing`).
    case golden
    /// PNG bytes → the decoder (`PNGFuzzing`).
    case png

    /// The environment variable that names the entry `segue-fuzz` runs (default `template`).
    public static let environmentVariable = "SEGUE_FUZZ_ENTRY"

    /// Runs `bytes` through the entry.
    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .template: TemplateFuzzing.run(bytes)
        case .render: RenderFuzzing.run(bytes)
        case .golden: GoldenFuzzing.run(bytes)
        case .png: PNGFuzzing.run(bytes)
        }
    }
}
