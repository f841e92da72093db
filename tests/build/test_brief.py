"""fgb brief: the bundle holds what the policy shows, each file carries the canary, and it reads nothing outside."""

from __future__ import annotations

import json
import re
import shutil
import tomllib
from pathlib import Path

import jsonschema
import pytest
from PIL import Image

from forgingground.build import brief_version, canary, write_brief
from forgingground.build.brief import BriefError
from forgingground.build.canary import PNG_KEYWORD, png_text
from forgingground.build.manifest import check_manifest
from forgingground.cli import main

from .conftest import ENVIRONMENTS, REPO


def _bundle_files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_the_bundle_holds_exactly_what_the_policy_shows(env: str, briefs: dict) -> None:
    folder, summary = briefs[env]
    contract = json.loads((REPO / "environments" / env / "contract.json").read_text())
    pngs = {f"references/{Path(s['reference']).name}" for s in contract["screens"] if s.get("reference")}
    judged = [s for f in contract["ui_flows"] for s in f["steps"] if s.get("action") == "checkpoint"]
    numbered = {f"references/checkpoints/{i:02d}.png" for i in range(1, len(judged) + 1)}
    expected = {"instruction.md", "document.md", "openapi.json", "screens.json", "seed/seed.json", "state.schema.json"}
    assert _bundle_files(folder) == expected | pngs | numbered == set(summary["files"])
    version = json.loads((REPO / "environments" / env / "meta.json").read_text())["version"]
    assert summary["brief_version"] == f"{version}+brief.3" == brief_version(version, 3)
    assert summary["canary"] == canary(env, summary["brief_version"])


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_every_file_carries_the_canary(env: str, briefs: dict) -> None:
    folder, summary = briefs[env]
    mark = summary["canary"]
    assert re.fullmatch(rf"FGB-CANARY-{env}-[0-9a-f]{{16}}", mark)
    for name in summary["files"]:
        data = (folder / name).read_bytes()
        if name.endswith(".png"):
            assert png_text(data)[PNG_KEYWORD.decode()] == mark, name
        elif name == "openapi.json":
            assert json.loads(data)["x-fgb-canary"] == mark
        elif name.endswith(".json"):
            assert json.loads(data)["_canary"] == mark, name
        else:
            assert data.decode().startswith(f"<!-- {mark}"), name


def test_canaries_differ_per_environment_and_version(briefs: dict) -> None:
    marks = {summary["canary"] for _, summary in briefs.values()}
    assert len(marks) == len(ENVIRONMENTS)
    assert canary("google-tasks", "1.1.0+brief.1") != canary("google-tasks", "1.1.0+brief.3")


def test_a_stamped_png_is_the_same_picture(briefs: dict) -> None:
    folder, summary = briefs["google-tasks"]
    with (
        Image.open(folder / "references" / "tasks.png") as stamped,
        Image.open(REPO / "environments/google-tasks/references/tasks.png") as ref,
    ):
        stamped.load()
        assert stamped.text["fgb-canary"] == summary["canary"]
        assert stamped.tobytes() == ref.tobytes() and stamped.size == ref.size


def test_a_second_run_writes_the_same_bytes(tmp_path: Path, briefs: dict) -> None:
    folder, _ = briefs["google-tasks"]
    write_brief(REPO, "google-tasks", tmp_path)
    assert all((tmp_path / f).read_bytes() == (folder / f).read_bytes() for f in _bundle_files(folder))


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_openapi_has_every_endpoint_and_resolvable_schemas(env: str, briefs: dict) -> None:
    doc = json.loads((briefs[env][0] / "openapi.json").read_text())
    api = json.loads((REPO / "environments" / env / "contract.json").read_text())["api"]
    assert doc["openapi"] == "3.1.0"
    operations = {op["operationId"]: (path, method) for path, ops in doc["paths"].items() for method, op in ops.items()}
    assert operations == {e["id"]: (e["path"], e["method"].lower()) for e in api}
    text = json.dumps(doc)
    for ref in set(re.findall(r'"\$ref": "#/components/schemas/([^"]+)"', text)):
        assert ref in doc["components"]["schemas"], f"unresolved $ref {ref}"
    assert "#/$defs/" not in text, "a $ref still points at the endpoint's own $defs"
    for schema in doc.get("components", {}).get("schemas", {}).values():
        jsonschema.Draft202012Validator.check_schema(schema)


