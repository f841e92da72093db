"""The security layer's calibration page: read from committed results, one row per environment with facts."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from forgingground.status.security import security_calibration

REPO = Path(__file__).resolve().parents[2]


def dataset(tmp_path: Path, facts: dict | None) -> Path:
    """A root with the notes environment (with these security facts) and results for it."""
    env = tmp_path / "environments" / "notes"
    shutil.copytree(REPO / "tests" / "fixtures" / "environments" / "notes", env)
    contract = json.loads((env / "contract.json").read_text())
    if facts:
        contract["security"] = facts
    (env / "contract.json").write_text(json.dumps(contract))
    results = tmp_path / "contracts" / "results"
    (results / "mutants").mkdir(parents=True)
    ratio = {"status": "scored", "numerator": 12, "denominator": 12, "value": 1.0}
    none = {"status": "scored", "numerator": 0, "denominator": 12, "value": 0.0}
    (results / "gold.json").write_text(json.dumps({"runs": [{"environment": "notes", "db": "sqlite", "security": ratio}]}))
    (results / "baseline.json").write_text(json.dumps({"runs": [{"environment": "notes", "db": "sqlite", "security": none}]}))
    rows = [
        {
            "mutant": "insecure_text_cut",
            "declared": "security",
            "fault": "cut | short",
            "expected_layer_caught": True,
            "scores": {"security": 0.75},
        },
        {
            "mutant": "insecure_open",
            "declared": "security",
            "fault": "open",
            "expected_layer_caught": False,
            "scores": {"security": 1.0},
        },
        {"mutant": "leaf_one", "declared": "leaf", "fault": "other", "expected_layer_caught": True, "scores": {}},
    ]
    (results / "mutants" / "notes.json").write_text(json.dumps({"rows": rows}))
    return tmp_path


FACTS = {
    "writes": [{"call": {"call": "notes.create", "body": {"title": "T"}}, "text": ["/title"]}],
    "exempt": {"notes.delete": "no body"},
}


def test_an_environment_with_facts_shows_its_scores_and_insecure_mutants(tmp_path: Path) -> None:
    page = security_calibration(dataset(tmp_path, FACTS))
    # one text field: 3 texts stored verbatim (metacharacters, markup, long) + 2 refused = 5 probes over 2 facets
    assert "| notes | 5 (2) | 1.000 (12/12) | not run | not run | 0.000 (0/12) | not run | 1/2 |" in page
    assert "| notes | `insecure_text_cut` | cut \\| short | 0.750 | yes |" in page
    assert "| notes | `insecure_open` | open | 1.000 | **no** |" in page
    assert "leaf_one" not in page


def test_an_environment_without_facts_has_no_row_and_is_named_as_not_probed(tmp_path: Path) -> None:
    page = security_calibration(dataset(tmp_path, None))
    assert "| notes |" not in page and "security.text.verbatim" in page
    assert "Not probed yet (1 of 1 environments declare no security facts, so they have no security score): notes." in page


def test_every_environment_with_facts_has_nothing_left_unprobed(tmp_path: Path) -> None:
    assert "Not probed yet" not in security_calibration(dataset(tmp_path, FACTS))
