#!/usr/bin/env python3
"""Draws packaging/mcpb/icon.png, the icon Claude Desktop shows for the Postern extension.

A postern is a small side gate: a white arched gateway on a dark teal tile, an envelope in its
opening. 512x512 (the size `mcpb validate` recommends), drawn with the standard library only, so
that it can be redrawn anywhere: `python3 packaging/mcpb/icon.py`. The PNG is committed because
`mcpb validate packaging/mcpb/manifest.json` looks for it beside the manifest.
"""

import struct
import zlib
from pathlib import Path

SIZE = 512
SAMPLES = 3  # per axis and pixel: edges are smoothed by averaging SAMPLES² points

TILE = (22, 78, 92)
GATE = (250, 250, 247)
LETTER = (250, 250, 247)
FLAP = (22, 78, 92)


def rounded_square(x, y, inset=16, radius=96):
    """Whether (x, y) is on the tile: a square with rounded corners."""
    lo, hi = inset, SIZE - inset
    if not (lo <= x <= hi and lo <= y <= hi):
        return False
    cx = min(max(x, lo + radius), hi - radius)
    cy = min(max(y, lo + radius), hi - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius**2


def arch(x, y, left, right, top, bottom):
    """Whether (x, y) is inside an arch: a rectangle from `top + half width` down to `bottom`,
    topped by a half circle."""
    if not (left <= x <= right and y <= bottom):
        return False
    r = (right - left) / 2
    cx, cy = left + r, top + r
    return y >= cy or (x - cx) ** 2 + (y - cy) ** 2 <= r**2


def envelope(x, y):
    """The colour of the envelope at (x, y), or None outside it: a body with its flap's two
    edges drawn as lines."""
    left, right, top, bottom = 176, 336, 262, 372
    if not (left <= x <= right and top <= y <= bottom):
        return None
    mid = (left + right) / 2
    depth = 62  # how far the flap's point comes down
    # Distance to the flap's two edges, from the top corners to the point.
    for x0 in (left, right):
        dx, dy = mid - x0, depth
        t = max(0.0, min(1.0, ((x - x0) * dx + (y - top) * dy) / (dx * dx + dy * dy)))
        px, py = x0 + t * dx, top + t * dy
        if (x - px) ** 2 + (y - py) ** 2 <= 7**2:
            return FLAP
    return LETTER


def colour(x, y):
    if not rounded_square(x, y):
        return None
    if arch(x, y, 112, 400, 88, 432):
        if arch(x, y, 150, 362, 126, 432):
            return envelope(x, y) or TILE
        return GATE
    return TILE


def pixel(px, py):
    """The pixel's RGBA: the average of its samples, transparent where off the tile."""
    r = g = b = a = 0
    for i in range(SAMPLES):
        for j in range(SAMPLES):
            c = colour(px + (i + 0.5) / SAMPLES, py + (j + 0.5) / SAMPLES)
            if c is not None:
                r, g, b, a = r + c[0], g + c[1], b + c[2], a + 1
    if a == 0:
        return (0, 0, 0, 0)
    return (r // a, g // a, b // a, round(255 * a / SAMPLES**2))


def png(rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\0" + bytes(v for p in row for v in p) for row in rows)
    header = struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)  # 8-bit RGBA
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


if __name__ == "__main__":
    out = Path(__file__).resolve().parent / "icon.png"
    out.write_bytes(png([[pixel(x, y) for x in range(SIZE)] for y in range(SIZE)]))
    print(out)
