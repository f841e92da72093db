"""Join a line's text that other markup splits into several elements, so the same words on the same line still match.

A reference that draws a review's byline as one element ("★★★★★ Maria") and a candidate that draws it as two
("★★★★★", "Maria") show the same line; matched block to block, the candidate would lose one unmatched and two extra
blocks, and its page would score like one with missing content. Before scoring, a run of unmatched blocks side by
side on one line (same landmark region, overlapping vertically, each gap under JOIN_GAP_EM of the type size) is
joined into one block where its words, joined by spaces, match a block of the other screen at least JOIN_SIMILARITY
that has no match as good; on either side. A join is made only where it creates such a match: a screen whose blocks already
match is left as it is, and text the other screen lacks stays unmatched however it is split.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

JOIN_SIMILARITY = 0.9  # stricter than a block match: a join must restore the other screen's text, not resemble it
JOIN_GAP_EM = 2.0  # neighbours further apart than twice their type size are separate things (table cells, columns)
MAX_RUN = 6  # pieces joined at most (a line split word by word is a different page)

Block = dict[str, Any]


def _same_line(a: Block, b: Block) -> bool:
    """Side by side: same region, vertical overlap of at least half the shorter box, b starting right of a."""
    overlap = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
    gap = b["x"] - (a["x"] + a["w"])
    em = max(a.get("font_size") or 16, b.get("font_size") or 16)
    return (
        a.get("region", "document") == b.get("region", "document")
        and overlap >= min(a["h"], b["h"]) / 2
        and -2 <= gap <= JOIN_GAP_EM * em
    )


def _runs(blocks: list[Block], free: set[int]) -> Iterator[tuple[int, ...]]:
    """Every run of 2..MAX_RUN free blocks that follow one another on a line (each the next one's left neighbour)."""
    right = {}  # each block's nearest neighbour to its right on its line
    for i, a in enumerate(blocks):
        beside = [j for j, b in enumerate(blocks) if j != i and _same_line(a, b)]
        if beside:
            right[i] = min(beside, key=lambda j: (blocks[j]["x"], j))
    for start in sorted(free):
        run = [start]
        while len(run) < MAX_RUN and (following := right.get(run[-1])) in free and following not in run:
            run.append(following)
            yield tuple(run)


def joined(blocks: list[Block], run: tuple[int, ...]) -> Block:
    """One block of a run: its texts joined by spaces in the box around them, coloured as its longest piece."""
    pieces = [blocks[i] for i in run]
    main = max(pieces, key=lambda b: len(b["text"]))
    x0, y0 = min(b["x"] for b in pieces), min(b["y"] for b in pieces)
    x1, y1 = max(b["x"] + b["w"] for b in pieces), max(b["y"] + b["h"] for b in pieces)
    return {**main, "text": " ".join(b["text"] for b in pieces), "x": x0, "y": y0, "w": x1 - x0, "h": y1 - y0}


def _rebuilt(blocks: list[Block], runs: list[tuple[int, ...]]) -> list[Block]:
    """The blocks with each run replaced by its joined block (in the place of the run's first piece)."""
    first = {run[0]: run for run in runs}
    gone = {i for run in runs for i in run[1:]}
    return [joined(blocks, first[i]) if i in first else b for i, b in enumerate(blocks) if i not in gone]


def join_split_lines(
    ref: list[Block],
    cand: list[Block],
    pairs: list[tuple[int, int]],
    sims: list[float],
    similarity: Callable[[str, str], float],
) -> tuple[list[Block], list[Block]] | None:
    """The two screens' blocks with split lines joined where that makes a match; None when no join does.

    Free to join are the blocks unmatched or matched below JOIN_SIMILARITY (a byline's stars alone resemble the
    whole byline)."""
    good = [p for p, s in zip(pairs, sims, strict=True) if s >= JOIN_SIMILARITY]
    free_r = set(range(len(ref))) - {i for i, _ in good}
    free_c = set(range(len(cand))) - {j for _, j in good}
    if not free_r or not free_c:
        return None
    options = []  # (similarity, pieces, side, run, the other screen's block)
    for side, own, other, own_free, other_free in (("cand", cand, ref, free_c, free_r), ("ref", ref, cand, free_r, free_c)):
        for run in _runs(own, own_free):
            text = " ".join(own[i]["text"] for i in run)
            for k in other_free:
                s = similarity(text, other[k]["text"])
                if s >= JOIN_SIMILARITY:
                    options.append((s, len(run), side, run, k))
    used: dict[str, set[int]] = {"ref": set(), "cand": set()}
    chosen: dict[str, list[tuple[int, ...]]] = {"ref": [], "cand": []}
    for _, _, side, run, k in sorted(options, key=lambda o: (-o[0], -o[1], o[2], o[3], o[4])):
        far = "ref" if side == "cand" else "cand"
        if used[side].isdisjoint(run) and k not in used[far]:
            used[side].update(run)
            used[far].add(k)
            chosen[side].append(run)
    if not chosen["ref"] and not chosen["cand"]:
        return None
    return _rebuilt(ref, chosen["ref"]), _rebuilt(cand, chosen["cand"])
