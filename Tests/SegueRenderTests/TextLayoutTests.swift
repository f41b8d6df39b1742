import SegueCore
import Testing
@testable import SegueRender

/// Text drawn as UILabel draws it: line breaks, wrapping, truncation and vertical centring.
/// Every test compares two drawings or counts bands of ink, so none depends on a font's exact
/// glyph shapes; the sentences have no i or j, whose dots would make bands of their own.
@Suite struct TextLayoutTests {
    let canvas = Size(unchecked: 300, 120)
    /// A 100-point square frame at x 100: columns 200...399 in pixels at scale 2.
    let frame = Rect(100, 10, 100, 100)
    let frameColumns = 200...399
    /// Wider than 100 points at 17 points in any text face.
    let long = "Seven short words wrap onto several rows when the frame has room for few"
    /// "…" alone, right-aligned in the frame, to recognise an ellipsis by.
    var ellipsis: Ink { get throws { try drawText(TextContent(string: "\u{2026}", alignment: .right), frame: frame, canvas: canvas) } }

    /// Whether `columns` lie in the frame's, give or take the one pixel beyond a glyph's edge
    /// that antialiasing may tint when the edge falls on a pixel boundary.
    func inFrame(_ columns: ClosedRange<Int>) -> Bool {
        columns.lowerBound >= frameColumns.lowerBound - 1 && columns.upperBound <= frameColumns.upperBound + 1
    }

    @Test func aNewlineBreaksTheLineAndTheBlockIsCentred() throws {
        // Two equal lines centred as a block sit half a line above and half a line below
        // where the one line sits alone, so the middle of their bands is that line's band.
        let one = try drawText(TextContent(string: "HH", size: 20), frame: frame, canvas: canvas).bands
        let two = try drawText(TextContent(string: "HH\nHH", size: 20, numberOfLines: 0), frame: frame, canvas: canvas).bands
        try #require(one.count == 1 && two.count == 2)
        let lineHeight = two[1].lowerBound - two[0].lowerBound
        #expect(two[1].upperBound - two[0].upperBound == lineHeight)
        #expect(abs(two[0].lowerBound + two[1].lowerBound - 2 * one[0].lowerBound) <= 1)
        #expect(abs(two[0].upperBound + two[1].upperBound - 2 * one[0].upperBound) <= 1)
        // A line is the font's ascent plus descent, about 1.2 font sizes: 24 points, 48 pixels.
        #expect((40...56).contains(lineHeight))
    }

    @Test func oneLineOfLongTextStaysInTheFrameAndEndsWithAnEllipsis() throws {
        let left = try drawText(TextContent(string: long), frame: frame, canvas: canvas)
        #expect(inFrame(try #require(left.columns)))
        let band = try #require(left.bands.first)
        #expect(left.bands.count == 1)
        #expect(left.endsWithEllipsis(inRows: band, like: try ellipsis))
    }

    @Test func textLeftOverAfterANewlineEndsTheLastLineWithAnEllipsis() throws {
        // One line (the default) of "Hello\nWorld" is "Hello…", as UILabel truncates it.
        let cut = try drawText(TextContent(string: "Hello\nWorld"), frame: frame, canvas: canvas)
        let spelled = try drawText(TextContent(string: "Hello\u{2026}"), frame: frame, canvas: canvas)
        #expect(cut.surface.image() == spelled.surface.image())
        // White space left over is not text: "Hello\n" is "Hello".
        let trailing = try drawText(TextContent(string: "Hello\n"), frame: frame, canvas: canvas)
        let hello = try drawText(TextContent(string: "Hello"), frame: frame, canvas: canvas)
        #expect(trailing.surface.image() == hello.surface.image())
    }

    @Test func zeroLinesWrapsAsManyAsFit() throws {
        // A 70-point frame holds three lines of 17-point text (a line is about 20 points) but
        // not four; the sentence needs more, so three are drawn, the last ending in "…".
        let short = Rect(100, 10, 100, 70)
        let wrapped = try drawText(TextContent(string: long, numberOfLines: 0), frame: short, canvas: canvas)
        #expect(wrapped.bands.count == 3)
        #expect(inFrame(try #require(wrapped.columns)))
        #expect(wrapped.endsWithEllipsis(inRows: wrapped.bands[2], like: try ellipsis))
        // With room for all of it, no ellipsis: more lines, the last one shorter.
        let tall = Rect(100, 0, 100, 120)
        let all = try drawText(TextContent(string: long, size: 12, numberOfLines: 0), frame: tall, canvas: canvas)
        #expect(all.bands.count > 3)
        #expect(!all.endsWithEllipsis(inRows: all.bands.last!, like: try ellipsis))
    }

