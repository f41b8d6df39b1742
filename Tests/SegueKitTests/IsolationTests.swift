import Testing
import Foundation

/// SegueKit's main-actor isolation is checked as iOS's UIKit is: UIKit is an Objective-C module
/// whose `NS_SWIFT_UI_ACTOR` arrives in Swift as `@MainActor`, and declarations imported from
/// Clang are always `@preconcurrency` (swiftlang/swift#68961). So a helper that is not isolated
/// (a `static func`, a free function, a witness in a nonisolated class) may touch views with no
/// diagnostic in Swift 5 mode, with warnings under `-strict-concurrency=complete`, and with what
/// the compiler reports for preconcurrency declarations in Swift 6 mode.
///
/// Each test type-checks the same code twice with the toolchain's `swiftc`: once against
/// SegueKit, once against a Clang module whose functions carry `swift_attr("@MainActor")`,
/// which the compiler imports exactly as it imports UIKit's; the diagnostics must agree.
struct IsolationTests {
    /// Helpers written as real animators write them: none is main-actor isolated. Each line
    /// makes one main-actor-isolated use (a call or a property set), four in all.
    static let helpers = """
        final class Layout {
            static func place(_ view: UIView, in container: UIView) {
                container.addSubview(view)
                view.frame = .zero
            }
        }
        func fadeOut(_ view: UIView) { view.alpha = 0 }
        final class Animator: NSObject {
            func animateTransition(using context: UIViewControllerContextTransitioning) {
                context.completeTransition(true)
            }
            func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        }
        extension Animator: UIViewControllerAnimatedTransitioning {}
        """

    /// The same four uses, in the same places, as calls of C functions imported as main-actor isolated.
    static let reference = """
        final class Layout {
            static func place() {
                ui_add_subview()
                ui_set_frame()
            }
        }
        func fadeOut() { ui_set_alpha() }
        final class Animator {
            func animateTransition() {
                ui_complete_transition()
            }
        }
        """

    static let header = """
        __attribute__((swift_attr("@MainActor"))) void ui_add_subview(void);
        __attribute__((swift_attr("@MainActor"))) void ui_set_frame(void);
        __attribute__((swift_attr("@MainActor"))) void ui_set_alpha(void);
        __attribute__((swift_attr("@MainActor"))) void ui_complete_transition(void);
        """

    /// What `swiftc -typecheck` said: how many errors and how many warnings.
    struct Verdict: Equatable, CustomStringConvertible {
        var errors: Int
        var warnings: Int
        var description: String { "\(errors) errors, \(warnings) warnings" }
    }

    @Test(arguments: [["-swift-version", "5"], ["-swift-version", "5", "-strict-concurrency=complete"], ["-swift-version", "6"]])
    func nonisolatedHelpersAreDiagnosedAsUIKitsImportIs(_ mode: [String]) throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let kit = try workspace.typecheck("import SegueKit\nimport Foundation\n" + Self.helpers, mode: mode, flags: Workspace.kitFlags)
        let clang = try workspace.typecheck("import ReferenceUI\n" + Self.reference, mode: mode,
                                            flags: ["-I", workspace.referenceModule(header: Self.header)])
        // One diagnostic per use on both sides, of the same kind: none in Swift 5 mode; warnings,
        // never errors, with complete checking and in Swift 6 mode (this toolchain's behaviour
        // for every preconcurrency declaration, UIKit's included).
        #expect(kit == clang, "SegueKit \(kit) against Clang-imported \(clang) in \(mode)")
        let expected = mode == ["-swift-version", "5"] ? Verdict(errors: 0, warnings: 0) : Verdict(errors: 0, warnings: 4)
        #expect(kit == expected, "SegueKit in \(mode)")
    }

    /// A scratch folder and the compiler invocations.
    struct Workspace {
        let path: String

        init() throws {
            path = NSTemporaryDirectory() + "segue-isolation-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        func remove() { try? FileManager.default.removeItem(atPath: path) }

        /// A Clang module `ReferenceUI` of `header`; returns the folder to pass with `-I`.
        func referenceModule(header: String) throws -> String {
            let folder = path + "/ReferenceUI"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try header.write(toFile: folder + "/ui.h", atomically: true, encoding: .utf8)
            try "module ReferenceUI { header \"ui.h\" export * }\n".write(toFile: folder + "/module.modulemap", atomically: true, encoding: .utf8)
            return folder
        }

        /// Type-checks `source` and counts the diagnostics.
        func typecheck(_ source: String, mode: [String], flags: [String]) throws -> Verdict {
            let file = path + "/\(UUID().uuidString).swift"
            try source.write(toFile: file, atomically: true, encoding: .utf8)
            let output = try Workspace.run(["swiftc", "-typecheck", file] + mode + flags)
            // Diagnostics open a line with their location; the notes and source excerpts that
            // follow are indented. A failure to load a module has no location and counts too.
            let lines = output.split(separator: "\n").filter { $0.hasPrefix(file) || $0.hasPrefix("<unknown>") }
            let errors = lines.filter { $0.contains(" error: ") }
            let warnings = lines.filter { $0.contains(" warning: ") }
            // An error about anything but isolation means the check itself is broken.
            for error in errors where !error.contains("actor") {
                Issue.record("swiftc failed for a reason other than isolation: \(error)")
            }
            return Verdict(errors: errors.count, warnings: warnings.count)
        }

        /// The flags that find SegueKit's built module and the C modules it imports.
        static let kitFlags: [String] = {
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().path
            let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules").path
            let modules = FileManager.default.fileExists(atPath: beside + "/SegueKit.swiftmodule") ? beside : root + "/.build/debug/Modules"
            var flags = ["-I", modules]
            // Every C module of the package, wherever its module map is (a system library's
            // beside its shim, a C target's in its include folder).
            let sources = root + "/Sources/"
            for c in ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted() {
                for folder in [sources + c, sources + c + "/include"] where FileManager.default.fileExists(atPath: folder + "/module.modulemap") {
                    flags += ["-I", folder]
                }
            }
            let cflags = (try? run(["pkg-config", "--cflags-only-I", "cairo", "pangocairo", "libpng", "libdeflate", "zlib"])) ?? ""
            for flag in cflags.split(whereSeparator: \.isWhitespace) { flags += ["-Xcc", String(flag)] }
            return flags
        }()

        /// Runs a tool found on PATH and returns what it printed on both streams.
        static func run(_ arguments: [String]) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
    }
}
