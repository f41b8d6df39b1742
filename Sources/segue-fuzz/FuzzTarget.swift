import SegueCore
import SegueFuzzing

/// libFuzzer's entry: one input through `TemplateFuzzing`, trapping when the contract breaks so
/// libFuzzer records the input as a crash (`Fuzz/crashes/`). Always compiled; only the fuzzer
/// build (`make fuzz`) links libFuzzer's `main`, which calls it.
@_cdecl("LLVMFuzzerTestOneInput")
public func segueFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let violation = TemplateFuzzing.run(bytes).violation {
        fatalError(MessageText.line(violation))
    }
    return 0
}
