import Testing
@testable import SegueCore

@Suite struct LayerIndexTests {
    /// layers[0] "card" with sublayers [0] "title" and [1] (no id) with sublayer [0] "badge";
    /// layers[1] without an id; layers[2] "footer".
    let screen = Screen(layers: [
        Layer(id: "card", frame: Rect(0, 0, 100, 100), sublayers: [
            Layer(id: "title", frame: Rect(0, 0, 10, 10)),
            Layer(id: nil, frame: Rect(0, 0, 10, 10), sublayers: [Layer(id: "badge", frame: Rect(1, 1, 2, 2))]),
        ]),
        Layer(id: nil, frame: Rect(0, 0, 5, 5)),
        Layer(id: "footer", frame: Rect(0, 90, 100, 10)),
    ])

    @Test func placesAreTheIndicesDownTheTree() {
        let index = LayerIndex(screen)
        #expect(index.place(of: "card") == [0])
        #expect(index.place(of: "title") == [0, 0])
        #expect(index.place(of: "badge") == [0, 1, 0])
        #expect(index.place(of: "footer") == [2])
        #expect(index.place(of: "avatar") == nil)
    }

    @Test func theIndexAgreesWithTheTreeSearch() {
        let index = LayerIndex(screen)
        for id in screen.layerIDs {
            let place = index.place(of: id)
            #expect(place == screen.locateLayer(id)?.path)
            #expect(place.flatMap { screen.layer(at: $0) }?.id == id)
        }
        #expect(screen.layer(at: []) == nil && screen.layer(at: [3]) == nil && screen.layer(at: [0, 5]) == nil)
    }
}
