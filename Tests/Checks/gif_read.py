"""Reads a GIF with Pillow: frame count, each frame's duration (ms), loop count, size, the
transparent palette index, and, for each point x,y given, frame 0's palette index there, that
entry's RGB, and whether it is the transparent index.

usage: gif_read.py FILE [X,Y ...]"""
import json
import sys

from PIL import Image


def main():
    path, points = sys.argv[1], [tuple(int(v) for v in p.split(",")) for p in sys.argv[2:]]
    with Image.open(path) as im:
        if im.format != "GIF":
            sys.exit(f"{path}: not a GIF ({im.format})")
        im.seek(0)
        transparency = im.info.get("transparency")
        palette = im.getpalette()
        first = []
        for x, y in points:
            index = im.getpixel((x, y))
            first.append({"point": [x, y], "index": index, "rgb": palette[3 * index:3 * index + 3],
                          "transparent": index == transparency})
        durations, disposals = [], []
        for i in range(im.n_frames):
            im.seek(i)
            durations.append(im.info.get("duration"))
        print(json.dumps({"frames": im.n_frames, "durations": durations, "loop": im.info.get("loop"),
                          "size": list(im.size), "transparency": transparency, "firstFrame": first}))


main()
