#!/usr/bin/env python3
"""Measures the bounds docs/templates.md states on templates at every documented limit (`make limits`).

Writes templates that sit exactly at Segue's limits (docs/templates.md, "Limits") into a scratch folder,
then runs the release `segue` on each and reports wall time and peak memory (the child's
ru_maxrss) of `segue list` and of rendering one frame at --scale 1 with the default --jobs:

  every-limit     1024×1366 pt (the 13-inch iPad's points; 1.4 MP at --scale 1): each screen
                  500 layers covering the canvas (translucent, rounded, bordered), 16 of them
                  nested, a 10 000-element path (a spiral), 100 000 characters
                  of text in ten 10 000-character labels (Latin, Arabic, Hebrew, CJK mixed);
                  10 000 animations, 10 000 interaction keyframes, 52 s at 240 fps
                  (12 481 frames), and a 32 MP image on each screen (one file).
  every-limit-25mp  the same at the 25 MP canvas maximum (5000×5000 pt at --scale 1).
  crossing-paths  the same with a 10 000-element path whose segments all cross each other (the costliest
                  geometry for Cairo's rasterizer per element) on the 1.4 MP canvas.
  nested-shadows  every-limit with each of the 16 nested layers casting a shadow from its alpha
                  (shadowOpacity 0.3, shadowRadius 20, no shadowPath), each inside the one before:
                  drawn naively, the innermost shadow is drawn 2^16 times.
  all-shadowed    every-limit with all 500 layers of each screen casting such a shadow.

Usage: scripts/limits.py [--segue PATH] [--keep DIR] [--only NAME,...]
"""
import argparse
import json
import math
import os
import random
import struct
import subprocess
import sys
import tempfile
import zlib

MAX_LAYERS = 500
MAX_DEPTH = 16
MAX_PATH = 10_000
MAX_PATH_SCREEN = 10_000
MAX_TEXT = 10_000
MAX_TEXT_SCREEN = 100_000
MAX_ANIMATIONS = 10_000
MAX_KEYFRAMES = 10_000
MAX_IMAGE_PIXELS = 1 << 25


