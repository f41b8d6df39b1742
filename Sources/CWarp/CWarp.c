// The warp's inner loops eight pixels at a time (AVX2) or sixteen (AVX-512). Every operation is
// the integer arithmetic of ProjectiveWarp's scalar code lane by lane (the same products,
// roundings and shifts, none overflowing its 16-bit lane), so all write the same bytes; tests
// compare them.
#include "CWarp.h"

#if defined(__x86_64__)
#include <immintrin.h>

int segue_warp_has_avx2(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
}

#define AVX2 __attribute__((target("avx2")))


#define INLINE __attribute__((target("avx2"), always_inline)) static inline

/// The high (odd) or low (even) 32-bit halves of eight 64-bit lanes held in a and b, in order.
INLINE __m256i halves(__m256i a, __m256i b, int high) {
    const __m256i pick = high ? _mm256_setr_epi32(1, 3, 5, 7, 0, 2, 4, 6) : _mm256_setr_epi32(0, 2, 4, 6, 1, 3, 5, 7);
    return _mm256_permute2x128_si256(_mm256_permutevar8x32_epi32(a, pick), _mm256_permutevar8x32_epi32(b, pick), 0x20);
}

/// a·(256 − w)/256 + b·w/256 per 8-bit channel, rounded: `keep` holds 256 − w and `take` w in
/// both 16-bit halves of each lane (ProjectiveWarp.lerp).
INLINE __m256i lerp8(__m256i a, __m256i b, __m256i keep, __m256i take) {
    const __m256i low = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(a, low), keep),
                                  _mm256_mullo_epi16(_mm256_and_si256(b, low), take));
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(a, 8), low), keep),
                                  _mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(b, 8), low), take));
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, half), 8);
    ag = _mm256_srli_epi16(_mm256_add_epi16(ag, half), 8);
    return _mm256_or_si256(rb, _mm256_slli_epi16(ag, 8));
}

/// A weight 0...256 in each lane as the pair (256 − w, w) spread over both 16-bit halves.
INLINE void weights(__m256i w, __m256i *keep, __m256i *take) {
    __m256i other = _mm256_sub_epi32(_mm256_set1_epi32(256), w);
    *take = _mm256_or_si256(w, _mm256_slli_epi32(w, 16));
    *keep = _mm256_or_si256(other, _mm256_slli_epi32(other, 16));
}

/// The weight of a 32.32 position's fraction, rounded to 1/256, in each 64-bit lane.
INLINE __m256i fraction(__m256i fixed) {
    const __m256i mask = _mm256_set1_epi64x(0xFFFFFFFFLL), round = _mm256_set1_epi64x(0x800000LL);
    return _mm256_srli_epi64(_mm256_add_epi64(_mm256_and_si256(fixed, mask), round), 24);
}

/// The element `index` (0...15) of the sixteen pixels lo, hi in each lane.
INLINE __m256i pick(__m256i lo, __m256i hi, __m256i index) {
    __m256 a = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(lo, index));
    __m256 b = _mm256_castsi256_ps(_mm256_permutevar8x32_epi32(hi, index));
    return _mm256_castps_si256(_mm256_blendv_ps(a, b, _mm256_castsi256_ps(_mm256_slli_epi32(index, 28))));
}

/// Writes eight pixels at dst as ProjectiveWarp.Copy (`over` 0) or .Over with `alpha` does:
/// s = value·alpha, then d = s + d·(255 − αs)/255 per channel, with x/255 as
/// (x + (x >> 8) + 128) >> 8; a transparent s leaves d as it is, as the scalar skip does.
INLINE void put(__m256i value, uint32_t *dst, uint32_t alpha, int over) {
    if (!over) {
        _mm256_storeu_si256((__m256i *)dst, value);
        return;
    }
    if (alpha != 256) {
        __m256i ka, ta;
        weights(_mm256_set1_epi32((int)alpha), &ka, &ta);
        value = lerp8(_mm256_setzero_si256(), value, ka, ta);
    }
    // Opaque everywhere (a screen's face): the pixels are replaced, and the target need not be read.
    if (_mm256_testc_si256(value, _mm256_set1_epi32((int)0xFF000000))) {
        _mm256_storeu_si256((__m256i *)dst, value);
        return;
    }
    const __m256i low = _mm256_set1_epi32(0x00FF00FF), half = _mm256_set1_epi32(0x00800080);
    __m256i keep = _mm256_sub_epi32(_mm256_set1_epi32(255), _mm256_srli_epi32(value, 24));
    keep = _mm256_or_si256(keep, _mm256_slli_epi32(keep, 16));
    __m256i d = _mm256_loadu_si256((const __m256i *)dst);
    __m256i rb = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(d, low), keep), half);
    rb = _mm256_srli_epi16(_mm256_add_epi16(rb, _mm256_srli_epi16(rb, 8)), 8);
    __m256i ag = _mm256_add_epi16(_mm256_mullo_epi16(_mm256_and_si256(_mm256_srli_epi32(d, 8), low), keep), half);
    ag = _mm256_slli_epi16(_mm256_srli_epi16(_mm256_add_epi16(ag, _mm256_srli_epi16(ag, 8)), 8), 8);
    _mm256_storeu_si256((__m256i *)dst, _mm256_add_epi32(value, _mm256_or_si256(rb, ag)));
}

