"""Nothing hidden: every text, name and status code a held-out check expects is stated in the environment's brief."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from forgingground.build.stated import Brief, unstated

from .conftest import ENVIRONMENTS, REPO


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_every_expected_literal_is_stated(env: str, briefs: dict) -> None:
    found = unstated(REPO / "environments" / env, briefs[env][0])
    assert not found, "\n".join(map(str, found))


def _planted(tmp_path: Path, env: str, briefs: dict) -> tuple[Path, dict, dict]:
    """A copy of the environment's contract and asserts to plant an unstated literal in."""
    env_dir = tmp_path / env
    env_dir.mkdir()
    for name in ("contract.json", "asserts.json"):
        shutil.copy(REPO / "environments" / env / name, env_dir / name)
    return env_dir, json.loads((env_dir / "contract.json").read_text()), json.loads((env_dir / "asserts.json").read_text())


def test_a_journey_text_the_brief_never_states_is_found(tmp_path: Path, briefs: dict) -> None:
    env_dir, contract, _ = _planted(tmp_path, "gmail", briefs)
    contract["ui_flows"][0]["steps"].append({"action": "expect_text", "value": "Zorblax confirmed"})
    contract["ui_flows"][0]["steps"].append({"action": "click", "target": {"role": "button", "name": "Send reply now"}})
    contract["ui_flows"][0]["steps"].append({"action": "expect_title", "value": "Inbox | Zorbmail"})
    (env_dir / "contract.json").write_text(json.dumps(contract))
    found = {u.literal for u in unstated(env_dir, briefs["gmail"][0])}
    assert found == {"Zorblax confirmed", "Send reply now", "Inbox | Zorbmail"}


def test_a_status_no_cited_rule_states_is_found(tmp_path: Path, briefs: dict) -> None:
    env_dir, contract, asserts = _planted(tmp_path, "google-tasks", briefs)
    target = next(a for a in asserts["asserts"] if a["id"] == "mid.move_across_lists.get")
    states_404 = {r["id"] for r in contract["rules"] if "404" in json.dumps(r)}
    kept = [r for r in target["rules"] if r not in states_404] or [
        next(r["id"] for r in contract["rules"] if r["id"] not in states_404)
    ]
    target["rules"] = kept  # cite only rules that never say 404
    target["facets"] = []
    (env_dir / "asserts.json").write_text(json.dumps(asserts))
    found = unstated(env_dir, briefs["google-tasks"][0])
    assert [(u.where, u.literal) for u in found] == [("asserts/mid.move_across_lists.get", "404")]


def test_a_response_header_the_brief_never_names_is_found(tmp_path: Path, briefs: dict) -> None:
    env_dir, _, asserts = _planted(tmp_path, "gitlab", briefs)
    target = asserts["asserts"][0]
    target["check"] = {
        "op": "eval_all",
        "params": {
            "checks": [
                {"op": "eval_header", "params": {"name": "X-Total-Pages", "equals": 1}},
                {"op": "eval_header", "params": {"name": "X-Zorblax-Count", "exists": True}},
            ]
        },
    }
    (env_dir / "asserts.json").write_text(json.dumps(asserts))
    found = unstated(env_dir, briefs["gitlab"][0])
    assert [(u.where, u.literal) for u in found] == [(f"asserts/{target['id']}", "X-Zorblax-Count")]


def test_templates_examples_and_data_state_a_literal(briefs: dict) -> None:
    brief = Brief(briefs["spotify"][0])
    assert brief.states("Move Satellite Hearts up", set()), "a <placeholder> template states its instances"
    assert not brief.states("Move Satellite Hearts sideways", set())
    uber = Brief(briefs["uber"][0])
    assert uber.states("Mastercard •••• 5454 · Default", set()), "a quoted example states its shape with other data"
    assert not uber.states("Mastercard ending 5454 (default)", set())
    assert uber.states("Typed by the journey", {"typed by the journey"}), "a value the checks send may come back"
