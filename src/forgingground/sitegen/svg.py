"""Small dependency-free SVG figures: bar charts of scores and entity diagrams."""

from __future__ import annotations

from html import escape
from typing import Any


def bars(title: str, series: list[tuple[str, float | None]], width: int = 640) -> str:
    """Horizontal bars for values in [0, 1]; None is drawn as 'not run'."""
    row, left = 28, 170
    height = 40 + row * len(series)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans, sans-serif" font-size="12">',
        f"<title>{escape(title)}</title>",
        f'<text x="0" y="16" font-weight="bold">{escape(title)}</text>',
    ]
    span = width - left - 70
    for i, (label, value) in enumerate(series):
        y = 30 + i * row
        parts.append(f'<text x="0" y="{y + 15}">{escape(label)}</text>')
        parts.append(f'<rect x="{left}" y="{y}" width="{span}" height="18" fill="#f1f3f4"/>')
        if value is None:
            parts.append(f'<text x="{left + 6}" y="{y + 14}" fill="#5f6368">not run</text>')
        else:
            parts.append(f'<rect x="{left}" y="{y}" width="{span * value:.1f}" height="18" fill="#1a73e8"/>')
            parts.append(f'<text x="{left + span + 6}" y="{y + 14}">{value:.3f}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def entities(contract: dict[str, Any], columns_shown: int = 6) -> str:
    """Boxes per table (first columns listed), lines for foreign keys, on a fixed grid."""
    tables = contract.get("entities", [])
    per_row, box_w, gap = 4, 200, 30
    heights = [34 + 16 * min(len(t["columns"]), columns_shown) + (16 if len(t["columns"]) > columns_shown else 0) for t in tables]
    row_h = max(heights, default=60) + 40
    pos = {t["table"]: (20 + (i % per_row) * (box_w + gap), 20 + (i // per_row) * row_h) for i, t in enumerate(tables)}
    width = 40 + per_row * (box_w + gap)
    height = 40 + ((len(tables) + per_row - 1) // per_row) * row_h
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans, sans-serif" font-size="11">',
        "<title>Data model</title>",
    ]
    for t in tables:
        for fk in t.get("foreign_keys", []):
            if fk["table"] in pos:
                (x1, y1), (x2, y2) = pos[t["table"]], pos[fk["table"]]
                parts.append(
                    f'<line x1="{x1 + box_w / 2}" y1="{y1 + 12}" x2="{x2 + box_w / 2}" y2="{y2 + 12}" stroke="#b06000" '
                    f'stroke-dasharray="4 3"><title>{escape(t["table"])}.{escape(fk["column"])} -> {escape(fk["table"])}</title></line>'
                )
    for t, h in zip(tables, heights, strict=True):
        x, y = pos[t["table"]]
        parts.append(f'<rect x="{x}" y="{y}" width="{box_w}" height="{h}" rx="6" fill="#ffffff" stroke="#1a73e8"/>')
        parts.append(f'<text x="{x + 8}" y="{y + 18}" font-weight="bold">{escape(t["table"])}</text>')
        for j, col in enumerate(t["columns"][:columns_shown]):
            key = " (pk)" if col["name"] in t["primary_key"] else ""
            parts.append(f'<text x="{x + 8}" y="{y + 36 + 16 * j}">{escape(col["name"])}: {col["type"]}{key}</text>')
        if len(t["columns"]) > columns_shown:
            parts.append(
                f'<text x="{x + 8}" y="{y + 36 + 16 * columns_shown}" fill="#5f6368">+{len(t["columns"]) - columns_shown} more</text>'
            )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


CAUGHT, DECLARED, MISSED, EMPTY = "#188038", "#1a73e8", "#c5221f", "#f1f3f4"


def matrix(
    title: str,
    rows: list[str],
    cols: list[str],
    cells: dict[tuple[str, str], int | str],
    declared: dict[str, str] | None = None,
    missed: set[str] = frozenset(),  # type: ignore[assignment]
) -> str:
    """A kill matrix: green where a layer caught the mutant (the verifier did its job), a blue frame on the layer the
    mutant was written for, a red row label for a mutant nobody caught; a legend says so, so caught never reads as failed."""
    left, top, cw, ch = 230, 60, 90, 20
    width, height = max(left + cw * len(cols) + 20, 640), top + ch * len(rows) + 50
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans, sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="0" y="16" font-weight="bold" font-size="13">{escape(title)}</text>',
    ]
    for j, col in enumerate(cols):
        parts.append(f'<text x="{left + j * cw + cw / 2}" y="{top - 8}" text-anchor="middle">{escape(col)}</text>')
    for i, row in enumerate(rows):
        y = top + i * ch
        colour = MISSED if row in missed else "#202124"
        parts.append(f'<text x="0" y="{y + 14}" fill="{colour}">{escape(row)}{" (survived)" if row in missed else ""}</text>')
        for j, col in enumerate(cols):
            value = cells.get((row, col))
            fill = CAUGHT if value else EMPTY
            parts.append(f'<rect x="{left + j * cw + 1}" y="{y + 1}" width="{cw - 2}" height="{ch - 2}" fill="{fill}"/>')
            if declared and declared.get(row) == col:
                parts.append(
                    f'<rect x="{left + j * cw + 2}" y="{y + 2}" width="{cw - 4}" height="{ch - 4}" fill="none" '
                    f'stroke="{DECLARED}" stroke-width="2.5"/>'
                )
            if value:
                parts.append(
                    f'<text x="{left + j * cw + cw / 2}" y="{y + 14}" text-anchor="middle" fill="#ffffff">{escape(str(value))}</text>'
                )
    y = top + ch * len(rows) + 22
    parts += [
        f'<rect x="0" y="{y - 11}" width="14" height="14" fill="{CAUGHT}"/>',
        f'<text x="20" y="{y}">caught: this layer failed n asserts of the mutant (good)</text>',
        f'<rect x="330" y="{y - 11}" width="14" height="14" fill="none" stroke="{DECLARED}" stroke-width="2.5"/>',
        f'<text x="350" y="{y}">the layer it was written for</text>',
        f'<rect x="0" y="{y + 7}" width="14" height="14" fill="{EMPTY}"/>',
        f'<text x="20" y="{y + 18}">not caught here</text>',
        f'<text x="330" y="{y + 18}" fill="{MISSED}">red name: survived every layer (bad)</text>',
    ]
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def grouped_bars(
    title: str, groups: list[tuple[str, list[float | None]]], series: list[tuple[str, str]], width: int = 760
) -> str:
    """One cluster of horizontal bars per group (an environment), one bar per series, a legend on top; None is 'not run'."""
    bar, pad, left = 12, 10, 140
    cluster = bar * len(series) + pad
    top = 34 + 18 * ((len(series) + 2) // 3)
    height = top + cluster * len(groups) + 10
    span = width - left - 60
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans, sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
        f'<rect width="{width}" height="{height}" fill="#ffffff"/>',
        f'<text x="0" y="16" font-weight="bold" font-size="13">{escape(title)}</text>',
    ]
    for k, (name, colour) in enumerate(series):
        x, y = (k % 3) * (width // 3), 30 + 18 * (k // 3)
        parts.append(f'<rect x="{x}" y="{y}" width="12" height="12" fill="{colour}"/>')
        parts.append(f'<text x="{x + 18}" y="{y + 10}">{escape(name)}</text>')
    for i, (label, values) in enumerate(groups):
        y0 = top + i * cluster
        parts.append(f'<text x="0" y="{y0 + cluster / 2 + 2}">{escape(label)}</text>')
        for k, ((_, colour), value) in enumerate(zip(series, values, strict=True)):
            y = y0 + k * bar
            if value is None:
                parts.append(f'<text x="{left + 4}" y="{y + 10}" fill="#5f6368" font-size="9">not run</text>')
                continue
            parts.append(f'<rect x="{left}" y="{y}" width="{max(span * value, 1):.1f}" height="{bar - 2}" fill="{colour}"/>')
            parts.append(f'<text x="{left + span * value + 4:.1f}" y="{y + 9}" font-size="9">{value:.2f}</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
