import Testing
import SegueCore
import SeguePNG
@testable import SegueKit

/// UIFont's weights and the text content it sets.
struct FontTests {
    @Test func weightsHaveUIKitsRawValuesAndMapToTheNearestFace() {
        let raw: [CGFloat] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
        #expect(UIFont.Weight.named.map(\.0.rawValue) == raw)
        #expect(UIFont.Weight.named.map { $0.0.core } == FontWeight.allCases)
        // 0.35 is 0.05 from semibold (0.3) and from bold (0.4): the lighter wins. 0.1 is nearest regular.
        #expect(UIFont.Weight(0.35).core == .semibold && UIFont.Weight(0.1).core == .regular)
        #expect(UIFont.Weight(2).core == .black && UIFont.Weight(rawValue: .nan).core == .regular)
    }

    @Test func systemFontsSetTextSizeAndWeight() {
        var text = TextContent(string: "Hi", font: "DejaVu Serif")
        UIFont.systemFont(ofSize: 20, weight: .semibold).apply(to: &text)
        #expect(text.size == 20 && text.weight == .semibold && text.font == nil)
        UIFont.boldSystemFont(ofSize: 12).withSize(30).apply(to: &text)
        #expect(text.size == 30 && text.weight == .bold)
        let regular = UIFont.systemFont(ofSize: 17)
        #expect(regular.pointSize == 17 && regular.fontName == ".SFUI-Regular")
        #expect(regular == UIFont.systemFont(ofSize: 17, weight: .regular) && regular != UIFont.boldSystemFont(ofSize: 17))
    }
}

extension ProcessWideState {
    /// UIFont names: the system font's round-trip, others recorded.
    struct FontNameTests {
        @Test func onlyTheSystemFontsNamesAreFound() {
            _ = Misuse.take()
            let bold = UIFont(name: UIFont.boldSystemFont(ofSize: 1).fontName, size: 15)
            #expect(bold == UIFont.boldSystemFont(ofSize: 15))
            #expect(UIFont(name: "Georgia", size: 15) == nil)
            #expect(Misuse.take().map(\.message) == ["not supported in SegueKit: UIFont(name: \"Georgia\") (only the system font)"])
        }
    }

    /// UIImage from PNG headers in a temporary folder, and the screen that chooses among scales.
    struct ImageAndScreenTests {
        /// A new empty folder under the system's temporary directory.
        private func temporaryFolder() throws -> String {
            let path = NSTemporaryDirectory() + "SegueKitTests-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return path
        }

        /// Writes a `width` × `height` grey PNG at `path`.
        private func writePNG(_ path: String, width: Int, height: Int) throws {
            let png = try PNGEncoder().encode(RGBAImage(width: width, height: height, fill: RGBA8(r: 128, g: 128, b: 128)))
            try Data(png).write(to: URL(fileURLWithPath: path))
        }

        @Test func anAt2xImageIsHalfItsPixelsInPoints() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try writePNG("\(folder)/x@2x.png", width: 6, height: 4)
            UIImage.resourcesFolder = folder
            defer { UIImage.resourcesFolder = nil }
            let image = try #require(UIImage(named: "x"))
            #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2)
            #expect(image.file == "\(folder)/x@2x.png")
            #expect(image.cgImage?.width == 6 && image.cgImage?.height == 4)
            #expect(image.imageContent(contentMode: .scaleAspectFit) == ImageContent(file: "\(folder)/x@2x.png", contentMode: .scaleAspectFit))
            #expect(UIImage(contentsOfFile: "\(folder)/x@2x.png")?.size == CGSize(width: 3, height: 2))
        }

        @Test func aMissingImageIsNilAndNotRecorded() throws {
            _ = Misuse.take()
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            UIImage.resourcesFolder = folder
            defer { UIImage.resourcesFolder = nil }
            #expect(UIImage(named: "missing") == nil && UIImage(contentsOfFile: "/nonexistent/a.png") == nil)
            #expect(Misuse.take().isEmpty)
        }

