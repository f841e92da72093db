"""The visual-fidelity score of a candidate screen against its reference, in [0, 1].

DOM term (after Design2Code's block metrics): text blocks of both screens are matched one to one by an
optimal assignment (Hungarian) on text similarity (difflib ratio); pairs below MIN_SIMILARITY do not count.

    block    = coverage of the reference by region: each landmark region of the reference (banner, navigation,
               main, complementary, search, dialog...) contributes the share of its blocks that found a match,
               weighted by sqrt(its block count); the candidate's extra blocks lower it too (precision)
    text     = mean text similarity of matched pairs
    position = mean of 1 - max(|dx|, |dy|) of matched block centres, in viewport fractions
    color    = mean of 1 - CIEDE2000(text colours) / 100 of matched pairs
    dom      = block^2 * (text + position + color) / 3

Regions make a missing pane cost what a person thinks it costs: a sidebar is a small share of the text
area but a whole part of the screen. The main region is what a screen is for, so it weighs at least as
much as all the other regions together: a search page whose few results are missing is not a clone, however
complete its chrome (found by `fgb calibrate-visual`). Squaring the coverage lets a missing region outweigh
restyling.

Pixel term: SSIM (grey) of the two screenshots cropped to the content area (the union of both
screens' non-background pixels), padded to equal size. SSIM alone barely moves on mostly blank pages,
which is why it has the smaller weight.

    fidelity = 0.8 * dom + 0.2 * ssim        (a screen passes at >= 0.65)

Identical screens score exactly 1.0, and so do screens the same within the tolerance across browser builds
(visual/tolerance.py: a few widget pixels, antialiasing): their pixel term counts as 1.0.

For a reader, the result also lists the reference blocks the candidate lacks (`unmatched`), the candidate's
blocks the reference lacks (`extra`), and matched blocks whose centre moved more than MOVED_PX (`moved`),
each with its text and place, at most LISTED of each.
"""

from __future__ import annotations

import io
from difflib import SequenceMatcher
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

WEIGHTS = {"dom": 0.8, "ssim": 0.2}
PASS_THRESHOLD = 0.65
MIN_SIMILARITY = 0.5
MOVED_PX = 8
LISTED = 25


def _similarity(a: str, b: str) -> float:
    """difflib ratio; pairs whose cheap upper bounds are already below MIN_SIMILARITY count as 0 (they never match)."""
    if a == b:
        return 1.0
    matcher = SequenceMatcher(None, a, b, autojunk=False)
    if matcher.real_quick_ratio() < MIN_SIMILARITY or matcher.quick_ratio() < MIN_SIMILARITY:
        return 0.0
    return matcher.ratio()


def _coverage(rb: list[dict[str, Any]], cb: list[dict[str, Any]], pairs: list[tuple[int, int]]) -> float:
    """Region-weighted recall of the reference's blocks, times the precision of the candidate's (extra content costs)."""
    matched_r = {i for i, _ in pairs}
    regions: dict[str, list[int]] = {}
    for i, block in enumerate(rb):
        regions.setdefault(block.get("region", "document"), []).append(i)
    weights = {name: len(ids) ** 0.5 for name, ids in regions.items()}
    if "main" in weights:
        weights["main"] = max(weights["main"], sum(w for name, w in weights.items() if name != "main"))
    recall = sum(weights[name] * sum(i in matched_r for i in ids) / len(ids) for name, ids in regions.items()) / sum(
        weights.values()
    )
    precision = len(pairs) / len(cb) if cb else 1.0
    return recall * (0.5 + 0.5 * precision)


def _ciede2000(a: list[list[float]], b: list[list[float]]) -> np.ndarray:
    """CIEDE2000 distances of colour pairs (rows of a and b), in one vectorised call."""
    import numpy as np
    from skimage.color import deltaE_ciede2000, rgb2lab

    lab_a = rgb2lab(np.array([a], dtype=float) / 255.0)[0]
    lab_b = rgb2lab(np.array([b], dtype=float) / 255.0)[0]
    return np.asarray(deltaE_ciede2000(lab_a, lab_b), dtype=float)


