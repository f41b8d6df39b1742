"""Decodes every frame of a video with ffmpeg to raw 8-bit 4:2:0 YUV and converts the pixel
at each point x,y to RGB here, with the matrix and range the file declares Segue uses:
BT.709 (Kr 0.2126, Kb 0.0722), limited range (Y 16-235, Cb/Cr 16-240). Prints, per frame,
the [r, g, b] at each point, rounded.

usage: video_pixels.py FILE WIDTH HEIGHT X,Y [X,Y ...]"""
import json
import subprocess
import sys

KR, KB = 0.2126, 0.0722


def rgb(y, cb, cr):
    luma = (y - 16) / 219
    pb, pr = (cb - 128) / 224, (cr - 128) / 224
    r = luma + 2 * (1 - KR) * pr
    b = luma + 2 * (1 - KB) * pb
    g = (luma - KR * r - KB * b) / (1 - KR - KB)
    return [max(0, min(255, round(255 * c))) for c in (r, g, b)]


def main():
    path, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    points = [tuple(int(v) for v in p.split(",")) for p in sys.argv[4:]]
    run = subprocess.run(["ffmpeg", "-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "yuv420p", "-"],
                         capture_output=True)
    if run.returncode != 0:
        sys.exit(f"{path}: ffmpeg failed: {run.stderr.decode().strip()}")
    data, luma, chroma = run.stdout, width * height, (width // 2) * (height // 2)
    frames = []
    for start in range(0, len(data) - luma - 2 * chroma + 1, luma + 2 * chroma):
        pixels = []
        for x, y in points:
            c = (y // 2) * (width // 2) + x // 2
            pixels.append(rgb(data[start + y * width + x], data[start + luma + c], data[start + luma + chroma + c]))
        frames.append(pixels)
    print(json.dumps(frames))


main()
