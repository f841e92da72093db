"""The digest of a gold verdict's inputs, and the suite reading CI's gold run only when that run is of the tree under test."""

from __future__ import annotations

import json
from pathlib import Path

import _per_environment
import pytest

from forgingground.gold_inputs import (
    DIGEST_FILE,
    SAMPLE,
    changed_since,
    environment_digest,
    inputs_digest,
    kept_row,
    live_share,
    recorded_digest,
    write_digest,
    write_kept,
)


def tiny_tree(root: Path) -> Path:
    for rel, text in {
        "environments/shop/contract.json": "{}",
        "ref_apps/shop/app/main.py": "app = 1",
        "ref_apps/kit/db.py": "x = 1",
        "src/forgingground/engine.py": "y = 1",
        "environments/other/contract.json": "{}",
        "ref_apps/other/app.py": "z = 1",
    }.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


@pytest.mark.parametrize(
    "changed",
    ["environments/shop/contract.json", "ref_apps/shop/app/main.py", "ref_apps/kit/db.py", "src/forgingground/engine.py"],
)
def test_the_digest_follows_every_input(tmp_path: Path, changed: str) -> None:
    root = tiny_tree(tmp_path)
    before = inputs_digest(root, "shop")
    (root / changed).write_text((root / changed).read_text() + " ")
    assert inputs_digest(root, "shop") != before


def test_the_digest_ignores_caches_and_other_environments(tmp_path: Path) -> None:
    root = tiny_tree(tmp_path)
    before = inputs_digest(root, "shop")
    (root / "ref_apps/shop/app/__pycache__").mkdir()
    (root / "ref_apps/shop/app/__pycache__/main.cpython-312.pyc").write_bytes(b"\0")
    (root / "environments/other/contract.json").write_text('{"changed": true}')
    (root / "ref_apps/other/app.py").write_text("z = 2")
    assert inputs_digest(root, "shop") == before


def test_a_survivors_triage_changes_no_digest(tmp_path: Path) -> None:
    root = tiny_tree(tmp_path)
    before = inputs_digest(root, "shop"), environment_digest(root, "shop")
    (root / "ref_apps/shop/mutation_triage.json").write_text('{"survivors": {}}')
    assert (inputs_digest(root, "shop"), environment_digest(root, "shop")) == before
    (root / "ref_apps/shop/mutation_triage.py").write_text("")  # only that file's name is left out
    assert inputs_digest(root, "shop") != before[0] and environment_digest(root, "shop") != before[1]


def test_a_renamed_file_changes_the_digest(tmp_path: Path) -> None:
    root = tiny_tree(tmp_path)
    before = inputs_digest(root, "shop")
    (root / "ref_apps/kit/db.py").rename(root / "ref_apps/kit/store.py")
    assert inputs_digest(root, "shop") != before


def test_write_and_read_back(tmp_path: Path) -> None:
    root = tiny_tree(tmp_path / "repo")
    out = tmp_path / "run" / "shop" / "sqlite"
    value = write_digest(root, "shop", out)
    assert (out / DIGEST_FILE).is_file() and recorded_digest(out) == value == inputs_digest(root, "shop")
    assert recorded_digest(tmp_path) is None


def shared_run(tmp_path: Path, name: str, digest: str | None) -> Path:
    folder = tmp_path / "gold" / name / "postgres"
    folder.mkdir(parents=True)
    (folder / "report.json").write_text(json.dumps({"environment": name, "layers": ["leaf", "mid", "root", "visual"]}))
    if digest is not None:
        (folder / DIGEST_FILE).write_text(digest + "\n")
    return tmp_path / "gold"


