// What both of CRowFilter's passes over a row (CRowFilter.c to bytes, CRowTokens.c to tokens)
// share: a pixel's UP difference, and the row's hash of its differences, the same function
// whichever pass made it.
#ifndef SEGUE_ROWDIFFERENCES_H
#define SEGUE_ROWDIFFERENCES_H

#include <stdint.h>

// Each byte of the ARGB word `w` minus the same byte of `a`, modulo 256, borrows kept inside
// their bytes.
static inline uint32_t up_difference(uint32_t w, uint32_t a) {
    return ((w | 0x80808080u) - (a & ~0x80808080u)) ^ ((w ^ ~a) & 0x80808080u);
}

// The hash: eight 32-bit lanes, pixel x's difference word added to lane x mod 8 after the
// lane is rotated left by 5 (a chain of three cheap operations, hidden behind the loads and
// stores it rides on), then the lanes folded with a 64-bit multiply. Any one changed word changes
// its lane, and every step after it is a bijection of the lane.
enum { LANES = 8 };
static const uint32_t seeds[LANES] = {0x9E3779B9u, 0x7F4A7C15u, 0x85EBCA6Bu, 0xC2B2AE35u,
                                      0x27D4EB2Fu, 0x165667B1u, 0xD3A2646Cu, 0xFD7046C5u};

static inline uint32_t step(uint32_t lane, uint32_t d) { return ((lane << 5) | (lane >> 27)) + d; }

static inline uint64_t fold(const uint32_t lanes[LANES]) {
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (int j = 0; j < LANES; j++) {
        h = (h ^ lanes[j]) * 0xFF51AFD7ED558CCDull;
        h ^= h >> 32;
    }
    return h;
}

// Pixel x of `words` minus the pixel above (`above` NULL: zeros), its alpha folded into
// `alpha` (all 0xFF while the row is opaque) and its hash lane stepped: one pixel of either
// pass's scalar loop.
static inline uint32_t scalar_pixel(const uint32_t *words, const uint32_t *above, int32_t x, uint32_t *alpha,
                                    uint32_t lanes[LANES]) {
    uint32_t w = words[x], a = above ? above[x] : 0;
    *alpha &= w;
    uint32_t d = up_difference(w, a);
    lanes[x % LANES] = step(lanes[x % LANES], d);
    return d;
}

#endif
