#if !SEGUE_FUZZING
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore
import SegueFiles
import SegueFuzzing

/// The plain build's `segue-fuzz`: runs each file named on the command line through the fuzz
/// entry `$SEGUE_FUZZ_ENTRY` names (default `template`; `FuzzEntry`) and prints one line per
/// file (`<file>: ok …`, `<file>: rejected: …` or `<file>: VIOLATION: …`); exits 1 when any
/// input breaks the contract or cannot be read. The fuzzer build (`-DSEGUE_FUZZING`) leaves
/// this out: libFuzzer brings its own `main`.
@main
struct Reproducer {
    static func main() {
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            print("usage: [SEGUE_FUZZ_ENTRY=template|render|golden|png] segue-fuzz FILE... "
                + "(runs each fuzz input, e.g. Fuzz/crashes/crash-*, through the fuzz entry)")
            exit(2)
        }
        var failed = false
        for file in files {
            let name = MessageText.escaped(file)
            switch RegularFile.read(file, maximumBytes: RegularFile.maximumImageBytes) {
            case .failure(let error):
                print("\(name): unreadable: \(error.reason)")
                failed = true
            case .success(let bytes):
                let outcome = fuzzEntry.run(bytes)
                print("\(name): \(MessageText.line(outcome.line))")
                failed = failed || outcome.violation != nil
            }
        }
        exit(failed ? 1 : 0)
    }
}
#endif