/// The least of eight 32-bit lanes.
INLINE int32_t min8(__m256i v) {
    v = _mm256_min_epi32(v, _mm256_permute2x128_si256(v, v, 0x01));
    v = _mm256_min_epi32(v, _mm256_shuffle_epi32(v, 0x4E));
    v = _mm256_min_epi32(v, _mm256_shuffle_epi32(v, 0xB1));
    return _mm256_cvtsi256_si32(v);
}

/// The greatest of eight 32-bit lanes.
INLINE int32_t max8(__m256i v) {
    v = _mm256_max_epi32(v, _mm256_permute2x128_si256(v, v, 0x01));
    v = _mm256_max_epi32(v, _mm256_shuffle_epi32(v, 0x4E));
    v = _mm256_max_epi32(v, _mm256_shuffle_epi32(v, 0xB1));
    return _mm256_cvtsi256_si32(v);
}

/// k·step in each 64-bit lane, modulo 2⁶⁴, for k ≥ 0 below 2³²: the low and high 32-bit halves
/// of step multiplied separately.
INLINE __m256i times(__m256i step, __m256i k) {
    __m256i low = _mm256_mul_epu32(step, k);
    __m256i high = _mm256_slli_epi64(_mm256_mul_epu32(_mm256_srli_epi64(step, 32), k), 32);
    return _mm256_add_epi64(low, high);
}

/// a·(256 − w)/256 + b·w/256 per channel of one pixel, rounded (ProjectiveWarp.lerp).
static inline uint32_t lerp1(uint32_t a, uint32_t b, uint32_t w) {
    uint32_t v = 256 - w;
    uint32_t rb = ((a & 0x00FF00FFu) * v + (b & 0x00FF00FFu) * w + 0x00800080u) >> 8;
    uint32_t ag = ((a >> 8) & 0x00FF00FFu) * v + ((b >> 8) & 0x00FF00FFu) * w + 0x00800080u;
    return (rb & 0x00FF00FFu) | (ag & 0xFF00FF00u);
}

/// What a row of a turn about x reads from `first` to `end`: the two source rows, the weight
/// down, the first pixel's position across, and the source columns [lo, lo + count) the
/// pixels can read. 0 when the rows lie outside the source, fewer than 8 pixels are asked, or
/// no column is inside (the caller samples the pixels itself).
typedef struct { const uint32_t *top, *bottom; uint32_t wy; int64_t fa, lo; int32_t count; } row_plan;

static inline int plan_row(segue_warp_source s, int64_t fx0, int64_t fx_step, int64_t fy, int32_t first, int32_t end,
                           row_plan *r) {
    const int64_t y0 = fy >> 32;
    if (y0 < 0 || y0 + 1 >= s.height || end - first < 8) return 0;
    r->top = s.base + y0 * (int64_t)s.stride, r->bottom = r->top + s.stride;
    r->wy = (uint32_t)((((uint64_t)fy & 0xFFFFFFFFu) + 0x800000u) >> 24);
    r->fa = (int64_t)((uint64_t)fx0 + (uint64_t)fx_step * (uint64_t)first);
    const int64_t fb = (int64_t)((uint64_t)fx0 + (uint64_t)fx_step * (uint64_t)(end - 1));
    int64_t lo = (r->fa < fb ? r->fa : fb) >> 32, hi = ((r->fa < fb ? fb : r->fa) >> 32) + 1;
    if (lo < 0) lo = 0;
    if (hi > s.width - 1) hi = s.width - 1;
    if (lo > hi) return 0;
    r->lo = lo;
    r->count = (int32_t)(hi - lo + 1);
    return 1;
}

