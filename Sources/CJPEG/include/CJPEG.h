#ifndef SEGUE_CJPEG_H
#define SEGUE_CJPEG_H

#include <stddef.h>

/// What a JPEG's header says, read without decoding any pixel.
typedef struct {
    int width;
    int height;
    /// 1 (grey), 3 (YCbCr or RGB) or 4 (CMYK or YCCK).
    int components;
    /// 1 when the file is progressive (several scans), 0 when baseline or extended sequential.
    int progressive;
    /// 1 when the colours are CMYK or YCCK (decoded to RGB by the naive formula; see segue_jpeg_decode_rgba).
    int cmyk;
} segue_jpeg_header;

/// Reads the header of the JPEG in `data`. Returns 0 and fills `header`, or returns -1 with
/// libjpeg's reason in `message` (at most `message_size` bytes, NUL-terminated). Never exits
/// or jumps past the caller: libjpeg's errors are caught in C.
int segue_jpeg_read_header(const unsigned char *data, size_t size, segue_jpeg_header *header,
                           char *message, size_t message_size);

/// Decodes the JPEG in `data` into `pixels`, `width · height · 4` bytes of straight RGBA
/// (alpha 255) whose size the caller took from segue_jpeg_read_header. CMYK and YCCK files are
/// converted as Adobe writes them (inverted), R = C·K / 255, as browsers do without a colour
/// profile. A file with a corrupt-data warning, more than `max_scans` scans, or a decoder that
/// would need more than `max_memory` bytes of its own fails. Returns 0, or -1 with the reason
/// in `message`.
int segue_jpeg_decode_rgba(const unsigned char *data, size_t size, unsigned char *pixels, size_t pixels_size,
                           int max_scans, long max_memory, char *message, size_t message_size);

#endif