    @Test func numberOfLinesLimitsTheLinesAndTheLastIsTruncated() throws {
        let truncated = try drawText(TextContent(string: long, numberOfLines: 2), frame: frame, canvas: canvas)
        #expect(truncated.bands.count == 2)
        #expect(truncated.endsWithEllipsis(inRows: truncated.bands[1], like: try ellipsis))
        #expect(!truncated.endsWithEllipsis(inRows: truncated.bands[0], like: try ellipsis))
        // Word wrapping stops after two lines with no ellipsis.
        let wrapped = try drawText(TextContent(string: long, numberOfLines: 2, lineBreakMode: .byWordWrapping),
                                   frame: frame, canvas: canvas)
        #expect(wrapped.bands.count == 2)
        #expect(!wrapped.endsWithEllipsis(inRows: wrapped.bands[1], like: try ellipsis))
    }

    @Test func truncatingHeadPutsTheEllipsisFirst() throws {
        // Right-aligned, the head-truncated line keeps the sentence's end, "few", at the right
        // edge, where "few" alone is drawn.
        let head = try drawText(TextContent(string: long, alignment: .right, lineBreakMode: .byTruncatingHead),
                                frame: frame, canvas: canvas)
        let few = try drawText(TextContent(string: "few", alignment: .right), frame: frame, canvas: canvas)
        let fewColumns = try #require(few.columns)
        #expect(head.differences(from: few, inColumns: fewColumns) == 0)
        #expect(inFrame(try #require(head.columns)))
    }

    @Test func wordWrappingOnOneLineStopsAtAWordWithoutAnEllipsis() throws {
        // "Hello World" does not fit 60 points at 17; "Hello" does, and is all that is drawn.
        let narrow = Rect(100, 10, 60, 100)
        let cut = try drawText(TextContent(string: "Hello World", lineBreakMode: .byWordWrapping), frame: narrow, canvas: canvas)
        let hello = try drawText(TextContent(string: "Hello"), frame: narrow, canvas: canvas)
        #expect(cut.surface.image() == hello.surface.image())
    }

    @Test func clippingOneLineCutsItAtTheFrame() throws {
        // The clipped line is the whole line (drawn in a frame wide enough), cut at 200...399.
        let clipped = try drawText(TextContent(string: long, lineBreakMode: .byClipping), frame: frame, canvas: canvas)
        let whole = try drawText(TextContent(string: long, lineBreakMode: .byClipping), frame: Rect(100, 10, 200, 100), canvas: canvas)
        #expect(try #require(clipped.columns).upperBound <= frameColumns.upperBound)
        #expect(try #require(whole.columns).upperBound > frameColumns.upperBound)
        #expect(clipped.differences(from: whole, inColumns: frameColumns) == 0)
    }
}

/// Text placed at the top of its box (a text view's) and spaced by kern.
@Suite struct TextPlacementAndKernTests {
    let canvas = Size(unchecked: 300, 120)
    let frame = Rect(100, 10, 100, 100)

    @Test func topPlacementStartsTheLineAtTheTopOfTheBox() throws {
        var text = TextContent(string: "HH", size: 20)
        let centred = try drawText(text, frame: frame, canvas: canvas).bands
        text.verticalPlacement = .top
        let top = try drawText(text, frame: frame, canvas: canvas).bands
        try #require(centred.count == 1 && top.count == 1)
        // Same line, moved up by half the room left under it: the box is 100 points, the line
        // about 24, so (100 − 24) / 2 = 38 points, 76 pixels; the ink height is unchanged.
        let shift = centred[0].lowerBound - top[0].lowerBound
        #expect((72...80).contains(shift) && centred[0].count == top[0].count)
        // And the ink starts within the line's ascent of the box's top (y 10 pt = 20 px).
        #expect((20...40).contains(top[0].lowerBound))
    }

    @Test func kernSpacesEveryCharacterAndCentringCountsTheLastOne() throws {
        // Left-aligned "HH" with 10 points of kern: the second H starts 10 points (20 px)
        // further right; a centred line is 10 points wider, so it starts 5 points left of
        // where its glyphs would centre without the trailing kern.
        var plain = TextContent(string: "HH", size: 20)
        var kerned = plain
        kerned.kern = 10
        let a = try #require(try drawText(plain, frame: frame, canvas: canvas).columns)
        let b = try #require(try drawText(kerned, frame: frame, canvas: canvas).columns)
        #expect(b.lowerBound == a.lowerBound && b.upperBound - a.upperBound == 20)
        plain.alignment = .center
        kerned.alignment = .center
        let c = try #require(try drawText(plain, frame: frame, canvas: canvas).columns)
        let d = try #require(try drawText(kerned, frame: frame, canvas: canvas).columns)
        // Centred, the kerned line (20 px more ink, 20 px more trailing space) starts 20 px
        // further left than the plain one: half of its 40 px of extra width.
        #expect(abs((c.lowerBound - d.lowerBound) - 20) <= 1)
    }
}
