/// A deflate block (RFC 1951 3.2.7, dynamic Huffman codes) that holds nothing but rows whose
/// filtered bytes are all zeros: the filter byte, then `rowBytes − 1` zeros. After the UP
/// filter that is every row equal to the row above, most rows of a flat-UI frame.
///
/// Why its own: general compressors hash every byte of those zeros (libdeflate spends about
/// 13 ms on the ~9 MB of a 1170×2532 frame), while their coding is the same for every such row.
/// The block's codes are chosen for these rows alone: a 258-byte match at distance 1 costs two
/// bits, so a 1170-pixel RGB row is 41 bits; the bits of one row are prepared once and written
/// once per row.
struct PNGZeroRowBlock {
    /// The block header: BTYPE 10, the code sizes and the run-length-coded code lengths.
    let header: [PNGBitWriter.Code]
    /// One row: literal filter byte, literal 0, then matches at distance 1 (and at most two
    /// literal zeros when fewer than three bytes are left).
    let row: [PNGBitWriter.Code]
    /// The same bits as `row` joined into as few codes of at most 32 bits as hold them (two for
    /// a 1170-pixel RGB row's 41 bits instead of 30 codes): what `write` sends, row after row.
    let joinedRow: [PNGBitWriter.Code]
    /// The end-of-block code.
    let end: PNGBitWriter.Code

    /// The block for rows of `rowBytes` bytes (filter byte included, at least 2) that start
    /// with `filterByte`.
    init(rowBytes: Int, filterByte: UInt8) {
        precondition(rowBytes >= 2, "a PNG row has a filter byte and at least one byte")
        let zerosAfterFirst = rowBytes - 2
        let fullMatches = zerosAfterFirst / DeflateLengths.maximumMatch
        let remainder = zerosAfterFirst % DeflateLengths.maximumMatch
        let remainderSymbol = remainder >= DeflateLengths.minimumMatch ? Int(DeflateLengths.codes[remainder].symbol) : nil
        // Symbols by how often a row uses them: a "comma code" of lengths 1, 2, …, n−1, n−1 is
        // complete (its Kraft sum is 1), as zlib's decoder requires.
        var bySymbol: [Int] = []
        if fullMatches > 0 { bySymbol.append(285) }
        bySymbol.append(0)
        if Int(filterByte) != 0 { bySymbol.append(Int(filterByte)) }
        if let remainderSymbol { bySymbol.append(remainderSymbol) }
        bySymbol.append(256)
        var literalLengths = [Int](repeating: 0, count: 286)
        for (rank, symbol) in bySymbol.enumerated() { literalLengths[symbol] = min(rank + 1, bySymbol.count - 1) }
        let usesMatches = fullMatches > 0 || remainderSymbol != nil
        let distanceLengths = [usesMatches ? 1 : 0] // one distance code (distance 1) in one bit
        let literalCodes = PNGHuffman.canonicalCodes(lengths: literalLengths)

        header = PNGHuffman.blockHeader(literalLengths: literalLengths, distanceLengths: distanceLengths)
        var row: [PNGBitWriter.Code] = [literalCodes[Int(filterByte)], literalCodes[0]]
        let distance = PNGBitWriter.Code(value: 0, bits: 1)
        row += Array(repeating: [literalCodes[285], distance], count: fullMatches).flatMap { $0 }
        if let remainderSymbol {
            let entry = DeflateLengths.codes[remainder]
            row.append(literalCodes[remainderSymbol])
            if entry.extraBits > 0 { row.append(.init(value: UInt32(remainder - Int(entry.base)), bits: entry.extraBits)) }
            row.append(distance)
        } else {
            row += Array(repeating: literalCodes[0], count: remainder)
        }
        self.row = row
        var joined: [PNGBitWriter.Code] = []
        for code in row where code.bits > 0 {
            if let last = joined.last, Int(last.bits) + Int(code.bits) <= 32 {
                joined[joined.count - 1] = .init(value: last.value | code.value << UInt32(last.bits), bits: last.bits + code.bits)
            } else {
                joined.append(code)
            }
        }
        joinedRow = joined
        end = literalCodes[256]
    }

