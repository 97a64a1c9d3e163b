#!/usr/bin/env python3
"""Draws the small, deterministic sample images of the content-view samples
(samples/images/landscape@2x.png, photo@2x.png, star@2x.png) with flat colours only,
so the PNGs stay small and identical on every run. Needs Pillow."""
import math
import os
from PIL import Image, ImageDraw

OUT = os.path.join(os.path.dirname(__file__), "..", "samples", "images")


def scene(w, h, seed):
    """A flat-colour landscape: sky bands, a sun, two mountain ranges, a lake, a meadow."""
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    sky = [(74, 144, 226), (96, 160, 232), (120, 176, 238), (146, 192, 242), (172, 208, 246)]
    horizon = int(h * 0.62)
    for i, c in enumerate(sky):
        d.rectangle([0, horizon * i // len(sky), w, horizon * (i + 1) // len(sky)], fill=c)
    r = w // 12
    sx, sy = int(w * 0.72), int(h * 0.2)
    d.ellipse([sx - r, sy - r, sx + r, sy + r], fill=(255, 214, 92))
    for layer, (colour, base, amp) in enumerate([((104, 120, 150), 0.45, 0.22), ((64, 96, 84), 0.58, 0.16)]):
        pts = [(0, h)]
        steps = 24
        for i in range(steps + 1):
            x = w * i / steps
            y = h * base - h * amp * abs(math.sin((i + seed * (layer + 1)) * 0.9)) * (0.6 + 0.4 * math.cos(i * 0.37 + layer))
            pts.append((x, y))
        pts.append((w, h))
        d.polygon(pts, fill=colour)
    d.rectangle([0, horizon, w, h], fill=(92, 150, 72))
    d.polygon([(0, int(h * 0.78)), (w * 0.55, int(h * 0.7)), (w, int(h * 0.8)), (w, int(h * 0.9)), (0, int(h * 0.95))],
              fill=(58, 126, 196))
    # A frame in a colour of its own, so the image's edges can be found in a render.
    b = max(2, w // 100)
    d.rectangle([0, 0, w - 1, h - 1], outline=(200, 40, 60), width=b)
    return img


def star(side):
    """A five-pointed star, black on transparent: an alpha mask for a template image."""
    img = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    c = side / 2
    pts = []
    for i in range(10):
        rr = side * (0.48 if i % 2 == 0 else 0.2)
        a = -math.pi / 2 + i * math.pi / 5
        pts.append((c + rr * math.cos(a), c + 0.04 * side + rr * math.sin(a)))
    d.polygon(pts, fill=(0, 0, 0, 255))
    return img


def save(img, name):
    path = os.path.join(OUT, name)
    img.save(path, optimize=True)
    print(path, os.path.getsize(path))


save(scene(400, 260, 1), "landscape@2x.png")
save(scene(600, 800, 2), "photo@2x.png")
save(star(60), "star@2x.png")
