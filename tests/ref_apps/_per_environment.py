"""What the per-environment test files share: which environments they cover, and how a mutant's app is started.

Browser tests are spread over several files because the suite runs one file per worker (`--dist loadfile`)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from forgingground import paths
from forgingground.environment import list_environments
from forgingground.gold import gold_command, gold_failures
from forgingground.gold_inputs import environment_digest, inputs_digest, kept_row, live_share, recorded_digest
from forgingground.proving.mutants import list_mutants_of, mutated_command

REPO = Path(__file__).resolve().parents[2]
COVERED_ELSEWHERE = {"gmail", "google-tasks"}
ENVS = [e for e in list_environments(REPO) if e not in COVERED_ELSEWHERE and (REPO / "ref_apps" / e.replace("-", "_")).is_dir()]
UI_ENVS = [e for e in ENVS if (REPO / "ref_apps" / e.replace("-", "_") / "app" / "ui").is_dir()]


def mutant_app(name: str, mutant: str, outside: bool) -> tuple[str, dict[str, str]]:
    """The command and environment that serve a gold app with one mutant: inside switches or outside patches."""
    if outside:
        return mutated_command(REPO, name), {"FGB_MUTANT": mutant, "FGB_GOLD_APP": paths.ref_app_dir(REPO, name).name}
    return gold_command(REPO, name), {"FGB_MUTANT": mutant}


@cache
def every_declared_mutant() -> dict[str, dict[str, dict]]:
    """Every gold app's mutants as declared (layer, rules, source), read once per test process in one subprocess."""
    return list_mutants_of(REPO, [*ENVS, *sorted(COVERED_ELSEWHERE)])


def declared_mutants(name: str) -> dict[str, dict]:
    """An environment's mutants as declared."""
    return every_declared_mutant()[name]


def ui_mutants() -> list[tuple[str, str, str, bool]]:
    """(environment, mutant, declared layer, outside?) for the root and visual mutants of the UI environments.

    The test run takes a sample, the first root and the first visual mutant of each environment by name (about a
    quarter of them, a third of the suite's browser time); FGB_ALL_UI_MUTANTS=1 takes all. The full campaign is
    `nox -s mutants`, whose results are committed (contracts/results/mutants/).
    """
    every = [
        (name, mutant, declared["layer"], declared.get("source") == "outside")
        for name in UI_ENVS
        for mutant, declared in sorted(declared_mutants(name).items())
        if declared["layer"] in ("root", "visual")
    ]
    if os.environ.get("FGB_ALL_UI_MUTANTS"):
        return every
    firsts: dict[tuple[str, str], tuple[str, str, str, bool]] = {}
    for case in every:
        firsts.setdefault((case[0], case[2]), case)
    return list(firsts.values())


def live_environments(envs: list[str]) -> frozenset[str]:
    """With FGB_SAMPLE_DRAW (CI): which of envs run live, the changed ones and four drawn (gold_inputs.live_share,
    against each one's committed gold row on SQLite); all of them without it."""
    return _live(tuple(envs))


@cache
def _live(envs: tuple[str, ...]) -> frozenset[str]:
    runs = json.loads((REPO / "contracts" / "results" / "gold.json").read_text())["runs"]
    rows = {r["environment"]: r for r in runs if r["db"] == "sqlite"}
    return frozenset(live_share(REPO, list(envs), rows, os.environ.get("FGB_SAMPLE_DRAW")))


@cache
def committed_matrix(name: str) -> dict:
    """The environment's committed kill matrix (`nox -s mutants -- ENV`: contracts/results/mutants/ENV.json)."""
    return json.loads((REPO / "contracts" / "results" / "mutants" / f"{name}.json").read_text())


def share(cases: list, part: int, parts: int) -> list:
    """Every `parts`-th case starting at `part`: files that split one list between workers, evenly."""
    return cases[part::parts]


@cache
def page_only_mutants(name: str) -> frozenset[str]:
    """The outside mutants that only rewrite pages: each is applied to a fresh Patcher, which says what it touched
    (in one subprocess per environment: patches change modules)."""
    package = paths.ref_app_dir(REPO, name).name
    code = (
        "from ref_apps.kit.patches import Patcher\n"
        f"import ref_apps.{package}.mutants as m\n"
        "for name, mutant in m.MUTANTS.mutants.items():\n"
        "    p = Patcher(); mutant.apply(p)\n"
        "    if p.page_only: print(name)"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, check=True)
    return frozenset(out.stdout.split())


def page_only(name: str, mutant: str) -> bool:
    """Whether an outside mutant leaves the API byte for byte the gold's."""
    return mutant in page_only_mutants(name)


def shared_gold_report(name: str, db: str = "*") -> dict | None:
    """The report of a gold run made before the suite on this same tree, when FGB_GOLD_REPORTS names that run's folder
    (CI runs `nox -s gold` first, every layer of every gold app once, and the suite reads it instead of verifying again).

    None when the variable is unset: the test verifies by itself. A folder without this environment's report, or one
    whose recorded inputs differ from the tree under test, fails the test: a stale verdict must not pass for a fresh one."""
    where = os.environ.get("FGB_GOLD_REPORTS")
    if not where:
        return None
    found = sorted(Path(where).glob(f"{name}/{db}/report.json"))
    kept = kept_row(Path(where), name, db)
    if not found and kept is not None:  # not drawn: the committed row of these very files stands, as the run judged it
        assert kept.get("inputs") == environment_digest(REPO, name), f"the committed gold row of {name} is of other files"
        problems = gold_failures([kept]) + list(kept.get("asserts_failed") or [])
        assert problems == [], problems
        pytest.skip(f"{name} ({kept['db']}) was not drawn for this run: its committed gold row of these very files stands")
    assert found, f"FGB_GOLD_REPORTS={where} holds no report of {name} ({db}): run `nox -s gold` first, or unset it"
    recorded = recorded_digest(found[0].parent)
    assert recorded == inputs_digest(REPO, name), (
        f"the gold run in {found[0].parent} was made from other files than this tree's: run `nox -s gold` again, or unset "
        "FGB_GOLD_REPORTS"
    )
    return json.loads(found[0].read_text())
