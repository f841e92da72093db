"""Walks drawn from an environment, recorded on its gold app, judged on gold, on the equivalence proxy and on a lie."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.engine.app_store import sqlite_database
from forgingground.engine.http import AppClient, Deadline, Limits
from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import load_environment
from forgingground.equivalence import EquivalenceProxy, RouteTable
from forgingground.gold import gold_command
from forgingground.walks.draw import READ_BACK, draw_walks
from forgingground.walks.generate import generate, prune
from forgingground.walks.observe import observed
from forgingground.walks.pool import build_pool, placeholders
from forgingground.walks.run import judge, record

REPO = Path(__file__).resolve().parents[2]
ENV = "reddit"


@pytest.fixture(scope="module")
def gold(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with sqlite_database() as db:
        log = tmp_path_factory.mktemp("walks") / "app.log"
        with AppProcess(gold_command(REPO, ENV), log, env={"DATABASE_URL": db}, cwd=REPO) as app:
            yield app.url


@pytest.fixture(scope="module")
def recorded(gold: str) -> list[dict[str, Any]]:
    env = load_environment(REPO / "environments" / ENV)
    return generate(AppClient(gold, Limits(), Deadline(300)), env, 8, 3, [])


def test_the_pool_links_what_chains_capture_to_the_slots_they_fill() -> None:
    pool = build_pool(load_environment(REPO / "environments" / ENV).contract)
    feeds = {(p.call, p.expr) for p in pool.feeds("posts.vote", "path.post_id")}
    assert ("posts.create", "id") in feeds  # posts.vote never follows a create in a chain, but post_id is post_id
    assert pool.feeds("posts.get", "path.nope") == []


def test_a_draw_is_fixed_by_its_seed_and_uses_only_values_made_before() -> None:
    pool = build_pool(load_environment(REPO / "environments" / ENV).contract)
    first, again, other = draw_walks(pool, 5, 0), draw_walks(pool, 5, 0), draw_walks(pool, 5, 1)
    assert [w.steps for w in first] == [w.steps for w in again]
    assert [w.steps for w in first] != [w.steps for w in other]
    for walk in first:
        assert 5 <= len(walk.steps) <= 15
        made: set[str] = set()
        for step in walk.steps:
            assert placeholders({k: v for k, v in step.items() if k != "capture"}) <= made
            made |= set(step.get("capture") or {})
    assert any("${" in json.dumps(s) for w in first for s in w.steps)  # walks act on what they made


def test_the_draw_reaches_every_endpoint_a_template_can_fill() -> None:
    """An endpoint first, then one of its templates: one probed many ways is not drawn more often, every endpoint is
    drawn in several walks, and writes keep a fair share beside the reads that show them."""
    env = load_environment(REPO / "environments" / ENV)
    pool = build_pool(env.contract)
    drawn = [step["call"] for walk in draw_walks(pool, 40, 0) for step in walk.steps]
    assert set(pool.templates) <= set(drawn)
    counts = dict(sorted((call, drawn.count(call)) for call in pool.templates))
    assert min(counts.values()) >= 5 and max(counts.values()) < 10 * min(counts.values()), counts
    writes = sum(call in pool.writes for call in drawn)
    assert 0.3 < writes / len(drawn) < 0.7, (writes, len(drawn))
    committed = json.loads((REPO / "environments" / ENV / "walks.json").read_text())["walks"]
    assert sum(step["call"] == "saved.list" for walk in committed for step in walk["steps"]) >= 10


def test_steps_gather_on_few_objects_and_a_walk_ends_reading_what_it_wrote() -> None:
    """Compositions no chain scripted need two steps on one object and a read after both: a walk starts from one seeded
    object per slot (an id sent often is drawn often), swaps other literal ids for the latest one half the time, draws
    among what reads or writes a table it wrote, and ends on reads of those tables."""
    env = load_environment(REPO / "environments" / ENV)
    pool = build_pool(env.contract)
    walks = draw_walks(pool, 40, 0)
    seeded = set(pool.literals["path.post_id"])
    shares = []  # per walk, the share of its steps on seeded posts that act on its most used one
    for walk in walks:
        used = Counter(s["path"]["post_id"] for s in walk.steps if (s.get("path") or {}).get("post_id") in seeded)
        if sum(used.values()) >= 2:
            shares.append(used.most_common(1)[0][1] / sum(used.values()))
    assert sum(shares) / len(shares) > 0.65, "the steps of a walk spread over the seed (a uniform draw gives about 0.47)"

    def reads_back(steps: list[dict[str, Any]]) -> bool:
        written = set().union(*(pool.writes.get(s["call"], set()) for s in steps[:-READ_BACK]))
        ending = steps[-READ_BACK:]
        return all(s["call"] not in pool.writes and pool.touches[s["call"]] & written for s in ending)

    assert sum(reads_back(w.steps) for w in walks) >= 0.75 * len(walks)


def test_gold_agrees_with_its_own_walks(gold: str, recorded: list[dict[str, Any]]) -> None:
    env = load_environment(REPO / "environments" / ENV)
    client = AppClient(gold, Limits(), Deadline(300))
    assert [judge(client, env, walk, gold) for walk in recorded] == [None] * len(recorded)
    assert sum(len(o.get("reads", [])) for w in recorded for o in w["observed"]) > 20


def test_the_equivalence_proxy_agrees_too(gold: str, recorded: list[dict[str, Any]]) -> None:
    """Unknown fields, unordered lists shuffled and instants respelled change no walk's verdict."""
    env = load_environment(REPO / "environments" / ENV)
    with EquivalenceProxy(gold, RouteTable.from_environment(env)) as proxy:
        client = AppClient(proxy.url, Limits(), Deadline(300))
        assert [judge(client, env, walk, proxy.url) for walk in recorded] == [None] * len(recorded)