def _exact_pairs(rb: list[dict[str, Any]], cb: list[dict[str, Any]]) -> tuple[list[tuple[int, int]], list[float]]:
    """Blocks with identical text pair up first (similarity 1 is optimal), nearest first among repeats."""
    by_text: dict[str, list[int]] = {}
    for j, c in enumerate(cb):
        by_text.setdefault(c["text"], []).append(j)
    pairs: list[tuple[int, int]] = []
    for i, r in enumerate(rb):
        candidates = by_text.get(r["text"])
        if candidates:
            j = min(candidates, key=lambda k: abs(cb[k]["y"] - r["y"]) + abs(cb[k]["x"] - r["x"]))
            candidates.remove(j)
            pairs.append((i, j))
    return pairs, [1.0] * len(pairs)


def dom_components(ref: dict[str, Any], cand: dict[str, Any]) -> dict[str, float]:
    import numpy as np
    from scipy.optimize import linear_sum_assignment

    rb, cb = ref["blocks"], cand["blocks"]
    if not rb and not cb:
        return {"block": 1.0, "text": 1.0, "position": 1.0, "color": 1.0, "matched": 0}
    if not rb or not cb:
        return {"block": 0.0, "text": 0.0, "position": 0.0, "color": 0.0, "matched": 0}
    pairs, sims = _exact_pairs(rb, cb)
    rest_r = [i for i in range(len(rb)) if i not in {p[0] for p in pairs}]
    rest_c = [j for j in range(len(cb)) if j not in {p[1] for p in pairs}]
    if rest_r and rest_c:
        sim = np.array([[_similarity(rb[i]["text"], cb[j]["text"]) for j in rest_c] for i in rest_r])
        rows, cols = linear_sum_assignment(-sim)
        for a, b in zip(rows, cols, strict=True):
            if sim[a, b] >= MIN_SIMILARITY:
                pairs.append((rest_r[a], rest_c[b]))
                sims.append(float(sim[a, b]))
    if not pairs:
        return {"block": 0.0, "text": 0.0, "position": 0.0, "color": 0.0, "matched": 0, "pairs": []}
    vw, vh = ref["viewport"]["width"], ref["viewport"]["height"]
    text = float(np.mean(sims))
    position = float(
        np.mean(
            [
                1
                - min(
                    1.0,
                    max(
                        abs((rb[i]["x"] + rb[i]["w"] / 2) - (cb[j]["x"] + cb[j]["w"] / 2)) / vw,
                        abs((rb[i]["y"] + rb[i]["h"] / 2) - (cb[j]["y"] + cb[j]["h"] / 2)) / vh,
                    ),
                )
                for i, j in pairs
            ]
        )
    )
    distances = _ciede2000([rb[i]["color"] for i, _ in pairs], [cb[j]["color"] for _, j in pairs])
    color = float(np.mean(1 - np.minimum(100.0, distances) / 100))
    return {
        "block": _coverage(rb, cb, pairs),
        "text": text,
        "position": position,
        "color": color,
        "matched": len(pairs),
        "pairs": pairs,
    }


def _grey(png: bytes) -> np.ndarray:
    import numpy as np
    from PIL import Image

    return np.asarray(Image.open(io.BytesIO(png)).convert("L"), dtype=np.float64)


def _content_box(img: np.ndarray) -> tuple[int, int, int, int] | None:
    import numpy as np

    background = np.median(np.concatenate([img[0, :], img[-1, :], img[:, 0], img[:, -1]]))
    ys, xs = np.nonzero(np.abs(img - background) > 8)
    if len(ys) == 0:
        return None
    return int(ys.min()), int(ys.max()) + 1, int(xs.min()), int(xs.max()) + 1


