"""The validator: a valid fixture passes, and each kind of breakage is reported with its file, pointer and message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from forgingground.environment import Severity, validate_environment

ENV = "environments/notes"


def errors(root: Path) -> list[tuple[str, str, str]]:
    return [(p.path, p.pointer, p.message) for p in validate_environment(root, "notes") if p.severity == Severity.ERROR]


def one_error(root: Path, path: str, pointer: str, fragment: str) -> None:
    found = errors(root)
    assert any(p == path and ptr == pointer and fragment in msg for p, ptr, msg in found), found


def test_fixture_is_valid(env_root: Path) -> None:
    assert validate_environment(env_root, "notes") == []


def test_missing_required_file(env_root: Path) -> None:
    (env_root / ENV / "verifier.py").unlink()
    one_error(env_root, f"{ENV}/verifier.py", "", "required file is missing")


def test_malformed_json_reports_line_and_column(env_root: Path) -> None:
    file = env_root / ENV / "asserts.json"
    file.write_text('{\n  "asserts": [\n    {"id": "x",,}\n  ]\n}\n')
    one_error(env_root, f"{ENV}/asserts.json", "", "invalid JSON at line 3 column")


def test_wrong_enum_value_points_at_the_field(env_root: Path, edit_json) -> None:
    edit_json("asserts.json", lambda d: d["asserts"][2].update(level="leafy"))
    one_error(env_root, f"{ENV}/asserts.json", "/asserts/2/level", "'leafy' is not one of")


def test_misspelt_key_is_named(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["api"][1].update(methd="POST"))
    one_error(env_root, f"{ENV}/contract.json", "/api/1", "'methd' was unexpected")


def test_chain_names_unknown_assert(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["chains"][0]["asserts"].append("mid.nope"))
    one_error(
        env_root, f"{ENV}/contract.json", "/chains/0/asserts/1", "names assert 'mid.nope', which asserts.json does not define"
    )


def test_level_mismatch(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["probes"][0]["asserts"].append("mid.create_then_list.first"))
    one_error(env_root, f"{ENV}/contract.json", "/probes/0/asserts/3", "is level 'mid', but a probe runs only leaf asserts")


def test_step_calls_unknown_api(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["chains"][0]["steps"][1].update(call="notes.lst"))
    one_error(env_root, f"{ENV}/contract.json", "/chains/0/steps/1/call", "calls unknown api id 'notes.lst'")


def test_step_missing_path_parameter(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["probes"][2]["steps"][0].update(path={}))
    one_error(env_root, f"{ENV}/contract.json", "/probes/2/steps/0/path", "path parameter 'noteId' of notes.get")


def test_placeholder_before_capture(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["probes"][2]["steps"][0].update(path={"noteId": "${later}"}))
    one_error(env_root, f"{ENV}/contract.json", "/probes/2/steps/0", "uses ${later} before any earlier step captures it")


def test_duplicate_api_id_and_route(env_root: Path, edit_json) -> None:
    def dup(d):
        d["api"].append(dict(d["api"][0]))

    edit_json("contract.json", dup)
    one_error(env_root, f"{ENV}/contract.json", "/api/4/id", "duplicate id 'notes.list'")
    one_error(env_root, f"{ENV}/contract.json", "/api/4/path", "two endpoints cannot share a method and path")


def test_foreign_key_to_unknown_table(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["entities"][1]["foreign_keys"][0].update(table="labels"))
    one_error(env_root, f"{ENV}/contract.json", "/entities/1/foreign_keys/0/table", "table 'labels', which no entity declares")


def test_seed_unknown_column_and_wrong_type(env_root: Path, edit_json) -> None:
    def change(d):
        d["tables"]["notes"][0]["colour"] = "red"
        d["tables"]["notes"][1]["title"] = 42

    edit_json("seed/seed.json", change)
    one_error(env_root, f"{ENV}/seed/seed.json", "/tables/notes/0/colour", "notes has no column 'colour'")
    one_error(env_root, f"{ENV}/seed/seed.json", "/tables/notes/1/title", "notes.title is string but the value is int")


def test_seed_duplicate_key_and_dangling_foreign_key(env_root: Path, edit_json) -> None:
    def change(d):
        d["tables"]["notes"][1]["id"] = "n1"
        d["tables"]["notes"][2]["tag"] = "garden"

    edit_json("seed/seed.json", change)
    one_error(env_root, f"{ENV}/seed/seed.json", "/tables/notes/1", "duplicate primary key {'id': 'n1'}")
    one_error(env_root, f"{ENV}/seed/seed.json", "/tables/notes/2/tag", "matches no tags.name")


def test_seed_table_not_in_entities(env_root: Path, edit_json) -> None:
    edit_json("seed/seed.json", lambda d: d["tables"].update(users=[{"id": 1}]))
    one_error(env_root, f"{ENV}/seed/seed.json", "/tables/users", "not declared in contract.entities")


def test_op_not_in_vocab(env_root: Path, edit_json) -> None:
    edit_json("asserts.json", lambda d: d["asserts"][0]["check"].update(op="eval_stauts"))
    one_error(env_root, f"{ENV}/asserts.json", "/asserts/0/check/op", "op 'eval_stauts' is not in contract.asserts_vocab")


def test_op_params_invalid_for_its_schema(env_root: Path, edit_json) -> None:
    edit_json("asserts.json", lambda d: d["asserts"][0]["check"].update(params={"equals": "200"}))
    one_error(
        env_root, f"{ENV}/asserts.json", "/asserts/0/check/params/equals", "params of eval_status: '200' is not of type 'integer'"
    )


def test_vocab_op_the_engine_does_not_have(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["asserts_vocab"].update(eval_magic={"description": "x", "params": {}}))
    one_error(env_root, f"{ENV}/contract.json", "/asserts_vocab/eval_magic", "no op 'eval_magic' is built into the engine")


def test_ui_flow_unknown_screen_and_missing_reference(env_root: Path, edit_json) -> None:
    def change(d):
        d["ui_flows"][0]["start_screen"] = "home"
        d["screens"][0]["reference"] = "references/list.png"

    edit_json("contract.json", change)
    one_error(env_root, f"{ENV}/contract.json", "/ui_flows/0/start_screen", "names unknown screen 'home'")
    one_error(env_root, f"{ENV}/contract.json", "/screens/0/reference", "'references/list.png' is not a file")


def test_journey_setup_calls_are_checked_like_chain_steps(env_root: Path, edit_json) -> None:
    def change(d):
        d["ui_flows"][0]["setup"] = [{"call": "notes.creat", "body": {"title": "x"}}]
        d["ui_flows"][0]["steps"].append({"action": "goto", "value": "/notes/${note}"})

    edit_json("contract.json", change)
    one_error(env_root, f"{ENV}/contract.json", "/ui_flows/0/setup/0/call", "calls unknown api id 'notes.creat'")
    one_error(
        env_root, f"{ENV}/contract.json", "/ui_flows/0/steps/3/value", "uses ${note}, which no setup call of the journey captures"
    )


def test_only_a_goto_may_name_a_setup_capture(env_root: Path, edit_json) -> None:
    def change(d):
        d["ui_flows"][0]["setup"] = [{"call": "notes.create", "body": {"title": "x"}, "capture": {"note": "id"}}]
        d["ui_flows"][0]["steps"].append({"action": "goto", "value": "/notes/${note}"})
        d["ui_flows"][0]["steps"][1]["value"] = "${note}"

    edit_json("contract.json", change)
    one_error(env_root, f"{ENV}/contract.json", "/ui_flows/0/steps/1/value", "only a goto may name a setup capture")
    assert not [e for e in errors(env_root) if "/steps/3" in e[1]], "the goto's capture is made by the setup"


def test_an_expect_title_step_takes_a_value_and_no_target(env_root: Path, edit_json) -> None:
    def change(d: dict) -> None:
        d["ui_flows"][0]["steps"].append({"action": "expect_title", "target": {"role": "main"}, "value": "Notes"})

    edit_json("contract.json", change)
    step = len(json.loads((env_root / ENV / "contract.json").read_text())["ui_flows"][0]["steps"]) - 1
    one_error(env_root, f"{ENV}/contract.json", f"/ui_flows/0/steps/{step}", "an expect_title step takes a value")


def test_tier_needs_reference_app(env_root: Path, edit_json) -> None:
    edit_json("meta.json", lambda d: d["tiers"].append("reference_implementation"))
    one_error(env_root, f"{ENV}/meta.json", "/tiers", "ref_apps/notes/ does not exist")


def test_environment_name_must_match_folder(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d.update(environment="notez"))
    one_error(env_root, f"{ENV}/contract.json", "/environment", "the folder is 'notes'")


def test_verifier_that_differs_from_the_template_is_reported_not_imported(env_root: Path) -> None:
    (env_root / ENV / "verifier.py").write_text("import nothing_here_at_all\n")
    one_error(env_root, f"{ENV}/verifier.py", "", "line 1 differs from the canonical thin entry")


def test_unused_assert_is_a_warning(env_root: Path, edit_json) -> None:
    edit_json(
        "asserts.json",
        lambda d: d["asserts"].append(
            {
                "id": "leaf.spare",
                "level": "leaf",
                "statement": "s",
                "rules": ["api:notes.list"],
                "check": {"op": "eval_status", "params": {"equals": 200}},
            }
        ),
    )
    problems = validate_environment(env_root, "notes")
    assert [(p.severity, p.pointer) for p in problems] == [(Severity.WARNING, "/asserts/11")]
    assert "never runs" in problems[0].message


def test_every_problem_is_collected_not_just_the_first(env_root: Path, edit_json) -> None:
    def change(d):
        d["chains"][0]["steps"][1]["call"] = "bad.one"
        d["probes"][2]["steps"][0]["path"] = {}
        d["ui_flows"][0]["start_screen"] = "nowhere"

    edit_json("contract.json", change)
    assert len(errors(env_root)) == 3


@pytest.mark.parametrize("bad", ["[]", "null", '"text"'])
def test_wrong_top_level_type(env_root: Path, bad: str) -> None:
    (env_root / ENV / "meta.json").write_text(bad)
    one_error(env_root, f"{ENV}/meta.json", "", "is not of type 'object'")


def test_selected_endpoint_must_match_its_derived_contract(env_root: Path, edit_json) -> None:
    derived = env_root / "contracts" / "derived"
    derived.mkdir(parents=True)
    (derived / "notes.v1.json").write_text(
        json.dumps(
            {
                "api": [
                    {
                        "id": "notes.get",
                        "method": "GET",
                        "path": "/api/notes/{noteId}",
                        "params": [{"name": "noteId", "in": "path", "required": True}, {"name": "format", "in": "query"}],
                    }
                ]
            }
        )
    )

    def select(d):
        d["api"][2]["source"] = {"kind": "openapi", "ref": "notes.get", "document": "notes.v1"}
        d["api"][2]["path"] = "/api/note/{noteId}"

    edit_json("contract.json", select)
    one_error(env_root, f"{ENV}/contract.json", "/api/2/path", "derived contract notes.v1 says '/api/notes/{noteId}'")
    one_error(env_root, f"{ENV}/contract.json", "/api/2/params", "parameters differ from derived contract notes.v1")


def test_a_crash_inside_one_environment_is_a_problem_there_and_the_others_are_still_checked(env_root: Path, monkeypatch) -> None:
    import shutil

    from forgingground.environment import validate as validate_module
    from forgingground.environment import validate_all

    shutil.copytree(env_root / ENV, env_root / "environments" / "zeta")
    real = validate_module.check_all

    def explode(files, out):
        if files.name == "notes":
            raise RecursionError("maximum recursion depth exceeded")
        real(files, out)

    monkeypatch.setattr(validate_module, "check_all", explode)
    problems, checked = validate_all(env_root)
    assert checked == 2
    crash = [p for p in problems if p.path == ENV]
    assert len(crash) == 1 and "validation stopped inside this environment (RecursionError" in crash[0].message
    assert any(p.path.startswith("environments/zeta/") and p.pointer == "/environment" for p in problems)


def test_calibration_notes_must_name_every_layer_the_environment_has(env_root: Path, edit_json) -> None:
    edit_json("meta.json", lambda d: d["calibration"].update(notes="Checked by hand on leaf and mid."))
    one_error(env_root, f"{ENV}/meta.json", "/calibration/notes", "also has root (1 journeys)")
    edit_json("meta.json", lambda d: d["calibration"].update(notes="Checked by hand on leaf, mid and the root journeys."))
    assert errors(env_root) == []
    edit_json("meta.json", lambda d: d["calibration"].update(notes="Checked by hand on every layer; the midpoint is leafy."))
    assert errors(env_root) == []


def test_a_screen_reference_needs_the_reference_screenshots_tier(env_root: Path, edit_json) -> None:
    refs = env_root / ENV / "references"
    refs.mkdir()
    (refs / "list.png").write_bytes(b"png")
    (refs / "list.layout.json").write_text("{}")
    edit_json("contract.json", lambda d: d["screens"][0].update(reference="references/list.png"))
    one_error(env_root, f"{ENV}/meta.json", "/tiers", "lacks reference_screenshots though it has 1 screens")
    edit_json("meta.json", lambda d: d["tiers"].append("reference_screenshots"))
    assert errors(env_root) == []


def test_a_reference_png_needs_its_layout_beside_it(env_root: Path, edit_json) -> None:
    refs = env_root / ENV / "references"
    refs.mkdir()
    (refs / "list.png").write_bytes(b"png")
    edit_json("contract.json", lambda d: d["screens"][0].update(reference="references/list.png"))
    edit_json("meta.json", lambda d: d["tiers"].append("reference_screenshots"))
    one_error(env_root, f"{ENV}/contract.json", "/screens/0/reference", "references/list.layout.json is missing beside")
