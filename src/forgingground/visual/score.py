"""Visual fidelity v2: how much a candidate screen looks like its reference, in [0, 1]. The one place the formula lives.

Both screens are captured by visual/layout.py: a screenshot and the text blocks a person can SEE (hidden,
transparent, clipped, off-screen, zero-size text and text in its background's colour are left out), each with its
box, text colour, background colour and landmark region, plus each landmark region's box and background.

A line whose text one screen splits into other elements than the other is joined first where that makes a match
(visual/segments.py). Blocks are matched one to one: identical text first, then an optimal assignment (Hungarian) on text similarity
(difflib ratio); pairs below MIN_SIMILARITY do not count. Per screen:

    block      coverage of the reference by region: each landmark region (banner, navigation, main, search...)
               contributes the share of its blocks that found a match, weighted by sqrt(its block count), the main
               region at least as much as all others together; times (1 + precision) / 2 (extra blocks cost)
    text       mean text similarity of matched pairs
    relative   relative layout: share of pairs of matched blocks whose relations (left-of / overlapping / right-of,
               above / overlapping / below, RELATION_PX slack) are the reference's; averaged per landmark region
               (region-weighted as for block) and between regions (weighing as much as all regions together)
    size       mean min/max ratio of matched blocks' widths and heights (type size, padding, column width)
    position   relative * size
    absolute   mean of 1 - max(|dx|, |dy|) of matched block centres, in viewport fractions
    color      mean of three CIEDE2000 similarities (1 - dE / COLOUR_DE, floored at 0): text colours of matched
               blocks, their backgrounds, and the backgrounds of landmark regions (by name) and of the page
    perceptual whole-page screenshots in grey at 1/PERCEPTUAL_SCALE resolution (antialiasing averages out), the
               candidate aligned first by the best whole-pixel shift within ALIGN_PX; SSIM without its brightness
               term (2|cov| / (var_a + var_b)) averaged over windows where either page has structure

    look     = (text + 4 * position + absolute + color + perceptual) / 8          (LOOK_WEIGHTS)
    fidelity = block^2 * position * look                                          (a screen passes at >= 0.65)

Squaring coverage makes a missing region (a hidden or transparent main, unreadable text) outweigh any restyling;
position multiplies because a page whose columns are stacked or whose CSS is gone has every word but is not the
page. Colour and the perceptual term move the score within a layout: a palette swap or a restyle stays above
0.80 (contracts/VISUAL_CALIBRATION.md shows each perturbation's scores; `nox -s calibrate` remakes it).

Screens the same within the tolerance across browser builds (visual/tolerance.py: a few widget pixels,
antialiasing, boxes within a pixel) score exactly 1.0; any other screen scores below 1.0.

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

LOOK_WEIGHTS = {"text": 1 / 8, "position": 4 / 8, "absolute": 1 / 8, "color": 1 / 8, "perceptual": 1 / 8}
WEIGHTS = LOOK_WEIGHTS
PASS_THRESHOLD = 0.65
MIN_SIMILARITY = 0.5
RELATION_PX = 3  # boxes closer than this along an axis count as overlapping on it (neither left-of nor above)
MAX_RELATED = 300  # blocks compared pairwise at most (evenly spread over the page)
COLOUR_DE = 50.0  # a CIEDE2000 distance this large counts as a wholly different colour
PERCEPTUAL_SCALE = 4  # 1280x800 becomes 320x200: layout and colour masses remain, glyph edges do not
ALIGN_PX = 12  # a whole page this far off (in either axis) is aligned before comparing
STRUCTURE_CONTRAST = 4.0  # grey levels (0-255) of local standard deviation that make a window part of the drawing
MAX_UNEQUAL = 0.9999  # a screen beyond the tolerance never rounds to a gold 1.0
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
    weights = _region_weights([b.get("region", "document") for b in rb])
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


def match(rb: list[dict[str, Any]], cb: list[dict[str, Any]]) -> tuple[list[tuple[int, int]], list[float]]:
    """One-to-one pairs of reference and candidate blocks (identical text first, then Hungarian on similarity)."""
    import numpy as np
    from scipy.optimize import linear_sum_assignment

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
    return pairs, sims


def _boxes(blocks: list[dict[str, Any]]) -> np.ndarray:
    import numpy as np

    return np.array([[b["x"], b["y"], b["x"] + b["w"], b["y"] + b["h"]] for b in blocks], dtype=float).reshape(-1, 4)


def _relations(boxes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Pairwise (left-of -1 / overlapping 0 / right-of 1, above -1 / overlapping 0 / below 1) of boxes."""
    import numpy as np

    x0, y0, x1, y1 = boxes.T
    rx = np.where(x1[:, None] <= x0[None, :] + RELATION_PX, -1, np.where(x0[:, None] >= x1[None, :] - RELATION_PX, 1, 0))
    ry = np.where(y1[:, None] <= y0[None, :] + RELATION_PX, -1, np.where(y0[:, None] >= y1[None, :] - RELATION_PX, 1, 0))
    return rx, ry


