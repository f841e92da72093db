"""fgb mutation: a tool mutant of a stated rule is killed by an assert citing it, and the checkout is never written.

Two mutants of google-tasks run (nox -s mutation runs them all): one that breaks tasks.clear (a stated rule, so a
grader that stopped judging it would let it survive and fail this test) and one of tasklists' paging.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

import pytest

from forgingground.proving.mutation import (
    Mutant,
    choose,
    enumerate_mutants,
    merge_recheck,
    rule_modules,
    run_campaign,
    summarize,
)

REPO = Path(__file__).resolve().parents[2]
ENV = "google-tasks"


def _line(mutant: Mutant) -> str:
    return (REPO / mutant.file).read_text(encoding="utf-8").splitlines()[mutant.line - 1]


def _snapshot() -> tuple[str, dict[str, str]]:
    status = subprocess.run(["git", "status", "--porcelain", "ref_apps"], cwd=REPO, capture_output=True, text=True).stdout
    sources = {str(p): hashlib.sha256((REPO / p).read_bytes()).hexdigest() for p in rule_modules(REPO, ENV)}
    return status, sources


@pytest.fixture(scope="module")
def mutants() -> list[Mutant]:
    found, excluded = enumerate_mutants(REPO, ENV)
    assert excluded["annotation"] > 0 and excluded["signature_marker"] > 0  # both filters met what they are for
    return found


def test_rule_code_is_handlers_and_store() -> None:
    names = {p.name for p in rule_modules(REPO, ENV)}
    assert {"store.py", "tasks.py", "tasklists.py"} <= names
    assert not names & {"main.py", "models.py", "db.py", "protocol.py"}


def test_no_mutant_touches_an_annotation(mutants) -> None:
    assert mutants and not any("BitOr" in m.operator and "| None" in _line(m) and "def " in _line(m) for m in mutants)


def test_a_sample_is_seeded() -> None:
    items = [Mutant("f.py", "core/AddNot", i, i) for i in range(50)]
    assert choose(items, 5, 3) == choose(items, 5, 3) != choose(items, 5, 4)
    assert sorted(choose(items, None, 3), key=lambda m: m.occurrence) == items


def test_score_leaves_equivalent_and_stillborn_out() -> None:
    rows = [{"id": "a", "verdict": "killed"}, {"id": "b", "verdict": "survived"}, {"id": "c", "verdict": "survived"}]
    rows.append({"id": "d", "verdict": "stillborn"})
    meta = {"environment": ENV, "sample": None, "seed": None}
    result = summarize(meta, rows, {"b": {"class": "equivalent"}}, 60.0, complete=True)
    assert (result["killed"], result["survived"], result["stillborn"], result["equivalent"]) == (1, 2, 1, 1)
    assert result["score"] == 0.5 and result["untriaged"] == ["c"] and result["mutants_per_minute"] == 4.0


def test_a_stated_rule_mutant_is_killed_and_the_checkout_is_unchanged(mutants, tmp_path) -> None:
    clear = next(
        m
        for m in mutants
        if m.operator.endswith("Eq_NotEq") and 'Task.status == "completed"' in _line(m) and "tasks.py" in m.file
    )
    paging = next(m for m in mutants if "tasklists.py" in m.file and "if start + size" in _line(m))
    before = _snapshot()
    out = tmp_path / "result.json"
    result = run_campaign(REPO, ENV, out=out, progress=lambda _: None, only=[clear.id, paging.id])
    assert _snapshot() == before
    written = json.loads(out.read_text())
    assert written["complete"] and [r["id"] for r in written["rows"]] == [r["id"] for r in result["rows"]]
    assert result["mutants"] == 2 and result["killed"] + result["survived"] + result["stillborn"] == 2
    assert {"score", "mutants_per_minute", "tool", "rows", "untriaged"} <= set(result)
    rows = {r["id"]: r for r in result["rows"]}
    assert rows[clear.id]["verdict"] == "killed", rows[clear.id]
    cites = {
        a["id"]: a.get("rules") or [] for a in json.loads((REPO / "environments" / ENV / "asserts.json").read_text())["asserts"]
    }
    assert any("tasks.tasks.clear.hides" in cites.get(k, []) for k in rows[clear.id]["killers"]), rows[clear.id]
    for row in result["rows"]:
        assert {"file", "line", "operator", "verdict", "seconds"} <= set(row)
        assert row["verdict"] != "survived" or row["diff"].startswith("--- a/")


def test_units_chosen_by_coverage_give_the_verdicts_every_unit_gives(mutants, tmp_path) -> None:
    """Selection runs only the units that execute the mutated statement: it must never turn a kill into a survivor."""
    triage = json.loads((REPO / "ref_apps" / "google_tasks" / "mutation_triage.json").read_text())["survivors"]
    survivor = next(m for m in mutants if m.id in triage)
    clear = next(m for m in mutants if m.operator.endswith("Eq_NotEq") and 'Task.status == "completed"' in _line(m))
    store = next(m for m in mutants if m.file.endswith("store.py") and m.operator.endswith("Add_Sub"))
    ids = [survivor.id, clear.id, store.id]
    chosen = run_campaign(REPO, ENV, progress=lambda _: None, only=ids)
    every = run_campaign(REPO, ENV, progress=lambda _: None, only=ids, select=False)
    assert chosen["selection"] == "coverage" and every["selection"] == "all"
    verdicts = {r["id"]: r["verdict"] for r in every["rows"]}
    assert {r["id"]: r["verdict"] for r in chosen["rows"]} == verdicts
    assert verdicts[survivor.id] == "survived" and verdicts[clear.id] == "killed" == verdicts[store.id]
    runs = {r["id"]: r["units_run"] for r in chosen["rows"]}
    total = max(r["units_run"] for r in every["rows"])
    assert all(0 < n < total for n in runs.values()), (runs, total)


def test_a_mutation_the_tool_cannot_apply_is_left_out_by_name(tmp_path) -> None:
    """cosmic-ray's ExceptionReplacer raises on `except (module.Error, ...)`: counted as a tool error, the campaign goes on."""
    from forgingground.proving.mutation import _unusable

    (tmp_path / "m.py").write_text("import binascii\n\ntry:\n    pass\nexcept (binascii.Error, ValueError):\n    pass\n")
    (tmp_path / "ok.py").write_text("try:\n    pass\nexcept ValueError:\n    pass\n")
    assert _unusable(tmp_path, Mutant("m.py", "core/ExceptionReplacer", 0, 5)) == "tool_error"
    assert _unusable(tmp_path, Mutant("ok.py", "core/ExceptionReplacer", 0, 3)) is None


