"""Generation's order: `fgb walks generate -j N` starts the longest files first, so its jobs end together."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from forgingground.walks.files import render, render_ui
from forgingground.walks.schedule import (
    API_FIRST_STEPS,
    UI_FIRST_MOVES,
    UI_PER_JOURNEY_S,
    UI_PER_MOVE_S,
    expected_seconds,
    longest_first,
)

REPO = Path(__file__).resolve().parents[2]


def _write(env: Path, name: str, walks: list[dict[str, list[int]]]) -> None:
    env.mkdir(parents=True, exist_ok=True)
    (env / name).write_text(json.dumps({"walks": walks}), encoding="utf-8")


def test_a_ui_file_costs_by_its_moves_and_the_journeys_played_to_place_them(tmp_path: Path) -> None:
    small, big = tmp_path / "small", tmp_path / "big"
    _write(small, "ui_walks.json", [{"moves": [1, 2]}])
    _write(big, "ui_walks.json", [{"moves": [1, 2]}, {"moves": [3, 4, 5]}])
    assert expected_seconds(big, True, 9) - expected_seconds(small, True, 9) == pytest.approx(3 * UI_PER_MOVE_S)
    assert expected_seconds(small, True, 40) - expected_seconds(small, True, 9) == pytest.approx(31 * UI_PER_JOURNEY_S)
    nothing = tmp_path / "nothing"  # not written yet, or unreadable: the size a first draw comes to
    broken = tmp_path / "broken"
    broken.mkdir()
    (broken / "ui_walks.json").write_text("{not json", encoding="utf-8")
    assert expected_seconds(nothing, True, 9) == expected_seconds(broken, True, 9)
    _write(tmp_path / "first", "ui_walks.json", [{"moves": [0] * UI_FIRST_MOVES}])
    assert expected_seconds(nothing, True, 9) == expected_seconds(tmp_path / "first", True, 9)


def test_an_api_file_costs_by_its_steps(tmp_path: Path) -> None:
    _write(tmp_path / "a", "walks.json", [{"steps": [0] * 10}] * 30)
    _write(tmp_path / "b", "walks.json", [{"steps": [0] * 10}] * 80)
    assert expected_seconds(tmp_path / "b", False, 0) > expected_seconds(tmp_path / "a", False, 0)
    _write(tmp_path / "first", "walks.json", [{"steps": [0] * API_FIRST_STEPS}])
    assert expected_seconds(tmp_path / "none", False, 0) == expected_seconds(tmp_path / "first", False, 0)


def test_the_longest_start_first_and_ties_keep_one_order() -> None:
    cost = {("slack", True): 40.0, ("gmail", True): 120.0, ("gmail", False): 20.0, ("airbnb", False): 20.0}
    assert longest_first(list(cost), cost) == [("gmail", True), ("slack", True), ("airbnb", False), ("gmail", False)]


def test_committed_files_put_gmails_ui_walks_before_slacks_and_any_ui_walks_before_most_api_walks() -> None:
    from forgingground.environment import load_environment

    envs = REPO / "environments"
    cost = {
        (n, ui): expected_seconds(envs / n, ui, len(load_environment(envs / n).contract.ui_flows) if ui else 0)
        for n in ("gmail", "slack")
        for ui in (False, True)
    }
    assert [job for job in longest_first(list(cost), cost)] == [
        ("gmail", True),
        ("slack", True),
        ("gmail", False),
        ("slack", False),
    ]


def _generate(root: Path, *args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "forgingground", "--root", str(root), "walks", "generate", *args]
    return subprocess.run(command, cwd=REPO, capture_output=True, text=True)


def test_both_kinds_run_in_one_pool_each_saying_its_time_and_the_worst_exit_is_kept(env_root: Path) -> None:
    notes = env_root / "environments" / "notes"
    (notes / "walks.json").write_text(render("notes", 1, 0, [], []), encoding="utf-8")
    (notes / "ui_walks.json").write_text(render_ui("notes", 1, 0, []), encoding="utf-8")
    done = _generate(env_root, "--both", "--check", "-j", "2")
    assert done.returncode == 2 and "Traceback" not in done.stdout + done.stderr, done.stderr
    took = sorted(line.strip() for line in done.stdout.splitlines() if " took " in line)
    assert [t.rsplit(" took ", 1)[0] for t in took] == ["(notes --ui", "(notes"], done.stdout
    said = done.stdout  # each job's own output, its errors included, printed whole when it ends
    assert "notes has no gold app" in said and "notes's journeys check nothing a UI walk could look at" in said
    sized = _generate(env_root, "--both", "--count", "4")
    assert sized.returncode == 2 and "not --both" in sized.stderr and "Traceback" not in sized.stderr
    mixed = _generate(env_root, "--both", "--ui", "--check")
    assert mixed.returncode == 2 and "not allowed with argument" in mixed.stderr