def ssim_content(ref_png: bytes, cand_png: bytes) -> float:
    import numpy as np
    from skimage.metrics import structural_similarity

    a, b = _grey(ref_png), _grey(cand_png)
    h, w = max(a.shape[0], b.shape[0]), max(a.shape[1], b.shape[1])
    a = np.pad(a, ((0, h - a.shape[0]), (0, w - a.shape[1])), constant_values=255)
    b = np.pad(b, ((0, h - b.shape[0]), (0, w - b.shape[1])), constant_values=255)
    if np.array_equal(a, b):
        return 1.0
    boxes = [box for box in (_content_box(a), _content_box(b)) if box]
    if boxes:
        y0, y1 = min(x[0] for x in boxes), max(x[1] for x in boxes)
        x0, x1 = min(x[2] for x in boxes), max(x[3] for x in boxes)
        if y1 - y0 >= 7 and x1 - x0 >= 7:
            a, b = a[y0:y1, x0:x1], b[y0:y1, x0:x1]
    return float(max(0.0, structural_similarity(a, b, data_range=255)))


def _place(block: dict[str, Any]) -> dict[str, Any]:
    return {"text": block["text"][:120], "x": block["x"], "y": block["y"], "region": block.get("region", "document")}


def block_lists(ref: dict[str, Any], cand: dict[str, Any], pairs: list[tuple[int, int]]) -> dict[str, list[dict[str, Any]]]:
    """Unmatched reference blocks, extra candidate blocks, and matched blocks that moved, with text and place."""
    rb, cb = ref["blocks"], cand["blocks"]
    matched_r, matched_c = {i for i, _ in pairs}, {j for _, j in pairs}

    def centre(b: dict[str, Any]) -> tuple[float, float]:
        return b["x"] + b["w"] / 2, b["y"] + b["h"] / 2

    moved = [
        {"text": rb[i]["text"][:120], "reference": _place(rb[i]), "candidate": _place(cb[j])}
        for i, j in sorted(pairs)
        if max(abs(a - b) for a, b in zip(centre(rb[i]), centre(cb[j]), strict=True)) > MOVED_PX
    ]
    return {
        "unmatched": [_place(b) for i, b in enumerate(rb) if i not in matched_r][:LISTED],
        "extra": [_place(b) for j, b in enumerate(cb) if j not in matched_c][:LISTED],
        "moved": moved[:LISTED],
    }


def fidelity(ref_layout: dict[str, Any], cand_layout: dict[str, Any], ref_png: bytes, cand_png: bytes) -> dict[str, Any]:
    """The score, its parts and the blocks that differ; exactly 1.0 for screens the same within the tolerance."""
    from .tolerance import MAX_CHANGED_PIXELS, changed_pixels

    parts = dom_components(ref_layout, cand_layout)
    pairs = parts.pop("pairs", [])
    dom = parts["block"] ** 2 * (parts["text"] + parts["position"] + parts["color"]) / 3
    ssim = 1.0 if changed_pixels(ref_png, cand_png) <= MAX_CHANGED_PIXELS else ssim_content(ref_png, cand_png)
    score = WEIGHTS["dom"] * dom + WEIGHTS["ssim"] * ssim
    return {
        "score": round(score, 4),
        "dom": round(dom, 4),
        "ssim": round(ssim, 4),
        **{k: round(v, 4) if isinstance(v, float) else v for k, v in parts.items()},
        **block_lists(ref_layout, cand_layout, pairs),
    }


def diff_image(ref_png: bytes, cand_png: bytes) -> bytes:
    """Reference | candidate | per-pixel difference (red), side by side, as PNG."""
    from PIL import Image, ImageChops

    a = Image.open(io.BytesIO(ref_png)).convert("RGB")
    b = Image.open(io.BytesIO(cand_png)).convert("RGB")
    w, h = max(a.width, b.width), max(a.height, b.height)
    diff = ImageChops.difference(a.resize((w, h)), b.resize((w, h))).convert("L").point(lambda v: 255 if v > 16 else 0)
    red = Image.new("RGB", (w, h), (255, 255, 255))
    red.paste((220, 30, 30), mask=diff)
    sheet = Image.new("RGB", (w * 3, h), (255, 255, 255))
    for i, img in enumerate((a, b, red)):
        sheet.paste(img, (i * w, 0))
    out = io.BytesIO()
    sheet.save(out, format="PNG")
    return out.getvalue()
