"""fgb ui-mutation: Stryker's report read into stable rows, samples drawn from code lines, the mutant switched on in the page."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from forgingground.proving import stryker_ignorer
from forgingground.proving.ui_mutant import failures, init_script
from forgingground.proving.ui_mutation import (
    ToolMissing,
    code_lines,
    ensure_stryker,
    ignored_counts,
    merge_ui_recheck,
    mutate_patterns,
    recheck_patterns,
    rows_from_report,
    stryker_config,
    ui_differences,
)

SOURCE = "const a = 1;\nif (done) { show('Saved'); }\n"


def _mutant(mid: str, mutator: str, line: int, col: int, end_col: int, replacement: str, status: str, reason: str = "") -> dict:
    return {
        "id": mid,
        "mutatorName": mutator,
        "replacement": replacement,
        "location": {"start": {"line": line, "column": col}, "end": {"line": line, "column": end_col}},
        "status": status,
        "statusReason": reason,
    }


def _report(mutants: list[dict]) -> dict:
    return {"files": {"ref_apps/x/app/ui/app.js": {"language": "javascript", "source": SOURCE, "mutants": mutants}}}


def test_rows_have_ids_that_do_not_depend_on_strykers_numbering_and_verdicts_follow_its_statuses() -> None:
    mutants = [
        _mutant("7", "ConditionalExpression", 2, 5, 9, "false", "Survived"),
        _mutant("3", "ConditionalExpression", 2, 5, 9, "true", "Killed", "failed: root.x.saved\nfailed: root.x.count\n"),
        _mutant("1", "StringLiteral", 2, 18, 25, '""', "Timeout"),
        _mutant("2", "BlockStatement", 2, 11, 31, "{}", "CompileError"),
    ]
    rows = rows_from_report(_report(mutants))
    renumbered = rows_from_report(_report([m | {"id": str(100 + i)} for i, m in enumerate(reversed(mutants))]))
    assert [r["id"] for r in rows] == [r["id"] for r in renumbered]
    by_id = {r["id"]: r for r in rows}
    assert by_id["ref_apps/x/app/ui/app.js:ConditionalExpression:2:5:0"]["verdict"] == "survived"  # "false" sorts first
    killed = by_id["ref_apps/x/app/ui/app.js:ConditionalExpression:2:5:1"]
    assert killed["verdict"] == "killed" and killed["killers"] == ["root.x.saved", "root.x.count"]
    assert by_id["ref_apps/x/app/ui/app.js:StringLiteral:2:18:0"]["verdict"] == "killed"  # a timeout is detected
    assert by_id["ref_apps/x/app/ui/app.js:BlockStatement:2:11:0"]["verdict"] == "stillborn"
    survivor = by_id["ref_apps/x/app/ui/app.js:ConditionalExpression:2:5:0"]
    assert survivor["diff"] == "-if (done) { show('Saved'); }\n+if (false) { show('Saved'); }"


def test_mutants_stryker_ignored_are_counted_apart_and_never_scored() -> None:
    mutants = [
        _mutant("1", "StringLiteral", 2, 18, 25, '""', "Survived"),
        _mutant("2", "StringLiteral", 1, 11, 12, '""', "Ignored", stryker_ignorer.REASON),
        _mutant("3", "ObjectLiteral", 1, 11, 12, "{}", "Ignored", "some other ignorer"),
    ]
    rows = rows_from_report(_report(mutants))
    assert [r["id"] for r in rows] == ["ref_apps/x/app/ui/app.js:StringLiteral:2:18:0"]
    assert ignored_counts(_report(mutants)) == {"styling": 1, "ignored": 1}


def _stryker() -> Path:
    try:
        return ensure_stryker(lambda line: None)
    except ToolMissing as exc:
        pytest.skip(str(exc))


def test_strykers_own_run_leaves_constant_class_names_unmutated_and_nothing_else(tmp_path: Path) -> None:
    """The plugin through the real tool: constant class names skipped; a state-dependent one and a mixed object not."""
    (tmp_path / "a.js").write_text(
        "const el = (t, p) => ({ t, p });\n"
        'el("form", { className: "form" });\n'
        'el("span", { className: "price", textContent: "x" });\n'
        'el("li", { className: done ? "done" : "" });\n'
        'el("a", { class: `chip` });\n'
    )
    config = stryker_config(["a.js"], "true", stryker_ignorer.write_plugin(tmp_path)) | {"inPlace": False, "ignorePatterns": []}
    (tmp_path / "stryker.config.json").write_text(json.dumps(config))
    done = subprocess.run(["node", str(_stryker()), "run", "stryker.config.json"], cwd=tmp_path, capture_output=True, text=True)
    assert done.returncode == 0, done.stdout[-1000:] + done.stderr[-1000:]
    report = json.loads((tmp_path / "stryker-report.json").read_text())
    ignored = {
        (m["location"]["start"]["line"], m["mutatorName"]) for m in report["files"]["a.js"]["mutants"] if m["status"] == "Ignored"
    }
    assert ignored == {
        (2, "ObjectLiteral"),
        (2, "StringLiteral"),
        (3, "StringLiteral"),
        (5, "ObjectLiteral"),
        (5, "StringLiteral"),
    }
    rows = rows_from_report(report)
    assert {(r["line"], r["operator"]) for r in rows} >= {(3, "ObjectLiteral"), (4, "ObjectLiteral"), (4, "StringLiteral")}
    assert ignored_counts(report) == {"styling": 5}


def test_check_names_every_verdict_line_and_exclusion_that_changed() -> None:
    committed = {
        "mutate": ["a.js:3-3"],
        "excluded": {"styling": 1},
        "rows": [{"id": "a:X:3:1:0", "verdict": "killed"}, {"id": "a:Y:3:5:0", "verdict": "survived"}],
    }
    assert ui_differences(committed, json.loads(json.dumps(committed))) == []
    again = {
        "mutate": ["a.js:4-4"],
        "excluded": {},
        "rows": [{"id": "a:X:3:1:0", "verdict": "survived"}, {"id": "a:Z:4:1:0", "verdict": "killed"}],
    }
    found = ui_differences(committed, again)
    assert found[:2] == ["mutate: committed ['a.js:3-3'], now ['a.js:4-4']", "excluded: committed {'styling': 1}, now {}"]
    assert found[2:] == [
        "a:X:3:1:0: committed killed, now survived",
        "a:Y:3:5:0: committed survived, now absent",
        "a:Z:4:1:0: committed absent, now killed",
    ]


def test_a_sample_checked_against_a_full_campaign_compares_the_sampled_mutants_only() -> None:
    committed = {
        "sample": None,
        "mutate": ["a.js"],
        "excluded": {"styling": 3},
        "rows": [{"id": "a:X:3:1:0", "verdict": "killed"}, {"id": "a:Y:5:5:0", "verdict": "survived"}],
    }
    sample = {"sample": 1, "mutate": ["a.js:3-3"], "excluded": {}, "rows": [{"id": "a:X:3:1:0", "verdict": "killed"}]}
    assert ui_differences(committed, sample) == []
    flipped = sample | {"rows": [{"id": "a:X:3:1:0", "verdict": "survived"}, {"id": "a:W:3:9:0", "verdict": "killed"}]}
    assert ui_differences(committed, flipped) == [
        "a:W:3:9:0: committed absent, now killed",
        "a:X:3:1:0: committed killed, now survived",
    ]
    # a committed sample is still compared whole: another sample's lines differ
    assert ui_differences(committed | {"sample": 2}, sample)[0].startswith("mutate: ")


def test_a_sample_is_seeded_single_line_ranges_over_code_lines_only(tmp_path: Path) -> None:
    script = tmp_path / "ref_apps" / "x" / "app" / "ui" / "app.js"
    script.parent.mkdir(parents=True)
    script.write_text("// header\n\nconst a = 1;\nconst b = 2;\n  // note\nrender(a, b);\n")
    assert code_lines(script) == [3, 4, 6]
    module = script.relative_to(tmp_path)
    once = mutate_patterns(tmp_path, [module], 2, seed=4)
    assert once == mutate_patterns(tmp_path, [module], 2, seed=4)
    assert len(once) == 2 and all(p.startswith("ref_apps/x/app/ui/app.js:") for p in once)
    assert {int(p.rsplit(":", 1)[1].split("-")[0]) for p in once} <= {3, 4, 6}
    assert mutate_patterns(tmp_path, [module], None, seed=4) == ["ref_apps/x/app/ui/app.js"]


def test_the_config_runs_every_mutant_in_place_one_at_a_time_with_our_command() -> None:
    config = stryker_config(["a.js"], "python -m forgingground.proving.ui_mutant x http://h")
    assert config["testRunner"] == "command" and config["commandRunner"]["command"].endswith("ui_mutant x http://h")
    assert config["inPlace"] is True and config["concurrency"] == 1 and config["coverageAnalysis"] == "off"
    assert "json" in config["reporters"]
    json.dumps(config)
    assert stryker_config(["a.js"], "cmd", workers=2)["concurrency"] == 2, "a runner per worker"


def test_failures_tell_infrastructure_from_asserts() -> None:
    report = {"results": [{"id": "a", "outcome": "pass"}, {"id": "b", "outcome": "infra_error"}]}
    assert failures(report) == (["b"], True)
    report["results"].append({"id": "c", "outcome": "fail"})
    assert failures(report) == (["b", "c"], False)


def test_a_journey_stopped_at_a_failing_step_kills_though_its_asserts_pass() -> None:
    # gitlab's comment_issue with the status text blanked: the journey stops at expect_text, both asserts pass, and
    # root_pass drops, so the mutant is killed; reading the asserts alone counted it a survivor.
    report = {
        "results": [{"id": "root.comment_issue.stored", "outcome": "pass"}],
        "journeys": [{"id": "comment_issue", "outcome": "fail"}, {"id": "close_issue", "outcome": "pass"}],
    }
    assert failures(report) == (["journey:comment_issue"], False)
    report["journeys"][0]["outcome"] = "infra_error"
    assert failures(report) == (["journey:comment_issue"], True)


def test_fail_fast_stops_after_a_failed_journey_it_does_not_already_know() -> None:
    from types import SimpleNamespace

    from forgingground.engine.browser_layer import BrowserLayer

    layer = BrowserLayer.__new__(BrowserLayer)
    layer.runner = SimpleNamespace(results={})
    layer.journeys = [{"id": "comment_issue", "outcome": "fail"}]
    layer.stop_after_failure = frozenset()
    assert layer._failed(), "a failed journey is a killer"
    layer.stop_after_failure = frozenset({"journey:comment_issue"})
    assert not layer._failed(), "a journey the gold app fails too stops nothing"
    layer.stop_after_failure = None
    assert not layer._failed(), "without the option nothing stops"


def test_the_active_mutant_reaches_the_page_before_its_scripts_run() -> None:
    from forgingground.browser import BrowserUnavailable, browser_session, new_page

    assert init_script(None) is None
    try:
        with browser_session() as browser:
            page = new_page(browser, None, None, init_script("12"))
            page.goto("data:text/html,<script>document.title = String(globalThis.__stryker__.activeMutant)</script>")
            assert page.title() == "12"
            page.context.close()
    except BrowserUnavailable as exc:
        pytest.skip(str(exc))


def _campaign(rows: list[dict]) -> dict:
    meta = {"environment": "x", "sample": None, "seed": None, "enumerated": None, "excluded": {}, "selection": "all"}
    return meta | {"rows": rows, "seconds": 60.0, "complete": True, "tool": "stryker 9.6.1", "mutate": ["a.js"]}


def _row(mid: str, verdict: str) -> dict:
    file, _, line, _, _ = mid.rsplit(":", 4)
    return {"id": mid, "file": file, "line": int(line), "verdict": verdict}


def test_a_recheck_reruns_the_survivors_lines_and_replaces_only_their_rows(tmp_path: Path) -> None:
    ids = ["ref_apps/x/app/ui/app.js:StringLiteral:12:5:0", "ref_apps/x/app/ui/app.js:BlockStatement:3:9:0"]
    assert recheck_patterns(ids + ids[:1]) == ["ref_apps/x/app/ui/app.js:3-3", "ref_apps/x/app/ui/app.js:12-12"]
    block = [{"id": ids[1], "line": 3, "end_line": 6}]  # a block is run only by a range that holds all its lines
    assert recheck_patterns(ids, block) == ["ref_apps/x/app/ui/app.js:3-6", "ref_apps/x/app/ui/app.js:12-12"]
    with pytest.raises(ValueError, match="not a UI mutant id"):
        recheck_patterns(["app.js:12"])
    committed = _campaign([_row("a.js:X:3:1:0", "survived"), _row("a.js:Y:3:7:0", "killed"), _row("a.js:X:9:1:0", "survived")])
    recheck = _campaign([_row("a.js:X:3:1:0", "killed"), _row("a.js:Y:3:7:0", "killed")])
    merged, problems = merge_ui_recheck(tmp_path, "x", committed, recheck, ["a.js:X:3:1:0", "a.js:B:3:2:0"])
    assert problems == ["a.js:B:3:2:0: not rechecked (it spans lines its committed row does not bound: run the whole campaign)"]
    assert [(r["id"], r["verdict"], r.get("rechecked", False)) for r in merged["rows"]] == [
        ("a.js:X:3:1:0", "killed", True),
        ("a.js:Y:3:7:0", "killed", True),
        ("a.js:X:9:1:0", "survived", False),
    ]
    assert (merged["killed"], merged["survived"], merged["untriaged"], merged["mutate"]) == (2, 1, ["a.js:X:9:1:0"], ["a.js"])
    moved = _campaign([_row("a.js:X:3:2:0", "killed"), _row("a.js:Y:3:7:0", "killed")])  # the line changed since
    unchanged, refused = merge_ui_recheck(tmp_path, "x", committed, moved)
    assert unchanged is committed and "run the whole campaign again" in refused[0]


def test_a_line_rewritten_in_place_has_its_rows_replaced_whole_and_only_when_asked(tmp_path: Path) -> None:
    committed = _campaign([_row("a.js:X:3:1:0", "killed"), _row("a.js:Y:3:7:0", "survived"), _row("a.js:X:9:1:0", "survived")])
    rewritten = _campaign([_row("a.js:X:3:1:0", "killed"), _row("a.js:Z:3:30:0", "killed")])  # line 3 edited
    unchanged, refused = merge_ui_recheck(tmp_path, "x", committed, rewritten, ["a.js:Y:3:7:0"])
    assert unchanged is committed and "--rewritten" in refused[0]
    merged, problems = merge_ui_recheck(tmp_path, "x", committed, rewritten, ["a.js:Y:3:7:0"], rewritten=True)
    assert problems == []
    assert [(r["id"], r["verdict"]) for r in merged["rows"]] == [
        ("a.js:X:3:1:0", "killed"),
        ("a.js:Z:3:30:0", "killed"),
        ("a.js:X:9:1:0", "survived"),
    ]
    assert (merged["mutants"], merged["killed"], merged["survived"]) == (3, 2, 1)
    elsewhere = _campaign([_row("a.js:Z:4:1:0", "killed")])  # a new id on a line not rechecked: still refused
    assert merge_ui_recheck(tmp_path, "x", committed, elsewhere, rewritten=True)[0] is committed


def _journaled_args(folder: Path, inputs: str = "inputs-1") -> object:
    from forgingground.proving.ui_mutant import parser

    ui = folder / "ref_apps" / "trello" / "app" / "ui"
    ui.mkdir(parents=True, exist_ok=True)
    if not (ui / "app.js").is_file():
        (ui / "app.js").write_text('if (stryMutAct_9fa48("1")) {}\n')
    argv = ["trello", "http://127.0.0.1:9", "--root", str(folder), "--ledger", str(folder / "ledger.jsonl")]
    argv += ["--coverage", str(folder / "coverage.json"), "--journal", str(folder / "journal.jsonl"), "--inputs", inputs]
    return parser().parse_args(argv)


def test_a_resumed_campaign_takes_each_verdict_its_journal_holds_for_the_same_inputs(tmp_path: Path, monkeypatch) -> None:
    """A campaign stopped part-way keeps what it judged: the same mutant of the same inputs and instrumented code is
    answered from the journal, without a browser; other inputs, or code Stryker numbered otherwise, are judged afresh."""
    from forgingground.proving import ui_mutant

    runs: list[str | None] = []

    def judge(env, url, root, mutant, units=None, coverage=None, known=None, browser=None, killers=None):
        runs.append(mutant)
        if coverage is not None:
            coverage.update({"add_card": {"1", "2"}, "board": {"2"}})
        return ["root.add_card.shown"] if mutant == "1" else []

    monkeypatch.setattr(ui_mutant, "judge", judge)
    monkeypatch.chdir(tmp_path)
    ui_mutant.instrumented_digest.cache_clear()
    args = _journaled_args(tmp_path)
    assert ui_mutant.run_once(args, None) == (0, [])  # the dry run: coverage recorded and journaled
    assert ui_mutant.run_once(args, "1") == (1, ["failed: root.add_card.shown"])
    assert ui_mutant.run_once(args, "2")[0] == 0
    assert runs == [None, "1", "2"]
    (tmp_path / "coverage.json").unlink()
    with (tmp_path / "journal.jsonl").open("a") as journal:
        journal.write('{"mutant": "3", "fail')  # the line being written when the campaign was stopped

    again = _journaled_args(tmp_path)
    code, lines = ui_mutant.run_once(again, None)
    assert code == 0 and "journal" in lines[0] and json.loads((tmp_path / "coverage.json").read_text())["board"] == ["2"]
    assert ui_mutant.run_once(again, "1") == (
        1,
        ["judged by an earlier run of the same inputs (the journal)", "failed: root.add_card.shown"],
    )
    assert ui_mutant.run_once(again, "2")[0] == 0
    assert runs == [None, "1", "2"], "nothing judged twice"
    ledger = [json.loads(line) for line in (tmp_path / "ledger.jsonl").read_text().splitlines()]
    assert [(e["mutant"], bool(e.get("from_journal"))) for e in ledger] == [("1", False), ("2", False), ("1", True), ("2", True)]

    ui_mutant.run_once(_journaled_args(tmp_path, inputs="inputs-2"), "1")  # a check changed: another digest
    assert runs[-1] == "1" and len(runs) == 4
    (tmp_path / "ref_apps" / "trello" / "app" / "ui" / "app.js").write_text('if (stryMutAct_9fa48("2")) {}\n')
    ui_mutant.instrumented_digest.cache_clear()  # another campaign's copy: Stryker numbered its mutants otherwise
    ui_mutant.run_once(_journaled_args(tmp_path), "2")
    assert runs[-1] == "2" and len(runs) == 5


def test_a_resumed_campaign_gives_each_mutant_the_time_its_slowest_journaled_run_took_not_the_instant_dry_run(
    tmp_path: Path,
) -> None:
    """Stryker times a mutant out from its dry run's time; a resumed dry run answers from the journal at once, so a
    survivor, which runs every unit, would be stopped as timed out (a kill) unless the timeout follows the journal."""
    from forgingground.proving.ui_mutation import TIMEOUT_MS, resumed_timeout_ms, stryker_config

    journal = tmp_path / "gmail.journal.jsonl"
    rows = [
        {"mutant": None, "coverage": {}, "key": "old"},
        {"mutant": "1", "failed": [], "seconds": 400.0, "key": "old"},  # another campaign's inputs: not this one's
        {"mutant": None, "coverage": {}, "seconds": 90.0, "key": "new"},
        {"mutant": "2", "failed": ["root.x"], "seconds": 20.0, "key": "new"},
        {"mutant": "3", "failed": [], "seconds": 128.0, "key": "new"},
    ]
    journal.write_text("".join(json.dumps(r) + "\n" for r in rows) + '{"mutant": "4", "fai')
    assert resumed_timeout_ms(journal) == TIMEOUT_MS + 3 * 128_000
    assert stryker_config(["a.js"], "cmd", None, resumed_timeout_ms(journal))["timeoutMS"] == TIMEOUT_MS + 384_000
    assert resumed_timeout_ms(tmp_path / "none.jsonl") == TIMEOUT_MS
    assert stryker_config(["a.js"], "cmd")["timeoutMS"] == TIMEOUT_MS


def test_a_new_campaign_starts_its_journal_afresh_and_the_key_follows_the_inputs(tmp_path: Path) -> None:
    from forgingground.proving.ui_mutation import campaign_inputs, journal_path

    repo = Path(__file__).resolve().parents[2]
    key = campaign_inputs(repo, "trello", ["ref_apps/trello/app/ui/app.js"], False)
    assert key == campaign_inputs(repo, "trello", ["ref_apps/trello/app/ui/app.js"], False)
    assert key != campaign_inputs(repo, "trello", ["ref_apps/trello/app/ui/app.js:3-3"], False)
    assert key != campaign_inputs(repo, "trello", ["ref_apps/trello/app/ui/app.js"], True)
    assert key != campaign_inputs(repo, "slack", ["ref_apps/trello/app/ui/app.js"], False)
    assert journal_path(tmp_path, "trello") == tmp_path / "results" / "ui-mutation" / "trello.journal.jsonl"
    assert journal_path(tmp_path, "trello", 2, 7).name == "trello.sample-2-seed-7.journal.jsonl"


def test_the_journal_key_follows_the_pages_inputs_and_not_the_triage_or_the_engine(tmp_path: Path) -> None:
    from forgingground.gold_inputs import page_inputs_digest

    files = {
        "environments/x/contract.json": "{}",
        "ref_apps/x/app/ui/app.js": "let a = 1;",
        "ref_apps/x/mutation_triage.json": "{}",
        "ref_apps/kit/protocol.py": "",
        "src/forgingground/engine/runner.py": "",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    first = page_inputs_digest(tmp_path, "x")
    (tmp_path / "ref_apps/x/mutation_triage.json").write_text('{"survivors": {}}')
    (tmp_path / "src/forgingground/engine/runner.py").write_text("# changed")
    assert page_inputs_digest(tmp_path, "x") == first
    for changed in ("ref_apps/x/app/ui/app.js", "environments/x/contract.json", "ref_apps/kit/protocol.py"):
        (tmp_path / changed).write_text((tmp_path / changed).read_text() + " ")
        assert page_inputs_digest(tmp_path, "x") != first, changed
        first = page_inputs_digest(tmp_path, "x")


def test_a_campaign_tries_the_units_that_killed_its_latest_mutants_first(tmp_path: Path) -> None:
    """The next mutant sits on a nearby line: the units that killed the last ones run first, the rest in their order."""
    from forgingground.engine.browser_layer import ordered
    from forgingground.environment import load_environment
    from forgingground.proving.ui_mutant import killer_units, recent_killers

    env = load_environment(Path(__file__).resolve().parents[2] / "environments" / "trello")
    ledger = tmp_path / "ledger.jsonl"
    ledger.write_text(
        '{"mutant": "1", "failed": ["visual.board.fidelity"]}\n{"mutant": "2", "failed": []}\n'
        '{"mutant": "3", "failed": ["root.add_card.shown", "journey:add_card"]}\n{"mutant": "4", "fail'
    )
    killers = recent_killers(ledger)
    assert killers == ["root.add_card.shown", "journey:add_card", "visual.board.fidelity"]
    first = killer_units(env, killers + ["visual.add_card.added.fidelity", "no.such.assert"])
    assert first == ("add_card", "board")  # a checkpoint's assert belongs to its journey; unknown ids are ignored
    walk = f"walk.{env.ui_walks[0]['id']}"  # a UI walk that killed runs early too, by its entry or by its assert
    assert killer_units(env, [f"root.{walk}", f"journey:{walk}", "journey:add_card"]) == (walk, "add_card")
    flows = ordered(env.contract.ui_flows, first)
    assert flows[0].id == "add_card" and sorted(f.id for f in flows) == sorted(f.id for f in env.contract.ui_flows)
    rest = [f.id for f in env.contract.ui_flows if f.id != "add_card"]
    assert [f.id for f in flows[1:]] == rest
    assert recent_killers(None) == [] and recent_killers(tmp_path / "none.jsonl") == []


def test_a_campaign_stopped_by_ctrl_c_says_what_its_journal_keeps_and_how_to_go_on(
    env_root: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from forgingground import cli
    from forgingground.proving import ui_mutation

    (env_root / "ref_apps" / "notes").mkdir(parents=True, exist_ok=True)
    journal = env_root / "results" / "ui-mutation" / "notes.journal.jsonl"
    journal.parent.mkdir(parents=True)
    lines = ['{"mutant": null, "coverage": {}, "key": "k"}', '{"mutant": "0", "key": "old"}']
    lines += ['{"mutant": "0", "key": "k"}', '{"mutant": "1", "key": "k"}', '{"mutant": "2", "key": "k"}', '{"mutant": "3", "ke']
    journal.write_text("\n".join(lines) + "\n", encoding="utf-8")

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(ui_mutation, "run_ui_campaign", interrupted)
    assert cli.main(["--root", str(env_root), "ui-mutation", "notes", "--resume"]) == 130
    said = capsys.readouterr().err
    assert f"3 verdict(s) are kept in {journal}" in said
    assert "`fgb ui-mutation notes --resume` goes on from there" in said
    assert "stopped by SIGINT" in said and "Traceback" not in said
    assert journal.read_text(encoding="utf-8").count("\n") == 6  # nothing judged is lost
