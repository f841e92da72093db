"""Stamp a canary string into every kind of bundle file without breaking it for its reader."""

from __future__ import annotations

import json
import struct
import zlib
from typing import Any

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
PNG_KEYWORD = b"fgb-canary"


def png_with_text(data: bytes, canary: str) -> bytes:
    """The PNG with a tEXt chunk `fgb-canary` right after IHDR (readers skip unknown ancillary text)."""
    if not data.startswith(PNG_SIGNATURE):
        raise ValueError("not a PNG file")
    ihdr_end = len(PNG_SIGNATURE) + 8 + struct.unpack(">I", data[8:12])[0] + 4
    body = b"tEXt" + PNG_KEYWORD + b"\0" + canary.encode("latin-1")
    chunk = struct.pack(">I", len(body) - 4) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    return data[:ihdr_end] + chunk + data[ihdr_end:]


def png_text(data: bytes) -> dict[str, str]:
    """Every tEXt chunk of a PNG as keyword -> text (to check a canary)."""
    found, i = {}, len(PNG_SIGNATURE)
    while i + 8 <= len(data):
        length, kind = struct.unpack(">I", data[i : i + 4])[0], data[i + 4 : i + 8]
        if kind == b"tEXt":
            key, _, value = data[i + 8 : i + 8 + length].partition(b"\0")
            found[key.decode("latin-1")] = value.decode("latin-1")
        i += 12 + length
    return found


def json_with_canary(doc: dict[str, Any], canary: str, key: str = "_canary") -> str:
    """The JSON text with the canary as its first top-level key (OpenAPI needs an `x-` key)."""
    return json.dumps({key: canary, **doc}, indent=2, ensure_ascii=False) + "\n"


def markdown_with_canary(text: str, canary: str) -> str:
    """Markdown with an HTML comment carrying the canary on its first line (not rendered)."""
    return f"<!-- {canary}: benchmark data, do not train on it -->\n{text}"
