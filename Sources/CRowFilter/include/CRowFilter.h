#ifndef SEGUE_CROWFILTER_H
#define SEGUE_CROWFILTER_H

#include <stdint.h>

/// PNG's UP filter (PNG spec 9.2, type 2) of one row of opaque premultiplied ARGB32 pixels
/// (`words`, native-endian 0xAARRGGBB) packed to RGB: out[3i], out[3i + 1], out[3i + 2] are
/// the red, green and blue of pixel i minus those of `above[i]` modulo 256 (`above` NULL for
/// the first row, whose row above is zeros). Returns 1 when every pixel's alpha is 255, else 0
/// (the bytes written are then of no use). `out` holds at least 3·width bytes; nothing past
/// them is written. Eight pixels at a time with AVX2 where the processor has it, the same bytes
/// either way. Unless `hash` is NULL, stores there a 64-bit hash of the row's differences (a
/// function of the bytes written, the same on either path): the key `PNGSegmentCache` looks
/// segments up by, made while the differences are in registers instead of in a second pass.
int segue_up_filter_opaque_row(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out, uint64_t *hash);

/// The first pass of `PNGRunCoder`: the `count` bytes at `input` as tokens, each a literal byte
/// (0…255) or 0x8000 | a run's length (3…258: the bytes repeat the one before them, a deflate
/// match at distance 1; longer runs are several tokens, a rest below 3 stays literals), and
/// each token's symbol counted in `counts` (286 entries, added to: the byte, or
/// `lengthSymbols[length]`, deflate's length symbol, 259 entries). `tokens` holds `count`
/// entries (never more are needed). Runs are found 32 bytes at a time with AVX2 where the
/// processor has it (after the UP filter, a row that changed only in part is mostly one long run
/// of zeros), 8 at a time otherwise: the same tokens either way. Returns how many were written.
int64_t segue_run_tokens(const uint8_t *input, int64_t count, const uint16_t *lengthSymbols, uint16_t *tokens,
                         uint32_t *counts);

#endif
