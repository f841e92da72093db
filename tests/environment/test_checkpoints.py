"""The validator knows journeys' checkpoints: unique ids, confined references with layouts, visual asserts, citations."""

from __future__ import annotations

from pathlib import Path

from forgingground.engine.ops import BUILTINS
from forgingground.environment import Severity, validate_environment

ENV = "environments/notes"
CONTRACT = f"{ENV}/contract.json"
STEP = "/ui_flows/0/steps/3/checkpoint"
VISUAL = {
    "id": "visual.new_note.saved.fidelity",
    "level": "visual",
    "statement": "The list after saving looks like its reference.",
    "check": {"op": "eval_visual_fidelity", "params": {"threshold": 0.65}},
    "rules": ["checkpoint:new_note.saved"],
}


def errors(root: Path) -> list[tuple[str, str, str]]:
    return [(p.path, p.pointer, p.message) for p in validate_environment(root, "notes") if p.severity == Severity.ERROR]


def has(root: Path, path: str, pointer: str, fragment: str) -> None:
    found = errors(root)
    assert any(p == path and ptr == pointer and fragment in msg for p, ptr, msg in found), found


def add_checkpoint(root: Path, edit_json, reference: str = "references/new_note.saved.png", **checkpoint) -> None:
    """A checkpoint after the journey's last step, its visual assert, its reference files (and the list screen's, which
    the screenshots tier asks for)."""
    refs = root / ENV / "references"
    refs.mkdir(exist_ok=True)
    for name in ("new_note.saved", "list"):
        (refs / f"{name}.png").write_bytes(b"png")
        (refs / f"{name}.layout.json").write_text("{}")
    step = {"id": "new_note.saved", "reference": reference, "asserts": [VISUAL["id"]], **checkpoint}

    def change(d):
        d["ui_flows"][0]["steps"].append({"action": "checkpoint", "checkpoint": step})
        d["screens"][0]["reference"] = "references/list.png"
        d["asserts_vocab"]["eval_visual_fidelity"] = BUILTINS.vocab()["eval_visual_fidelity"]

    edit_json("contract.json", change)
    edit_json("asserts.json", lambda d: d["asserts"].append(dict(VISUAL)))
    edit_json("meta.json", lambda d: d["tiers"].append("reference_screenshots"))


def test_a_checkpoint_with_its_reference_and_visual_assert_is_valid(env_root: Path, edit_json) -> None:
    add_checkpoint(env_root, edit_json)
    assert errors(env_root) == []


def test_a_checkpoint_step_needs_its_checkpoint(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["ui_flows"][0]["steps"].append({"action": "checkpoint"}))
    assert any(p == CONTRACT and "checkpoint" in msg for p, _, msg in errors(env_root)), errors(env_root)


def test_a_reference_outside_the_folder_or_without_layout_is_refused(env_root: Path, edit_json) -> None:
    add_checkpoint(env_root, edit_json, reference="../../schemas/x.png")
    has(env_root, CONTRACT, f"{STEP}/reference", "climbs out with '..'")


def test_a_reference_needs_its_layout_beside_it(env_root: Path, edit_json) -> None:
    add_checkpoint(env_root, edit_json)
    (env_root / ENV / "references" / "new_note.saved.layout.json").unlink()
    has(env_root, CONTRACT, f"{STEP}/reference", "new_note.saved.layout.json is missing beside")


def test_checkpoint_ids_are_unique_among_checkpoints_and_screens(env_root: Path, edit_json) -> None:
    add_checkpoint(env_root, edit_json, id="list")
    has(env_root, CONTRACT, f"{STEP}/id", "is also a screen's id")
    edit_json("contract.json", lambda d: d["ui_flows"][0]["steps"][3]["checkpoint"].update(id="new_note.saved"))
    edit_json("contract.json", lambda d: d["ui_flows"][0]["steps"].append(d["ui_flows"][0]["steps"][3]))
    has(env_root, CONTRACT, "/ui_flows/0/steps/4/checkpoint/id", "duplicate checkpoint id 'new_note.saved'")


def test_a_checkpoint_runs_only_visual_asserts(env_root: Path, edit_json) -> None:
    add_checkpoint(env_root, edit_json)
    edit_json("contract.json", lambda d: d["ui_flows"][0]["steps"][3]["checkpoint"]["asserts"].append("root.new_note.saved"))
    has(env_root, CONTRACT, f"{STEP}/asserts/1", "but a checkpoint runs only visual asserts")


def test_checkpoint_citations_name_a_checkpoint_and_sit_on_visual_asserts(env_root: Path, edit_json) -> None:
    add_checkpoint(env_root, edit_json)

    def cite(d):
        d["asserts"][-1]["rules"] = ["checkpoint:nowhere"]
        d["asserts"][0]["rules"].append("checkpoint:new_note.saved")

    edit_json("asserts.json", cite)
    found = errors(env_root)
    assert any("cites checkpoint:nowhere, but no ui_flow has a checkpoint 'nowhere'" in m for _, _, m in found), found
    assert any(ptr.startswith("/asserts/0/rules/") and "only a visual assert judges" in m for _, ptr, m in found), found
