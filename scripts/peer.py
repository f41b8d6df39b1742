#!/usr/bin/env python3
"""The tuned peer of `make bench`: the standard set drawn as a user would script it without
Segue, with pycairo (Cairo's own drawing, the same library Segue draws with) and encoded with
fpng (Rich Geldreich's PNG writer, the fastest PNG encoder on PyPI), in as many processes as
there are workers.

It reads the standard set's two screens (Templates/bench/screens: rectangles with colours and
corner radii) and draws its four transitions at 60 fps, 151 frames: fade 0.35 s, slide up
0.5 s on a spring of damping ratio 0.6, zoom from the third cell 0.6 s with dimming 0.4, and
the circle reveal from the button 1.0 s; ease in-out is Core Animation's bezier (0.42, 0, 0.58,
1). The motion is this script's own (it is a peer, not a copy of Segue's model); what it costs
to draw and encode a frame is what `segue-bench` compares.

    peer.py --screens Templates/bench/screens --scale 3 --out DIR --worker 0 --workers 2

writes the frames of worker 0 of 2 (every second frame, from the first) as DIR/<template>-NNNN.png.
"""
import argparse
import json
import math
import os
import sys

import cairo
import fpng.fpng_ext as fpng_ext

SYSTEM_COLOURS = {
    "white": (1, 1, 1), "black": (0, 0, 0),
    "systemBlue": (0 / 255, 122 / 255, 1), "systemOrange": (1, 149 / 255, 0),
    "systemGray3": (199 / 255, 199 / 255, 204 / 255),
}


def colour(value):
    if value.startswith("#"):
        return tuple(int(value[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return SYSTEM_COLOURS[value]


def rounded_rect(cr, x, y, w, h, r):
    r = min(r, w / 2, h / 2)
    if r <= 0:
        cr.rectangle(x, y, w, h)
        return
    cr.new_sub_path()
    cr.arc(x + w - r, y + r, r, -math.pi / 2, 0)
    cr.arc(x + w - r, y + h - r, r, 0, math.pi / 2)
    cr.arc(x + r, y + h - r, r, math.pi / 2, math.pi)
    cr.arc(x + r, y + r, r, math.pi, 3 * math.pi / 2)
    cr.close_path()


def draw_layers(cr, layers):
    for layer in layers:
        x, y, w, h = layer["frame"]
        rounded_rect(cr, x, y, w, h, layer.get("cornerRadius", 0))
        cr.set_source_rgb(*colour(layer["backgroundColor"]))
        cr.fill()
        if layer.get("sublayers"):
            cr.save()
            cr.translate(x, y)
            draw_layers(cr, layer["sublayers"])
            cr.restore()


def draw_screen(cr, screen):
    cr.set_source_rgb(*colour(screen["background"]))
    cr.paint()
    draw_layers(cr, screen["layers"])


def find(layers, name, ox=0, oy=0):
    for layer in layers:
        x, y, w, h = layer["frame"]
        if layer.get("id") == name:
            return (ox + x, oy + y, w, h, layer.get("cornerRadius", 0))
        found = find(layer.get("sublayers", []), name, ox + x, oy + y)
        if found:
            return found
    return None


def ease_in_out(t):
    """Core Animation's easeInEaseOut, bezier (0.42, 0, 0.58, 1), solved for x by bisection."""
    lo, hi = 0.0, 1.0
    for _ in range(40):
        s = (lo + hi) / 2
        x = 3 * (1 - s) ** 2 * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s ** 3
        lo, hi = (s, hi) if x < t else (lo, s)
    s = (lo + hi) / 2
    return 3 * (1 - s) * s * s + s ** 3


def spring(t, duration=0.5, damping=0.6):
    """An underdamped spring from 0 to 1 whose undamped period is the duration."""
    w0 = 2 * math.pi / duration
    wd = w0 * math.sqrt(1 - damping * damping)
    return 1 - math.exp(-damping * w0 * t) * (math.cos(wd * t) + damping * w0 / wd * math.sin(wd * t))


def frames(screens):
    """(template, index, draw) for the 151 frames of the standard set, in order."""
    size = (390, 844)
    src, dst = screens["list"], screens["detail"]
    plans = [("fade", 0.35), ("slide-up", 0.5), ("zoom", 0.6), ("circle-reveal", 1.0)]
    cell = find(src["layers"], "cell3")
    bx, by, bw, bh, _ = find(src["layers"], "button")
    centre = (bx + bw / 2, by + bh / 2)
    reach = max(math.hypot(centre[0] - cx, centre[1] - cy) for cx in (0, size[0]) for cy in (0, size[1]))
    for name, duration in plans:
        count = round(duration * 60) + 1
        for k in range(count):
            t = k / 60

            def draw(cr, name=name, t=t, duration=duration):
                draw_screen(cr, src)
                if name == "fade":
                    cr.push_group()
                    draw_screen(cr, dst)
                    cr.pop_group_to_source()
                    cr.paint_with_alpha(ease_in_out(t / duration))
                elif name == "slide-up":
                    cr.save()
                    cr.translate(0, size[1] * (1 - spring(t, duration)))
                    cr.rectangle(0, 0, *size)
                    cr.clip()
                    draw_screen(cr, dst)
                    cr.restore()
                elif name == "zoom":
                    p = ease_in_out(t / duration)
                    cr.set_source_rgba(0, 0, 0, 0.4 * p)
                    cr.paint()
                    x, y, w, h, r = cell
                    fx, fy = x * (1 - p), y * (1 - p)
                    fw, fh = w + (size[0] - w) * p, h + (size[1] - h) * p
                    cr.save()
                    rounded_rect(cr, fx, fy, fw, fh, r * (1 - p))
                    cr.clip()
                    cr.translate(fx, fy)
                    cr.scale(fw / size[0], fh / size[1])
                    draw_screen(cr, dst)
                    cr.restore()
                else:
                    cr.save()
                    cr.arc(centre[0], centre[1], reach * ease_in_out(t / duration), 0, 2 * math.pi)
                    cr.clip()
                    draw_screen(cr, dst)
                    cr.restore()

            yield name, k, draw


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screens", required=True)
    parser.add_argument("--scale", type=float, default=3)
    parser.add_argument("--out", required=True)
    parser.add_argument("--worker", type=int, default=0)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args()
    screens = {}
    for name in ("list", "detail"):
        with open(os.path.join(args.screens, name + ".json")) as f:
            screens[name] = json.load(f)
    width, height = round(390 * args.scale), round(844 * args.scale)
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, width, height)
    written = 0
    for index, (name, k, draw) in enumerate(frames(screens)):
        if index % args.workers != args.worker:
            continue
        cr = cairo.Context(surface)
        cr.scale(args.scale, args.scale)
        draw(cr)
        del cr
        surface.flush()
        # Cairo's ARGB32 is B, G, R, A in memory on a little-endian machine (opaque here, so
        # premultiplying changes nothing). fpng takes it as R, G, B, A: red and blue trade
        # places in the file. Swapping them is a pass over the frame more, which this peer is
        # spared: the bytes' count and the time to write them are what is compared.
        data = bytes(surface.get_data())
        png = fpng_ext.encode_image_to_memory(data, width, height, 4)
        with open(os.path.join(args.out, "%s-%04d.png" % (name, k)), "wb") as f:
            f.write(png)
        written += 1
    print("peer: worker %d of %d wrote %d frames" % (args.worker, args.workers, written))


if __name__ == "__main__":
    sys.exit(main())
