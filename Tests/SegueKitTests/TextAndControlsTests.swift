import Foundation
import SegueCore
import SeguePNG
import SegueRender
import Testing
@testable import SegueKit

/// Labels measured as drawn, attributed text, text views, buttons and their taps (issue 26).
@MainActor
struct TextAndControlsTests {
    /// The text a label draws, as Core's content.
    private func content(_ label: UILabel) -> TextContent? { label.textContent() }

    @Test func aLabelMeasuresItsTextAsItIsDrawn() {
        KitClock.run { _ in
            let label = UILabel()
            label.text = "Transitions"
            label.sizeToFit()
            // One line: as wide and as tall as the renderer's layout, rounded up to the 3×
            // screen's pixels.
            let measured = TextMeasurement.size(of: content(label)!)
            #expect(abs(label.frame.width - CGFloat(measured.width)) < 1.0 / 3 && label.frame.width >= CGFloat(measured.width))
            #expect(label.frame.origin == .zero && (label.frame.height * 3).rounded() == label.frame.height * 3)
            // Twice the size, twice the line height (ascent and descent scale with the size).
            let big = UILabel()
            big.font = .systemFont(ofSize: 34)
            big.text = "Transitions"
            #expect(abs(big.intrinsicContentSize.height - 2 * label.frame.height) <= 2.0 / 3)
            // Two lines: twice one line's height.
            let two = UILabel()
            two.numberOfLines = 0
            two.text = "Transitions\nTransitions"
            #expect(abs(two.intrinsicContentSize.height - 2 * label.frame.height) <= 1.0 / 3)
            #expect(UILabel().intrinsicContentSize == .zero)
        }
    }