AVX2 int32_t segue_warp_row_avx2(segue_warp_source s, int64_t fx0, int64_t fx_step, int64_t fy,
                                 uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over, uint32_t *scratch) {
    // The row's source rows and down weight are the same for every pixel: the two rows are
    // blended once, over the columns the blocks can read, and each pixel blends two of those.
    row_plan r;
    if (!plan_row(s, fx0, fx_step, fy, first, end, &r)) return first;
    const int32_t count = r.count;
    __m256i ky, ty;
    weights(_mm256_set1_epi32((int)r.wy), &ky, &ty);
    int32_t k = 0;
    for (; k + 8 <= count; k += 8) {
        __m256i a = _mm256_loadu_si256((const __m256i *)(r.top + r.lo + k)), b = _mm256_loadu_si256((const __m256i *)(r.bottom + r.lo + k));
        _mm256_storeu_si256((__m256i *)(scratch + k), lerp8(a, b, ky, ty));
    }
    for (; k < count; k++) scratch[k] = lerp1(r.top[r.lo + k], r.bottom[r.lo + k], r.wy);
    // Sixteen more, so that a block's window of sixteen never reads past what is there.
    _mm256_storeu_si256((__m256i *)(scratch + count), _mm256_setzero_si256());
    _mm256_storeu_si256((__m256i *)(scratch + count + 8), _mm256_setzero_si256());

    __m256i step = _mm256_set1_epi64x(fx_step);
    __m256i ka = times(step, _mm256_setr_epi64x(0, 1, 2, 3)), kb = times(step, _mm256_setr_epi64x(4, 5, 6, 7));
    __m256i eight = times(step, _mm256_set1_epi64x(8));
    __m256i xa = _mm256_add_epi64(_mm256_set1_epi64x(r.fa), ka), xb = _mm256_add_epi64(_mm256_set1_epi64x(r.fa), kb);
    const __m256i one = _mm256_set1_epi32(1), base = _mm256_set1_epi32((int32_t)r.lo);
    int32_t i = first;
    for (; i + 8 <= end; i += 8, xa = _mm256_add_epi64(xa, eight), xb = _mm256_add_epi64(xb, eight)) {
        __m256i x0 = halves(xa, xb, 1);
        // x0 ≥ 0 and x0 + 1 < width in every lane (then lo ≤ x0 and x0 + 1 ≤ hi).
        __m256i outside = _mm256_or_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), x0),
                                          _mm256_cmpgt_epi32(x0, _mm256_set1_epi32(s.width - 2)));
        if (!_mm256_testz_si256(outside, outside)) break;
        __m256i at = _mm256_sub_epi32(x0, base);
        int32_t left = _mm256_cvtsi256_si32(at);
        __m256i offset = _mm256_sub_epi32(at, _mm256_set1_epi32(left));
        __m256i far = _mm256_or_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), offset),
                                      _mm256_cmpgt_epi32(offset, _mm256_set1_epi32(14)));
        __m256i p0, p1;
        if (_mm256_testz_si256(far, far)) {
            // Every pixel the block reads lies in the sixteen from `left`: two loads, then shuffles.
            __m256i l = _mm256_loadu_si256((const __m256i *)(scratch + left)), h = _mm256_loadu_si256((const __m256i *)(scratch + left + 8));
            p0 = pick(l, h, offset), p1 = pick(l, h, _mm256_add_epi32(offset, one));
        } else {
            p0 = _mm256_i32gather_epi32((const int *)scratch, at, 4), p1 = _mm256_i32gather_epi32((const int *)scratch + 1, at, 4);
        }
        __m256i kx, tx;
        weights(halves(fraction(xa), fraction(xb), 0), &kx, &tx);
        put(lerp8(p0, p1, kx, tx), dst + i, alpha, over);
    }
    return i;
}

/// The source columns the blocks of a pass across read, [lo, hi): a narrow strip of each row,
/// which the processor's own prefetching, made for rows read whole, does not fetch ahead.
static inline void read_range(const int32_t *x0, int32_t count, int32_t width, int32_t *lo, int32_t *hi) {
    *lo = width, *hi = 0;
    for (int32_t k = 0; k < count; k++) {
        if (x0[k] < 0) continue;
        if (x0[k] < *lo) *lo = x0[k];
        if (x0[k] + 16 > *hi) *hi = x0[k] + 16;
    }
    if (*hi > width) *hi = width;
}

/// Asks for the columns [lo, hi) of `row` (a few rows ahead of the one being read).
static inline void prefetch(const uint32_t *row, int32_t lo, int32_t hi) {
    for (int32_t x = lo & ~15; x < hi; x += 16) _mm_prefetch((const char *)(row + x), _MM_HINT_T0);
}

AVX2 int segue_warp_across_avx2(segue_warp_source s, const int32_t *x0, const uint32_t *wx, int32_t count,
                                int32_t top, int32_t rows, uint32_t *out, int32_t out_stride) {
    // What each block of 8 columns reads is the same in every row: worked out once. A block
    // reads from a window of sixteen pixels (`window` ≥ 0, two loads and shuffles) or, when its
    // columns lie further apart, gathers them (`window` −1).
    typedef struct { __m256i offset, next, keep, take; int32_t window; } plan;
    const int32_t blocks = count / 8;
    plan stack[64], *plans = stack;
    plan *heap = 0;
    if (blocks > 64) {
        heap = (plan *)_mm_malloc(sizeof(plan) * (size_t)blocks, 32);
        if (!heap) return 0;
        plans = heap;
    }
    for (int32_t b = 0; b < blocks; b++) {
        // A column outside (x −1) reads pixel 0: its value is never used.
        __m256i xs = _mm256_max_epi32(_mm256_loadu_si256((const __m256i *)(x0 + 8 * b)), _mm256_setzero_si256());
        weights(_mm256_loadu_si256((const __m256i *)(wx + 8 * b)), &plans[b].keep, &plans[b].take);
        int32_t left = _mm256_cvtsi256_si32(xs);
        __m256i offset = _mm256_sub_epi32(xs, _mm256_set1_epi32(left));
        __m256i far = _mm256_or_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), offset),
                                      _mm256_cmpgt_epi32(offset, _mm256_set1_epi32(14)));
        if (_mm256_testz_si256(far, far) && left + 16 <= s.width) {
            plans[b].window = left;
            plans[b].offset = offset;
            plans[b].next = _mm256_add_epi32(offset, _mm256_set1_epi32(1));
        } else {
            plans[b].window = -1;
            plans[b].offset = xs;
        }
    }
    // The strip of source columns the blocks read, asked for rows ahead.
    int32_t read_lo, read_hi;
    read_range(x0, count, s.width, &read_lo, &read_hi);
    for (int32_t v = 0; v < rows; v++) {
        const uint32_t *row = s.base + (int64_t)(top + v) * s.stride;
        uint32_t *o = out + (int64_t)v * out_stride;
        if (v + 24 < rows) prefetch(row + 24 * (int64_t)s.stride, read_lo, read_hi);
        for (int32_t b = 0; b < blocks; b++) {
            const plan *p = &plans[b];
            __m256i p0, p1;
            if (p->window >= 0) {
                __m256i l = _mm256_loadu_si256((const __m256i *)(row + p->window)), h = _mm256_loadu_si256((const __m256i *)(row + p->window + 8));
                p0 = pick(l, h, p->offset), p1 = pick(l, h, p->next);
            } else {
                p0 = _mm256_i32gather_epi32((const int *)row, p->offset, 4), p1 = _mm256_i32gather_epi32((const int *)row + 1, p->offset, 4);
            }
            _mm256_storeu_si256((__m256i *)(o + 8 * b), lerp8(p0, p1, p->keep, p->take));
        }
        for (int32_t k = 8 * blocks; k < count; k++) {
            int32_t x = x0[k] < 0 ? 0 : x0[k];
            o[k] = lerp1(row[x], row[x + 1], wx[k]);
        }
    }
    if (heap) _mm_free(heap);
    return 1;
}

