"""The environment's text files: UTF-8 or reported, and verifier.py equal to the canonical thin entry, compared as text."""

from __future__ import annotations

from pathlib import Path

from ..dataset import layout
from ..dataset.verifier_template import verifier_text
from .problems import Collector

FIX_VERIFIER = (
    "environments hold data only, so verifier.py must equal the canonical thin entry "
    "(src/forgingground/dataset/verifier_template.py with the name filled in): `fgb new {name} --verifier` rewrites it; "
    "a new op or body transform is an engine change under src/forgingground/engine/"
)


def read_text(file: Path, shown: str, out: Collector) -> str | None:
    """The file's text, or None when it is missing; bytes that are not UTF-8 are reported and replaced."""
    try:
        data = file.read_bytes()
    except FileNotFoundError:
        return None
    except OSError as exc:
        out.error(shown, "", f"cannot read file: {exc.strerror or exc}")
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        out.error(shown, "", f"is not valid UTF-8 (byte {exc.start}, line {line}: {exc.reason}): save it as UTF-8")
        return data.decode("utf-8", errors="replace")


def check_verifier(env_dir: Path, shown: str, name: str, out: Collector) -> None:
    """verifier.py must be the template, byte for byte; it is read as text and never imported or run."""
    text = read_text(env_dir / layout.VERIFIER, shown, out)
    if text is None:
        return
    how = FIX_VERIFIER.format(name=name)
    if not text.strip():
        out.error(shown, "", f"is empty: {how}")
        return
    expected = verifier_text(name)
    if text == expected:
        return
    got, want = text.splitlines(), expected.splitlines()
    if got[: len(want)] == want and len(got) > len(want):
        extra = next((line for line in got[len(want) :] if line.strip()), "")
        out.error(shown, "", f"has {len(got) - len(want)} line(s) after the canonical thin entry (first: {extra[:60]!r}): {how}")
        return
    for i in range(max(len(got), len(want))):
        a = got[i] if i < len(got) else "<end of file>"
        b = want[i] if i < len(want) else "<end of file>"
        if a != b:
            out.error(
                shown, "", f"line {i + 1} differs from the canonical thin entry (expected {b[:60]!r}, found {a[:60]!r}): {how}"
            )
            return
    out.error(shown, "", f"differs from the canonical thin entry in line endings or a final newline: {how}")