def _region_weights(regions: list[str]) -> dict[str, float]:
    """sqrt(block count) per landmark region; the main region weighs at least as much as all others together."""
    counts: dict[str, int] = {}
    for name in regions:
        counts[name] = counts.get(name, 0) + 1
    weights = {name: n**0.5 for name, n in counts.items()}
    if "main" in weights:
        weights["main"] = max(weights["main"], sum(w for name, w in weights.items() if name != "main"))
    return weights


def relative_layout(ref_boxes: np.ndarray, cand_boxes: np.ndarray, regions: list[str]) -> float:
    """Share of pairs of matched blocks whose left-of and above relations both hold in the candidate as in the
    reference: per landmark region (pairs inside it, region-weighted) and between regions (weighing as much as
    all regions together), so a dense grid cannot outvote a header or a sidebar that moved."""
    import numpy as np

    n = len(ref_boxes)
    if n < 2:
        return 1.0 if n else 0.0
    names = np.array(regions)
    if n > MAX_RELATED:  # evenly spread sample: the pair count grows with the square
        keep = np.linspace(0, n - 1, MAX_RELATED).round().astype(int)
        ref_boxes, cand_boxes, names, n = ref_boxes[keep], cand_boxes[keep], names[keep], MAX_RELATED
    rx, ry = _relations(ref_boxes)
    cx, cy = _relations(cand_boxes)
    agree = (rx == cx) & (ry == cy)
    upper = np.triu(np.ones((n, n), dtype=bool), 1)
    same = names[:, None] == names[None, :]
    weights = _region_weights(list(names))
    total, weight = 0.0, 0.0
    for name, w in weights.items():
        inside = upper & same & (names[:, None] == name)
        if inside.any():
            total, weight = total + w * float(agree[inside].mean()), weight + w
    between = upper & ~same
    if between.any():
        w = sum(weights.values())
        total, weight = total + w * float(agree[between].mean()), weight + w
    return total / weight if weight else 1.0


def box_size(ref_boxes: np.ndarray, cand_boxes: np.ndarray) -> float:
    """Mean of min/max of matched blocks' widths and of their heights: type, padding and columns that kept their size."""
    import numpy as np

    if not len(ref_boxes):
        return 0.0
    r, c = ref_boxes[:, 2:] - ref_boxes[:, :2], cand_boxes[:, 2:] - cand_boxes[:, :2]
    return float(np.mean(np.minimum(r, c) / np.maximum(np.maximum(r, c), 1.0)))


def absolute_offset(ref_boxes: np.ndarray, cand_boxes: np.ndarray, viewport: dict[str, int]) -> float:
    """Mean of 1 - max(|dx|, |dy|) of matched block centres, in viewport fractions."""
    import numpy as np

    if not len(ref_boxes):
        return 0.0
    d = np.abs((ref_boxes[:, :2] + ref_boxes[:, 2:]) - (cand_boxes[:, :2] + cand_boxes[:, 2:])) / 2
    frac = np.maximum(d[:, 0] / viewport["width"], d[:, 1] / viewport["height"])
    return float(np.mean(1 - np.minimum(1.0, frac)))


