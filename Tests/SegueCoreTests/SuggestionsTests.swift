import Testing
@testable import SegueCore

@Suite struct SuggestionsTests {
    @Test func distanceCountsInsertionsDeletionsSubstitutionsAndSwaps() {
        #expect(Suggestions.distance("avatar", "avatar") == 0)
        #expect(Suggestions.distance("avtar", "avatar") == 1)      // insert "a"
        #expect(Suggestions.distance("avatars", "avatar") == 1)    // delete "s"
        #expect(Suggestions.distance("avater", "avatar") == 1)     // "e" for "a"
        #expect(Suggestions.distance("avaatr", "avatar") == 1)     // "at" swapped: one edit, not two
        #expect(Suggestions.distance("kitten", "sitting") == 3)    // k→s, e→i, +g
        #expect(Suggestions.distance("", "abc") == 3 && Suggestions.distance("abc", "") == 3)
        #expect(Suggestions.distance("Avatar", "avatar") == 1)     // case counts here; nearest ignores it
    }

    @Test func nearestAreWithinAThirdOfTheWordNearestFirst() {
        let ids = ["title", "avatar", "avatars", "badge", "cell"]
        // "avtar": avatar 1 edit, avatars 2; 5 letters allow max(2, 5/3 = 1) = 2 edits.
        #expect(Suggestions.nearest(to: "avtar", among: ids) == ["avatar", "avatars"])
        // Case is ignored: "AVATAR" is 0 edits from "avatar", 1 from "avatars".
        #expect(Suggestions.nearest(to: "AVATAR", among: ids) == ["avatar", "avatars"])
        // "cel" is 1 from "cell"; "xyz" is 3 or more from everything.
        #expect(Suggestions.nearest(to: "cel", among: ids) == ["cell"])
        #expect(Suggestions.nearest(to: "xyz", among: ids).isEmpty)
        // A short word suggests no name it shares nothing with: "x" is 2 edits from "ab", all of it.
        #expect(Suggestions.nearest(to: "x", among: ["ab", "xy"]) == ["xy"])
    }

    @Test func longerWordsAllowMoreEditsAndAtMostThreeAreOffered() {
        // 15 letters allow 15/3 = 5 edits: "backgroundImage" → "bgImage" is 8 deletions, too many.
        #expect(Suggestions.nearest(to: "backgroundImage", among: ["backgroundImages", "bgImage"]) == ["backgroundImages"])
        // Four ids 1 edit from "ab" ("ab" allows 2): the first three in the order given.
        #expect(Suggestions.nearest(to: "ab", among: ["abc", "abd", "abe", "abf"]) == ["abc", "abd", "abe"])
        // Nearer names come first: "scarf" is 2 edits from "card" (drop s, f for d), "cards" and
        // "crad" (a swap) 1 each, in the order given.
        #expect(Suggestions.nearest(to: "card", among: ["scarf", "cards", "crad"]) == ["cards", "crad", "scarf"])
    }

    @Test func didYouMeanListsTheNamesQuoted() {
        #expect(Suggestions.didYouMean([]) == "")
        #expect(Suggestions.didYouMean(["a"]) == "; did you mean \"a\"?")
        #expect(Suggestions.didYouMean(["a", "b"]) == "; did you mean \"a\" or \"b\"?")
        #expect(Suggestions.didYouMean(["a", "b", "c"]) == "; did you mean \"a\", \"b\" or \"c\"?")
    }
}