def test_a_changed_answer_is_named_with_its_step_rules_and_reproduction(gold: str, recorded: list[dict[str, Any]]) -> None:
    env = load_environment(REPO / "environments" / ENV)
    walk = copy.deepcopy(next(w for w in recorded if any(o.get("reads") for o in w["observed"])))
    row = next(o for o in walk["observed"] if o.get("reads"))
    row["reads"][0]["value"] = "something gold never said"
    found = judge(AppClient(gold, Limits(), Deadline(300)), env, walk, gold)
    assert found is not None and found.step == row["step"]
    assert "something gold never said" in found.why
    assert found.rules == row["rules"]
    assert found.reproduction[0].startswith("curl") and "/api/reset" in found.reproduction[0]
    position = [step["name"] for step in walk["steps"]].index(row["step"])
    assert len(found.reproduction) == position + 2  # the reset, then every step up to the one that differs


def test_recording_takes_gold_straight_from_the_prunes_last_play_and_plays_only_through_the_proxy(gold: str) -> None:
    """Gold plays each walk once to prune it, once more through the proxy: the record is the same as with a third play."""
    env = load_environment(REPO / "environments" / ENV)
    seen = observed(env.contract, env.assert_by_id())
    client = AppClient(gold, Limits(), Deadline(300))
    for drawn in draw_walks(build_pool(env.contract), 3, 5):
        steps, played = prune(client, env, drawn.steps, seen, [])
        assert played is not None  # the last round kept every step: its play is these steps' play
        unreachable = AppClient("http://127.0.0.1:9", Limits(), Deadline(5))  # a straight play here would raise
        assert record(unreachable, env, drawn.id, steps, seen, [], client, played=played) == record(
            client, env, drawn.id, steps, seen, [], client
        )


