"""No held-out content reaches the brief, for every environment: ids, chain step bodies, journey steps, task goals,
gold source lines, mutant names. Fingerprints are taken from the held-out files themselves, so new content is covered."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from .conftest import ENVIRONMENTS, REPO

GOLD_SUFFIXES = {".py", ".js", ".html", ".css"}
MIN_SOURCE_LINE = 30  # shorter lines (`return None`, `</div>`) say nothing about where they came from


def _texts(folder: Path) -> dict[str, str]:
    return {p.relative_to(folder).as_posix(): p.read_text() for p in folder.rglob("*") if p.suffix in {".md", ".json"}}


def _json_objects(node: object) -> list[dict]:
    if isinstance(node, dict):
        return [node, *(o for v in node.values() for o in _json_objects(v))]
    if isinstance(node, list):
        return [o for v in node for o in _json_objects(v)]
    return []


QUOTED = re.compile(r"[`\"']([^`\"'\n]{1,200})[`\"']")
BARE = re.compile(r"[\w.-]+")


def _tokens(text: str) -> tuple[set[str], set[str]]:
    """(quoted or code-span strings, bare words) of a text: what an id is looked up in."""
    return set(QUOTED.findall(text)), {w.strip(".-") for w in BARE.findall(text)}


def _vocabulary(env: str) -> set[str]:
    """Words the environment's shown sources use themselves: the prose of document.md (outside code spans), the
    seed, the API and the screens. A held-out id that is also such a word (airbnb's instant-book, gmail's archive)
    is data the agent sees anyway."""
    env_dir = REPO / "environments" / env
    contract = json.loads((env_dir / "contract.json").read_text())
    prose = re.sub(r"`[^`\n]*`", " ", (env_dir / "document.md").read_text())
    data = (env_dir / "seed" / "seed.json").read_text() + json.dumps([contract["api"], contract["screens"]])
    quoted, bare = _tokens(data)
    return quoted | bare | _tokens(prose)[1]


def _held_out_ids(env: str) -> dict[str, set[str]]:
    env_dir = REPO / "environments" / env
    contract = json.loads((env_dir / "contract.json").read_text())
    shown = {s["id"] for s in contract["screens"]} | {e["id"] for e in contract["api"]}
    ids = {
        "assert": {a["id"] for a in json.loads((env_dir / "asserts.json").read_text())["asserts"]},
        "probe": {p["id"] for p in contract["probes"]},
        "chain": {c["id"] for c in contract["chains"]},
        "journey": {f["id"] for f in contract["ui_flows"]},
        "task": {t["id"] for t in json.loads((env_dir / "tasks.json").read_text())["tasks"]},
        "mutant": _mutant_names(env),
    }
    return {kind: values - shown for kind, values in ids.items()}


def _mutant_names(env: str) -> set[str]:
    """The names the gold app's outside mutants register (`@MUTANTS.mutant("name", ...)` in ref_apps/<pkg>/mutants.py),
    read without importing it."""
    file = REPO / "ref_apps" / env.replace("-", "_") / "mutants.py"
    if not file.exists():
        return set()
    return {
        node.args[0].value
        for node in ast.walk(ast.parse(file.read_text()))
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "mutant"
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "MUTANTS"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }


def _found(identifier: str, tokens: tuple[set[str], set[str]]) -> bool:
    """An id is found quoted or as a code span, or bare when it is distinctive (has a `.`, `_` or `-`)."""
    quoted, bare = tokens
    return identifier in quoted or (any(c in identifier for c in "._-") and identifier in bare)


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_no_held_out_identifier_leaks(env: str, briefs: dict) -> None:
    tokens = {name: _tokens(text) for name, text in _texts(briefs[env][0]).items()}
    vocabulary = _vocabulary(env)
    leaks = [
        f"{kind} {identifier!r} in {name}"
        for kind, ids in _held_out_ids(env).items()
        for identifier in sorted(ids - vocabulary)
        for name, found in tokens.items()
        if _found(identifier, found)
    ]
    assert not leaks, leaks[:10]


def _checkpoint_texts(env_dir: Path, contract: dict) -> str:
    """The text each checkpoint screenshot displays (its .layout.json text blocks): the brief shows those screenshots on
    purpose, so a value a journey typed that appears on one (google-calendar's renamed calendar) is shown by design."""
    texts = []
    for flow in contract["ui_flows"]:
        for step in flow["steps"]:
            if step.get("action") == "checkpoint":
                layout = env_dir / Path(step["checkpoint"]["reference"]).with_suffix(".layout.json")
                texts += [b["text"] for b in json.loads(layout.read_text())["blocks"] if b.get("text")]
    return "\n".join(texts)


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_no_held_out_identifier_names_a_bundle_file(env: str, briefs: dict) -> None:
    folder, summary = briefs[env]
    parts = {name: set(Path(name).name.split(".")) | {Path(name).stem} for name in summary["files"]}
    vocabulary = _vocabulary(env)
    leaks = [
        f"{kind} {identifier!r} names {name}"
        for kind, ids in _held_out_ids(env).items()
        for identifier in sorted(ids - vocabulary)
        for name, words in parts.items()
        if identifier in words
    ]
    assert not leaks, leaks[:10]


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_no_chain_step_body_or_journey_step_leaks(env: str, briefs: dict) -> None:
    env_dir = REPO / "environments" / env
    contract = json.loads((env_dir / "contract.json").read_text())
    texts = _texts(briefs[env][0])
    flat = {name: re.sub(r"\s+", "", text) for name, text in texts.items()}
    objects = [o for name, text in texts.items() if name.endswith(".json") for o in _json_objects(json.loads(text))]
    bodies = [s["body"] for c in contract["chains"] for s in c["steps"] if isinstance(s.get("body"), dict) and s["body"]]
    for body in bodies:
        compact = json.dumps(body, separators=(",", ":"), ensure_ascii=False)
        assert body not in objects and not any(compact in t for t in flat.values()), f"chain step body {compact[:80]} leaks"
    shown_sources = (env_dir / "document.md").read_text() + (env_dir / "seed" / "seed.json").read_text()
    shown_sources += _checkpoint_texts(env_dir, contract)
    for flow in contract["ui_flows"]:
        for step in flow["steps"]:
            compact = json.dumps(step, separators=(",", ":"), ensure_ascii=False)
            assert not any(compact in t for t in flat.values()), f"journey step {compact[:80]} leaks"
            typed = step.get("value") if step["action"] == "fill" else None
            if typed and typed not in shown_sources:
                assert not any(typed in t for t in texts.values()), f"journey {flow['id']} types {typed!r}: it leaks"


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_no_task_goal_leaks(env: str, briefs: dict) -> None:
    goals = [t["goal"] for t in json.loads((REPO / "environments" / env / "tasks.json").read_text())["tasks"]]
    texts = _texts(briefs[env][0])
    assert not [g for g in goals for t in texts.values() if g in t]


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_no_gold_source_line_leaks(env: str, briefs: dict) -> None:
    gold = [REPO / "ref_apps" / env.replace("-", "_"), REPO / "ref_apps" / "kit"]
    lines = {
        line.strip()
        for folder in gold
        for file in folder.rglob("*")
        if file.suffix in GOLD_SUFFIXES and "__pycache__" not in file.parts
        for line in file.read_text().splitlines()
        if len(line.strip()) >= MIN_SOURCE_LINE
    }
    assert len(lines) > 100, "the gold app was not found: this test would check nothing"
    bundle_lines = {line.strip() for text in _texts(briefs[env][0]).values() for line in text.splitlines()}
    assert not sorted(lines & bundle_lines)[:5]


def test_the_fingerprints_catch_a_leak() -> None:
    """Each detector fires on a planted leak, so the tests above can fail."""
    assert _found("leaf.tasks.list.status", _tokens("see leaf.tasks.list.status here."))
    assert _found("add_task", _tokens("the journeys (`add_task`)"))
    assert _found("search", _tokens('journey "search"')) and not _found("search", _tokens("search for mail"))
    assert "add_task" in set("references/checkpoints/add_task.added.png".rsplit("/", 1)[1].split("."))
    assert {"instant-book", "archive"} <= _vocabulary("airbnb") | _vocabulary("gmail")
    assert "add_task" not in _vocabulary("google-tasks"), "a code span of document.md is not vocabulary"
    assert {"list_drops_kind", "task_empty_fields_kept"} <= _mutant_names("google-tasks")
    assert all(len(_mutant_names(env)) >= 20 for env in ENVIRONMENTS), "mutants were not found: nothing would be checked"
