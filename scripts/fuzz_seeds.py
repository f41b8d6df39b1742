#!/usr/bin/env python3
"""Writes the seed inputs of the render, golden and png fuzz entries (Fuzz/seeds/<entry>/).

Each seed is a case a person would try, or one the hardening campaigns found (issue 33): the
thin canvases whose thumbnails once rounded to 0 px, nested shadow casters, GIF widths, sheet
layouts; golden folders as recorded and as tampered (fps 241, scale 5, an uninstalled font,
100 000 fractions); PNGs of every colour type, interlaced, and the stream of zeros past its
rows. The inputs are small, so libFuzzer starts from inputs it can run thousands of times a second.

Usage: scripts/fuzz_seeds.py [--segue PATH]   (the segue to record the golden seed with)
"""
import argparse
import json
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SEEDS = os.path.join(ROOT, "Fuzz", "seeds")


def fade(width, height, scale=2, fps=10, duration=0.3, layers=None, name="t"):
    template = {"name": name, "canvas": {"size": [width, height], "scale": scale, "fps": fps},
                "from": {"background": "white", "layers": layers or []}, "to": {"background": "black"},
                "transition": {"type": "fade", "operation": "present", "duration": duration}}
    return json.dumps(template, indent=1)


def nested_shadows(depth):
    layer = None
    for _ in range(depth):
        node = {"frame": [1, 1, 30, 50], "shadowOpacity": 0.3, "shadowRadius": 4}
        if layer:
            node["sublayers"] = [layer]
        layer = node
    return [layer]


def write(entry, name, data):
    folder = os.path.join(SEEDS, entry)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def render_seeds():
    cases = {
        "thin-sheet": ("--sheet", fade(1, 2001)),
        "wide-sheet": ("--sheet --no-sheet-labels", fade(2001, 1)),
        "thin-thumb-width": ("--thumb-width 16", fade(1, 161)),
        "thin-preview": ("--preview", fade(1, 2001, scale=1)),
        "sheet-grid": ("--sheet-frames 6 --sheet-columns 2 --thumb-width 40 --sheet-background #102030", fade(40, 80)),
        "sheet-times": ("--sheet-times 0,0.1,0.3 --sheet-rows 2", fade(40, 80)),
        "gif-width": ("--gif --gif-width 5", fade(40, 80, scale=1)),
        "gif-thin": ("--gif --gif-width 16", fade(2001, 1, scale=1)),
        "video": ("--video mp4", fade(40, 80, scale=1)),
        "plot": ("--plot --sheet", fade(40, 80, scale=1)),
        "nested-shadows": ("--sheet --preview", fade(40, 60, scale=1, layers=nested_shadows(16))),
        "variants": ("--variant rtl --variant reduce-motion --frames 0-2 --compression fast", fade(40, 80, scale=1)),
        "scale-fps": ("--scale 0.25 --fps 1 --appearance dark --jobs 1", fade(400, 800, scale=2, duration=1)),
    }
    for name, (flags, template) in cases.items():
        write("render", name + ".txt", flags + "\n" + template)
    # Shipped templates, small: a quarter of their points, 10 frames a second.
    for name in ["slide-push", "circle-reveal-push", "shadow-card-lift", "navigation-push", "sheet-medium-present",
                 "pan-present-finish", "zoom-push", "tab-slide", "sheet-present-blur", "stick-figure"]:
        with open(os.path.join(ROOT, "Templates", name + ".json")) as f:
            write("render", "shipped-" + name + ".txt", "--scale 0.25 --fps 10 --sheet --preview\n" + f.read())