def test_committed_walks_are_what_generation_gives() -> None:
    """The drift check CI runs: walks.json is regenerated on gold and compared."""
    done = subprocess.run(
        [sys.executable, "-m", "forgingground", "walks", "generate", "uber", "--check"], cwd=REPO, capture_output=True, text=True
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "up to date" in done.stdout


def test_walks_are_units_of_mid_judged_on_gold_and_counted_beside_chains(gold: str) -> None:
    env = load_environment(REPO / "environments" / ENV)
    report = verify(env, gold, RunOptions(layers=("leaf", "mid")))
    walks = [c for c in report["chains"] if c["family"] == "walk"]
    assert len(walks) == len(env.walks) > 0
    assert {c["outcome"] for c in walks} == {"pass"}
    assert {c["basis"] for c in walks} == {"rules"}
    mid = report["scores"]["mid_pass"]
    assert (mid["numerator"], mid["denominator"]) == (len(env.contract.chains) + len(walks),) * 2
    assert report["scores"]["integration_gap"]["denominator"] == mid["denominator"]


def test_a_walk_that_differs_while_its_leaves_pass_is_an_integration_gap(gold: str) -> None:
    """The app is gold; the record says otherwise at one read: the walk fails at that step, names its rules, and since
    every leaf assert passes it counts in the gap while the chains do not."""
    env = load_environment(REPO / "environments" / ENV)
    walk = copy.deepcopy(next(w for w in env.walks if sum(bool(o.get("reads")) for o in w["observed"]) > 1))
    k, row = next((k, o) for k, o in enumerate(walk["observed"]) if k > 0 and o.get("reads"))
    row["reads"][0]["value"] = "something gold never said"
    env.walks = [walk]
    report = verify(env, gold, RunOptions(layers=("leaf", "mid")))
    result = next(r for r in report["results"] if r["id"] == f"mid.walk.{walk['id']}")
    assert result["outcome"] == "fail"
    assert result["message"].startswith(f"step {k + 1} of {len(walk['observed'])} ({row['step']}):")
    assert "something gold never said" in result["message"]
    assert result["evidence"]["failed_exchange"] == k
    assert report["scores"]["leaf_pass"]["value"] == 1.0
    gaps = [c["id"] for c in report["chains"] if c["integration_gap"]]
    assert gaps == [f"walk.{walk['id']}"]
    assert report["scores"]["mid_pass"]["numerator"] == len(env.contract.chains)


def _generate(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "forgingground", "walks", "generate", *args], cwd=REPO, capture_output=True, text=True
    )


def test_ci_checks_a_sample_of_environments_drawn_by_a_number() -> None:
    done = _generate("--check", "--sample", "1", "--draw", "3")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    drawn = done.stdout.splitlines()[0]
    assert drawn.startswith("sample of 1 environment(s) (draw 3): ") and "up to date" in done.stdout
    env = drawn.rsplit(": ", 1)[1]
    assert (REPO / "environments" / env / "walks.json").is_file()
    for refused, said in ((["--sample", "0"], "--sample must be 1 or more"), (["uber", "--sample", "2"], "name none")):
        bad = _generate(*refused)
        assert bad.returncode == 2 and said in bad.stderr and "Traceback" not in bad.stderr


def test_environments_generated_at_once_each_say_their_verdict_and_the_worst_exit_is_kept() -> None:
    done = _generate("uber", "opentable", "--check", "-j", "2")
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert sorted(line.split(":")[0] for line in done.stdout.splitlines() if "up to date" in line) == [
        "environments/opentable/walks.json",
        "environments/uber/walks.json",
    ]
    drifted = _generate("uber", "opentable", "--check", "--count", "1", "-j", "2")  # one walk each: neither file matches
    assert drifted.returncode == 1
    assert "environments/uber/walks.json is out of date" in drifted.stdout
    assert "environments/opentable/walks.json is out of date" in drifted.stdout
    refused = _generate("uber", "opentable", "--check", "-j", "0")
    assert refused.returncode == 2 and "--jobs 0: give 1 or more" in refused.stderr and "Traceback" not in refused.stderr