        @Test func aFileThatIsNeitherPNGNorJPEGIsRecorded() throws {
            _ = Misuse.take()
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Data("....ftypheic".utf8).write(to: URL(fileURLWithPath: "\(folder)/photo.heic"))
            UIImage.resourcesFolder = folder
            defer { UIImage.resourcesFolder = nil }
            #expect(UIImage(named: "photo.heic") == nil)
            #expect(Misuse.take().map(\.message) == ["not supported in SegueKit: UIImage(named: \"photo.heic\") (PNG and JPEG files only)"])
        }

        /// A phone's portrait photo is stored sideways with EXIF orientation 6; UIImage's size is
        /// the upright one: the 16 × 8 stored fixture is 8 × 16 points.
        @Test func aJPEGHasItsUprightSize() throws {
            var url = URL(fileURLWithPath: #filePath)
            url.deleteLastPathComponent()
            let file = url.deletingLastPathComponent().path + "/SeguePNGTests/Fixtures/sideways-orientation-6.jpg"
            let image = try #require(UIImage(contentsOfFile: file))
            #expect(image.size == CGSize(width: 8, height: 16))
        }

        @Test func theScreensScaleIsPreferredThenTheHighest() {
            #expect(UIImage.candidates(for: "x", screenScale: 3) == ["x@3x.png", "x@2x.png", "x.png"])
            #expect(UIImage.candidates(for: "x", screenScale: 2) == ["x@2x.png", "x@3x.png", "x.png"])
            #expect(UIImage.candidates(for: "x", screenScale: 1) == ["x.png", "x@3x.png", "x@2x.png"])
            #expect(UIImage.candidates(for: "dir/x@2x.png", screenScale: 3) == ["dir/x@2x.png"])
            #expect(UIImage.candidates(for: "a.b/x", screenScale: 3) == ["a.b/x@3x.png", "a.b/x@2x.png", "a.b/x.png"])
            #expect(UIImage.scale(ofFile: "a@3x.png") == 3 && UIImage.scale(ofFile: "a@2x.dir/b.png") == 1)
        }

        @Test func withBothScalesTheScreensIsChosen() throws {
            let folder = try temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try writePNG("\(folder)/y@2x.png", width: 4, height: 4)
            try writePNG("\(folder)/y@3x.png", width: 6, height: 6)
            UIImage.resourcesFolder = folder
            defer { UIImage.resourcesFolder = nil }
            #expect(UIImage(named: "y")?.scale == 3) // the default screen is 3×
            ScreenCanvas.current = ScreenCanvas(width: 100, height: 100, scale: 2)
            defer { ScreenCanvas.current = .iPhone }
            #expect(UIImage(named: "y")?.scale == 2)
            #expect(UIImage(named: "y")?.size == CGSize(width: 2, height: 2)) // 4 px at 2×, 6 px at 3×: both 2 pt
        }

        @Test @MainActor func theScreenIsTheRecordingsCanvas() {
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && UIScreen.main.scale == 3)
            UIScreen.setCanvas(size: CGSize(width: 320, height: 568), scale: 2)
            defer { ScreenCanvas.current = .iPhone }
            #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 320, height: 568) && UIScreen.main.scale == 2)
        }

        @Test func aHeaderIsReadFromTheFirst24Bytes() throws {
            // UIImage reads the size through SeguePNG (`PNGDecoder.claimedSize`) and the checked
            // file reader, 24 bytes of the file.
            let png = try PNGEncoder().encode(RGBAImage(width: 3, height: 70_000, fill: RGBA8(r: 0, g: 0, b: 0)))
            #expect(PNGDecoder.claimedSize(Array(png.prefix(24)))! == (3, 70_000))
            #expect(PNGDecoder.claimedSize(Array(png.prefix(23))) == nil && PNGDecoder.claimedSize(Array(repeating: 0, count: 24)) == nil)
            let folder = NSTemporaryDirectory() + "segue-kit-header-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Data(png).write(to: URL(fileURLWithPath: folder + "/tall@2x.png"))
            #expect(UIImage(contentsOfFile: folder + "/tall@2x.png")?.size == CGSize(width: 1.5, height: 35_000))
        }
    }
}