def test_the_bare_star_of_a_signature_is_not_an_operator(tmp_path) -> None:
    """cosmic-ray mutates the keyword-only marker `*` into `/`; a real multiplication on the same line still counts."""
    from forgingground.proving.mutation import _signature_marker

    source = "def f(session, *, size: int = 2 * 3, **_):\n    return size * 2\n\n\ndef g(*args, key=1):\n    return args\n"
    path = tmp_path / "m.py"
    path.write_text(source)
    first = source.splitlines()[0]
    assert _signature_marker(path, (1, first.index("*,")))
    assert not _signature_marker(path, (1, first.index("2 * 3") + 2)), "a default's multiplication"
    assert not _signature_marker(path, (1, first.index("**_"))), "the ** of keyword arguments"
    assert not _signature_marker(path, (2, 16)), "a multiplication in the body"
    assert not _signature_marker(path, (5, 6)), "*args is not a bare marker"


def test_enumeration_leaves_signature_markers_out(mutants) -> None:
    for m in mutants:
        line = (REPO / m.file).read_text(encoding="utf-8").splitlines()[m.line - 1]
        assert not (m.operator.endswith("Mul_Div") and line[m.column : m.column + 2] in ("*,", "*\n", "*")), m.id


class _ScriptedCampaign:
    """A campaign whose verifications answer from a script: what run_mutant does with each kind of outcome."""

    def __init__(self, work, outcomes) -> None:
        self.work, self.outcomes, self.calls = work, list(outcomes), 0

    def units_for(self, mutant):
        return {"probe:x"}

    def verify(self, keys, log):
        self.calls += 1
        return self.outcomes.pop(0)


def _one_mutant(tmp_path):
    from forgingground.proving.mutation import run_mutant

    (tmp_path / "m.py").write_text("LIMIT = 10\n")
    return run_mutant, Mutant("m.py", "core/NumberReplacer", 0, 1)


def test_a_mutant_only_the_infrastructure_killed_is_verified_again(tmp_path) -> None:
    """A slow answer on a loaded machine is not a kill: broken once then clean, the mutant survived."""
    run_mutant, mutant = _one_mutant(tmp_path)
    slow = {"failed": [], "broken": ["leaf.protocol.reset.now"], "units_run": 3}
    clean = {"failed": [], "broken": [], "units_run": 3}
    campaign = _ScriptedCampaign(tmp_path, [slow, clean])
    row = run_mutant(campaign, mutant, set())
    assert campaign.calls == 2 and row["verdict"] == "survived" and "retried" in row
    assert (tmp_path / "m.py").read_text() == "LIMIT = 10\n", "the mutation is undone"


