// The UP filter's inner loop for opaque rows: a byte subtraction and a shuffle that drops alpha,
// 8 pixels at a time. The scalar loop is the reference and the tail of every row.
#include "CRowFilter.h"
#include <string.h>

static int scalar(const uint32_t *words, const uint32_t *above, int32_t first, int32_t width, uint8_t *out) {
    uint32_t alpha = 0xFF000000u;
    for (int32_t x = first; x < width; x++) {
        uint32_t w = words[x], a = above ? above[x] : 0;
        alpha &= w;
        // Each byte minus the same byte of a, modulo 256, borrows kept inside their bytes.
        uint32_t d = ((w | 0x80808080u) - (a & ~0x80808080u)) ^ ((w ^ ~a) & 0x80808080u);
        out[3 * x] = (uint8_t)(d >> 16);
        out[3 * x + 1] = (uint8_t)(d >> 8);
        out[3 * x + 2] = (uint8_t)d;
    }
    return alpha == 0xFF000000u;
}

#if defined(__x86_64__)
#include <immintrin.h>

__attribute__((target("avx2")))
static int vector(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out) {
    // Per 128-bit lane, four pixels B G R A (little-endian words) → R G B ×4 in 12 bytes.
    const __m256i pack = _mm256_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1,
                                          2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    const __m256i opaque = _mm256_set1_epi32((int)0xFF000000u);
    __m256i alpha = opaque;
    int32_t x = 0;
    // A block stores 16 bytes at 3x + 12, four past its 24: stop while they stay in the row.
    for (; x + 8 <= width && 3 * x + 28 <= 3 * width; x += 8) {
        __m256i w = _mm256_loadu_si256((const __m256i *)(words + x));
        __m256i d = above ? _mm256_sub_epi8(w, _mm256_loadu_si256((const __m256i *)(above + x))) : w;
        alpha = _mm256_and_si256(alpha, w);
        __m256i packed = _mm256_shuffle_epi8(d, pack);
        _mm_storeu_si128((__m128i *)(out + 3 * x), _mm256_castsi256_si128(packed));
        _mm_storeu_si128((__m128i *)(out + 3 * x + 12), _mm256_extracti128_si256(packed, 1));
    }
    int opaqueSoFar = _mm256_testc_si256(alpha, opaque);
    int rest = scalar(words, above, x, width, out);
    return opaqueSoFar && rest;
}

int segue_up_filter_opaque_row(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? vector(words, above, width, out) : scalar(words, above, 0, width, out);
}

#else

int segue_up_filter_opaque_row(const uint32_t *words, const uint32_t *above, int32_t width, uint8_t *out) {
    return scalar(words, above, 0, width, out);
}

#endif
