"""An environment adds its own op in verifier.py (OPS), names it in asserts_vocab, and the engine runs it."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.engine.runner import RunOptions, verify
from forgingground.environment import Severity, load_environment, validate_environment

VERIFIER = """
from forgingground.engine.context import Verdict
from forgingground.engine.ops import OpRegistry

OPS = OpRegistry()


@OPS.register("eval_notes_titles_capitalised", "Every stored note title starts with a capital.", {"type": "object"}, needs_state=True)
def titles(ctx, params):
    bad = [n["title"] for n in ctx.after["notes"] if not n["title"][:1].isupper()]
    return Verdict(not bad, f"titles not capitalised: {bad}")
"""


def add_env_op(root: Path) -> None:
    env = root / "environments" / "notes"
    (env / "verifier.py").write_text(VERIFIER)
    contract = json.loads((env / "contract.json").read_text())
    contract["asserts_vocab"]["eval_notes_titles_capitalised"] = {"description": "d", "params": {"type": "object"}}
    contract["probes"][1]["asserts"].append("leaf.notes.create.capitalised")
    (env / "contract.json").write_text(json.dumps(contract))
    asserts = json.loads((env / "asserts.json").read_text())
    asserts["asserts"].append(
        {
            "id": "leaf.notes.create.capitalised",
            "level": "leaf",
            "statement": "Titles are capitalised.",
            "check": {"op": "eval_notes_titles_capitalised"},
        }
    )
    (env / "asserts.json").write_text(json.dumps(asserts))


def test_environment_op_validates_and_runs(env_root: Path, notes_app) -> None:
    add_env_op(env_root)
    assert [p for p in validate_environment(env_root, "notes") if p.severity == Severity.ERROR] == []
    report = verify(load_environment(env_root / "environments" / "notes"), notes_app("good"), RunOptions(layers=("leaf",)))
    result = next(r for r in report["results"] if r["id"] == "leaf.notes.create.capitalised")
    assert result["outcome"] == "pass" and "state_diff" in result["evidence"]


def test_environment_op_that_shadows_a_builtin_is_refused(env_root: Path) -> None:
    add_env_op(env_root)
    verifier = env_root / "environments" / "notes" / "verifier.py"
    verifier.write_text(VERIFIER.replace("eval_notes_titles_capitalised", "eval_status"))
    problems = validate_environment(env_root, "notes")
    assert any("shadows a built-in op" in p.message and p.path.endswith("verifier.py") for p in problems)