INLINE int32_t down_row8(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,
                         const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t row,
                         uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over) {
    __m256i k = _mm256_set1_epi64x(row);
    const __m256i lanes = _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7);
    int32_t i = first;
    for (; i + 8 <= end; i += 8) {
        // Every column inside the source, and both rows each lane reads within the pass across.
        __m256i xs = _mm256_loadu_si256((const __m256i *)(x0 + i));
        __m256i ya = _mm256_add_epi64(_mm256_loadu_si256((const __m256i *)(fy0 + i)),
                                      times(_mm256_loadu_si256((const __m256i *)(fy_step + i)), k));
        __m256i yb = _mm256_add_epi64(_mm256_loadu_si256((const __m256i *)(fy0 + i + 4)),
                                      times(_mm256_loadu_si256((const __m256i *)(fy_step + i + 4)), k));
        __m256i y = _mm256_sub_epi32(halves(ya, yb, 1), _mm256_set1_epi32(top));
        __m256i outside = _mm256_or_si256(_mm256_or_si256(_mm256_cmpgt_epi32(_mm256_setzero_si256(), xs),
                                                          _mm256_cmpgt_epi32(_mm256_setzero_si256(), y)),
                                          _mm256_cmpgt_epi32(y, _mm256_set1_epi32(rows - 2)));
        if (!_mm256_testz_si256(outside, outside)) break;
        // The rows the block reads lie a few apart (a column's source y changes slowly from
        // one column to the next): each lane picks its two from the block's rows [low, low + 4]
        // loaded whole, eight columns at a time; further apart, gathered.
        const int32_t low = min8(y), spread = max8(y) - low;
        __m256i p0, p1;
        if (spread <= 3) {
            __m256i d = _mm256_sub_epi32(y, _mm256_set1_epi32(low));
            const uint32_t *r = across + (int64_t)low * across_stride + i;
            __m256i r0 = _mm256_loadu_si256((const __m256i *)r), r1 = _mm256_loadu_si256((const __m256i *)(r + across_stride));
            if (spread == 0) {
                p0 = r0, p1 = r1;
            } else {
                // Only the rows some lane reads (spread + 2 of them): the pass holds no more.
                __m256i r2 = _mm256_loadu_si256((const __m256i *)(r + 2 * (int64_t)across_stride));
                __m256i r3 = spread >= 2 ? _mm256_loadu_si256((const __m256i *)(r + 3 * (int64_t)across_stride)) : r2;
                __m256i r4 = spread >= 3 ? _mm256_loadu_si256((const __m256i *)(r + 4 * (int64_t)across_stride)) : r3;
                __m256i m1 = _mm256_cmpgt_epi32(d, _mm256_setzero_si256()), m2 = _mm256_cmpgt_epi32(d, _mm256_set1_epi32(1)),
                        m3 = _mm256_cmpgt_epi32(d, _mm256_set1_epi32(2));
                p0 = _mm256_blendv_epi8(_mm256_blendv_epi8(_mm256_blendv_epi8(r0, r1, m1), r2, m2), r3, m3);
                p1 = _mm256_blendv_epi8(_mm256_blendv_epi8(_mm256_blendv_epi8(r1, r2, m1), r3, m2), r4, m3);
            }
        } else {
            __m256i index = _mm256_add_epi32(_mm256_mullo_epi32(y, _mm256_set1_epi32(across_stride)),
                                             _mm256_add_epi32(lanes, _mm256_set1_epi32(i)));
            p0 = _mm256_i32gather_epi32((const int *)across, index, 4);
            p1 = _mm256_i32gather_epi32((const int *)(across + across_stride), index, 4);
        }
        __m256i ky, ty;
        weights(halves(fraction(ya), fraction(yb), 0), &ky, &ty);
        put(lerp8(p0, p1, ky, ty), dst + i, alpha, over);
    }
    return i;
}