def png(width, height):
    """A PNG of `width`×`height` opaque grey-blue pixels with a gradient, compressed by zlib."""
    rows = bytearray()
    for y in range(height):
        rows.append(0)
        shade = 64 + (y * 128 // height)
        rows += bytes((shade, 96, 200)) * width
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(b"IEND", b"")


def spiral(n, w, h, turns=40):
    """SVG path data of `n` elements: a move and n − 1 lines along a spiral (no crossings)."""
    cx, cy, r = w / 2, h / 2, min(w, h) / 2 - 2
    points = []
    for i in range(n):
        t = i / (n - 1)
        a = t * turns * 2 * math.pi
        points.append((cx + r * t * math.cos(a), cy + r * t * math.sin(a)))
    return "M" + " L".join(f"{x:.2f} {y:.2f}" for x, y in points)


def crossing(n, w, h, seed):
    """SVG path data of `n` elements: lines between random points, nearly all crossing each other."""
    rnd = random.Random(seed)
    return "M0 0" + "".join(f" L{rnd.uniform(0, w):.1f} {rnd.uniform(0, h):.1f}" for _ in range(n - 1))


TEXT = "Hello wörld مرحبا 你好 שלום Segue renders transitions. "


SHADOW = {"shadowOpacity": 0.3, "shadowRadius": 20}


def screen(w, h, tint, paths, image, shadows=""):
    """A screen at every per-screen limit; `shadows` is "" (none), "nested" (the chain's layers
    cast shadows) or "all" (every layer does)."""
    shadow = SHADOW if shadows else {}
    layers = []
    # A chain of MAX_DEPTH nested translucent layers (the first of the 500).
    chain = {"frame": [0, 0, w, h], "backgroundColor": tint, "opacity": 0.9, **shadow}
    for _ in range(MAX_DEPTH - 1):
        chain = {"frame": [1, 1, w - 2, h - 2], "backgroundColor": tint, "opacity": 0.9, "cornerRadius": 8, "sublayers": [chain], **shadow}
    layers.append(chain)
    shadow = SHADOW if shadows == "all" else {}
    used = MAX_DEPTH
    for i in range(MAX_TEXT_SCREEN // MAX_TEXT):
        string = (TEXT * (MAX_TEXT // len(TEXT) + 1))[:MAX_TEXT]
        layers.append({"id": f"text{i}", "frame": [0, 0, w, h],
                       "text": {"string": string, "size": 12, "numberOfLines": 0, "color": "label"}, **shadow})
    used += MAX_TEXT_SCREEN // MAX_TEXT
    for i, data in enumerate(paths):
        layers.append({"id": f"shape{i}", "frame": [0, 0, w, h],
                       "shape": {"path": data, "fillColor": "#FF000040", "strokeColor": "systemBlue", "lineWidth": 3}, **shadow})
    used += len(paths)
    if image:
        layers.append({"id": "photo", "frame": [0, 0, w, h], "image": {"file": image, "contentMode": "scaleAspectFill"}, **shadow})
        used += 1
    for i in range(MAX_LAYERS - used):
        layers.append({"id": f"l{i}", "frame": [0, 0, w, h], "backgroundColor": "#%06X80" % (i * 7919 % 0xFFFFFF),
                       "cornerRadius": 20, "borderWidth": 2, "borderColor": "separator", **shadow})
    return {"background": "white", "layers": layers}


def template(name, w, h, paths, image, shadows=""):
    ids = [f"l{i}" for i in range(MAX_LAYERS - MAX_DEPTH - MAX_TEXT_SCREEN // MAX_TEXT - len(paths) - 1)]
    animations = [{"target": f"to.{ids[i % len(ids)]}", "keyPath": "opacity", "from": 0, "to": 1,
                   "beginTime": (i % 100) * 0.5, "duration": 10} for i in range(MAX_ANIMATIONS)]
    # A 10 s gesture to 30 %, then the completion at speed 1: 0.7 × 60 s = 42 s more, 52 s in all.
    keyframes = [[i * 10 / MAX_KEYFRAMES, (i / MAX_KEYFRAMES) * 0.3] for i in range(MAX_KEYFRAMES)]
    return {
        "name": name,
        "canvas": {"size": [w, h], "scale": 1, "fps": 240},
        "from": screen(w, h, "systemGray6", paths, image, shadows),
        "to": screen(w, h, "systemTeal", paths, image, shadows),
        "transition": {"type": "custom", "operation": "push", "duration": 60, "animations": animations},
        "interaction": {"progress": keyframes, "release": {"outcome": "finish"}, "completionSpeed": 1},
    }


def measure(argv):
    """Runs argv under GNU time; returns (wall seconds, peak RSS in MB, exit status, first
    stderr line). (A child's ru_maxrss seen from this process would include this process's
    own memory at the fork, which holds the test image's rows.)"""
    report = tempfile.NamedTemporaryFile(mode="r", suffix=".time")
    child = subprocess.run(["/usr/bin/time", "-o", report.name, "-f", "%e %M"] + argv,
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    fields = report.read().split()[-2:]
    err = child.stderr.decode(errors="replace").strip().splitlines()
    return float(fields[0]), int(fields[1]) / 1024, child.returncode, (err[0] if err else "")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--segue", default=".build/release/segue")
    parser.add_argument("--keep", help="write the templates here and keep them")
    parser.add_argument("--only", help="measure only these cases (comma-separated names)")
    args = parser.parse_args()
    folder = args.keep or tempfile.mkdtemp(prefix="segue-limits-")
    os.makedirs(folder, exist_ok=True)
    side = int(math.isqrt(MAX_IMAGE_PIXELS))  # 5792² ≤ 2^25
    with open(os.path.join(folder, "photo.png"), "wb") as f:
        f.write(png(side, side))
    cases = [
        ("every-limit", 1024, 1366, [spiral(MAX_PATH, 1024, 1366)], ""),
        ("every-limit-25mp", 5000, 5000, [spiral(MAX_PATH, 5000, 5000)], ""),
        ("crossing-paths", 1024, 1366, [crossing(MAX_PATH, 1024, 1366, 1)], ""),
        ("nested-shadows", 1024, 1366, [spiral(MAX_PATH, 1024, 1366)], "nested"),
        ("all-shadowed", 1024, 1366, [spiral(MAX_PATH, 1024, 1366)], "all"),
    ]
    if args.only:
        cases = [case for case in cases if case[0] in args.only.split(",")]
    print("| template | file | `segue list` | one frame, `--scale 1` |")
    print("| --- | --- | --- | --- |")
    for name, w, h, paths, shadows in cases:
        path = os.path.join(folder, name + ".json")
        with open(path, "w") as f:
            json.dump(template(name, w, h, paths, "photo.png", shadows), f)
        size = os.path.getsize(path) / 1e6
        listed = measure([args.segue, "list", path])
        middle = 6000  # 25 s in: the gesture is over, the completion under way
        out = os.path.join(folder, "out")
        rendered = measure([args.segue, "render", path, "--out", out, "--scale", "1", "--frames", f"{middle}-{middle}", "--quiet"])
        def cell(m):
            wall, rss, status, err = m
            return f"{wall:.2f} s, {rss:.0f} MB" + ("" if status == 0 else f" (exit {status}: {err})")
        print(f"| {name} ({w}×{h} px) | {size:.1f} MB | {cell(listed)} | {cell(rendered)} |")
        sys.stdout.flush()
    if not args.keep:
        subprocess.run(["rm", "-rf", folder])


if __name__ == "__main__":
    main()
