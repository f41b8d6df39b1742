#ifndef SEGUE_CWARP_H
#define SEGUE_CWARP_H

#include <stdint.h>

/// The source of a warp: premultiplied ARGB32 pixels, `stride` pixels a row.
typedef struct {
    const uint32_t *base;
    int32_t width, height, stride;
} segue_warp_source;

/// 1 when this processor runs the AVX2 kernels below, else 0 (they then write nothing).
int segue_warp_has_avx2(void);

/// One target row of a turn about x: pixel i samples the source at the 32.32 fixed-point
/// position (fx0 + i·fx_step, fy), bilinear as ProjectiveWarp.BilinearSampler reads it (the
/// two rows blended first), and stores it at dst[i] as it is (`over` 0) or composited over
/// dst[i] with `alpha` in 0...256 (`over` 1), the same bytes as ProjectiveWarp.Copy and .Over
/// write. Writes whole blocks of 8 pixels from `first` while every sample of the block lies
/// inside the source's edge pixels, and returns where it stopped (the caller samples the next
/// block itself, then calls again). `scratch` holds at least the source's width plus 16 pixels.
int32_t segue_warp_row_avx2(segue_warp_source source, int64_t fx0, int64_t fx_step, int64_t fy,
                            uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over, uint32_t *scratch);

/// The pass across of a turn about y: out[v·out_stride + k] = source pixels (x0[k], top + v)
/// and (x0[k] + 1, top + v) blended by wx[k] (0...256) as ProjectiveWarp.lerp blends, for the
/// `count` columns k and `rows` rows v; a column with x0[k] = −1 (beyond the edge pixels) gets
/// a value that is never read. Returns 1, or 0 when it wrote nothing (no memory for its plan,
/// or no AVX2): the caller then samples every pixel itself.
int segue_warp_across_avx2(segue_warp_source source, const int32_t *x0, const uint32_t *wx, int32_t count,
                            int32_t top, int32_t rows, uint32_t *out, int32_t out_stride);

/// The pass down of a turn about y, one target row: pixel i blends rows y and y + 1 of the pass
/// across (`across`, holding source rows from `top`, `rows` of them) at its column i, where
/// y.w = fy0[i] + row·fy_step[i] in 32.32 fixed point, by w's fraction, and stores it as
/// segue_warp_row_avx2 does. Whole blocks of 8 from `first` while each column's x0 is not −1
/// and both rows lie in the pass; returns where it stopped.
int32_t segue_warp_down_avx2(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,
                             const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t row,
                             uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over);

/// segue_warp_down_avx2 for the rows first_row ..< first_row + row_count of a strip in one
/// call: row j's pixels [spans[2j], spans[2j + 1]) go to dst + j·dst_stride, and stops[j] says
/// where its kernel stopped: its span's end, or the start of the block that reached an edge
/// pixel, or (AVX2) of a last block of fewer than 8 pixels.
void segue_warp_down_strip_avx2(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,
                                const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t first_row,
                                int32_t row_count, const int32_t *spans, uint32_t *dst, int64_t dst_stride,
                                uint32_t alpha, int over, int32_t *stops);

/// 1 when this processor runs the AVX-512 kernels below (F, BW, DQ and VL), else 0.
int segue_warp_has_avx512(void);

/// segue_warp_row_avx2 sixteen pixels at a time, the same bytes; its last block may be partial,
/// so it stops only at an edge pixel or at `end` (or at once, as that one, for fewer than 8
/// pixels or rows outside the source). `scratch` holds the source's width plus 32.
int32_t segue_warp_row_avx512(segue_warp_source source, int64_t fx0, int64_t fx_step, int64_t fy,
                              uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over, uint32_t *scratch);

/// segue_warp_across_avx2 sixteen columns at a time, the same bytes.
int segue_warp_across_avx512(segue_warp_source source, const int32_t *x0, const uint32_t *wx, int32_t count,
                             int32_t top, int32_t rows, uint32_t *out, int32_t out_stride);

/// segue_warp_down_avx2 sixteen pixels at a time, the same bytes; its last block may be partial.
int32_t segue_warp_down_avx512(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,
                               const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t row,
                               uint32_t *dst, int32_t first, int32_t end, uint32_t alpha, int over);

/// segue_warp_down_strip_avx2 sixteen pixels at a time, the same bytes.
void segue_warp_down_strip_avx512(const uint32_t *across, int32_t across_stride, int32_t top, int32_t rows,
                                  const int32_t *x0, const int64_t *fy0, const int64_t *fy_step, int64_t first_row,
                                  int32_t row_count, const int32_t *spans, uint32_t *dst, int64_t dst_stride,
                                  uint32_t alpha, int over, int32_t *stops);

#endif
