import Foundation
import SegueTestSupport
import Testing

/// What `segue render` does to the folder it replaces (issue 12, section 6): concurrent renders,
/// a kill at any moment, leftovers that cannot be removed, folders Segue did not write, a write
/// that fails, a staging folder that cannot be created. `Fixtures.wholeOutputFrameCount` says
/// whether a folder is one render's whole output.
@Suite struct RenderOutputSafetyTests {
    @Test func twoRendersOfOneTemplateIntoOneFolderAtOnceBothSucceed() throws {
        // Each run writes its own staging folder, which it holds a lock on, and leaves the other's
        // alone; whichever swaps its folder in last wins. 1 s at 120 fps: 121 frames.
        let template = try Fixtures.write(Fixtures.reveal)
        for round in 1...4 {
            let out = try CLI.temporaryFolder("concurrent")
            let arguments = ["render", template, "--out", out, "--fps", "120", "--jobs", "1", "--quiet"]
            let runs = [try CLI.start(arguments), try CLI.start(arguments)].map { $0.finish() }
            #expect(runs.map(\.status) == [0, 0], "round \(round): \(runs.map(\.stderr))")
            #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 121, "round \(round)")
            #expect(try Fixtures.files(in: out) == ["reveal"], "round \(round)")
        }
    }

    @Test func aKillAtAnyMomentLeavesTheWholeOldOrTheWholeNewOutput() throws {
        // The old output has 5 frames (4 fps), the new one 241 (240 fps), and a render takes a few
        // tenths of a second. Killed after a random delay, while writing frames, swapping the
        // folders or removing the old one, out/reveal is one of the two, whole.
        let seed: UInt64 = 12
        var generator = SplitMix(seed: seed)
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("kill")
        #expect(try CLI.run(["render", template, "--out", out, "--fps", "4", "--quiet"]).status == 0)
        for iteration in 1...8 {
            let delay = generator.fraction() * 0.6
            let run = try CLI.start(["render", template, "--out", out, "--fps", "240", "--jobs", "2", "--quiet"])
            usleep(UInt32(delay * 1_000_000))
            kill(run.processIdentifier, SIGKILL)
            _ = run.finish()
            let count = Fixtures.wholeOutputFrameCount(out + "/reveal")
            #expect(count == 5 || count == 241,
                    "seed \(seed), iteration \(iteration), killed after \(delay) s: \(count.map { "\($0) frames" } ?? "no whole output")")
        }
        // The next render succeeds and removes what the killed ones left behind.
        #expect(try CLI.run(["render", template, "--out", out, "--fps", "240", "--quiet"]).status == 0)
        #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 241)
        #expect(try Fixtures.files(in: out) == ["reveal"])
    }

    @Test func anInterruptRemovesTheUnfinishedOutputAndEndsByTheSignal() throws {
        // Ctrl-C (SIGINT), `kill` (SIGTERM) and a closed terminal (SIGHUP) while frames are
        // being written: the staging folder goes at once (not at the next render), the old output
        // stays whole, and the process ends by the signal, as a shell expects of what it interrupted.
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("interrupt")
        #expect(try CLI.run(["render", template, "--out", out, "--fps", "4", "--quiet"]).status == 0)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            let run = try CLI.start(["render", template, "--out", out, "--fps", "240", "--jobs", "1", "--quiet"])
            // Signalled once the staging folder holds a frame: mid-render.
            var staged = false
            for _ in 0..<20_000 where !staged {
                let entries = (try? Fixtures.files(in: out)) ?? []
                staged = entries.contains { name in
                    name.hasPrefix(".reveal.partial-")
                        && ((try? FileManager.default.contentsOfDirectory(atPath: out + "/" + name))?.contains { $0.hasSuffix(".png") } ?? false)
                }
                if !staged { usleep(500) }
            }
            #expect(staged, "signal \(signal): the render never staged a frame")
            kill(run.processIdentifier, signal)
            let result = run.finish()
            #expect(run.terminationReason == .uncaughtSignal && result.status == signal,
                    "signal \(signal): ended with \(run.terminationReason) \(result.status): \(result.stderr)")
            let left = try Fixtures.files(in: out)
            #expect(left == ["reveal"], "signal \(signal): \(left)")
            #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 5, "signal \(signal)")
        }
    }

    @Test func anOldOutputThatCannotBeRemovedIsReportedInOneLine() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("pinned")
        #expect(try CLI.run(["render", template, "--out", out, "--fps", "4", "--quiet"]).status == 0)
        guard let pin = try Pin(out + "/reveal") else { return }
        // The new output takes its place; the old one, swapped out to the staging name, stays.
        let result = try CLI.run(["render", template, "--out", out, "--quiet"])
        #expect(result.status == 0)
        #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 11)
        let leftover = try Fixtures.files(in: out).filter { $0 != "reveal" }
        #expect(leftover.count == 1 && leftover[0].hasPrefix(".reveal.partial-"))
        #expect(result.stderr.hasPrefix("segue: \(out)/\(leftover.first ?? ""): the replaced output could not be removed ("))
        #expect(result.stderr.hasSuffix("\(pin.reason)); remove it by hand\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        // Once it can be removed, the next render does so, silently.
        try pin.release(movedTo: out + "/" + (leftover.first ?? ""))
        let next = try CLI.run(["render", template, "--out", out, "--quiet"])
        #expect(next.status == 0 && next.stderr == "")
        #expect(try Fixtures.files(in: out) == ["reveal"])
    }

    @Test func somethingSegueDidNotWriteIsNotReplaced() throws {
        // Each stops the run before anything is written: one line naming the folder, status 1,
        // and what was there is still there, as it was.
        let template = try Fixtures.write(Fixtures.reveal)
        let elsewhere = try CLI.temporaryFolder("elsewhere")
        #expect(try CLI.run(["render", template, "--out", elsewhere, "--quiet"]).status == 0)
        let cases: [(make: (String) throws -> Void, reason: String)] = [
            ({ try "my notes".write(toFile: $0, atomically: false, encoding: .utf8) },
             "a file, not a folder Segue wrote"),
            ({ _ = try Fixtures.write("my notes", as: "notes.txt", in: try Self.folder($0)) },
             "a folder without a manifest.json, not one Segue wrote"),
            ({ _ = try Fixtures.write("{ \"version\": 1 }", as: "manifest.json", in: try Self.folder($0)) },
             "a folder whose manifest.json is not Segue's (expected a JSON object with name, pixelSize, fps, frames)"),
            ({ try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: elsewhere + "/reveal") },
             "a symbolic link, not a folder Segue wrote"),
        ]
        for (make, reason) in cases {
            let out = try CLI.temporaryFolder("refused")
            try make(out + "/reveal")
            let before = try FileManager.default.subpathsOfDirectory(atPath: out).sorted()
            let result = try CLI.run(["render", template, "--out", out, "--quiet"])
            #expect(result.status == 1, "\(reason)")
            #expect(result.stderr == "segue: \(out)/reveal: \(reason); pass --force to replace it\n")
            #expect(try FileManager.default.subpathsOfDirectory(atPath: out).sorted() == before, "\(reason)")
        }
        #expect(Fixtures.wholeOutputFrameCount(elsewhere + "/reveal") == 11)
    }

    @Test func oneRefusedFolderStopsEveryTemplateOfTheRun() throws {
        // a.json would render to out/a, which is free; b.json to out/b, the user's file. The
        // check comes before any rendering, so out/a is not written either.
        let folder = try CLI.temporaryFolder("two")
        for name in ["a.json", "b.json"] { _ = try Fixtures.write(Fixtures.reveal, as: name, in: folder) }
        let out = try CLI.temporaryFolder("twoout")
        try "my notes".write(toFile: out + "/b", atomically: false, encoding: .utf8)
        let result = try CLI.run(["render", folder, "--out", out, "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(out)/b: a file, not a folder Segue wrote; pass --force to replace it\n")
        #expect(try Fixtures.files(in: out) == ["b"])
    }

    @Test func anEmptyFolderIsReplacedSinceNothingIsLost() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("empty")
        _ = try Self.folder(out + "/reveal")
        let result = try CLI.run(["render", template, "--out", out, "--quiet"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 11)
    }

    @Test func aFolderOfVerifyArtifactsAloneIsReplaced() throws {
        // `segue verify` leaves a failing frame and its diff in out/<name>/verify/, also where no
        // render wrote out/<name>: that folder is Segue's too.
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("verified")
        let artifacts = try Self.folder(try Self.folder(out + "/reveal") + "/verify")
        for name in ["frame-0005.png", "frame-0005-diff.png"] { _ = try Fixtures.write("png", as: name, in: artifacts) }
        let result = try CLI.run(["render", template, "--out", out, "--quiet"])
        #expect(result.status == 0 && result.stderr == "")
        #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 11)
        // A notes file beside the artifacts makes it a folder Segue did not write.
        let other = try CLI.temporaryFolder("notverified")
        let mixed = try Self.folder(try Self.folder(other + "/reveal") + "/verify")
        for name in ["frame-0005.png", "notes.txt"] { _ = try Fixtures.write("x", as: name, in: mixed) }
        let refused = try CLI.run(["render", template, "--out", other, "--quiet"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "segue: \(other)/reveal: a folder without a manifest.json, not one Segue wrote; pass --force to replace it\n")
    }

    @Test func forceReplacesAFolderOfNotesAndALinkButNotWhatItPointsTo() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("force")
        _ = try Fixtures.write("my notes", as: "notes.txt", in: try Self.folder(out + "/reveal"))
        let forced = try CLI.run(["render", template, "--out", out, "--force", "--quiet"])
        #expect(forced.status == 0 && forced.stderr == "")
        #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 11)
        // A link is replaced itself: the folder it pointed to keeps its notes.
        let target = try CLI.temporaryFolder("target")
        let notes = try Fixtures.write("my notes", as: "notes.txt", in: target)
        let linked = try CLI.temporaryFolder("linked")
        try FileManager.default.createSymbolicLink(atPath: linked + "/reveal", withDestinationPath: target)
        #expect(try CLI.run(["render", template, "--out", linked, "--force", "--quiet"]).status == 0)
        #expect(Fixtures.wholeOutputFrameCount(linked + "/reveal") == 11)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "my notes")
        #expect(try Fixtures.files(in: target) == ["notes.txt"])
    }

    @Test func aWriteThatFailsIsOneLineAndKeepsTheOldOutput() throws {
        // `ulimit -f 1` caps each file at one block (512 bytes in dash, 1024 in bash); frame 0 is
        // about 870 bytes and the 11-frame manifest over 1 KB, so a write fails, with EFBIG as a
        // full disk's fails with ENOSPC (segue ignores the SIGXFSZ that comes with it).
        let template = try Fixtures.write(Fixtures.reveal)
        let out = try CLI.temporaryFolder("full")
        #expect(try CLI.run(["render", template, "--out", out, "--fps", "4", "--quiet"]).status == 0)
        let result = try CLI.run(["render", template, "--out", out, "--quiet"],
                                 launcher: ["/bin/sh", "-c", "ulimit -f 1 && exec \"$0\" \"$@\""])
        #expect(result.status == 1)
        // The template first (every error names it), then the file that could not be written.
        #expect(result.stderr.hasPrefix("segue: \(template): \(out)/reveal: cannot write "))
        #expect(result.stderr.hasSuffix(" (File too large); the folder was left as it was\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(Fixtures.wholeOutputFrameCount(out + "/reveal") == 5)
        #expect(try Fixtures.files(in: out) == ["reveal"])   // the staging folder is gone
    }

    @Test func aStagingFolderThatCannotBeCreatedNamesTheTemplate() throws {
        // A path has at most 4095 bytes (PATH_MAX 4096 with the NUL): an output folder of 4080
        // bytes can be created and `out/reveal` (4087) fits, but `out/.reveal.partial-<pid>`
        // (at least 4080 + 18) does not.
        let template = try Fixtures.write(Fixtures.reveal)
        var out = try CLI.temporaryFolder("deep")
        while out.utf8.count < 4080 - 250 { out += "/" + String(repeating: "d", count: 200) }
        out += "/" + String(repeating: "e", count: 4080 - out.utf8.count - 1)
        #expect(out.utf8.count == 4080)
        let result = try CLI.run(["render", template, "--out", out, "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("segue: \(template): \(out)/.reveal.partial-"))
        #expect(result.stderr.hasSuffix(": cannot create the staging folder (File name too long)\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// Creates the folder `path` and returns it.
    static func folder(_ path: String) throws -> String {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }
}

/// A folder whose contents cannot be removed, and the reason removing them gives: read-only
/// (`chmod 0555`) for a user; for root, who may delete anything, a mount point inside it (a
/// small tmpfs), which nobody can remove while mounted.
private struct Pin {
    let reason: String
    private let mounted: Bool

    /// Pins `folder`; `nil`, having said why, when this system allows neither way.
    init?(_ folder: String) throws {
        if geteuid() != 0 {
            guard chmod(folder, 0o555) == 0 else { throw CocoaError(.fileWriteNoPermission) }
            reason = "Permission denied"
            mounted = false
            return
        }
        try FileManager.default.createDirectory(atPath: folder + "/pinned", withIntermediateDirectories: false)
        guard Pin.command("/bin/mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", folder + "/pinned"]) else {
            print("skipped: running as root, where chmod does not stop a removal, and mount failed")
            return nil
        }
        reason = "Device or resource busy"
        mounted = true
    }

    /// Makes the pinned folder, now at `path`, removable again.
    func release(movedTo path: String) throws {
        if mounted {
            #expect(Pin.command("/bin/umount", [path + "/pinned"]))
        } else {
            #expect(chmod(path, 0o755) == 0)
        }
    }

    private static func command(_ executable: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