def test_a_mutant_that_breaks_the_app_twice_or_fails_an_assert_is_killed(tmp_path) -> None:
    run_mutant, mutant = _one_mutant(tmp_path)
    hang = {"failed": [], "broken": ["leaf.a"], "units_run": 1}
    campaign = _ScriptedCampaign(tmp_path, [hang, hang])
    assert run_mutant(campaign, mutant, set())["verdict"] == "killed" and campaign.calls == 2
    wrong = {"failed": ["leaf.b"], "broken": [], "units_run": 1}
    campaign = _ScriptedCampaign(tmp_path, [wrong])
    row = run_mutant(campaign, mutant, set())
    assert row["verdict"] == "killed" and row["killers"] == ["leaf.b"] and campaign.calls == 1
    campaign = _ScriptedCampaign(tmp_path, [wrong])
    assert run_mutant(campaign, mutant, {"leaf.b"})["verdict"] == "survived", "an assert failing on gold kills nothing"


def test_a_recheck_of_every_mutant_of_a_changed_file_replaces_that_files_rows(tmp_path) -> None:
    def row(mid: str, file: str, line: int, verdict: str) -> dict:
        return {"id": mid, "file": file, "line": line, "operator": "op", "verdict": verdict, "seconds": 1.0}

    store, handlers = "ref_apps/x/app/store.py", "ref_apps/x/app/handlers.py"
    meta = {"environment": "nowhere", "sample": None, "seed": None, "enumerated": 4, "excluded": {}, "selection": "coverage"}
    rows = [row("a", store, 1, "killed"), row("b", store, 2, "survived"), row("c", store, 3, "survived")]
    committed = summarize(meta, [*rows, row("h", handlers, 5, "survived")], {}, 4.0, True)
    # store.py changed: c moved to line 9, b is gone, d is new; every mutant it has now was rechecked
    recheck = {
        "enumerated": 4,
        "rows": [row("a", store, 1, "killed"), row("c", store, 9, "killed"), row("d", store, 10, "survived")],
    }
    current = {store: {"a", "c", "d"}, handlers: {"h"}}
    merged, refused = merge_recheck(tmp_path, "nowhere", committed, recheck, current)
    assert refused == []
    assert [(r["id"], r["line"], r["verdict"]) for r in merged["rows"]] == [
        ("a", 1, "killed"),
        ("c", 9, "killed"),
        ("h", 5, "survived"),
        ("d", 10, "survived"),
    ]
    assert (merged["mutants"], merged["killed"], merged["survived"]) == (4, 2, 2)
    # one mutant of the file left out of the recheck: the moved one is refused as before, nothing is dropped
    merged, refused = merge_recheck(tmp_path, "nowhere", committed, recheck, current | {store: {"a", "c", "d", "e"}})
    assert [r["id"] for r in merged["rows"]] == ["a", "b", "c", "h", "d"] and len(refused) == 1
    assert refused[0].startswith("c: ") and next(r for r in merged["rows"] if r["id"] == "c")["line"] == 3


def test_a_recheck_replaces_its_rows_and_refuses_one_that_moved(tmp_path) -> None:
    def row(mid: str, line: int, verdict: str) -> dict:
        return {"id": mid, "file": "ref_apps/x/app/store.py", "line": line, "operator": "op", "verdict": verdict, "seconds": 1.0}

    meta = {"environment": "nowhere", "sample": None, "seed": None, "enumerated": 3, "excluded": {}, "selection": "coverage"}
    committed = summarize(meta, [row("a", 1, "killed"), row("b", 2, "survived"), row("c", 3, "survived")], {}, 3.0, True)
    recheck = {"rows": [row("b", 2, "killed"), row("c", 9, "killed")]}
    merged, refused = merge_recheck(tmp_path, "nowhere", committed, recheck)
    assert [(r["id"], r["verdict"]) for r in merged["rows"]] == [("a", "killed"), ("b", "killed"), ("c", "survived")]
    assert merged["rows"][1]["rechecked"] is True and (merged["killed"], merged["survived"]) == (2, 1)
    assert len(refused) == 1 and refused[0].startswith("c: ") and committed["score"] < merged["score"]
