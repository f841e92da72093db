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


def matrix(title: str, rows: list[str], cols: list[str], cells: dict[tuple[str, str], int | str]) -> str:
    """A grid: a filled, labelled cell where (row, col) holds a value (a mutant caught by a layer), blank elsewhere."""
    left, top, cw, ch = 230, 60, 90, 20
    width, height = left + cw * len(cols) + 20, top + ch * len(rows) + 20
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans, sans-serif" font-size="11">',
        f"<title>{escape(title)}</title>",
        f'<text x="0" y="16" font-weight="bold" font-size="13">{escape(title)}</text>',
    ]
    for j, col in enumerate(cols):
        parts.append(f'<text x="{left + j * cw + cw / 2}" y="{top - 8}" text-anchor="middle">{escape(col)}</text>')
    for i, row in enumerate(rows):
        y = top + i * ch
        parts.append(f'<text x="0" y="{y + 14}">{escape(row)}</text>')
        for j, col in enumerate(cols):
            value = cells.get((row, col))
            fill = "#c5221f" if value else "#f1f3f4"
            parts.append(f'<rect x="{left + j * cw + 1}" y="{y + 1}" width="{cw - 2}" height="{ch - 2}" fill="{fill}"/>')
            if value:
                parts.append(
                    f'<text x="{left + j * cw + cw / 2}" y="{y + 14}" text-anchor="middle" fill="#ffffff">{escape(str(value))}</text>'
                )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"
