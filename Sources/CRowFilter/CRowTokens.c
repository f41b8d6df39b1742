// The `fast` coder's first pass fused into the UP filter: an opaque row goes from its ARGB words
// straight to literal and run tokens, without its filtered bytes ever being stored. Eight
// pixels whose differences are all zero (most of a row that changed only in part) are 24 zero
// bytes added to a run in one step; other pixels' bytes go through the same streaming
// tokenizer one by one. Then what the coder needs of tokens: their symbol counts and the
// Adler-32 of the bytes they stand for.
#include "CRowFilter.h"
#include <string.h>

// The tokens of one row as they are made: `prev` is the last byte (-1 before the first), and
// `pending` how many bytes after its literal repeat it, not yet written.
typedef struct {
    uint16_t *out;
    int64_t n;
    int prev;
    int64_t pending;
} Tokens;

// Writes the pending repeats: runs of at most 258 while at least 3 are left (deflate's shortest
// match), the rest as literals. The same tokens as `segue_run_tokens`' greedy reading.
static inline void flush(Tokens *t) {
    int64_t r = t->pending;
    while (r >= 3) {
        int64_t part = r < 258 ? r : 258;
        t->out[t->n++] = (uint16_t)(0x8000u | (uint32_t)part);
        r -= part;
    }
    while (r-- > 0) t->out[t->n++] = (uint16_t)t->prev;
    t->pending = 0;
}

static inline void add_byte(Tokens *t, uint8_t b) {
    if (b == t->prev) {
        t->pending++;
    } else {
        flush(t);
        t->out[t->n++] = b;
        t->prev = b;
    }
}

// `k` (at least 1) zero bytes.
static inline void add_zeros(Tokens *t, int64_t k) {
    if (t->prev == 0) {
        t->pending += k;
    } else {
        flush(t);
        t->out[t->n++] = 0;
        t->prev = 0;
        t->pending = k - 1;
    }
}

#include "RowDifferences.h"

static int tokens_scalar(const uint32_t *words, const uint32_t *above, int32_t first, int32_t width, Tokens *t,
                         uint32_t lanes[LANES]) {
    uint32_t alpha = 0xFF000000u;
    for (int32_t x = first; x < width; x++) {
        uint32_t d = scalar_pixel(words, above, x, &alpha, lanes);
        add_byte(t, (uint8_t)(d >> 16));
        add_byte(t, (uint8_t)(d >> 8));
        add_byte(t, (uint8_t)d);
    }
    return alpha == 0xFF000000u;
}

#if defined(__x86_64__)
#include <immintrin.h>

// How many pixels from the row's start, in whole blocks of 8, equal the row above: sixteen
// pixels a step while they last, as memcmp reads them.
__attribute__((target("avx2")))
static int32_t same_prefix(const uint32_t *words, const uint32_t *above, int32_t width) {
    int32_t x = 0;
    for (; x + 16 <= width; x += 16) {
        __m256i a = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(words + x)), _mm256_loadu_si256((const __m256i *)(above + x)));
        __m256i b = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(words + x + 8)),
                                     _mm256_loadu_si256((const __m256i *)(above + x + 8)));
        __m256i either = _mm256_or_si256(a, b);
        if (!_mm256_testz_si256(either, either)) return _mm256_testz_si256(a, a) ? x + 8 : x;
    }
    for (; x + 8 <= width; x += 8) {
        __m256i a = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(words + x)), _mm256_loadu_si256((const __m256i *)(above + x)));
        if (!_mm256_testz_si256(a, a)) return x;
    }
    return x;
}

