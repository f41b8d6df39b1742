import Testing
@testable import SegueCore

@Suite struct TransitionStageTests {
    let from = Layer(id: "from", frame: Rect(0, 0, 100, 200), sublayers: [Layer(id: "bar", frame: Rect(0, 0, 100, 44))])
    let to = Layer(id: "to", frame: Rect(0, 0, 100, 200))

    func ids(_ stage: TransitionStage) -> [String] { stage.renderNodes().map(\.id) }

    @Test func theTopScreenIsLast() {
        #expect(ids(TransitionStage(from: from, to: to, toOnTop: true)) == ["from", "to"])
        let backward = TransitionStage(from: from, to: to, toOnTop: false)
        #expect(ids(backward) == ["to", "from"])
        #expect(backward.topID == "from" && backward.coveredID == "to")
    }

    @Test func layersGoAboveAnyLayerOrOnTop() {
        // A dimming layer above the covered screen, then a status bar above everything.
        var stage = TransitionStage(from: from, to: to, toOnTop: true)
        stage.insert(StageLayer(Layer(id: "dimming", frame: .zero)), above: "from")
        stage.insert(StageLayer(Layer(id: "statusBar", frame: Rect(0, 0, 100, 20))), above: "nothing")
        #expect(ids(stage) == ["from", "dimming", "to", "statusBar"])
    }

    @Test func aWrappedScreenIsDrawnInsideItsContainerAndKeepsItsNames() throws {
        // The container at (10, 20) clips; the from-screen inside it is drawn in its coordinates,
        // so the bar's canvas box starts at (10, 20). Its node keeps the name from.bar.
        var stage = TransitionStage(from: from, to: to, toOnTop: false)
        stage.wrap("from", in: Layer(id: "zoom", frame: Rect(10, 20, 50, 50), masksToBounds: true))
        #expect(ids(stage) == ["to", "zoom"])
        #expect(stage.update("from") { $0.opacity = 0.5 })
        #expect(stage.layer("from")?.opacity == 0.5)
        let flat = RenderTree(size: Size(unchecked: 100, 200), nodes: stage.renderNodes()).flattened()
        #expect(flat.map(\.id) == ["to", "zoom", "from", "from.bar"])
        #expect(flat[3].bounds == Rect(10, 20, 100, 44))
        // A layer inserted above the wrapped screen's id goes above its container.
        stage.insert(StageLayer(Layer(id: "chrome", frame: .zero)), above: "from")
        #expect(ids(stage) == ["to", "zoom", "chrome"])
    }
}