def golden_seeds(segue):
    work = tempfile.mkdtemp(prefix="segue-fuzz-seeds-")
    try:
        # The golden entry's own template (GoldenFuzzing.template), recorded as segue verify records it.
        template = {"name": "t", "canvas": {"size": [8, 8], "scale": 1, "fps": 10},
                    "from": {"background": "white", "layers": [{"frame": [0, 0, 8, 8], "text": {"string": "A", "size": 6}}]},
                    "to": {"background": "black"},
                    "transition": {"type": "fade", "operation": "present", "duration": 0.3}}
        path = os.path.join(work, "t.json")
        with open(path, "w") as f:
            json.dump(template, f)
        subprocess.run([segue, "verify", path, "--golden", os.path.join(work, "g"), "--out", os.path.join(work, "o"),
                        "--record", "all", "--quiet"], check=False, capture_output=True)
        with open(os.path.join(work, "g", "t", "golden.json")) as f:
            meta = json.load(f)
        with open(os.path.join(work, "g", "t", "frame-0000.png"), "rb") as f:
            frame = f.read()
    finally:
        shutil.rmtree(work)

    def seed(name, flags, golden, png=frame):
        text = golden if isinstance(golden, str) else json.dumps(golden, indent=2)
        write("golden", name + ".bin", flags.encode() + b"\n" + text.encode() + (b"\0" + png if png is not None else b""))

    seed("recorded", "", meta)
    seed("recorded-times", "--times 0,1 --record missing", meta)
    seed("older-file", "", {"frameCount": meta["frameCount"], "pixelSize": meta["pixelSize"]})
    seed("no-frame", "--record failed", meta, png=None)
    for name, key, value in [("fps-241", "fps", 241), ("scale-5", "scale", 5), ("scale-huge", "scale", 1e308),
                             ("font-missing", "font", "No Such Font"), ("dark", "appearance", "dark")]:
        seed(name, "", dict(meta, **{key: value}))
    seed("many-fractions", "--times 0", dict(meta, sampling={"fractions": [i / 1000 for i in range(1000)]}))
    seed("contradiction", "--scale 2 --fps 20 --font Inter", meta)
    seed("corrupt-frame", "--preset pixelmatch --max-diff-pixels 3", meta, png=frame[:len(frame) // 2])


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, depth, color, rows, interlace=0, extra=b""):
    header = struct.pack(">IIBBBBB", width, height, depth, color, 0, 0, interlace)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + extra + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def png_seeds():
    write("png", "rgba-2x2.png", png(2, 2, 8, 6, b"\0" + bytes([255, 0, 0, 255, 0, 0, 255, 128]) + b"\0" + bytes(8)))
    write("png", "rgb-3x1-16bit.png", png(3, 1, 16, 2, b"\0" + bytes(range(18))))
    write("png", "grey-10x3-1bit.png", png(10, 3, 1, 0, b"\0\xaa\xc0" * 3))
    write("png", "grey-alpha.png", png(2, 1, 8, 4, b"\0\x80\xff\x10\x00"))
    palette = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0])) + chunk(b"tRNS", bytes([128]))
    write("png", "palette-trns.png", png(4, 1, 2, 3, b"\0\x1b", extra=palette))
    # 8 x 8 RGBA, Adam7: 271 filtered bytes (see PNGImageDataTests), all zero.
    write("png", "interlaced-8x8.png", png(8, 8, 8, 6, bytes(271), interlace=1))
    write("png", "zeros-past-rows.png", png(1, 1, 8, 6, bytes(5 + 200_000)))
    with open(os.path.join(ROOT, "Tests", "Goldens", "fade-present", "frame-0009.png"), "rb") as f:
        write("png", "golden-frame.png", f.read())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--segue", default=os.path.join(ROOT, ".build", "debug", "segue"))
    args = parser.parse_args()
    for entry in ["render", "golden", "png"]:
        shutil.rmtree(os.path.join(SEEDS, entry), ignore_errors=True)
    render_seeds()
    golden_seeds(args.segue)
    png_seeds()
    for entry in ["render", "golden", "png"]:
        print(entry, len(os.listdir(os.path.join(SEEDS, entry))), "seeds")


if __name__ == "__main__":
    sys.exit(main())