/// A pass down's two entry points over one of its row kernels: one row, and every row of a strip.
#define DOWN_ENTRY_POINTS(suffix, row_kernel, attributes)                                                             \
    attributes int32_t segue_warp_down_##suffix(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows, \
                                                const int32_t *x0, const int64_t *fy0, const int64_t *fy_step,           \
                                                int64_t row, uint32_t *dst, int32_t first, int32_t end, uint32_t alpha,  \
                                                int over) {                                                              \
        return row_kernel(across, across_stride, top, rows, x0, fy0, fy_step, row, dst, first, end, alpha, over);        \
    }                                                                                                                    \
    attributes void segue_warp_down_strip_##suffix(const uint32_t *across, int32_t across_stride, int32_t top,           \
                                                   int32_t rows, const int32_t *x0, const int64_t *fy0,                  \
                                                   const int64_t *fy_step, int64_t first_row, int32_t row_count,         \
                                                   const int32_t *spans, uint32_t *dst, int64_t dst_stride,              \
                                                   uint32_t alpha, int over, int32_t *stops) {                           \
        for (int32_t j = 0; j < row_count; j++) {                                                                        \
            const int32_t first = spans[2 * j], end = spans[2 * j + 1];                                                  \
            stops[j] = first < end ? row_kernel(across, across_stride, top, rows, x0, fy0, fy_step, first_row + j,       \
                                                dst + j * dst_stride, first, end, alpha, over)                           \
                                   : end;                                                                                \
        }                                                                                                                \
    }

DOWN_ENTRY_POINTS(avx2, down_row8, AVX2)

// ---------------------------------------------------------------------------------------------
// The same three kernels sixteen pixels at a time, for processors with AVX-512 (F, BW, DQ,
// VL): the same products, roundings and shifts as the AVX2 kernels and the scalar code, so the
// same bytes. Wider lanes are half of it; the rest is what the wider instruction set says in
// one instruction where AVX2 needed three or four: a pick of sixteen pixels from a window of
// thirty-two (vpermt2d), the 32-bit halves of sixteen 64-bit positions, the 64-bit product,
// and masks, which let a row's last partial block be written whole instead of pixel by pixel.

#define AVX512 __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx2,fma")))
#define INLINE512 __attribute__((target("avx512f,avx512bw,avx512dq,avx512vl,avx2,fma"), always_inline)) static inline

int segue_warp_has_avx512(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") && __builtin_cpu_supports("avx512dq")
        && __builtin_cpu_supports("avx512vl") ? 1 : 0;
}

/// lerp8 on sixteen pixels: the (a >> 8) & 0x00FF00FF of each pixel is a 16-bit shift, and the
/// two channel pairs are joined in one ternary operation, (rb >> 8) | (ag & 0xFF00FF00).
INLINE512 __m512i lerp16(__m512i a, __m512i b, __m512i keep, __m512i take) {
    const __m512i low = _mm512_set1_epi32(0x00FF00FF), half = _mm512_set1_epi32(0x00800080);
    const __m512i high = _mm512_set1_epi32((int)0xFF00FF00);
    __m512i rb = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(a, low), keep),
                                  _mm512_mullo_epi16(_mm512_and_si512(b, low), take));
    __m512i ag = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(a, 8), keep),
                                  _mm512_mullo_epi16(_mm512_srli_epi16(b, 8), take));
    rb = _mm512_srli_epi16(_mm512_add_epi16(rb, half), 8);
    ag = _mm512_add_epi16(ag, half);
    return _mm512_ternarylogic_epi32(rb, ag, high, 0xF8);  // rb | (ag & high)
}

/// weights() on sixteen lanes: w | w << 16, and (256 − w) in both halves as 0x01000100 less it.
INLINE512 void weights16(__m512i w, __m512i *keep, __m512i *take) {
    *take = _mm512_or_si512(w, _mm512_slli_epi32(w, 16));
    *keep = _mm512_sub_epi32(_mm512_set1_epi32(0x01000100), *take);
}

/// fraction() of sixteen 32.32 positions given their low 32-bit halves f: ⌊(f + 2²³) / 2²⁴⌋,
/// which is ((f >> 23) + 1) >> 1 and never leaves 32 bits.
INLINE512 __m512i fraction16(__m512i f) {
    return _mm512_srli_epi32(_mm512_add_epi32(_mm512_srli_epi32(f, 23), _mm512_set1_epi32(1)), 1);
}

/// The high (odd) or low (even) 32-bit halves of sixteen 64-bit lanes held in a and b, in order.
INLINE512 __m512i halves16(__m512i a, __m512i b, int high) {
    const __m512i odd = _mm512_setr_epi32(1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29, 31);
    const __m512i even = _mm512_setr_epi32(0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30);
    return _mm512_permutex2var_epi32(a, high ? odd : even, b);
}

