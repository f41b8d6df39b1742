/// PNG row filters (filter type 0, PNG spec section 9). Each filtered byte is the raw byte minus a
/// prediction from bytes already written; rows of a flat UI repeat the row above, so UP turns
/// them into runs of zeros that deflate squeezes to almost nothing.
enum PNGFilter: UInt8, Sendable, CaseIterable {
    case none = 0, sub = 1, up = 2

    /// Writes the filter type byte and `count` filtered bytes of `row` to `out`.
    /// - Parameters:
    ///   - previous: the raw row above (all zeros for the first row, as the spec says).
    ///   - bytesPerPixel: 3 (RGB) or 4 (RGBA); SUB predicts from the same channel one pixel left.
    @inline(__always)
    func apply(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
               to out: UnsafeMutablePointer<UInt8>) {
        out[0] = rawValue
        let body = out + 1
        switch self {
        case .none:
            body.update(from: row, count: count)
        case .sub:
            for i in 0..<min(bytesPerPixel, count) { body[i] = row[i] }
            var i = bytesPerPixel
            while i < count {
                body[i] = row[i] &- row[i - bytesPerPixel]
                i += 1
            }
        case .up:
            for i in 0..<count { body[i] = row[i] &- previous[i] }
        }
    }
}
