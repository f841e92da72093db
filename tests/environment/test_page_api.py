"""The validator checks the API read of a UI-vs-API assert: a GET of the contract, buildable, on a root assert."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.engine.ops import BUILTINS
from forgingground.environment import Severity, validate_environment
from forgingground.environment.rules import with_section

ENV = "environments/notes"
ASSERTS = f"{ENV}/asserts.json"
BADGE = {"call": "notes.get", "path": {"noteId": "n1"}, "select": "title", "within": {"role": "main"}}


def errors(root: Path) -> list[tuple[str, str, str]]:
    return [(p.path, p.pointer, p.message) for p in validate_environment(root, "notes") if p.severity == Severity.ERROR]


def add_read(root: Path, edit_json, level: str = "root", **params) -> None:
    """A UI-vs-API assert on the notes journey (the last assert of asserts.json), its op in the vocabulary."""
    assert_ = {"id": "root.new_note.title_shown", "level": level, "statement": "The page shows the note's title as the API does."}
    assert_["check"] = {"op": "eval_page_matches_api", "params": {**BADGE, **params}}
    assert_["rules"] = ["notes.create.stored"]

    def contract(d):
        d["ui_flows"][0]["asserts"].append(assert_["id"])
        d["asserts_vocab"]["eval_page_matches_api"] = BUILTINS.vocab()["eval_page_matches_api"]
        # the region the check reads is one the spec names (the validator refuses a region no rule states)
        d["rules"][1]["text"] += " The page's `main` landmark shows the note."

    edit_json("contract.json", contract)
    edit_json("asserts.json", lambda d: d["asserts"].append(assert_))
    document = root / ENV / "document.md"
    rules = json.loads((root / ENV / "contract.json").read_text())["rules"]
    document.write_text(with_section(document.read_text(), rules))


def last(root: Path) -> int:
    return len(json.loads((root / ASSERTS).read_text())["asserts"]) - 1


def test_a_read_of_a_get_endpoint_is_valid(env_root: Path, edit_json) -> None:
    add_read(env_root, edit_json)
    assert errors(env_root) == []


def test_a_read_must_be_a_get_with_its_path_and_valid_jmespath(env_root: Path, edit_json) -> None:
    add_read(env_root, edit_json, call="notes.delete")
    at = f"/asserts/{last(env_root)}/check/params"
    assert (ASSERTS, f"{at}/call", "'notes.delete' is not a GET endpoint of contract.json /api") in errors(env_root)
    edit_json("asserts.json", lambda d: d["asserts"][-1]["check"]["params"].update(call="notes.get", path={}, select="[?"))
    found = errors(env_root)
    assert any(p == f"{at}/path" and "needs noteId" in m for _, p, m in found), found
    assert any(p == f"{at}/select" and "not valid JMESPath" in m for _, p, m in found), found


def test_only_a_root_assert_reads_the_page(env_root: Path, edit_json) -> None:
    add_read(env_root, edit_json, level="mid")
    assert any(p.endswith("/level") and "only a root assert can" in m for _, p, m in errors(env_root)), errors(env_root)
