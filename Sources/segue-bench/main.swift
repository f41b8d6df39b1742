import Foundation

// segue-bench: renders the standard set (Templates/bench) in every configuration, each in a
// child process of its own so its peak memory is its own, and prints the tables of issue 7.
//   segue-bench [--templates FOLDER]            the whole benchmark
//   segue-bench --child MODE SCALE JOBS FRAMES  one configuration (used by the parent)

let arguments = Array(CommandLine.arguments.dropFirst())
var templateFolder = "Templates/bench"
if let i = arguments.firstIndex(of: "--templates"), i + 1 < arguments.count { templateFolder = arguments[i + 1] }

if let i = arguments.firstIndex(of: "--child") {
    guard let configuration = BenchConfiguration(arguments: Array(arguments[(i + 1)...].prefix(4))) else {
        FileHandle.standardError.write(Data("segue-bench: bad --child arguments\n".utf8))
        exit(2)
    }
    do {
        print(try BenchChild(configuration: configuration, templateFolder: templateFolder).run().line)
    } catch {
        FileHandle.standardError.write(Data("segue-bench: \(error)\n".utf8))
        exit(1)
    }
} else {
    do {
        try BenchParent(templateFolder: templateFolder).run()
    } catch {
        FileHandle.standardError.write(Data("segue-bench: \(error)\n".utf8))
        exit(1)
    }
}
