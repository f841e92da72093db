"""When two captures of one screen count as the same: the one place the tolerance across browser builds is defined.

Chromium builds differ in a few widget pixels (Debian's 150 and 156 draw a textarea's resize handle apart) and
in antialiasing. Two captures are the same screen when

    layout   every text block has the same text, region, colour and font size, and its box moved by at most
             BOX_PX pixels on each edge;
    pixels   at most MAX_CHANGED_PIXELS pixels (0.05 % of a 1280x800 viewport) differ by more than PIXEL_DELTA
             in any channel (0-255): room for a widget's handle or a glyph's edge, not for a recoloured button,
             a moved block or changed text.

The visual score treats such a pair as identical (fidelity exactly 1.0), and `fgb references --check` passes on it;
anything beyond fails the check and lowers the score.
"""

from __future__ import annotations

import io
from typing import Any

PIXEL_DELTA = 32
MAX_CHANGED_PIXELS = 512
BOX_PX = 1
TOLERANCE_TEXT = (
    f"at most {MAX_CHANGED_PIXELS} pixels differing by more than {PIXEL_DELTA}/255 in a channel, "
    f"and the same text blocks (text, region, colour, font size) with boxes within {BOX_PX} px"
)


def changed_pixels(a_png: bytes, b_png: bytes) -> int:
    """Pixels that differ by more than PIXEL_DELTA in some channel (all of the larger image when sizes differ)."""
    import numpy as np
    from PIL import Image

    a = np.asarray(Image.open(io.BytesIO(a_png)).convert("RGB"), dtype=np.int16)
    b = np.asarray(Image.open(io.BytesIO(b_png)).convert("RGB"), dtype=np.int16)
    if a.shape != b.shape:
        return max(a.shape[0] * a.shape[1], b.shape[0] * b.shape[1])
    return int(np.count_nonzero(np.abs(a - b).max(axis=2) > PIXEL_DELTA))


def layout_differences(ref: dict[str, Any], cand: dict[str, Any]) -> list[str]:
    """What differs between two layouts beyond the tolerance, in words (empty: the same layout)."""
    if ref.get("viewport") != cand.get("viewport"):
        return [f"viewport {ref.get('viewport')} became {cand.get('viewport')}"]
    rb, cb = ref.get("blocks", []), cand.get("blocks", [])
    if len(rb) != len(cb):
        return [f"{len(rb)} text blocks became {len(cb)}"]
    found = []
    for r, c in zip(rb, cb, strict=True):
        if any(r.get(k) != c.get(k) for k in ("text", "region", "color", "font_size")):
            found.append(f"block {r.get('text')!r} became {c.get('text')!r} ({c.get('region')}, colour {c.get('color')})")
        elif any(abs(r[k] - c[k]) > BOX_PX for k in ("x", "y", "w", "h")):
            found.append(f"block {r.get('text')!r} moved from ({r['x']}, {r['y']}) to ({c['x']}, {c['y']})")
    return found


def same_screen(ref_layout: dict[str, Any], cand_layout: dict[str, Any], ref_png: bytes, cand_png: bytes) -> tuple[bool, str]:
    """(within the tolerance, what differs in words)."""
    differences = layout_differences(ref_layout, cand_layout)
    changed = changed_pixels(ref_png, cand_png)
    if changed > MAX_CHANGED_PIXELS:
        differences.append(f"{changed} pixels changed (tolerance {MAX_CHANGED_PIXELS})")
    return not differences, "; ".join(differences[:5]) or (f"{changed} pixels changed, within tolerance" if changed else "")
