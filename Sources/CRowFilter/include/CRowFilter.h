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

/// `segue_up_filter_opaque_row` and `segue_run_tokens` in one pass, for the `fast` coder: the
/// tokens of the row's filtered bytes (`filterByte`, then the UP differences of its opaque
/// pixels packed to RGB), read from the row's own start, without storing the bytes. With AVX2,
/// eight pixels whose differences are zero join a run of zeros at once. `tokens` holds 1 + 3·width entries
/// (never more are needed). Stores the row's hash (the same as `segue_up_filter_opaque_row`'s)
/// unless `hash` is NULL. Returns 0, writing nothing, when the row equals the row above (a row
/// of zeros; `above` is then taken to have been checked for opacity, as it is for the pixels a
/// row shares with it), −1 when a pixel is not opaque, otherwise how many tokens were written.
int64_t segue_up_filter_opaque_tokens(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t filterByte,
                                      uint16_t *tokens, uint64_t *hash);

/// Adds each of the `n` tokens' symbol to `counts` (286 entries): a literal's byte, a run's
/// `lengthSymbols[length]`.
void segue_token_counts(const uint16_t *tokens, int64_t n, const uint16_t *lengthSymbols, uint32_t *counts);

/// The Adler-32 (RFC 1950) `adler` continued over the bytes the `n` tokens stand for (a run
/// repeats the byte of the literal before it), a run in one step.
uint32_t segue_adler32_tokens(uint32_t adler, const uint16_t *tokens, int64_t n);

#endif
