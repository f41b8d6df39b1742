// libjpeg-turbo behind two calls that never let a longjmp reach Swift: libjpeg reports errors
// through `error_exit`, which must not return, so each call sets a jump point here in C and
// the error handler jumps back to it with the message formatted.
#include "CJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t message_size;
} segue_error;

typedef struct {
    struct jpeg_progress_mgr manager;
    int max_scans;
} segue_progress;

static void segue_error_exit(j_common_ptr cinfo) {
    segue_error *error = (segue_error *)cinfo->err;
    char text[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, text);
    snprintf(error->message, error->message_size, "%s", text);
    longjmp(error->jump, 1);
}

// A warning that the image data is corrupt or cut short means part of the picture is invented
// grey: an error here. That is a bad Huffman or arithmetic code, a lost restart, or the data
// ending while the decoder still needs bits ("premature end of data segment", which libjpeg
// reports when the bits it must read run into a marker or the file's end). The file's end alone
// (JWRN_JPEG_EOF: a missing end-of-image marker after complete data) and other warnings (an
// unknown JFIF revision, stray bytes between segments) leave the pixels whole, as browsers and
// iOS show such files: ignored, as are trace messages.
static void segue_emit_message(j_common_ptr cinfo, int level) {
    if (level >= 0) return;
    switch (cinfo->err->msg_code) {
    case JWRN_HIT_MARKER: case JWRN_HUFF_BAD_CODE: case JWRN_MUST_RESYNC: case JWRN_ARITH_BAD_CODE:
        segue_error_exit(cinfo);
    default:
        return;
    }
}

// Progressive files may have any number of scans, each a pass over the whole coefficient
// buffer: a small file of thousands of scans takes minutes (libjpeg-turbo's documentation
// advises a limit through the progress monitor).
static void segue_progress_monitor(j_common_ptr cinfo) {
    segue_progress *progress = (segue_progress *)cinfo->progress;
    if (cinfo->is_decompressor) {
        j_decompress_ptr d = (j_decompress_ptr)cinfo;
        if (d->input_scan_number > progress->max_scans) {
            segue_error *error = (segue_error *)cinfo->err;
            snprintf(error->message, error->message_size, "more than %d progressive scans", progress->max_scans);
            longjmp(error->jump, 1);
        }
    }
}

static void segue_setup_errors(struct jpeg_decompress_struct *cinfo, segue_error *error, char *message, size_t message_size) {
    cinfo->err = jpeg_std_error(&error->manager);
    error->manager.error_exit = segue_error_exit;
    error->manager.emit_message = segue_emit_message;
    error->message = message;
    error->message_size = message_size;
    if (message_size > 0) message[0] = 0;
}

int segue_jpeg_read_header(const unsigned char *data, size_t size, segue_jpeg_header *header,
                           char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    segue_error error;
    segue_setup_errors(&cinfo, &error, message, message_size);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    header->width = (int)cinfo.image_width;
    header->height = (int)cinfo.image_height;
    header->components = cinfo.num_components;
    header->progressive = cinfo.progressive_mode ? 1 : 0;
    header->cmyk = (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) ? 1 : 0;
    jpeg_destroy_decompress(&cinfo);
    return 0;
}

int segue_jpeg_decode_rgba(const unsigned char *data, size_t size, unsigned char *pixels, size_t pixels_size,
                           int max_scans, long max_memory, char *message, size_t message_size) {
    struct jpeg_decompress_struct cinfo;
    segue_error error;
    segue_progress progress;
    segue_setup_errors(&cinfo, &error, message, message_size);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    cinfo.mem->max_memory_to_use = max_memory;
    progress.manager.progress_monitor = segue_progress_monitor;
    progress.max_scans = max_scans;
    cinfo.progress = &progress.manager;
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    int cmyk = cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK;
    int inverted = cinfo.saw_Adobe_marker;
    cinfo.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_start_decompress(&cinfo);
    size_t width = cinfo.output_width, height = cinfo.output_height;
    if (width * height * 4 != pixels_size || cinfo.output_components != 4) {
        snprintf(message, message_size, "decoded size %zux%zu differs from the header's", width, height);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = pixels + (size_t)cinfo.output_scanline * width * 4;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    // Every row is decoded: what follows (a missing end-of-image marker, trailing bytes) is not
    // read, as jpeg_finish_decompress would and then warn about.
    jpeg_abort_decompress(&cinfo);
    jpeg_destroy_decompress(&cinfo);
    if (cmyk) {
        for (size_t i = 0; i < width * height; i++) {
            unsigned char *p = pixels + i * 4;
            unsigned int c = p[0], m = p[1], y = p[2], k = p[3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            p[0] = (unsigned char)((c * k + 127) / 255);
            p[1] = (unsigned char)((m * k + 127) / 255);
            p[2] = (unsigned char)((y * k + 127) / 255);
            p[3] = 255;
        }
    }
    return 0;
}