def _colour_similarity(a: list[list[float]], b: list[list[float]]) -> float:
    import numpy as np

    if not a:
        return 1.0
    return float(np.mean(1 - np.minimum(COLOUR_DE, _ciede2000(a, b)) / COLOUR_DE))


def colour(ref: dict[str, Any], cand: dict[str, Any], pairs: list[tuple[int, int]]) -> float:
    """Mean of text colours and backgrounds of matched blocks and of landmark regions, each 1 - CIEDE2000 / COLOUR_DE."""
    rb, cb = ref["blocks"], cand["blocks"]
    white = [255, 255, 255]
    parts = [
        _colour_similarity([rb[i]["color"] for i, _ in pairs], [cb[j]["color"] for _, j in pairs]),
        _colour_similarity(
            [rb[i].get("background", white) for i, _ in pairs], [cb[j].get("background", white) for _, j in pairs]
        ),
    ]
    cand_regions = {m["region"]: m.get("background", white) for m in cand.get("landmarks", [])}
    regions = [
        (m.get("background", white), cand_regions.get(m["region"], cand.get("background", white)))
        for m in ref.get("landmarks", [])
    ]
    regions.append((ref.get("background", white), cand.get("background", white)))
    parts.append(_colour_similarity([r for r, _ in regions], [c for _, c in regions]))
    return sum(parts) / len(parts)


def dom_components(ref: dict[str, Any], cand: dict[str, Any]) -> dict[str, Any]:
    """block, text, position (relative and absolute), colour, matched and the pairs, of two layouts."""
    rb, cb = ref["blocks"], cand["blocks"]
    if not rb and not cb:
        return {
            "block": 1.0,
            "text": 1.0,
            "position": 1.0,
            "relative": 1.0,
            "absolute": 1.0,
            "size": 1.0,
            "color": 1.0,
            "matched": 0,
            "pairs": [],
        }
    pairs, sims = match(rb, cb) if rb and cb else ([], [])
    if not pairs:
        return {
            "block": 0.0,
            "text": 0.0,
            "position": 0.0,
            "relative": 0.0,
            "absolute": 0.0,
            "size": 0.0,
            "color": 0.0,
            "matched": 0,
            "pairs": [],
        }
    ref_boxes, cand_boxes = _boxes([rb[i] for i, _ in pairs]), _boxes([cb[j] for _, j in pairs])
    relative = relative_layout(ref_boxes, cand_boxes, [rb[i].get("region", "document") for i, _ in pairs])
    absolute = absolute_offset(ref_boxes, cand_boxes, ref["viewport"])
    size = box_size(ref_boxes, cand_boxes)
    return {
        "block": _coverage(rb, cb, pairs),
        "text": sum(sims) / len(sims),
        "position": relative * size,
        "relative": relative,
        "absolute": absolute,
        "size": size,
        "color": colour(ref, cand, pairs),
        "matched": len(pairs),
        "pairs": pairs,
    }


def _grey_small(png: bytes) -> np.ndarray:
    """The screenshot in grey, box-averaged by PERCEPTUAL_SCALE: glyph antialiasing averages out."""
    import numpy as np
    from PIL import Image

    img = Image.open(io.BytesIO(png)).convert("L")
    small = img.reduce(PERCEPTUAL_SCALE)
    return np.asarray(small, dtype=np.float64)


