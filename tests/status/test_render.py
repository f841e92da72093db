"""What the STATUS matrices say: only real contracts are listed, the gap stays in view, hardening results appear."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.status.render import contracts_status, verify_status


def _root(tmp_path: Path) -> Path:
    (tmp_path / "environments").mkdir()
    (tmp_path / "contracts" / "results").mkdir(parents=True)
    (tmp_path / "contracts" / "derived").mkdir()
    return tmp_path


def _dump(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def test_the_derived_sources_manifest_is_not_listed_as_a_contract(tmp_path: Path) -> None:
    root = _root(tmp_path)
    derived = root / "contracts" / "derived"
    _dump(derived / "tasks.v1.json", {"api": [{"id": "a"}, {"id": "b"}]})
    _dump(derived / "tasks.v1.meta.json", {"package": "google-api-python-client", "version": "2.202.0", "sha256": "ab" * 32})
    _dump(derived / "sources.json", {"description": "where they come from", "sources": [{"name": "tasks.v1"}]})
    text = contracts_status(root)
    assert "| tasks.v1 | 2 | google-api-python-client | 2.202.0 |" in text
    assert "| sources |" not in text and "| ? |" not in text
    assert "`contracts/derived/sources.json` (1)" in text


def test_the_integration_gap_column_comes_right_after_the_app(tmp_path: Path) -> None:
    root = _root(tmp_path)
    scored = {"status": "scored", "numerator": 1, "denominator": 1, "value": 1.0}
    run = {"environment": "mail", "db": "sqlite", "leaf_pass": scored, "mid_pass": scored, "root_pass": scored, "visual": scored}
    _dump(root / "contracts/results/gold.json", {"runs": [{**run, "integration_gap": {**scored, "numerator": 0, "value": 0.0}}]})
    text = verify_status(root)
    assert "| environment | app | db | integration gap | leaf | mid | root | visual |" in text
    assert "| mail | gold | sqlite | 0.000 (0/1) | 1.000 (1/1) |" in text


def test_hostile_apps_and_broken_environments_are_shown_when_their_results_exist(tmp_path: Path) -> None:
    root = _root(tmp_path)
    assert "Hostile apps" not in verify_status(root) and "Broken environments" not in verify_status(root)
    _dump(
        root / "contracts/results/hostile_apps.json",
        {
            "tried": 3,
            "survived": 2,
            "cases": [
                {"id": "deep_json", "what": "JSON nested 200,000 deep", "survived": True},
                {"id": "sigterm", "what": "ignores SIGTERM | holds its port", "survived": True},
                {"id": "surrogate", "what": "an id with a lone surrogate", "survived": False},
            ],
        },
    )
    _dump(
        root / "contracts/results/broken_environments.json",
        {
            "tried": 2,
            "reported": 1,
            "cases": [
                {
                    "id": "bad_sha",
                    "what": "a wrong sha256 in meta.json",
                    "reported": True,
                    "problem": "meta.json:/sources/api/sha256: mismatch",
                },
                {"id": "symlink", "what": "a symlinked screenshot", "reported": False, "problem": None},
            ],
        },
    )
    text = verify_status(root)
    assert "**2/3** hostile apps" in text and "**1/2** broken copies" in text
    assert "| `surrogate` | an id with a lone surrogate | **no** |" in text
    assert "| `sigterm` | ignores SIGTERM \\| holds its port | yes |" in text  # a pipe does not split the cell
    assert "| `bad_sha` | a wrong sha256 in meta.json | yes | meta.json:/sources/api/sha256: mismatch |" in text
    assert "| `symlink` | a symlinked screenshot | **no** |  |" in text
