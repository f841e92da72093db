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
    expected = ["notes", "6/6 (100%)", "8/8 (100%)", "1/1 (100%)", "1 of 4", "**3/4**", "4/5 (80%)", "5/6 (83%)"]
    assert cells == [*expected, "no campaign yet", "no campaign yet", "no clone yet"]
    campaign = {"tool": "cosmic-ray", "score": 0.9, "mutants": 45, "equivalent": 4, "stillborn": 1, "complete": True}
    _write(results / "mutation" / "notes.json", campaign)
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert row.rstrip(" |").endswith("90% of 40 (cosmic-ray) | no campaign yet | no clone yet")
    _write(results / "mutation" / "notes.json", campaign | {"complete": False, "enumerated": 90})
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert "90% of 40 (cosmic-ray, 45 of 90 run) |" in row
    _write(results / "mutation" / "notes.json", campaign | {"untriaged": ["a:x:0", "b:y:1"]})
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert "90% of 40 (cosmic-ray; 2 survivors not triaged yet, counted as missed) |" in row
    ui = {"tool": "stryker 9.6.1", "score": 0.5, "mutants": 7, "equivalent": 1, "stillborn": 0, "complete": True, "sample": 2}
    _write(results / "ui-mutation" / "notes.json", ui)
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert "| 50% of 6 (stryker 9.6.1, a sample of 2 lines) | no clone yet |" in row
    _write(results / "ui-mutation" / "notes.json", ui | {"excluded": {"styling": 3}})
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert "| 50% of 6 (stryker 9.6.1, a sample of 2 lines, 3 styling-only left out) | no clone yet |" in row


def test_nothing_run_yet_says_so(env_root: Path) -> None:
    row = next(line for line in spec_section(env_root) if line.startswith("| notes |"))
    assert "not run" in row


def test_breaks_of_a_clone_from_outside_show_now_and_at_the_first_run(env_root: Path) -> None:
    results = env_root / "contracts" / "results"
    scores = {"leaf_pass": 0.99, "mid_pass": 1.0, "root_pass": None, "visual": 0.5, "integration_gap": 0.0}
    breaks = [
        {"id": "01-a", "applied": True, "caught": True},
        {"id": "02-b", "applied": True, "caught": False},
        {"id": "03-c", "applied": False, "caught": None},
    ]
    run = {"environment": "notes", "brief_version": "1.0.0+brief.3", "clone": {"scores": scores, "lost": [{"id": "leaf.x"}]}}
    _write(
        results / "outside" / "notes.json",
        run | {"breaks": breaks, "applied": 2, "caught": 1, "first_run": {"caught": 0, "applied": 2}},
    )
    lines = spec_section(env_root)
    row = next(line for line in lines if line.startswith("| notes |"))
    assert row.rstrip(" |").endswith("1/2 (50%); first run 0/2")
    detail = next(line for line in lines[lines.index("## Graders proved from outside") :] if line.startswith("| notes |"))
    cells = [c.strip() for c in detail.strip("|").split("|")]
    assert cells == ["notes", "1.0.0+brief.3", "0.990, 1.000, -, 0.500", "1", "1/2 (50%)", "0/2", "02-b"]


def test_no_clone_no_outside_section(env_root: Path) -> None:
    assert "## Graders proved from outside" not in spec_section(env_root)


def test_the_walks_cell_counts_walks_steps_and_free_observations(tmp_path: Path) -> None:
    from forgingground.status.render import walks_cell

    assert walks_cell(tmp_path) == "-"
    walks = [{"steps": [{}, {}], "free": ["s1: x"]}, {"steps": [{}], "free": []}]
    (tmp_path / "walks.json").write_text(json.dumps({"walks": walks}))
    assert walks_cell(tmp_path) == "2 (3, 1)"
