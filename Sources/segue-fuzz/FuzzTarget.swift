import Foundation
import SegueCore
import SegueFuzzing

/// The entry this process fuzzes: `$SEGUE_FUZZ_ENTRY` (`template`, `render`, `golden`, `png`),
/// `template` when unset. An unknown name stops the campaign at once rather than fuzz the wrong thing.
let fuzzEntry: FuzzEntry = {
    let name = ProcessInfo.processInfo.environment[FuzzEntry.environmentVariable].flatMap { $0.isEmpty ? nil : $0 } ?? "template"
    guard let entry = FuzzEntry(rawValue: name) else {
        fatalError("segue-fuzz: \(FuzzEntry.environmentVariable)=\(name): expected one of "
            + FuzzEntry.allCases.map(\.rawValue).joined(separator: ", "))
    }
    return entry
}()

/// libFuzzer's entry: one input through `fuzzEntry`, trapping when the contract breaks so
/// libFuzzer records the input as a crash (`Fuzz/crashes/`). Always compiled; only the fuzzer
/// build (`make fuzz`) links libFuzzer's `main`, which calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func segueFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = fuzzEntry.run(bytes).violation {
        fatalError(MessageText.line(violation))
    }
    return 0
}