/// Stores the lanes of `value` that `lanes` selects at dst: a plain store when that is all of
/// them (a masked store to memory costs several times as much on some processors).
INLINE512 void store16(uint32_t *dst, __mmask16 lanes, __m512i value) {
    if (lanes == 0xFFFF) _mm512_storeu_si512(dst, value);
    else _mm512_mask_storeu_epi32(dst, lanes, value);
}

/// put() on the sixteen pixels at dst that `lanes` selects (the others are neither read nor written).
INLINE512 void put16(__m512i value, uint32_t *dst, uint32_t alpha, int over, __mmask16 lanes) {
    if (!over) {
        store16(dst, lanes, value);
        return;
    }
    if (alpha != 256) {
        __m512i ka, ta;
        weights16(_mm512_set1_epi32((int)alpha), &ka, &ta);
        value = lerp16(_mm512_setzero_si512(), value, ka, ta);
    }
    // Opaque in every lane: replaced, the target not read.
    if ((_mm512_cmpge_epu32_mask(value, _mm512_set1_epi32((int)0xFF000000)) & lanes) == lanes) {
        store16(dst, lanes, value);
        return;
    }
    const __m512i low = _mm512_set1_epi32(0x00FF00FF), half = _mm512_set1_epi32(0x00800080);
    __m512i keep = _mm512_sub_epi32(_mm512_set1_epi32(255), _mm512_srli_epi32(value, 24));
    keep = _mm512_or_si512(keep, _mm512_slli_epi32(keep, 16));
    __m512i d = _mm512_maskz_loadu_epi32(lanes, dst);
    __m512i rb = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_and_si512(d, low), keep), half);
    rb = _mm512_srli_epi16(_mm512_add_epi16(rb, _mm512_srli_epi16(rb, 8)), 8);
    __m512i ag = _mm512_add_epi16(_mm512_mullo_epi16(_mm512_srli_epi16(d, 8), keep), half);
    ag = _mm512_add_epi16(ag, _mm512_srli_epi16(ag, 8));
    __m512i kept = _mm512_ternarylogic_epi32(rb, ag, _mm512_set1_epi32((int)0xFF00FF00), 0xF8);
    store16(dst, lanes, _mm512_add_epi32(value, kept));
}

/// The lanes of a block of sixteen from i that lie before end.
INLINE512 __mmask16 lanes_before(int32_t i, int32_t end) {
    return end - i >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << (end - i)) - 1u);
}

AVX512 int32_t segue_warp_row_avx512(segue_warp_source s, int64_t fx0, int64_t fx_step, int64_t fy,
                                     uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over, uint32_t *scratch) {
    row_plan r;
    if (!plan_row(s, fx0, fx_step, fy, first, end, &r)) return first;
    const int32_t count = r.count;
    __m512i ky, ty;
    weights16(_mm512_set1_epi32((int)r.wy), &ky, &ty);
    for (int32_t k = 0; k < count; k += 16) {
        __mmask16 m = lanes_before(k, count);
        __m512i a = _mm512_maskz_loadu_epi32(m, r.top + r.lo + k), b = _mm512_maskz_loadu_epi32(m, r.bottom + r.lo + k);
        store16(scratch + k, m, lerp16(a, b, ky, ty));
    }
    // Thirty-two more, so that a block's window of thirty-two never reads past what is there.
    _mm512_storeu_si512(scratch + count, _mm512_setzero_si512());
    _mm512_storeu_si512(scratch + count + 16, _mm512_setzero_si512());

    const __m512i step = _mm512_set1_epi64(fx_step);
    __m512i xa = _mm512_add_epi64(_mm512_set1_epi64(r.fa), _mm512_mullo_epi64(step, _mm512_setr_epi64(0, 1, 2, 3, 4, 5, 6, 7)));
    __m512i xb = _mm512_add_epi64(_mm512_set1_epi64(r.fa), _mm512_mullo_epi64(step, _mm512_setr_epi64(8, 9, 10, 11, 12, 13, 14, 15)));
    const __m512i sixteen = _mm512_slli_epi64(step, 4);
    const __m512i zero = _mm512_setzero_si512(), one = _mm512_set1_epi32(1), base = _mm512_set1_epi32((int32_t)r.lo);
    int32_t i = first;
    for (; i < end; i += 16, xa = _mm512_add_epi64(xa, sixteen), xb = _mm512_add_epi64(xb, sixteen)) {
        const __mmask16 lanes = lanes_before(i, end);
        __m512i x0 = halves16(xa, xb, 1);
        // x0 ≥ 0 and x0 + 1 < width in every lane written (then lo ≤ x0 and x0 + 1 ≤ hi).
        __mmask16 outside = (_mm512_cmplt_epi32_mask(x0, zero) | _mm512_cmpgt_epi32_mask(x0, _mm512_set1_epi32(s.width - 2))) & lanes;
        if (outside) break;
        __m512i at = _mm512_sub_epi32(x0, base);
        int32_t left = _mm512_cvtsi512_si32(at);
        __m512i offset = _mm512_sub_epi32(at, _mm512_set1_epi32(left));
        __mmask16 far = (_mm512_cmplt_epi32_mask(offset, zero) | _mm512_cmpgt_epi32_mask(offset, _mm512_set1_epi32(30))) & lanes;
        __m512i p0, p1;
        if (!far) {
            __m512i l = _mm512_loadu_si512(scratch + left), h = _mm512_loadu_si512(scratch + left + 16);
            p0 = _mm512_permutex2var_epi32(l, offset, h), p1 = _mm512_permutex2var_epi32(l, _mm512_add_epi32(offset, one), h);
        } else {
            p0 = _mm512_mask_i32gather_epi32(zero, lanes, at, scratch, 4);
            p1 = _mm512_mask_i32gather_epi32(zero, lanes, at, scratch + 1, 4);
        }
        __m512i kx, tx;
        weights16(fraction16(halves16(xa, xb, 0)), &kx, &tx);
        put16(lerp16(p0, p1, kx, tx), dst + i, alpha, over, lanes);
    }
    return i < end ? i : end;
}

