import Foundation
import Testing
@testable import SegueFuzzing

struct FuzzFolderTests {
    @Test func theFolderHoldsEveryShippedScreenAndThePNG() throws {
        #expect(FuzzFolder.fixtures["screens/detail.json"] == (try FuzzCorpus.file("Templates/screens/detail.json")))
        #expect(FuzzFolder.fixtures["screens/list.json"] == (try FuzzCorpus.file("Templates/screens/list.json")))
        // Every screen file in Templates/screens, listed here by the test itself, and the two PNGs.
        let screens = try FileManager.default.contentsOfDirectory(atPath: FuzzCorpus.packageRoot.appendingPathComponent("Templates/screens").path)
            .filter { $0.hasSuffix(".json") }.map { "screens/" + $0 }
        #expect(screens.count >= 4)
        let images = try FileManager.default.contentsOfDirectory(atPath: FuzzCorpus.packageRoot.appendingPathComponent("Templates/images").path)
            .map { "images/" + $0 }
        #expect(images.contains("images/album.jpg"))
        #expect(Set(FuzzFolder.fixtures.keys) == Set(screens + images + ["pixel.png", "screens/pixel.png"]))
    }

    @Test func everyShippedTemplateLoadsAndEvaluatesFromTheFolder() throws {
        let templates = try FuzzCorpus.shippedTemplates()
        #expect(templates.count >= 15)
        for template in templates {
            let outcome = TemplateFuzzing.run(template.bytes)
            guard case .evaluated(let instants) = outcome else {
                Issue.record("\(template.name): \(outcome.line)")
                continue
            }
            #expect(instants >= 8, "\(template.name)")
        }
    }

    @Test(arguments: FuzzEntry.allCases)
    func everyCuratedSeedKeepsTheContract(_ entry: FuzzEntry) throws {
        let seeds = try FuzzCorpus.seeds(for: entry).filter { $0.name.hasPrefix("Fuzz/seeds/") }
        #expect(seeds.count >= 5)
        for seed in seeds {
            #expect(entry.run(seed.bytes).violation == nil, "\(seed.name)")
        }
    }

    @Test func theDictionaryHasTheTemplateVocabulary() throws {
        let tokens = Set(try FuzzCorpus.dictionaryTokens().map { String(decoding: $0, as: UTF8.self) })
        for token in [#""transition":"#, #""layers":"#, #""spring":"#, #""circleReveal""#, #""easeInEaseOut""#, "1e308", "{", "\\u0000"] {
            #expect(tokens.contains(token), "\(token)")
        }
    }
}
