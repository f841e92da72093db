"""Carry a triage over an edit of the gold code: a survivor's verdict follows its code, not its numbering.

A cosmic-ray id counts an operator's occurrences in a file (`issues.py:ReplaceComparisonOperator_Eq_Gt:3`), so
removing a line before it renumbers every mutant after it, and the committed triage no longer names the survivors
of a new campaign. `carry` matches each triaged survivor of the earlier code to a survivor of the new campaign with
the same file, operator and source line text (the n-th of equals to the n-th), moving its verdict over; what
matches nothing is reported, never guessed: old entries whose code is gone, and new survivors to triage by hand.

The n-th is counted among every mutant of that line when the earlier campaign's rows are at hand (and the line has
as many mutants now as then): a new check that kills the first of two mutants of a line must not hand the first's
verdict to the second. Without them it is counted among the survivors.
"""

from __future__ import annotations

import subprocess
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Key = tuple[str, str, str]  # file, operator, the stripped text of the mutated line


@dataclass
class Carried:
    survivors: dict[str, dict[str, Any]]  # new id -> its entry (line updated)
    gone: list[str] = field(default_factory=list)  # old ids whose code no survivor of the new campaign has
    untriaged: list[str] = field(default_factory=list)  # new survivors no old entry matched


def _occurrence(mutant_id: str) -> int:
    return int(mutant_id.rsplit(":", 1)[1])


def _by_key(rows: list[dict[str, Any]], line: Callable[[str, int], str]) -> dict[Key, list[str]]:
    """Mutant ids grouped by file, operator and line text, each group in occurrence order."""
    groups: dict[Key, list[str]] = defaultdict(list)
    for r in rows:
        groups[(r["file"], r["operator"], line(r["file"], r["line"]).strip())].append(r["id"])
    return {key: sorted(ids, key=_occurrence) for key, ids in groups.items()}


def carry(
    triage: dict[str, dict[str, Any]],
    old_line: Callable[[str, int], str],
    rows: list[dict[str, Any]],
    new_line: Callable[[str, int], str],
    old_rows: list[dict[str, Any]] | None = None,
) -> Carried:
    """triage's entries moved onto the survivors among rows; old_line/new_line read a file's line before and now;
    old_rows, the earlier campaign's rows, count the n-th among every mutant of a line."""
    survivors = {r["id"]: r for r in rows if r.get("verdict") == "survived"}
    now = _by_key([r for r in survivors.values()], new_line)
    every_now = _by_key(rows, new_line)
    every_before = _by_key(old_rows, old_line) if old_rows is not None else {}
    before: dict[Key, list[str]] = defaultdict(list)
    for sid, entry in triage.items():
        before[(entry["file"], entry["operator"], old_line(entry["file"], entry["line"]).strip())].append(sid)
    result = Carried({})
    for key, old_ids in before.items():
        old_ids = sorted(old_ids, key=_occurrence)
        then, since = every_before.get(key, []), every_now.get(key, [])
        if then and len(then) == len(since) and set(old_ids) <= set(then):
            pairs = [(old, since[then.index(old)]) for old in old_ids]
            matched = [(old, new) for old, new in pairs if new in survivors]
        else:
            matched = list(zip(old_ids, now.get(key, []), strict=False))
        for old, new in matched:
            result.survivors[new] = {**triage[old], "line": survivors[new]["line"]}
        result.gone += [old for old in old_ids if old not in {o for o, _ in matched}]
    result.untriaged = sorted(i for i in survivors if i not in result.survivors)
    result.survivors = dict(sorted(result.survivors.items()))
    return result


def is_front_end(entry: dict[str, Any]) -> bool:
    """A verdict on a front-end script: Stryker's, which a cosmic-ray carry neither moves nor drops."""
    return str(entry["file"]).endswith(".js")


def with_front_end(carried: dict[str, dict[str, Any]], current: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """The triage file's survivors after a carry: the carried verdicts, and the current file's front-end verdicts as
    they stand (written after the revision carried from, too)."""
    kept = {sid: entry for sid, entry in current.items() if is_front_end(entry)}
    return dict(sorted({**carried, **kept}.items()))


def lines_at(root: Path, revision: str | None) -> Callable[[str, int], str]:
    """A reader of (file, line) at a git revision (None: the working tree), each file read once."""
    cache: dict[str, list[str]] = {}

    def read(path: str, line: int) -> str:
        if path not in cache:
            if revision is None:
                text = (root / path).read_text(encoding="utf-8")
            else:
                shown = subprocess.run(
                    ["git", "-C", str(root), "show", f"{revision}:{path}"], capture_output=True, text=True, check=False
                )
                text = shown.stdout if shown.returncode == 0 else ""
            cache[path] = text.splitlines()
        lines = cache[path]
        return lines[line - 1] if 0 < line <= len(lines) else ""

    return read