def test_screens_keep_accessible_names_and_drop_asserts(briefs: dict) -> None:
    screens = json.loads((briefs["google-tasks"][0] / "screens.json").read_text())["screens"]
    contract = json.loads((REPO / "environments/google-tasks/contract.json").read_text())
    assert [s["id"] for s in screens] == [s["id"] for s in contract["screens"]] and screens[0]["id"] == "tasks"
    assert [s["components"] for s in screens] == [s["components"] for s in contract["screens"]]
    assert {"role": "button", "name": "Add a task"} in screens[0]["components"]
    assert all("asserts" not in s for s in screens)


def test_document_loses_held_out_sections_only(briefs: dict) -> None:
    text = (briefs["google-tasks"][0] / "document.md").read_text()
    headings = re.findall(r"^## (.+)$", text, re.M)
    assert headings == ["Scope", "Screens and journeys", "Left out, and why", "Data model", "The state protocol", "Rules"]
    assert "The journeys (held out) and the screens" in text
    assert "`tasks.tasks.insert.first`:" in text, "the rules (generated from contract.rules) are the build spec: shown"
    assert "Journeys (root layer)" not in (briefs["gmail"][0] / "document.md").read_text()


def test_instruction_example_manifest_is_valid(briefs: dict) -> None:
    folder, summary = briefs["google-tasks"]
    text = (folder / "instruction.md").read_text()
    assert summary["brief_version"] in text and "POST /api/reset" in text and "minutes to build" in text
    (example,) = re.findall(r"```toml\n(.*?)```", text, re.S)
    assert check_manifest(tomllib.loads(example), REPO) == []


def _checkout_copy(tmp_path: Path) -> Path:
    for folder in ("schemas", "contracts"):
        shutil.copytree(REPO / folder, tmp_path / folder)
    shutil.copytree(REPO / "environments" / "google-tasks", tmp_path / "environments" / "google-tasks")
    return tmp_path


def test_a_file_resolving_outside_the_environment_is_refused(tmp_path: Path) -> None:
    root = _checkout_copy(tmp_path / "root")
    outside = tmp_path / "secret.png"
    shutil.copy(REPO / "environments/google-tasks/references/tasks.png", outside)
    png = root / "environments/google-tasks/references/tasks.png"
    png.unlink()
    png.symlink_to(outside)
    with pytest.raises(BriefError, match="resolves outside"):
        write_brief(root, "google-tasks", tmp_path / "out")


def test_cli_prints_version_and_canary(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--root", str(REPO), "brief", "google-tasks", "--out", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    version = json.loads((REPO / "environments" / "google-tasks" / "meta.json").read_text())["version"]
    assert f"brief {version}+brief.3 of google-tasks: 12 file(s)" in out and "canary: FGB-CANARY-google-tasks-" in out
    assert main(["--root", str(REPO), "brief", "nope", "--out", str(tmp_path)]) == 2
    assert "no environment 'nope'; choose one of airbnb," in capsys.readouterr().err


def test_an_invalid_environment_is_a_usage_error(env_root: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (env_root / "environments" / "notes" / "contract.json").write_text("{ not json")
    assert main(["--root", str(env_root), "brief", "notes", "--out", str(env_root / "out")]) == 2
    err = capsys.readouterr().err
    assert "environments/notes/contract.json" in err and "run `fgb validate notes`" in err and "Traceback" not in err


def test_every_checkpoint_reference_is_in_the_brief(tmp_path: Path) -> None:
    """What the visual layer judges after an action is shown too: each checkpoint's screenshot and what was done."""
    write_brief(REPO, "linkedin", tmp_path)
    contract = json.loads((REPO / "environments" / "linkedin" / "contract.json").read_text())
    judged = [s["checkpoint"] for f in contract["ui_flows"] for s in f["steps"] if s.get("action") == "checkpoint"]
    listed = json.loads((tmp_path / "screens.json").read_text())["checkpoints"]
    assert judged and [c["title"] for c in listed] == [c["title"] for c in judged] and all(c["title"] for c in listed)
    for shown, reference in zip(listed, judged, strict=True):
        original = REPO / "environments" / "linkedin" / reference["reference"]
        with Image.open(tmp_path / shown["reference"]) as bundled, Image.open(original) as ref:
            assert bundled.tobytes() == ref.tobytes(), f"{shown['reference']} is not {reference['reference']}"


def test_checkpoint_screenshots_do_not_carry_journey_ids(briefs: dict) -> None:
    """A checkpoint reference is named after its journey (add_task.added.png): the bundle numbers them instead."""
    folder, summary = briefs["google-tasks"]
    checkpoints = json.loads((folder / "screens.json").read_text())["checkpoints"]
    assert [c["reference"] for c in checkpoints] == ["references/checkpoints/01.png", "references/checkpoints/02.png"]
    assert not [name for name in summary["files"] if "add_task" in name or "complete_task" in name]
