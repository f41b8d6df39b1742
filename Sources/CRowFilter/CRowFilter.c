// The UP filter's inner loop for opaque rows: a byte subtraction and a shuffle that drops alpha,
// 8 pixels at a time, and the row's hash from the same differences. The scalar loop is the
// reference and the tail of every row. Then the run coder's first pass, which tokenizes the
// filtered rows.
#include "CRowFilter.h"
#include <string.h>

#include "RowDifferences.h"

static int scalar(const uint32_t *words, const uint32_t *above, int32_t first, int32_t width, uint8_t *out,
                  uint32_t lanes[LANES]) {
    uint32_t alpha = 0xFF000000u;
    for (int32_t x = first; x < width; x++) {
        uint32_t d = scalar_pixel(words, above, x, &alpha, lanes);
        out[3 * x] = (uint8_t)(d >> 16);
        out[3 * x + 1] = (uint8_t)(d >> 8);
        out[3 * x + 2] = (uint8_t)d;
    }
    return alpha == 0xFF000000u;
}

static inline int64_t run_scalar(const uint8_t *p, int64_t i, int64_t count, uint8_t byte) {
    uint64_t pattern = (uint64_t)byte * 0x0101010101010101ull;
    for (; i + 8 <= count; i += 8) {
        uint64_t word;
        memcpy(&word, p + i, 8);
        uint64_t diff = word ^ pattern;   // little-endian: the first byte is the lowest
        if (diff) return i + (__builtin_ctzll(diff) >> 3);
    }
    while (i < count && p[i] == byte) i++;
    return i;
}

// The tokenizer over a run finder: `run` is run_scalar or run_vector, inlined into each copy.
#define RUN_TOKENS(run)                                                                           \
    int64_t n = 0, i = 0;                                                                         \
    while (i < count) {                                                                           \
        uint8_t byte = input[i];                                                                  \
        /* A run needs its first byte to repeat the one before: most literals fail at once. */   \
        int64_t length = i > 0 && byte == input[i - 1] ? run(input, i, count, byte) - i : 0;      \
        if (length >= 3) {                                                                        \
            int64_t left = length;                                                                \
            while (left >= 3) {                                                                   \
                int64_t part = left < 258 ? left : 258;                                           \
                tokens[n++] = (uint16_t)(0x8000u | (uint32_t)part);                               \
                counts[lengthSymbols[part]] += 1;                                                 \
                left -= part;                                                                     \
            }                                                                                     \
            i += length - left;                                                                   \
        } else {                                                                                  \
            tokens[n++] = byte;                                                                   \
            counts[byte] += 1;                                                                    \
            i += 1;                                                                               \
        }                                                                                         \
    }                                                                                             \
    return n;

static int64_t run_tokens_scalar(const uint8_t *input, int64_t count, const uint16_t *lengthSymbols, uint16_t *tokens,
                                 uint32_t *counts) {
    RUN_TOKENS(run_scalar)
}

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2")))
static inline int64_t run_vector(const uint8_t *p, int64_t i, int64_t count, uint8_t byte) {
    const __m256i pattern = _mm256_set1_epi8((char)byte);
    for (; i + 32 <= count; i += 32) {
        __m256i v = _mm256_loadu_si256((const __m256i *)(p + i));
        uint32_t same = (uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(v, pattern));
        if (same != 0xFFFFFFFFu) return i + __builtin_ctz(~same);
    }
    return run_scalar(p, i, count, byte);
}

__attribute__((target("avx2")))
static int64_t run_tokens_vector(const uint8_t *input, int64_t count, const uint16_t *lengthSymbols, uint16_t *tokens,
                                 uint32_t *counts) {
    RUN_TOKENS(run_vector)
}

int64_t segue_run_tokens(const uint8_t *input, int64_t count, const uint16_t *lengthSymbols, uint16_t *tokens,
                         uint32_t *counts) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? run_tokens_vector(input, count, lengthSymbols, tokens, counts)
                                          : run_tokens_scalar(input, count, lengthSymbols, tokens, counts);
}

__attribute__((target("avx2")))
static int vector(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out, uint32_t lanes[LANES]) {
    // Per 128-bit lane, four pixels B G R A (little-endian words) → R G B ×4 in 12 bytes.
    const __m256i pack = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                          2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u);
    __m256i alpha = opaque;
    __m256i hash = _mm256_loadu_si256((const __m256i *)lanes);
    int32_t x = 0;
    // A block stores 16 bytes at 3x + 12, four past its 24: stop while they stay in the row.
    for (; x + 8 <= width && 3 * x + 28 <= 3 * width; x += 8) {
        __m256i w = _mm256_loadu_si256((const __m256i *)(words + x));
        __m256i d = above ? _mm256_sub_epi8(w, _mm256_loadu_si256((const __m256i *)(above + x))) : w;
        alpha = _mm256_and_si256(alpha, w);
        hash = _mm256_add_epi32(_mm256_or_si256(_mm256_slli_epi32(hash, 5), _mm256_srli_epi32(hash, 27)), d);
        __m256i packed = _mm256_shuffle_epi8(d, pack);
        _mm_storeu_si128((__m128i *)(out + 3 * x), _mm256_castsi256_si128(packed));
        _mm_storeu_si128((__m128i *)(out + 3 * x + 12), _mm256_extracti128_si256(packed, 1));
    }
    int opaqueSoFar = _mm256_testc_si256(alpha, opaque);
    _mm256_storeu_si256((__m256i *)lanes, hash);
    int rest = scalar(words, above, x, width, out, lanes);
    return opaqueSoFar && rest;
}

int segue_up_filter_opaque_row(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out, uint64_t *hash) {
    uint32_t lanes[LANES];
    memcpy(lanes, seeds, sizeof lanes);
    __builtin_cpu_init();
    int opaque = __builtin_cpu_supports("avx2") ? vector(words, above, width, out, lanes) : scalar(words, above, 0, width, out, lanes);
    if (hash) *hash = fold(lanes);
    return opaque;
}

#else

int64_t segue_run_tokens(const uint8_t *input, int64_t count, const uint16_t *lengthSymbols, uint16_t *tokens,
                         uint32_t *counts) {
    return run_tokens_scalar(input, count, lengthSymbols, tokens, counts);
}

int segue_up_filter_opaque_row(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out, uint64_t *hash) {
    uint32_t lanes[LANES];
    memcpy(lanes, seeds, sizeof lanes);
    int opaque = scalar(words, above, 0, width, out, lanes);
    if (hash) *hash = fold(lanes);
    return opaque;
}

#endif