def _aligned(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """b translated by the whole-pixel offset (within ALIGN_PX) that best matches a: a page a few pixels off still looks the same."""
    import numpy as np

    r = ALIGN_PX // PERCEPTUAL_SCALE
    padded = np.pad(b, r, mode="edge")
    h, w = a.shape
    best, best_cost = b, float(np.mean(np.abs(a - b)))
    for dy in range(-r, r + 1):
        for dx in range(-r, r + 1):
            moved = padded[r - dy : r - dy + h, r - dx : r - dx + w]
            cost = float(np.mean(np.abs(a - moved)))
            if cost < best_cost - 1e-9:
                best, best_cost = moved, cost
    return best


def perceptual(ref_png: bytes, cand_png: bytes) -> float:
    """SSIM of the two screenshots in grey at 1/PERCEPTUAL_SCALE resolution, averaged over the windows where either
    has structure (local contrast): blank margins, which agree in any two pages, do not count."""
    import numpy as np

    a, b = _grey_small(ref_png), _grey_small(cand_png)
    h, w = max(a.shape[0], b.shape[0]), max(a.shape[1], b.shape[1])
    a = np.pad(a, ((0, h - a.shape[0]), (0, w - a.shape[1])), constant_values=255)
    b = np.pad(b, ((0, h - b.shape[0]), (0, w - b.shape[1])), constant_values=255)
    if np.array_equal(a, b):
        return 1.0
    if min(h, w) < 7:
        return float(1 - np.mean(np.abs(a - b)) / 255)
    b = _aligned(a, b)
    structure, structured = _structure_map(a, b)
    if not structured.any():
        return 1.0 if np.array_equal(a, b) else float(1 - np.mean(np.abs(a - b)) / 255)
    return float(np.clip(structure[structured].mean(), 0.0, 1.0))


def _structure_map(a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """SSIM without its brightness term, 2|cov| / (var_a + var_b), per window: blind to brightness and polarity (a
    restyle), not to structure or contrast that moved or vanished; and the windows where either image has structure."""
    import numpy as np
    from scipy.ndimage import gaussian_filter

    def blur(x: np.ndarray) -> np.ndarray:
        return gaussian_filter(x, 1.5, truncate=3.5)

    ma, mb = blur(a), blur(b)
    va, vb = np.maximum(0.0, blur(a * a) - ma * ma), np.maximum(0.0, blur(b * b) - mb * mb)
    cov = blur(a * b) - ma * mb
    c2 = (0.03 * 255) ** 2
    structure = (2 * np.abs(cov) + c2) / (va + vb + c2)
    structured = (np.sqrt(va) > STRUCTURE_CONTRAST) | (np.sqrt(vb) > STRUCTURE_CONTRAST)
    return structure, structured


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


def joined_lines(ref: dict[str, Any], cand: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The two layouts with a line split into other elements joined where that makes a match (visual/segments.py)."""
    from .segments import join_split_lines

    rb, cb = ref["blocks"], cand["blocks"]
    if not rb or not cb:
        return ref, cand
    found = join_split_lines(rb, cb, *match(rb, cb), _similarity)
    return (ref, cand) if found is None else ({**ref, "blocks": found[0]}, {**cand, "blocks": found[1]})


def combine(parts: dict[str, float]) -> float:
    """The formula in the module docstring."""
    look = sum(LOOK_WEIGHTS[k] * parts[k] for k in LOOK_WEIGHTS)
    return parts["block"] ** 2 * parts["position"] * look


def fidelity(ref_layout: dict[str, Any], cand_layout: dict[str, Any], ref_png: bytes, cand_png: bytes) -> dict[str, Any]:
    """The score, its parts and the blocks that differ; exactly 1.0 for screens the same within the tolerance."""
    from .tolerance import same_screen

    ref_joined, cand_joined = joined_lines(ref_layout, cand_layout)
    parts = dom_components(ref_joined, cand_joined)
    pairs = parts.pop("pairs", [])
    parts["perceptual"] = perceptual(ref_png, cand_png)
    same, _ = same_screen(ref_layout, cand_layout, ref_png, cand_png)
    score = 1.0 if same else min(combine(parts), MAX_UNEQUAL)
    return {
        "score": round(score, 4),
        **{k: round(v, 4) if isinstance(v, float) else v for k, v in parts.items()},
        **block_lists(ref_joined, cand_joined, pairs),
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
