import Testing
@testable import SeguePNG

@Suite struct LargeMemoryTests {
    @Test func memoryIsZeroedWritableAndStartsPastItsHeaderOnAHugePageBoundary() throws {
        // 5 MB: three huge pages' worth. Its first byte is the header's 64 bytes past a 2 MiB
        // boundary, every byte reads zero before it is written, and the last one is writable.
        let count = 5_000_000
        let memory = try #require(LargeMemory.allocate(byteCount: count))
        defer { LargeMemory.free(memory) }
        #expect(UInt(bitPattern: memory) % UInt(LargeMemory.hugePage) == UInt(LargeMemory.header))
        let bytes = memory.assumingMemoryBound(to: UInt8.self)
        #expect(stride(from: 0, to: count, by: 4093).allSatisfy { bytes[$0] == 0 } && bytes[count - 1] == 0)
        bytes[count - 1] = 0xA5
        #expect(bytes[count - 1] == 0xA5)
    }

    @Test func absurdSizesAreRefusedNotCrashed() {
        #expect(LargeMemory.allocate(byteCount: -1) == nil)
        #expect(LargeMemory.allocate(byteCount: Int.max - 100) == nil)
    }
}
