"""Every path an environment names stays inside its folder: screen and checkpoint references, their layouts, references.md,
symlinks."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from ..dataset import layout
from ..dataset.confined import escape, symlinks
from .checkpoints import checkpoint_entries
from .problems import Collector, pointer

# A png named in references.md: plain path characters only (templates such as references/<screen>.png are skipped).
PNG = re.compile(r"(?<![\w./<>-])([\w./][\w./-]*\.png)(?![\w<>])")


def check_symlinks(env_dir: Path, shown_dir: str, out: Collector) -> None:
    for link in symlinks(env_dir):
        rel = link.relative_to(env_dir).as_posix()
        out.error(
            f"{shown_dir}/{rel}",
            "",
            "is a symlink: commit the file itself; symlinks are refused because they can publish files from outside the repository",
        )


def check_screen_references(env_dir: Path, shown_dir: str, contract: dict[str, Any], out: Collector) -> None:
    """A screen's or checkpoint's reference: a png in the folder, its .layout.json beside it (the visual layer reads both)."""
    file = f"{shown_dir}/{layout.CONTRACT}"
    named: list[tuple[tuple[Any, ...], Any]] = [
        (("screens", i, "reference"), s.get("reference")) for i, s in enumerate(contract["screens"])
    ]
    named += [((*where, "reference"), c.get("reference")) for where, c in checkpoint_entries(contract)]
    for parts, ref in named:
        if not ref:
            continue
        where = pointer(*parts)
        problem = escape(env_dir, ref)
        if problem is not None:
            out.error(file, where, f"reference screenshot {problem}")
        elif not (env_dir / ref).is_file():
            out.error(file, where, f"reference screenshot {ref!r} is not a file in {shown_dir}/: run `nox -s references`")
        elif ref.endswith(".png") and not (env_dir / (ref[: -len(".png")] + ".layout.json")).is_file():
            out.error(
                file,
                where,
                f"{ref[: -len('.png')]}.layout.json is missing beside {ref}: the visual layer compares text blocks from it; "
                "run `nox -s references` to capture both",
            )


def check_references_md(env_dir: Path, shown_dir: str, text: str, out: Collector) -> None:
    """Each png references.md names exists inside the folder."""
    file = f"{shown_dir}/{layout.REFERENCES}"
    for number, line in enumerate(text.splitlines(), start=1):
        for rel in PNG.findall(line):
            problem = escape(env_dir, rel)
            if problem is not None:
                out.error(file, "", f"line {number}: {problem}")
            elif not (env_dir / rel).is_file():
                out.error(file, "", f"line {number} names {rel!r}, which does not exist in {shown_dir}/: add it or drop the line")
