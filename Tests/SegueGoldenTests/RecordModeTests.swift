import Testing
import SegueGolden

@Test func segueRecordChoosesTheMode() throws {
    #expect(try RecordMode.from(environment: ["SEGUE_RECORD": "failed"]) == .failed)
    #expect(try RecordMode.from(environment: ["SEGUE_RECORD": "ALL", "CI": "true"]) == .all)
}

@Test func theDefaultIsMissingLocallyAndNeverInCI() throws {
    #expect(try RecordMode.from(environment: [:]) == .missing)
    #expect(try RecordMode.from(environment: ["CI": "true"]) == .never)
    #expect(try RecordMode.from(environment: ["CI": "false"]) == .missing)
}

@Test func anUnknownModeIsAnErrorThatListsTheModes() {
    #expect(throws: GoldenError("SEGUE_RECORD: expected all, missing, failed or never, found sometimes")) {
        try RecordMode.from(environment: ["SEGUE_RECORD": "sometimes"])
    }
}
