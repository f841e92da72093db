"""The visibility policy names every environment file and every contract key exactly once."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.build.policy import PolicyError, classify, load_policy

from .conftest import ENVIRONMENTS, REPO


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_every_environment_file_is_shown_or_held_out(env: str) -> None:
    files = classify(load_policy(REPO), REPO / "environments" / env)
    unnamed = [f.path for f in files if f.shown_by is None and f.held_out_by is None]
    twice = [f.path for f in files if f.shown_by and f.held_out_by]
    assert not unnamed, f"contracts/visibility.json names neither shown nor held_out for {unnamed}: add them"
    assert not twice, f"contracts/visibility.json names these both shown and held out: {twice}"
    assert {"document.md", "seed/seed.json"} <= {f.path for f in files if f.shown_by}
    assert {"asserts.json", "tasks.json", "verifier.py"} <= {f.path for f in files if f.held_out_by}


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_every_contract_key_is_classified(env: str) -> None:
    keys = set(json.loads((REPO / "environments" / env / "contract.json").read_text()))
    assert keys <= set(load_policy(REPO).contract_keys), "a contract key the policy does not name: classify it"


def test_an_unnamed_file_is_found(tmp_path: Path) -> None:
    (tmp_path / "document.md").write_text("# x")
    (tmp_path / "notes.txt").write_text("a new kind of file")
    by_path = {f.path: f for f in classify(load_policy(REPO), tmp_path)}
    assert by_path["document.md"].named_once and not by_path["notes.txt"].named_once


def test_an_invalid_policy_names_the_pointer(tmp_path: Path) -> None:
    (tmp_path / "contracts").mkdir()
    (tmp_path / "schemas").mkdir()
    (tmp_path / "schemas" / "visibility.schema.json").write_text((REPO / "schemas" / "visibility.schema.json").read_text())
    policy = json.loads((REPO / "contracts" / "visibility.json").read_text())
    policy["shown"][1]["transform"] = "verbatim"
    (tmp_path / "contracts" / "visibility.json").write_text(json.dumps(policy))
    with pytest.raises(PolicyError, match=r"contracts/visibility.json:/shown/1/transform: 'verbatim' is not one of"):
        load_policy(tmp_path)


def test_contract_sections_shown_are_marked_shown() -> None:
    policy = load_policy(REPO)
    sections = {s.source.split("#/", 1)[1] for s in policy.shown if s.source.startswith("env:contract.json#/")}
    assert sections == {"api", "screens"}
    marks = {k: getattr(v, "value", v) for k, v in policy.contract_keys.items()}
    assert all(marks[key] == "shown" for key in sections)
    assert {k for k, v in marks.items() if v == "held_out"} >= {"probes", "chains", "ui_flows", "asserts_vocab"}
