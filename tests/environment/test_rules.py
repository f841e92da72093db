"""Rules as judging atoms: the validator ties rules, asserts and document.md together, and coverage is measured."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.cli import main
from forgingground.environment import Severity, validate_environment
from forgingground.environment.integration import integration_coverage
from forgingground.environment.rules import coverage, render_section, with_section

ENV = "environments/notes"


def errors(root: Path) -> list[tuple[str, str, str]]:
    return [(p.path, p.pointer, p.message) for p in validate_environment(root, "notes") if p.severity == Severity.ERROR]


def has(root: Path, path: str, pointer: str, fragment: str) -> None:
    found = errors(root)
    assert any(p == path and ptr == pointer and fragment in msg for p, ptr, msg in found), found


def test_fixture_covers_every_rule(env_root: Path) -> None:
    env = env_root / ENV
    cov = coverage(json.loads((env / "contract.json").read_text()), json.loads((env / "asserts.json").read_text()))
    assert (cov.covered, cov.rules, cov.uncited_asserts) == (6, 6, [])


def test_assert_that_cites_no_rule_is_an_error(env_root: Path, edit_json) -> None:
    edit_json("asserts.json", lambda d: d["asserts"][6].update(rules=[]))
    has(env_root, f"{ENV}/asserts.json", "/asserts/6/rules", "cites no rule")
    # its rule is then cited by nobody: that is reported too, at the rule
    has(env_root, f"{ENV}/contract.json", "/rules/3", "cited by no assert")


def test_unknown_citations_are_errors(env_root: Path, edit_json) -> None:
    def cite(d):
        d["asserts"][0]["rules"] = ["api:notes.nope"]
        d["asserts"][2]["rules"] = ["notes.list.newest_first", "notes.list.oldest_first"]
        d["asserts"][4]["rules"] = ["api:notes.create"]  # a state check cannot lean on the API section
        d["asserts"][5]["rules"] = ["screen:list", "notes.create.only"]  # a leaf assert cannot cite a screen

    edit_json("asserts.json", cite)
    has(env_root, f"{ENV}/asserts.json", "/asserts/0/rules/0", "no endpoint 'notes.nope'")
    has(env_root, f"{ENV}/asserts.json", "/asserts/2/rules/1", "does not state")
    has(env_root, f"{ENV}/asserts.json", "/asserts/4/rules/0", "only status and schema checks")
    has(env_root, f"{ENV}/asserts.json", "/asserts/5/rules/0", "only a visual assert")


def test_duplicate_rule_and_unknown_endpoint(env_root: Path, edit_json) -> None:
    def dup(d):
        d["rules"].append(dict(d["rules"][0], endpoints=["notes.archive"]))

    edit_json("contract.json", dup)
    has(env_root, f"{ENV}/contract.json", "/rules/6/id", "used twice")
    has(env_root, f"{ENV}/contract.json", "/rules/6/endpoints/0", "names no endpoint")


def test_document_must_render_the_rules(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["rules"][0].update(text="GET /notes lists notes oldest first."))
    has(env_root, f"{ENV}/document.md", "", "differs from contract.json /rules")
    assert main(["--root", str(env_root), "rules", "notes", "--write"]) == 0
    assert "oldest first" in (env_root / ENV / "document.md").read_text()
    assert errors(env_root) == []


def test_with_section_adds_then_replaces() -> None:
    rules = [{"id": "a.b", "text": "One."}]
    once = with_section("# Doc\n", rules)
    assert once.count("rules:begin") == 1 and "- `a.b`: One." in once
    twice = with_section(once, [{"id": "a.b", "text": "Two."}])
    assert twice.count("rules:begin") == 1 and "Two." in twice and "One." not in twice
    assert render_section(rules) in once


def test_positional_capture_needs_an_ordering_rule(env_root: Path, edit_json) -> None:
    def capture(d):
        d["chains"][0]["steps"][0]["capture"] = {"first": "notes[0].id", "keyed": "notes[?title=='x'] | [0].id"}

    edit_json("contract.json", capture)
    found = [e for e in errors(env_root) if "captures by position" in e[2]]
    assert [e[1] for e in found] == ["/chains/0/steps/0/capture/first"]

    def ordered(d):
        next(e for e in d["api"] if e["id"] == d["chains"][0]["steps"][0]["call"])["ordered"] = ["/notes"]

    edit_json("contract.json", ordered)
    assert not [e for e in errors(env_root) if "captures by position" in e[2]]


def test_integration_coverage_counts_judged_reader_after_writer() -> None:
    contract = {
        "api": [
            {"id": "w", "writes": ["t"]},
            {"id": "r1", "reads": ["t"]},
            {"id": "r2", "reads": ["t"]},
            {"id": "w2", "writes": ["u"]},
        ],
        "chains": [
            {
                "id": "c",
                "steps": [{"call": "r2", "name": "early"}, {"call": "w"}, {"call": "r1", "name": "look"}, {"call": "r2"}],
                "asserts": ["a1"],
            },
        ],
    }
    asserts = {"asserts": [{"id": "a1", "check": {"op": "eval_jmespath", "params": {"step": "look"}}}]}
    cov = integration_coverage(contract, asserts)
    # (w, r1) is proved: r1 runs after w and an assert reads it; r2 after w is never judged; w2's table has no reader
    assert cov.pairs == [("t", "w", "r1"), ("t", "w", "r2")]
    assert cov.covered == {("t", "w", "r1")}
    assert cov.ratio == 0.5


def test_page_text_without_a_region_is_an_error(env_root: Path, edit_json) -> None:
    def page_check(d):
        d["asserts"][10]["check"] = {"op": "eval_page_text", "params": {"contains": "Plan trip"}}

    edit_json("asserts.json", page_check)
    has(env_root, f"{ENV}/asserts.json", "/asserts/10/check/params", "reads the whole page")


def test_integration_below_target_and_undeclared_are_warnings(env_root: Path, edit_json) -> None:
    def more(d):
        next(e for e in d["api"] if e["id"] == "notes.delete")["writes"] = ["notes"]

    edit_json("contract.json", more)
    warnings = [p for p in validate_environment(env_root, "notes") if p.severity == Severity.WARNING]
    assert [(w.pointer, "1 of 2") for w in warnings] == [("/chains", "1 of 2")] and "1 of 2" in warnings[0].message

    def none(d):
        for e in d["api"]:
            e.pop("writes", None)
            e.pop("reads", None)

    edit_json("contract.json", none)
    warnings = [p for p in validate_environment(env_root, "notes") if p.severity == Severity.WARNING]
    assert [w.pointer for w in warnings] == ["/api"] and "writes" in warnings[0].message


def test_pairs_kept_apart_by_rules_leave_the_denominator_and_must_be_real(env_root: Path, edit_json) -> None:
    def more(d):
        next(e for e in d["api"] if e["id"] == "notes.delete")["writes"] = ["notes"]
        d["unreachable_pairs"] = [
            {"table": "notes", "writer": "notes.delete", "reader": "notes.list", "rules": ["notes.delete.removes"], "why": "w"},
        ]

    edit_json("contract.json", more)
    assert [p for p in validate_environment(env_root, "notes")] == []
    contract = json.loads((env_root / ENV / "contract.json").read_text())
    cov = integration_coverage(contract, json.loads((env_root / ENV / "asserts.json").read_text()))
    assert cov.ratio == 1.0 and cov.to_json()["unreachable"] == 1

    def wrong(d):
        d["unreachable_pairs"] = [
            {"table": "notes", "writer": "notes.create", "reader": "notes.list", "rules": ["notes.create.stored"], "why": "w"},
            {"table": "tags", "writer": "notes.delete", "reader": "notes.list", "rules": ["no.such"], "why": "w"},
        ]

    edit_json("contract.json", wrong)
    has(env_root, f"{ENV}/contract.json", "/unreachable_pairs/0", "yet a chain proves it")
    has(env_root, f"{ENV}/contract.json", "/unreachable_pairs/1", "is no pair")
    has(env_root, f"{ENV}/contract.json", "/unreachable_pairs/1/rules/0", "does not state")


def test_an_environment_without_rules_is_an_error(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d.update(rules=[]))
    has(env_root, f"{ENV}/contract.json", "/rules", "states no rules")


def test_a_region_the_spec_never_names_is_an_error(env_root: Path, edit_json) -> None:
    def page_check(d):
        d["asserts"][10]["check"] = {"op": "eval_page_text", "params": {"contains": "Saved", "within": {"role": "alert"}}}

    edit_json("asserts.json", page_check)
    has(env_root, f"{ENV}/asserts.json", "/asserts/10/check", "neither its rules nor document.md name")
    edit_json("contract.json", lambda d: d["rules"][5].update(text="Saving a note stores it and an alert says Saved."))
    assert not [e for e in errors(env_root) if "neither its rules" in e[2]]


def test_every_facet_is_judged_and_every_named_facet_exists(env_root: Path, edit_json) -> None:
    def facets(d):
        d["rules"][0]["facets"] = [
            {"id": "newest", "kind": "order", "text": "the newest note comes first"},
            {"id": "tie", "kind": "boundary", "text": "notes made at the same instant come by id"},
        ]
        d["rules"][5]["facets"] = [{"id": "pressed", "kind": "state", "text": "Save is pressed"}]
        d["rules"][5]["facets"].append(dict(d["rules"][5]["facets"][0]))

    edit_json("contract.json", facets)
    edit_json("asserts.json", lambda d: d["asserts"][2].update(facets=["notes.list.newest_first#newest"]))
    edit_json("asserts.json", lambda d: d["asserts"][4].update(facets=["notes.list.newest_first#tie", "notes.create.stored#x"]))
    has(env_root, f"{ENV}/contract.json", "/rules/0/facets/1", "judged by no assert")
    has(env_root, f"{ENV}/contract.json", "/rules/5/facets/1/id", "stated twice")
    has(env_root, f"{ENV}/asserts.json", "/asserts/4/facets/0", "of a rule it does not cite")
    has(env_root, f"{ENV}/asserts.json", "/asserts/4/facets/1", "no rule of contract.json /rules states")
    assert not any(ptr == "/rules/0/facets/0" for _, ptr, _ in errors(env_root)), "a facet an assert names is judged"
    # a journey step may judge a control's state facet when one of the journey's asserts cites the rule
    has(env_root, f"{ENV}/contract.json", "/rules/5/facets/0", "judged by no assert")

    def step(d):
        d["ui_flows"][0]["steps"].append(
            {"action": "expect_visible", "target": {"text": "Saved"}, "facets": ["ui.new_note.saves#pressed"]}
        )

    edit_json("contract.json", step)
    assert not any(ptr == "/rules/5/facets/0" for _, ptr, _ in errors(env_root))
    cov = coverage(
        json.loads((env_root / ENV / "contract.json").read_text()), json.loads((env_root / ENV / "asserts.json").read_text())
    )
    # the four above (a duplicate counted twice) and the fixture's six other facets, one of which lost its assert above
    assert (cov.facets, cov.facets_covered) == (10, 8)


def test_a_rule_that_lists_no_facets_is_refused_and_counted(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d["rules"][3].update(facets=[]))
    edit_json("asserts.json", lambda d: d["asserts"][6].update(facets=[]))
    found = [(ptr, msg) for _, ptr, msg in errors(env_root)]
    assert [ptr for ptr, msg in found if "lists no facets" in msg] == ["/rules/3"], found
    cov = coverage(
        json.loads((env_root / ENV / "contract.json").read_text()), json.loads((env_root / ENV / "asserts.json").read_text())
    )
    assert cov.unsplit_rules == ["notes.get.fields"]


def test_facets_render_under_their_rule_in_the_brief() -> None:
    rule = {"id": "a.b", "text": "Rule.", "facets": [{"id": "edge", "kind": "boundary", "text": "45 min before is refused"}]}
    assert "    - boundary (`a.b#edge`): 45 min before is refused" in render_section([rule]).splitlines()


def test_expect_state_names_a_state_its_screen_states(env_root: Path, edit_json) -> None:
    def expect(d):
        d["ui_flows"][0]["steps"].append(
            {"action": "expect_state", "target": {"role": "button", "name": "New note"}, "value": "disabled"}
        )

    edit_json("contract.json", expect)
    has(env_root, f"{ENV}/contract.json", "/ui_flows/0/steps/3", "no screen's components name with that state")
    edit_json(
        "contract.json", lambda d: d["screens"][0]["components"][0].update(name="New <kind>", states=["enabled", "disabled"])
    )
    assert not any(ptr == "/ui_flows/0/steps/3" for _, ptr, _ in errors(env_root)), "a <placeholder> name states its instances"


def test_a_heading_located_by_its_level_needs_the_level_stated(env_root: Path, edit_json) -> None:
    """A check that reads only the h1 "Notes" (not an h2 of the same name) is fair only when a cited rule says h1."""

    def heading_check(d):
        d["asserts"][10]["check"] = {
            "op": "eval_page_text",
            "params": {"contains": "Notes", "within": {"role": "heading", "name": "Notes", "level": 1}},
        }

    def heading_step(d):
        d["ui_flows"][0]["steps"].append({"action": "expect_visible", "target": {"role": "heading", "name": "Notes", "level": 2}})

    edit_json("asserts.json", heading_check)
    edit_json("contract.json", heading_step)
    has(env_root, f"{ENV}/asserts.json", "/asserts/10/check", "reads a heading of level 1, which no rule it cites states")
    steps = len(json.loads((env_root / ENV / "contract.json").read_text())["ui_flows"][0]["steps"])
    has(env_root, f"{ENV}/contract.json", f"/ui_flows/0/steps/{steps - 1}/target", "locates a heading of level 2")
    edit_json("contract.json", lambda d: d["rules"][5].update(text=d["rules"][5]["text"] + " The page is headed Notes (h1)."))
    found = [e for e in errors(env_root) if "heading of level" in e[2]]
    assert [e[1] for e in found] == [f"/ui_flows/0/steps/{steps - 1}/target"], found  # the h1 is stated now, the h2 not
