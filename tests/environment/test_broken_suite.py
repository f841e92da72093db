"""The broken-environment suite: every broken copy reported at its path and pointer, in one run, beside a good one."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

SCRIPT = Path(__file__).parent / "broken" / "make_broken.py"


def _load():
    spec = importlib.util.spec_from_file_location("make_broken", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("make_broken", module)  # dataclasses resolve annotations through sys.modules
    spec.loader.exec_module(module)
    return module


def test_every_broken_environment_is_reported_at_its_pointer(tmp_path: Path) -> None:
    make_broken = _load()
    summary = make_broken.run(tmp_path)
    missed = [c for c in summary["cases"] if not c["reported"]]
    assert missed == [], missed
    assert summary["tried"] == len(make_broken.CASES) >= 17
    assert summary["exit_status"] == 1 and not summary["traceback"]
    assert summary["good_environment_errors"] == 0
    assert not summary["executed_environment_code"]
    not_refused = [(c["id"], c["refused_by"]) for c in summary["cases"] if set(c["refused_by"]) != set(make_broken.REFUSING)]
    assert not_refused == [], "gold, baseline, status and docs-gen each refuse every broken environment by name"


def test_case_ids_are_unique_and_each_case_breaks_something() -> None:
    make_broken = _load()
    ids = [c.id for c in make_broken.CASES]
    assert len(ids) == len(set(ids))
    assert all(c.what for c in make_broken.CASES)