__attribute__((target("avx2")))
static int tokens_vector(const uint32_t *words, const uint32_t *above, int32_t first, int32_t width, Tokens *t,
                         uint32_t lanes[LANES]) {
    const __m256i pack = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                          2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u), colour = _mm256_set1_epi32(0x00FFFFFF);
    __m256i alpha = opaque;
    __m256i hash = _mm256_loadu_si256((const __m256i *)lanes);
    uint8_t bytes[32];
    int32_t x = first;
    for (; x + 8 <= width; x += 8) {
        __m256i w = _mm256_loadu_si256((const __m256i *)(words + x));
        __m256i d = above ? _mm256_sub_epi8(w, _mm256_loadu_si256((const __m256i *)(above + x))) : w;
        alpha = _mm256_and_si256(alpha, w);
        hash = _mm256_add_epi32(_mm256_or_si256(_mm256_slli_epi32(hash, 5), _mm256_srli_epi32(hash, 27)), d);
        if (_mm256_testz_si256(d, colour)) {
            add_zeros(t, 24);
            continue;
        }
        __m256i packed = _mm256_shuffle_epi8(d, pack);
        _mm_storeu_si128((__m128i *)bytes, _mm256_castsi256_si128(packed));
        _mm_storeu_si128((__m128i *)(bytes + 12), _mm256_extracti128_si256(packed, 1));
        for (int k = 0; k < 24; k++) add_byte(t, bytes[k]);
    }
    int opaqueSoFar = _mm256_testc_si256(alpha, opaque);
    _mm256_storeu_si256((__m256i *)lanes, hash);
    int rest = tokens_scalar(words, above, x, width, t, lanes);
    return opaqueSoFar && rest;
}
#endif

int64_t segue_up_filter_opaque_tokens(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t filterByte,
                                      uint16_t *tokens, uint64_t *hash) {
    uint32_t lanes[LANES];
    memcpy(lanes, seeds, sizeof lanes);
    Tokens t = {tokens, 0, -1, 0};
#if defined(__x86_64__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx2")) {
        // The pixels equal to the row above are read once: a row equal to it is a zero row,
        // and a row that is not has their differences (zeros) as one run, their hash steps
        // (each lane rotated by 5 per block of 8) as one rotation.
        int32_t same = above ? same_prefix(words, above, width) : 0;
        if (above && memcmp(words + same, above + same, 4 * (size_t)(width - same)) == 0) return 0;
        add_byte(&t, filterByte);
        if (same > 0) {
            add_zeros(&t, 3 * (int64_t)same);
            uint32_t turn = (uint32_t)(5 * (same / 8)) % 32;
            for (int j = 0; j < LANES && turn; j++) lanes[j] = (lanes[j] << turn) | (lanes[j] >> (32 - turn));
        }
        // The equal pixels were checked for opacity in the row above.
        int opaque = tokens_vector(words, above, same, width, &t, lanes);
        flush(&t);
        if (hash) *hash = fold(lanes);
        return opaque ? t.n : -1;
    }
#endif
    if (above && memcmp(words, above, 4 * (size_t)width) == 0) return 0;
    add_byte(&t, filterByte);
    int opaque = tokens_scalar(words, above, 0, width, &t, lanes);
    flush(&t);
    if (hash) *hash = fold(lanes);
    return opaque ? t.n : -1;
}

void segue_token_counts(const uint16_t *tokens, int64_t n, const uint16_t *lengthSymbols, uint32_t *counts) {
    for (int64_t i = 0; i < n; i++) {
        uint16_t token = tokens[i];
        counts[token & 0x8000u ? lengthSymbols[token & 0x7FFFu] : token] += 1;
    }
}

uint32_t segue_adler32_tokens(uint32_t adler, const uint16_t *tokens, int64_t n) {
    // RFC 1950 8.2: s1 is 1 plus the sum of the bytes, s2 the sum of s1 after each byte, both
    // modulo 65521. A run of k bytes b after s1 adds k·s1 + b·k(k+1)/2 to s2 and k·b to s1.
    const uint64_t modulus = 65521;
    uint64_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    uint64_t last = 0;
    // Reduced every 4096 tokens: s1 then stays below 65521 + 4096 · 258 · 255 < 2²⁹, and s2
    // grows by less than 2³⁸ a token, so stays below 2⁵¹.
    for (int64_t i = 0; i < n; i++) {
        uint16_t token = tokens[i];
        if (token & 0x8000u) {
            uint64_t k = token & 0x7FFFu;
            s2 += k * s1 + last * k * (k + 1) / 2;
            s1 += k * last;
        } else {
            last = token;
            s1 += token;
            s2 += s1;
        }
        if ((i & 4095) == 4095) { s1 %= modulus; s2 %= modulus; }
    }
    s1 %= modulus;
    s2 %= modulus;
    return (uint32_t)(s2 << 16 | s1);
}
