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

/// dst[x·dst_stride + y] = src[y·src_stride + x] for the whole 8 × 8 blocks of the `width × height`
/// pixels of src (the rest is the caller's), stored as segue_warp_row_avx2 stores.
void segue_transpose_avx2(const uint32_t *src, int32_t src_stride, uint32_t *dst, int32_t dst_stride,
                          int32_t width, int32_t height, uint32_t alpha, int over);

#endif
