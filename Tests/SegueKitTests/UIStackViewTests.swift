import Foundation
import Testing
@testable import SegueKit

/// A stack view's frames, each derived from Apple's description of its distribution and
/// alignment: three plain views 20, 30 and 40 points long in a 200-point row, 10 apart.
@MainActor
struct UIStackViewTests {
    /// The row: plain views (no intrinsic size) of widths 20, 30, 40 and heights 10, 20, 30.
    private func row(_ distribution: UIStackView.Distribution, alignment: UIStackView.Alignment = .fill) -> UIStackView {
        let views = [(20, 10), (30, 20), (40, 30)].map { UIView(frame: CGRect(x: 0, y: 0, width: $0.0, height: $0.1)) }
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
        stack.spacing = 10
        stack.distribution = distribution
        stack.alignment = alignment
        stack.layoutIfNeeded()
        return stack
    }

    private func xs(_ stack: UIStackView) -> [CGFloat] { stack.arrangedSubviews.map(\.frame.minX) }
    private func widths(_ stack: UIStackView) -> [CGFloat] { stack.arrangedSubviews.map(\.frame.width) }

    @Test func distributionsShareTheRowAsDocumented() {
        // fill: 200 − 90 − 20 = 90 left over, all hugging at 250, so the last view takes it.
        #expect(widths(row(.fill)) == [20, 30, 130] && xs(row(.fill)) == [0, 30, 70])
        // fillEqually: (200 − 20) / 3 = 60 each.
        #expect(widths(row(.fillEqually)) == [60, 60, 60] && xs(row(.fillEqually)) == [0, 70, 140])
        // fillProportionally: 180 shared 20 : 30 : 40, so 40, 60, 80.
        #expect(widths(row(.fillProportionally)) == [40, 60, 80] && xs(row(.fillProportionally)) == [0, 50, 120])
        // equalSpacing: natural widths, the 110 left shared by two gaps of 55.
        #expect(widths(row(.equalSpacing)) == [20, 30, 40] && xs(row(.equalSpacing)) == [0, 75, 160])
        // equalCentering: centres from 10 to 200 − 20 = 180, 85 apart: 10, 95, 180.
        #expect(xs(row(.equalCentering)) == [0, 80, 160])
    }

    @Test func alignmentPlacesViewsAcrossTheRow() {
        let heights = { (stack: UIStackView) in stack.arrangedSubviews.map(\.frame.height) }
        let ys = { (stack: UIStackView) in stack.arrangedSubviews.map(\.frame.minY) }
        #expect(heights(row(.fill)) == [50, 50, 50])
        #expect(ys(row(.fill, alignment: .top)) == [0, 0, 0] && heights(row(.fill, alignment: .top)) == [10, 20, 30])
        #expect(ys(row(.fill, alignment: .center)) == [20, 15, 10])
        #expect(ys(row(.fill, alignment: .bottom)) == [40, 30, 20])
    }

    @Test func hiddenViewsCustomSpacingPrioritiesAndMargins() {
        let stack = row(.fill)
        let (a, b, c) = (stack.arrangedSubviews[0], stack.arrangedSubviews[1], stack.arrangedSubviews[2])
        // Hidden: no room and no spacing; the others take the row (c takes 200 − 20 − 10).
        b.isHidden = true
        stack.layoutIfNeeded()
        #expect(a.frame.minX == 0 && c.frame.minX == 30 && c.frame.width == 170)
        b.isHidden = false
        // A custom spacing after the first view, and the first hugging least: it stretches.
        stack.setCustomSpacing(4, after: a)
        a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        // 200 − 90 − 14 = 96 more for a: 116 wide, b at 120, c at 160.
        #expect(widths(stack) == [116, 30, 40] && xs(stack) == [0, 120, 160])
        // Relative to 8-point margins: 184 × 34 inside.
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 8, y: 8, width: 100, height: 34))
    }

    @Test func labelsStackByTheirMeasuredSizes() {
        KitClock.run { _ in
            let title = UILabel(), body = UILabel()
            title.text = "Title"
            title.font = .preferredFont(forTextStyle: .title1)
            body.text = "Body"
            let stack = UIStackView(arrangedSubviews: [title, body])
            stack.axis = .vertical
            stack.spacing = 6
            stack.alignment = .leading
            stack.sizeToFit()
            // The column is as tall as both labels and the spacing, as wide as the wider label.
            let t = title.intrinsicContentSize, b = body.intrinsicContentSize
            #expect(stack.frame.size == CGSize(width: max(t.width, b.width), height: t.height + 6 + b.height))
            stack.layoutIfNeeded()
            #expect(close(title.frame, CGRect(origin: .zero, size: t)))
            #expect(close(body.frame, CGRect(x: 0, y: t.height + 6, width: b.width, height: b.height)))
            // A longer text lays the column out again, as Auto Layout would.
            body.text = "A longer body"
            stack.layoutIfNeeded()
            #expect(abs(body.frame.width - body.intrinsicContentSize.width) < 1e-9 && body.frame.width > b.width)
            // Removing an arranged view keeps it a subview, as in UIKit.
            stack.removeArrangedSubview(title)
            #expect(stack.arrangedSubviews == [body] && title.superview === stack)
            _ = UIStackView().alignment = .firstBaseline
            #expect(Misuse.take().map(\.message) == ["not supported in SegueKit: UIStackView.alignment = .firstBaseline (baselines are not measured; drawn as .top)"])
        }
    }

    @Test func theSpacingConstantsMeanWhatUIKitSays() {
        let stack = row(.equalSpacing)
        stack.distribution = .fill
        stack.spacing = UIStackView.spacingUseSystem
        stack.layoutIfNeeded()
        // The system spacing is 8: 0…20, 28…58, 66…200.
        #expect(xs(stack) == [0, 28, 66])
        stack.spacing = UIStackView.spacingUseDefault
        stack.layoutIfNeeded()
        #expect(xs(stack) == [0, 20, 50])
    }

    @Test func aWrappingLabelInAFilledColumnWrapsAtItsWidth() {
        KitClock.run { _ in
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "A label of several words wraps at the width of the column"
            // A spacer after it takes the room left over (the last view, at equal hugging).
            let stack = UIStackView(arrangedSubviews: [label, UIView()])
            stack.axis = .vertical
            stack.frame = CGRect(x: 0, y: 0, width: 120, height: 400)
            stack.layoutIfNeeded()
            #expect(abs(label.frame.height - label.sizeThatFits(CGSize(width: 120, height: 0)).height) < 1e-9)
            #expect(label.frame.height > 2 * label.intrinsicContentSize.height)
        }
    }
}