    /// Writes the block holding `rows` such rows; `final` sets BFINAL.
    func write(rows: Int, final: Bool, _ bits: inout PNGBitWriter) {
        bits.write(final ? 1 : 0, bits: 1)
        bits.write(header)
        joinedRow.withUnsafeBufferPointer { row in
            for _ in 0..<rows {
                for code in row { bits.write(code.value, bits: Int(code.bits)) }
            }
        }
        bits.write(end.value, bits: Int(end.bits))
    }
}

/// Canonical Huffman codes (RFC 1951 3.2.2) for the deflate blocks Segue writes itself.
enum PNGHuffman {
    /// The fixed literal/length code's lengths (RFC 1951 3.2.6): 0–143 8 bits, 144–255 9,
    /// 256–279 7, 280–287 8.
    static let fixedLiteralLengths: [Int] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }

    /// The fixed literal/length codes, which are the canonical codes of those lengths.
    static let fixedLiteralCodes = canonicalCodes(lengths: fixedLiteralLengths)

    /// Optimal code lengths for `frequencies` (a Huffman code, RFC 1951 3.2.2) no longer than
    /// `limit` bits: where Huffman's tree is deeper, its leaf counts per length are reshaped as
    /// JPEG's Annex K.3 does (two leaves past the limit move up, a shorter leaf gives way), which
    /// keeps the code complete, and the lengths go to the symbols by frequency. Symbols with
    /// frequency 0 get 0; a lone symbol gets one bit and a partner, as decoders need a complete code.
    static func limitedLengths(frequencies: [Int], limit: Int) -> [Int] {
        var lengths = [Int](repeating: 0, count: frequencies.count)
        // The symbols in increasing (frequency, symbol), sorted as one integer each: a sort by a
        // closure over tuples took a twelfth of the `fast` coder's samples.
        precondition(frequencies.count <= 1 << 16, "PNGHuffman: more symbols than deflate has")
        var keys: [UInt64] = []
        keys.reserveCapacity(frequencies.count)
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 { keys.append(UInt64(frequency) << 16 | UInt64(symbol)) }
        keys.sort()
        let used = keys.map { Int($0 & 0xFFFF) }
        guard used.count > 1 else {
            if let only = used.first { lengths[only] = 1; lengths[only == 0 ? 1 : 0] = 1 }
            return lengths
        }
        // Huffman's two queues: the leaves in increasing frequency, then the joined nodes in the
        // order they are made (also increasing).
        let n = used.count
        var weight = keys.map { Int($0 >> 16) } + [Int](repeating: 0, count: n - 1)
        var parent = [Int](repeating: 0, count: 2 * n - 1)
        var leaf = 0, joined = n
        for node in n..<(2 * n - 1) {
            var pair = [0, 0]
            for k in 0..<2 {
                if leaf < n && (joined >= node || weight[leaf] <= weight[joined]) {
                    pair[k] = leaf; leaf += 1
                } else {
                    pair[k] = joined; joined += 1
                }
            }
            weight[node] = weight[pair[0]] + weight[pair[1]]
            parent[pair[0]] = node
            parent[pair[1]] = node
        }
        var depth = [Int](repeating: 0, count: 2 * n - 1)
        for node in stride(from: 2 * n - 3, through: 0, by: -1) { depth[node] = depth[parent[node]] + 1 }
        let deepest = depth[0..<n].max()!
        var perLength = [Int](repeating: 0, count: max(deepest, limit) + 1)
        for k in 0..<n { perLength[depth[k]] += 1 }
        var i = deepest
        while i > limit {
            while perLength[i] > 0 {
                var j = i - 2
                while perLength[j] == 0 { j -= 1 }
                perLength[i] -= 2
                perLength[i - 1] += 1
                perLength[j + 1] += 2
                perLength[j] -= 1
            }
            i -= 1
        }
        // The most frequent symbols take the shortest lengths.
        var next = used.reversed().makeIterator()
        for length in 1...limit {
            for _ in 0..<perLength[length] { lengths[next.next()!] = length }
        }
        return lengths
    }

    /// BTYPE 10 and the description of the two codes (RFC 1951 3.2.7): HLIT, HDIST, HCLEN, the
    /// code-length code's lengths in its permuted order, then every code length, zeros in runs
    /// (symbols 17 and 18), the rest as themselves.
    static func blockHeader(literalLengths: [Int], distanceLengths: [Int]) -> [PNGBitWriter.Code] {
        let literalCount = max(257, (literalLengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let sequence = runLengthCoded(Array(literalLengths[0..<literalCount]) + distanceLengths)
        var frequencies = [Int](repeating: 0, count: 19)
        for item in sequence { frequencies[item.symbol] += 1 }
        let lengthLengths = PNGHuffman.completeLengths(frequencies: frequencies)
        let lengthCodes = PNGHuffman.canonicalCodes(lengths: lengthLengths)
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        let sent = max(4, (order.lastIndex { lengthLengths[$0] > 0 } ?? 0) + 1)
        var header: [PNGBitWriter.Code] = [
            .init(value: 2, bits: 2),                                   // BTYPE 10: dynamic codes
            .init(value: UInt32(literalCount - 257), bits: 5),          // HLIT
            .init(value: UInt32(distanceLengths.count - 1), bits: 5),   // HDIST
            .init(value: UInt32(sent - 4), bits: 4),                    // HCLEN
        ]
        header += order.prefix(sent).map { .init(value: UInt32(lengthLengths[$0]), bits: 3) }
        for item in sequence {
            header.append(lengthCodes[item.symbol])
            if item.extraBits > 0 { header.append(.init(value: UInt32(item.extra), bits: UInt8(item.extraBits))) }
        }
        return header
    }

    /// Code lengths as code-length symbols: runs of 11…138 zeros as 18, of 3…10 as 17, others
    /// one by one.
    private static func runLengthCoded(_ lengths: [Int]) -> [(symbol: Int, extra: Int, extraBits: Int)] {
        var out: [(symbol: Int, extra: Int, extraBits: Int)] = []
        var i = 0
        while i < lengths.count {
            var run = 0
            while lengths[i] == 0 && i + run < lengths.count && lengths[i + run] == 0 { run += 1 }
            if run >= 11 {
                let n = min(run, 138)
                out.append((18, n - 11, 7))
                i += n
            } else if run >= 3 {
                out.append((17, run - 3, 3))
                i += run
            } else {
                out.append((lengths[i], 0, 0))
                i += 1
            }
        }
        return out
    }

    /// The codes of symbols with these `lengths` (0: unused), bit-reversed for `PNGBitWriter`.
    static func canonicalCodes(lengths: [Int]) -> [PNGBitWriter.Code] {
        let maxLength = lengths.max() ?? 0
        var countPerLength = [Int](repeating: 0, count: maxLength + 1)
        for length in lengths where length > 0 { countPerLength[length] += 1 }
        var next = [Int](repeating: 0, count: maxLength + 2)
        var code = 0
        for length in 1...max(1, maxLength) {
            code = (code + (length > 1 ? countPerLength[length - 1] : 0)) << 1
            next[length] = code
        }
        return lengths.map { length in
            guard length > 0 else { return .init(value: 0, bits: 0) }
            defer { next[length] += 1 }
            return .init(value: DeflateLengths.reversed(UInt32(next[length]), bits: length), bits: UInt8(length))
        }
    }

    /// Lengths of a complete prefix code over the symbols with a non-zero frequency, at most
    /// ⌈log₂ n⌉ bits: the 2^L − n most frequent get L − 1 bits, the others L. (Optimal enough for
    /// the code-length code, a few dozen bits per block; zlib's decoder needs it complete, so a
    /// lone symbol gets a one-bit partner.)
    static func completeLengths(frequencies: [Int]) -> [Int] {
        var used = frequencies.indices.filter { frequencies[$0] > 0 }.sorted { frequencies[$0] > frequencies[$1] }
        if used.count == 1 { used.append(used[0] == 0 ? 1 : 0) }
        var lengths = [Int](repeating: 0, count: frequencies.count)
        let n = used.count
        var bits = 0
        while (1 << bits) < n { bits += 1 }
        let short = (1 << bits) - n
        for (rank, symbol) in used.enumerated() { lengths[symbol] = rank < short ? bits - 1 : bits }
        return lengths
    }
}