AVX512 int segue_warp_across_avx512(segue_warp_source s, const int32_t *x0, const uint32_t *wx, int32_t count,
                                    int32_t top, int32_t rows, uint32_t *out, int32_t out_stride) {
    // As the AVX2 pass: each block's reads planned once, from a window of thirty-two pixels
    // (loaded masked at the source's right edge) or gathered. The last block may be partial.
    typedef struct { __m512i offset, next, keep, take; int32_t window; __mmask16 lanes, low, high; } plan;
    const int32_t blocks = (count + 15) / 16;
    plan stack[16], *plans = stack;
    plan *heap = 0;
    if (blocks > 16) {
        heap = (plan *)_mm_malloc(sizeof(plan) * (size_t)blocks, 64);
        if (!heap) return 0;
        plans = heap;
    }
    const __m512i zero = _mm512_setzero_si512();
    for (int32_t b = 0; b < blocks; b++) {
        plan *p = &plans[b];
        p->lanes = lanes_before(16 * b, count);
        // A column outside (x −1) reads pixel 0: its value is never used.
        __m512i xs = _mm512_max_epi32(_mm512_maskz_loadu_epi32(p->lanes, x0 + 16 * b), zero);
        weights16(_mm512_maskz_loadu_epi32(p->lanes, wx + 16 * b), &p->keep, &p->take);
        int32_t left = _mm512_cvtsi512_si32(xs);
        __m512i offset = _mm512_sub_epi32(xs, _mm512_set1_epi32(left));
        __mmask16 far = (_mm512_cmplt_epi32_mask(offset, zero) | _mm512_cmpgt_epi32_mask(offset, _mm512_set1_epi32(30))) & p->lanes;
        if (!far) {
            // Only the window's pixels inside the row are loaded.
            int32_t inside = s.width - left;
            p->low = inside >= 16 ? (__mmask16)0xFFFF : (__mmask16)((1u << inside) - 1u);
            p->high = inside >= 32 ? (__mmask16)0xFFFF : inside <= 16 ? 0 : (__mmask16)((1u << (inside - 16)) - 1u);
            p->window = left;
            p->offset = offset;
            p->next = _mm512_add_epi32(offset, _mm512_set1_epi32(1));
        } else {
            p->window = -1;
            p->offset = xs;
        }
    }
    int32_t read_lo, read_hi;
    read_range(x0, count, s.width, &read_lo, &read_hi);
    for (int32_t v = 0; v < rows; v++) {
        const uint32_t *row = s.base + (int64_t)(top + v) * s.stride;
        uint32_t *o = out + (int64_t)v * out_stride;
        if (v + 24 < rows) prefetch(row + 24 * (int64_t)s.stride, read_lo, read_hi);
        for (int32_t b = 0; b < blocks; b++) {
            const plan *p = &plans[b];
            __m512i p0, p1;
            if (p->window >= 0) {
                __m512i l = _mm512_maskz_loadu_epi32(p->low, row + p->window);
                __m512i h = _mm512_maskz_loadu_epi32(p->high, row + p->window + 16);
                p0 = _mm512_permutex2var_epi32(l, p->offset, h), p1 = _mm512_permutex2var_epi32(l, p->next, h);
            } else {
                p0 = _mm512_mask_i32gather_epi32(zero, p->lanes, p->offset, row, 4);
                p1 = _mm512_mask_i32gather_epi32(zero, p->lanes, p->offset, row + 1, 4);
            }
            store16(o + 16 * b, p->lanes, lerp16(p0, p1, p->keep, p->take));
        }
    }
    if (heap) _mm_free(heap);
    return 1;
}

