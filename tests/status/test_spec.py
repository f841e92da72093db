"""The graders-hold-to-the-spec table: every number comes from the environment or a committed result."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.status.spec import spec_section


def _write(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def test_row_reads_coverage_vacuity_proxy_and_rule_mutants(env_root: Path) -> None:
    results = env_root / "contracts" / "results"
    scored = {"status": "scored", "numerator": 1, "denominator": 1, "value": 1.0}
    gold = {"environment": "notes", "db": "sqlite", "vacuous": ["mid.x"], "vacuity_checked": 4}
    _write(results / "gold.json", {"runs": [gold | {k: scored for k in ("leaf_pass", "mid_pass")}]})
    broken = {"status": "scored", "numerator": 3, "denominator": 4, "value": 0.75}
    _write(
        results / "gold-through-equivalence-proxy.json", {"runs": [{"environment": "notes", "db": "sqlite", "leaf_pass": broken}]}
    )
    _write(results / "mutants" / "notes.json", {"rule_mutants": 5, "rule_mutants_killed": 4, "rules": 6, "rules_with_mutant": 5})
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    cells = [c.strip() for c in row.strip("|").split("|")]
    expected = ["notes", "6/6 (100%)", "none declared", "1/1 (100%)", "1 of 4", "**3/4**", "4/5 (80%)", "5/6 (83%)"]
    assert cells == [*expected, "no campaign yet"]
    campaign = {"tool": "cosmic-ray", "score": 0.9, "mutants": 45, "equivalent": 4, "stillborn": 1, "complete": True}
    _write(results / "mutation" / "notes.json", campaign)
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert row.rstrip(" |").endswith("90% of 40 (cosmic-ray)")
    _write(results / "mutation" / "notes.json", campaign | {"complete": False, "enumerated": 90})
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert row.rstrip(" |").endswith("90% of 40 (cosmic-ray, 45 of 90 run)")
    _write(results / "mutation" / "notes.json", campaign | {"untriaged": ["a:x:0", "b:y:1"]})
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert row.rstrip(" |").endswith("90% of 40 (cosmic-ray; 2 survivors not triaged yet, counted as missed)")


def test_nothing_run_yet_says_so(env_root: Path) -> None:
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert "not run" in row
