"""`fgb outside`: a clone and its one-rule breaks, each counted caught only when a check the clone passed now fails."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from forgingground.build.gold_submission import write_gold_submission
from forgingground.cli import main
from forgingground.proving.outside import CloneError, load_breaks, newly_failing, regressions, run_outside, sample_breaks

REPO = Path(__file__).resolve().parents[2]
HANDLER = "ref_apps/google_tasks/app/handlers/tasks.py"


def _break(clone: Path, name: str, old: str, new: str, kind: str = "api") -> dict:
    """Write breaks/<name>.patch replacing `old` by `new` in the clone's tasks handler, as `diff -u` would."""
    text = (clone / "app" / HANDLER).read_text()
    assert old in text
    diff = difflib.unified_diff(
        text.splitlines(keepends=True), text.replace(old, new, 1).splitlines(keepends=True), f"a/{HANDLER}", f"b/{HANDLER}"
    )
    (clone / "breaks").mkdir(exist_ok=True)
    (clone / "breaks" / f"{name}.patch").write_text("".join(diff))
    return {"id": name, "kind": kind, "rule_quote": "a stated rule", "what": f"{old!r} -> {new!r}"}


@pytest.fixture(scope="module")
def clone(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("clone")
    write_gold_submission(REPO, "google-tasks", folder / "app")
    breaks = [
        _break(folder, "01-hidden-shown", "if t.hidden and not show_hidden:", "if t.hidden and show_hidden:"),
        _break(folder, "02-docstring", "def get(session", "def get(  session"),
    ]
    (folder / "breaks" / "03-stale.patch").write_text(
        f"--- a/{HANDLER}\n+++ b/{HANDLER}\n@@ -1,1 +1,1 @@\n-no such line\n+anything\n"
    )
    breaks.append({"id": "03-stale", "kind": "api", "rule_quote": "x", "what": "a patch that no longer applies"})
    (folder / "breaks" / "breaks.json").write_text(json.dumps(breaks))
    return folder


def test_a_break_is_caught_by_a_new_failure_and_a_harmless_edit_is_not(clone: Path, tmp_path: Path) -> None:
    out = tmp_path / "outside.json"
    lines: list[str] = []
    # leaf alone: CI's `nox -s outside` runs two breaks of the committed clone on leaf and mid
    result = run_outside(REPO, "google-tasks", clone, out, db="sqlite", layers=("leaf",), progress=lines.append)
    rows = {r["id"]: r for r in result["breaks"]}
    assert result["clone"]["scores"]["leaf_pass"] == 1.0 and result["clone"]["lost"] == []
    assert rows["01-hidden-shown"]["caught"] and rows["01-hidden-shown"]["caught_by"]
    assert rows["02-docstring"]["applied"] and rows["02-docstring"]["caught"] is False
    assert rows["02-docstring"]["layers_run"] == ["leaf"]
    assert rows["03-stale"]["applied"] is False and rows["03-stale"]["caught"] is None
    assert (result["caught"], result["applied"], result["rate"]) == (1, 2, 0.5)
    assert json.loads(out.read_text())["first_run"]["caught"] == 1
    assert any("02-docstring: MISSED" in line for line in lines)
    # rechecking one break keeps the others' rows and the first run's count
    again = run_outside(REPO, "google-tasks", clone, out, only=["02-docstring"], layers=("leaf",), progress=lines.append)
    assert [r["id"] for r in again["breaks"]] == ["01-hidden-shown", "02-docstring", "03-stale"]
    assert again["first_run"] == result["first_run"]


def test_check_names_a_catch_lost_and_a_check_the_unbroken_clone_newly_fails() -> None:
    lost = {"id": "leaf.a", "message": "expected 404, got 200"}
    committed = {"breaks": [{"id": "01", "caught": True, "caught_by": ["leaf.x"]}, {"id": "02", "caught": False}]}
    committed["clone"] = {"lost": [lost]}
    same = {"breaks": [{"id": "01", "applied": True, "caught": True}], "clone": {"lost": [lost]}}
    assert regressions(committed, same) == []
    worse = {
        "breaks": [{"id": "01", "applied": True, "caught": False}, {"id": "02", "applied": True, "caught": False}],
        "clone": {"lost": [lost, {"id": "mid.b", "message": "expected 1 row"}]},
    }
    problems = regressions(committed, worse)
    assert len(problems) == 2 and problems[0].startswith("01: caught") and "mid.b" in problems[1]
    better = {"breaks": [{"id": "02", "applied": True, "caught": True}], "clone": {"lost": []}}
    assert regressions(committed, better) == [], "a catch gained or a check now passed is no regression"


def test_only_checks_that_passed_before_and_belong_to_the_layers_run_count() -> None:
    before = {"leaf.a": ("leaf", "pass"), "leaf.b": ("leaf", "fail"), "journey:j": ("root", "pass"), "chain:c": ("mid", "pass")}
    after = {"leaf.a": ("leaf", "pass"), "leaf.b": ("leaf", "fail"), "chain:c": ("mid", "infra_error")}
    assert newly_failing(before, after, ("leaf", "mid")) == ["chain:c"]
    assert newly_failing(before, after, ("root",)) == ["journey:j"]  # a check the broken run lost counts as failing


def test_a_malformed_clone_names_every_problem(tmp_path: Path) -> None:
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "fgb.toml").write_text("[agent]\nname='x'\n")
    (tmp_path / "breaks").mkdir()
    (tmp_path / "breaks" / "breaks.json").write_text(json.dumps([{"id": "a", "kind": "db"}, {"kind": "api"}]))
    with pytest.raises(CloneError) as caught:
        load_breaks(tmp_path)
    message = str(caught.value)
    assert "/0/kind: expected 'api' or 'ui'" in message and "/0/id: no patch file" in message
    assert "/0/rule_quote" in message and "/1: each break needs a string id" in message


def test_the_command_refuses_an_unknown_environment_or_layer(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["outside", "no-such-env"]) == 2
    assert "no environment 'no-such-env'" in capsys.readouterr().err
    assert main(["outside", "google-tasks", "--clone", str(tmp_path), "--layers", "leaf,ui"]) == 2
    assert "--layers takes" in capsys.readouterr().err
    assert main(["outside", "google-tasks", "--clone", str(tmp_path), "--layers", "leaf"]) == 2
    assert "fgb.toml: missing" in capsys.readouterr().err


def test_a_sample_keeps_the_clone_order_and_at_least_six_ui_breaks() -> None:
    breaks = [{"id": f"{n:02}", "kind": "ui" if n % 7 == 0 else "api"} for n in range(1, 51)]
    chosen = sample_breaks(breaks, 20, seed=3)
    assert len(chosen) == 20 and chosen == sorted(chosen, key=lambda b: b["id"])
    assert sum(b["kind"] == "ui" for b in chosen) == 6, "six UI breaks at least, though their share (7 of 50) rounds to 3"
    assert sample_breaks(breaks, 20, seed=3) == chosen and sample_breaks(breaks, 20, seed=4) != chosen
    assert sample_breaks(breaks, 100, seed=0) == breaks