INLINE512 int32_t down_row16(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,
                             const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t row,
                             uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over) {
    const __m512i k = _mm512_set1_epi64(row), zero = _mm512_setzero_si512();
    const __m512i lanes16 = _mm512_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
    int32_t i = first;
    for (; i < end; i += 16) {
        const __mmask16 lanes = lanes_before(i, end);
        // Every column inside the source, and both rows each lane reads within the pass across.
        __m512i xs = _mm512_maskz_loadu_epi32(lanes, x0 + i);
        __m512i ya = _mm512_add_epi64(_mm512_maskz_loadu_epi64((__mmask8)lanes, fy0 + i),
                                      _mm512_mullo_epi64(_mm512_maskz_loadu_epi64((__mmask8)lanes, fy_step + i), k));
        __m512i yb = _mm512_add_epi64(_mm512_maskz_loadu_epi64((__mmask8)(lanes >> 8), fy0 + i + 8),
                                      _mm512_mullo_epi64(_mm512_maskz_loadu_epi64((__mmask8)(lanes >> 8), fy_step + i + 8), k));
        __m512i y = _mm512_sub_epi32(halves16(ya, yb, 1), _mm512_set1_epi32(top));
        __mmask16 outside = (_mm512_cmplt_epi32_mask(xs, zero) | _mm512_cmplt_epi32_mask(y, zero)
                             | _mm512_cmpgt_epi32_mask(y, _mm512_set1_epi32(rows - 2))) & lanes;
        if (outside) break;
        // The rows the block reads lie a few apart: each lane picks its two from the block's
        // rows [low, low + spread + 1] loaded whole, sixteen columns at a time; further apart
        // than seven, gathered.
        __m512i p0, p1;
        const int32_t first_row = _mm512_cvtsi512_si32(y);
        if ((_mm512_cmpeq_epi32_mask(y, _mm512_set1_epi32(first_row)) & lanes) == lanes) {
            // All sixteen read the same two rows (nearly half the blocks of a cube push).
            const uint32_t *r = across + (int64_t)first_row * across_stride + i;
            p0 = _mm512_maskz_loadu_epi32(lanes, r), p1 = _mm512_maskz_loadu_epi32(lanes, r + across_stride);
            __m512i ky, ty;
            weights16(fraction16(halves16(ya, yb, 0)), &ky, &ty);
            put16(lerp16(p0, p1, ky, ty), dst + i, alpha, over, lanes);
            continue;
        }
        const int32_t low = _mm512_mask_reduce_min_epi32(lanes, y), spread = _mm512_mask_reduce_max_epi32(lanes, y) - low;
        if (spread <= 7) {
            __m512i d = _mm512_sub_epi32(y, _mm512_set1_epi32(low));
            const uint32_t *r = across + (int64_t)low * across_stride + i;
            p0 = _mm512_maskz_loadu_epi32(lanes, r);
            p1 = _mm512_maskz_loadu_epi32(lanes, r + across_stride);
            __m512i next = p1;
            for (int32_t t = 1; t <= spread; t++) {
                // Only the rows some lane reads (spread + 2 of them): the pass holds no more.
                __mmask16 at = _mm512_cmpeq_epi32_mask(d, _mm512_set1_epi32(t));
                __m512i after = _mm512_maskz_loadu_epi32(lanes, r + (int64_t)(t + 1) * across_stride);
                p0 = _mm512_mask_mov_epi32(p0, at, next);
                p1 = _mm512_mask_mov_epi32(p1, at, after);
                next = after;
            }
        } else {
            __m512i index = _mm512_add_epi32(_mm512_mullo_epi32(y, _mm512_set1_epi32(across_stride)),
                                             _mm512_add_epi32(lanes16, _mm512_set1_epi32(i)));
            p0 = _mm512_mask_i32gather_epi32(zero, lanes, index, (const int *)across, 4);
            p1 = _mm512_mask_i32gather_epi32(zero, lanes, index, (const int *)(across + across_stride), 4);
        }
        __m512i ky, ty;
        weights16(fraction16(halves16(ya, yb, 0)), &ky, &ty);
        put16(lerp16(p0, p1, ky, ty), dst + i, alpha, over, lanes);
    }
    return i < end ? i : end;
}

DOWN_ENTRY_POINTS(avx512, down_row16, AVX512)

#else

// Elsewhere no kernel runs: each entry point writes nothing and says so, and the Swift code
// samples every pixel itself.

int segue_warp_has_avx2(void) { return 0; }
int segue_warp_has_avx512(void) { return 0; }

#define NO_KERNELS(suffix)                                                                                           \
    int32_t segue_warp_row_##suffix(segue_warp_source source, int64_t fx0, int64_t fx_step, int64_t fy,              \
                                    uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over,              \
                                    uint32_t *scratch) {                                                              \
        return first;                                                                                                 \
    }                                                                                                                 \
    int segue_warp_across_##suffix(segue_warp_source s, const int32_t *x0, const uint32_t *wx, int32_t count,         \
                                   int32_t top, int32_t rows, uint32_t *out, int32_t out_stride) {                    \
        return 0;                                                                                                     \
    }                                                                                                                 \
    int32_t segue_warp_down_##suffix(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,        \
                                     const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t row,      \
                                     uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over) {           \
        return first;                                                                                                 \
    }                                                                                                                 \
    void segue_warp_down_strip_##suffix(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,     \
                                        const int32_t *x0, const int64_t *fy0, const int64_t *fy_step,                \
                                        int64_t first_row, int32_t row_count, const int32_t *spans, uint32_t *dst,    \
                                        int64_t dst_stride, uint32_t alpha, int over, int32_t *stops) {               \
        for (int32_t j = 0; j < row_count; j++) stops[j] = spans[2 * j];                                              \
    }

NO_KERNELS(avx2)
NO_KERNELS(avx512)

#endif