def test_the_suite_verifies_by_itself_without_a_shared_run(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FGB_GOLD_REPORTS", raising=False)
    assert _per_environment.shared_gold_report("trello") is None


def test_a_shared_run_of_this_tree_is_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    digest = inputs_digest(_per_environment.REPO, "trello")
    monkeypatch.setenv("FGB_GOLD_REPORTS", str(shared_run(tmp_path, "trello", digest)))
    assert _per_environment.shared_gold_report("trello")["environment"] == "trello"
    assert _per_environment.shared_gold_report("trello", db="postgres")["environment"] == "trello"


@pytest.mark.parametrize("digest", ["0" * 64, None])
def test_a_shared_run_of_other_files_fails_rather_than_passing_stale(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, digest: str | None
) -> None:
    monkeypatch.setenv("FGB_GOLD_REPORTS", str(shared_run(tmp_path, "trello", digest)))
    with pytest.raises(AssertionError, match="other files than this tree"):
        _per_environment.shared_gold_report("trello")


def test_a_shared_run_without_the_environment_or_database_fails(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("FGB_GOLD_REPORTS", str(shared_run(tmp_path, "trello", inputs_digest(_per_environment.REPO, "trello"))))
    with pytest.raises(AssertionError, match="holds no report of slack"):
        _per_environment.shared_gold_report("slack")
    with pytest.raises(AssertionError, match=r"holds no report of trello \(sqlite\)"):
        _per_environment.shared_gold_report("trello", db="sqlite")


def test_an_environment_the_run_did_not_draw_is_judged_by_its_committed_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CI's main job ran trello live and kept slack's committed row: slack's reader asserts that row, then skips."""
    run = shared_run(tmp_path, "trello", inputs_digest(_per_environment.REPO, "trello"))
    summary = json.loads((_per_environment.REPO / "contracts/results/gold.json").read_text())
    row = next(r for r in summary["runs"] if (r["environment"], r["db"]) == ("slack", "postgres"))
    write_kept(run, [row])
    monkeypatch.setenv("FGB_GOLD_REPORTS", str(run))
    with pytest.raises(pytest.skip.Exception, match="slack .postgres. was not drawn"):
        _per_environment.shared_gold_report("slack")
    assert _per_environment.shared_gold_report("trello")["environment"] == "trello"
    write_kept(run, [{**row, "asserts_failed": ["leaf.x"]}])  # a committed row that failed does not stand
    with pytest.raises(AssertionError, match="leaf.x"):
        _per_environment.shared_gold_report("slack")
    write_kept(run, [{**row, "inputs": "0" * 64}])  # nor one of other files
    with pytest.raises(AssertionError, match="of other files"):
        _per_environment.shared_gold_report("slack")
    with pytest.raises(AssertionError, match=r"holds no report of slack \(sqlite\)"):
        _per_environment.shared_gold_report("slack", db="sqlite")


def test_kept_rows_are_found_by_environment_and_database(tmp_path: Path) -> None:
    write_kept(tmp_path, [{"environment": "a", "db": "postgres"}, {"environment": "b", "db": "sqlite"}])
    assert kept_row(tmp_path, "a") == {"environment": "a", "db": "postgres"}
    assert kept_row(tmp_path, "a", "sqlite") is None and kept_row(tmp_path, "b", "sqlite") is not None
    assert kept_row(tmp_path / "nowhere", "a") is None


ENVS = [f"env{i}" for i in range(10)]


def test_without_a_draw_every_environment_runs_live(tmp_path: Path) -> None:
    assert live_share(tmp_path, ENVS, {}, None) == ENVS


def test_a_draw_runs_the_changed_environments_and_a_rotating_share(tmp_path: Path) -> None:
    for env in ENVS:
        (tmp_path / "environments" / env).mkdir(parents=True)
        (tmp_path / "environments" / env / "contract.json").write_text(env)
    fresh = {e: {"inputs": environment_digest(tmp_path, e)} for e in ENVS}
    sample = live_share(tmp_path, ENVS, fresh, "7")
    assert len(sample) == SAMPLE and sample == live_share(tmp_path, ENVS, fresh, "7"), "the same number draws the same share"
    assert any(live_share(tmp_path, ENVS, fresh, str(n)) != sample for n in range(1, 20)), "other numbers draw other shares"
    stale = {**fresh, ENVS[0]: {"inputs": "0" * 64}}
    missing = {e: row for e, row in fresh.items() if e != ENVS[1]}
    assert ENVS[0] in live_share(tmp_path, ENVS, stale, "7") and ENVS[1] in live_share(tmp_path, ENVS, missing, "7")
    (tmp_path / "environments" / ENVS[2] / "contract.json").write_text("changed")
    assert ENVS[2] in live_share(tmp_path, ENVS, fresh, "7"), "an environment edited since its row runs live"


def test_a_pull_request_s_changed_environments_run_live_whatever_their_rows_say(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A row committed beside a change is the author's word: with FGB_CHANGED_SINCE, the changed ones run live."""
    import subprocess

    root = tiny_tree(tmp_path)
    git = lambda *a: subprocess.run(["git", "-c", "user.name=t", "-c", "user.email=t@t", *a], cwd=root, check=True)  # noqa: E731
    git("init", "-q")
    git("add", "-A")
    git("commit", "-qm", "base")
    (root / "ref_apps/other/app.py").write_text("z = 3")  # the pull request changes other's gold app
    (root / "ref_apps/shop/mutation_triage.json").write_text("{}")  # and only the triage of shop's survivors
    rows = {e: {"inputs": environment_digest(root, e)} for e in ("shop", "other")}  # and commits fresh rows beside it
    assert changed_since(root, "HEAD", ["shop", "other"]) == {"other"}
    assert changed_since(root, "no-such-rev", ["shop", "other"]) == {"shop", "other"}
    monkeypatch.setenv("FGB_CHANGED_SINCE", "HEAD")
    assert "other" in live_share(root, ["shop", "other"], rows, "7", sample=0)
    assert live_share(root, ["shop", "other"], rows, "7", sample=0) == ["other"]
    monkeypatch.delenv("FGB_CHANGED_SINCE")
    assert live_share(root, ["shop", "other"], rows, "7", sample=0) == []