    @Test func attributedTextDrawsItsUniformAttributes() {
        KitClock.run { _ in
            let label = UILabel()
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            label.attributedText = NSAttributedString(string: "Hi", attributes: [
                .font: UIFont.systemFont(ofSize: 30, weight: .bold), .foregroundColor: UIColor.red, .kern: 2, .paragraphStyle: style,
            ])
            let drawn = content(label)!
            #expect(drawn.size == 30 && drawn.weight == .bold && drawn.color == Color(unchecked: 1, 0, 0, 1))
            #expect(drawn.kern == 2 && drawn.alignment == .center)
            #expect(label.text == "Hi" && Misuse.take().isEmpty)
            // Kern adds its points after every character: 2 characters, 2 × 2 points wider.
            var plain = drawn
            plain.kern = 0
            let wide = TextMeasurement.size(of: drawn).width, narrow = TextMeasurement.size(of: plain).width
            #expect(abs(wide - narrow - 4) < 1e-6)
            // Setting text drops the attributes, as UIKit does.
            label.text = "Hi"
            #expect(content(label)!.size == 17)
            // What is not drawn is recorded.
            // (addAttributes: Foundation on Linux crashes in addAttribute(_:value:range:) when it
            // replaces a value that is a Swift object, such as a UIColor.)
            let mixed = NSMutableAttributedString(string: "Hi", attributes: [.foregroundColor: UIColor.red])
            mixed.addAttributes([.foregroundColor: UIColor.blue], range: NSRange(location: 1, length: 1))
            label.attributedText = mixed
            label.attributedText = NSAttributedString(string: "x", attributes: [.underlineStyle: 1])
            #expect(Misuse.take().map(\.message) == [
                "not supported in SegueKit: UILabel.attributedText with font, colour, kern or paragraph style changing within the text (drawn with the first character's)",
                "not supported in SegueKit: UILabel.attributedText attribute NSUnderline",
            ])
        }
    }

    @Test func aTextViewDrawsFromTheTopInsideItsInsetAndPadding() {
        KitClock.run { _ in
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
            textView.text = "A text view wraps its words"
            textView.layoutIfNeeded()
            // Inset (8, 0, 8, 0) and 5 points of padding each side: the text box starts at
            // (5, 8) and is 100 − 10 wide; the text is drawn at its top, 12 points by default.
            let box = textView.textLabel.frame
            let height = textView.textLabel.sizeThatFits(CGSize(width: 90, height: 0)).height
            #expect(close(box, CGRect(x: 5, y: 8, width: 90, height: height)))
            let drawn = content(textView.textLabel)!
            #expect(drawn.verticalPlacement == .top && drawn.size == 12 && drawn.numberOfLines == 0)
            #expect(textView.clipsToBounds)
            // Scrolling is the bounds' origin.
            textView.contentOffset = CGPoint(x: 0, y: 30)
            #expect(textView.bounds.origin.y == 30)
        }
    }

    @Test func aButtonShowsItsStatesTitleAndSizesToIt() {
        KitClock.run { _ in
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.setTitle("Going", for: .selected)
            // A system button's title follows the tint; the font is 15 pt.
            #expect(button.titleColor(for: .normal) == UIColor.systemBlue)
            button.tintColor = .systemRed
            #expect(button.currentTitleColor == UIColor.systemRed)
            #expect(UIButton(type: .custom).titleColor(for: .normal) == UIColor.white)
            // Highlighted has no title of its own: normal's (UIKit's lookup).
            #expect(button.title(for: .highlighted) == "Go")
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
            button.sizeToFit()
            let title = button.titleLabel!.sizeThatFits(.zero)
            #expect(close(button.frame, CGRect(x: 0, y: 0, width: title.width + 20, height: title.height + 8)))
            #expect(button.titleLabel?.font == UIFont.systemFont(ofSize: 15))
            // Laid out in a 200 × 44 button, the title is centred.
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.layoutIfNeeded()
            #expect(close(button.titleLabel!.frame, CGRect(x: (200 - title.width) / 2, y: (44 - title.height) / 2,
                                                           width: title.width, height: title.height)))
            button.isSelected = true
            button.layoutIfNeeded()
            #expect(button.titleLabel?.text == "Going" && button.currentTitle == "Going")
        }
    }

    /// A screen with a system button and a tap recognizer on the screen behind it.
    final class ButtonScreen: UIViewController {
        let button = UIButton(type: .system)
        var events: [String] = []
        var highlightedDuringTouch = false
        override func viewDidLoad() {
            super.viewDidLoad()
            button.frame = CGRect(x: 20, y: 20, width: 60, height: 30)
            button.setTitle("Tap", for: .normal)
            button.addAction(UIAction { [unowned self] action in
                events.append("action")
                #expect(action.sender === button)
            }, for: .touchUpInside)
            button.addTarget(self, for: .touchDown) { [unowned self] control in
                events.append("down")
                highlightedDuringTouch = control.isHighlighted
            }
            view.addSubview(button)
            view.addGestureRecognizer(UITapGestureRecognizer(target: self) { [unowned self] _ in events.append("screen tap") })
        }
    }

    @Test func aTapReachesTheButtonAndNotTheRecognizerBehindIt() {
        KitClock.run { clock in
            let screen = ButtonScreen()
            clock.window.rootViewController = screen
            clock.window.addSubview(screen.view)
            screen.view.frame = clock.window.bounds
            let player = TouchPlayer(path: .tap(at: CGPoint(x: 50, y: 35)), window: clock.window)
            player.schedule(on: clock.runtime, fps: 60)
            clock.advance(to: 1)
            #expect(screen.events == ["down", "action"] && screen.highlightedDuringTouch && !screen.button.isHighlighted)
            // Away from the button, the screen's tap recognizer gets it.
            let other = TouchPlayer(path: .tap(at: CGPoint(x: 50, y: 80), time: 1.5), window: clock.window)
            other.schedule(on: clock.runtime, fps: 60)
            clock.advance(to: 2.5)
            #expect(screen.events == ["down", "action", "screen tap"])
        }
    }
}
