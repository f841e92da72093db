"""Security facts are checked before a probe comes of them: each mistake named with its file, pointer and message,
and the brief must state the rules they imply."""

from __future__ import annotations

import json
from pathlib import Path

from forgingground.environment import Severity, validate_environment
from forgingground.environment.rules import stated_rules, with_section

ENV = "environments/notes"
CONTRACT = f"{ENV}/contract.json"
FACTS = {
    "writes": [{"call": {"call": "notes.create", "body": {"title": "Groceries", "tag": "home"}}, "text": ["/title"]}],
    "exempt": {"notes.delete": "deleting takes no body and every note is the user's own"},
}


def errors(root: Path) -> list[tuple[str, str, str]]:
    return [(p.path, p.pointer, p.message) for p in validate_environment(root, "notes") if p.severity == Severity.ERROR]


def with_facts(root: Path, facts: dict) -> None:
    """The notes fixture with these facts, its brief's rules section written from them (as `fgb rules --write` does)."""
    folder = root / ENV
    contract = json.loads((folder / "contract.json").read_text())
    contract["security"] = facts
    (folder / "contract.json").write_text(json.dumps(contract, indent=2))
    document = folder / "document.md"
    document.write_text(with_section(document.read_text(), stated_rules(contract)))


def test_valid_facts_pass_and_the_brief_states_their_rules(env_root: Path) -> None:
    with_facts(env_root, FACTS)
    assert errors(env_root) == []
    text = (env_root / ENV / "document.md").read_text()
    assert "`security.text.verbatim#notes-create-title`" in text and "`security.text.invalid#notes-create-title`" in text


def test_a_brief_without_the_security_rules_is_refused(env_root: Path, edit_json) -> None:
    edit_json("contract.json", lambda d: d.update(security=FACTS))
    assert (f"{ENV}/document.md", "", "its rules section differs from contract.json /rules: run `fgb rules ENV --write`") in (
        errors(env_root)
    )


def test_each_mistake_is_named_where_it_is(env_root: Path) -> None:
    facts = {
        "writes": [
            {"call": {"call": "notes.nope", "body": {}}},
            {"call": {"call": "notes.list"}},
            {"call": {"call": "notes.create", "body": {"title": "T"}}, "text": ["/tag", "/title"], "limits": {"/body": 5}},
            {"call": {"call": "notes.delete"}, "read_only": {"/id": "x"}},
        ],
        "foreign": [{"param": "ownerId", "value": "someone", "answers": [403], "label": "someone's note"}],
        "exempt": {"notes.gone": "no such endpoint", "notes.create": "listed twice"},
    }
    with_facts(env_root, facts)
    found = errors(env_root)
    expected = [
        ("/security/writes/0/call/call", "names no endpoint of /api: 'notes.nope'"),
        ("/security/writes/1/call/call", "notes.list is a GET: only writes are probed"),
        ("/security/writes/2/text/0", "/tag is not a text value of the call's body"),
        ("/security/writes/2/limits", "/body is not one of the write's text fields"),
        ("/security/writes/3/call/path", "gives no value for noteId of /api/notes/{noteId}"),
        ("/security/writes/3/call", "has no JSON body, but text or read_only fields point into one"),
        ("/security/foreign/0/param", "no write's call has path parameter 'ownerId'"),
        ("/security/exempt/notes.gone", "names no endpoint of /api"),
        ("/security/exempt/notes.create", "is also probed in writes"),
    ]
    for ptr, fragment in expected:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)


def test_a_foreign_resource_names_writes_that_take_it_once(env_root: Path) -> None:
    facts = {
        "writes": [{"call": {"call": "notes.delete", "path": {"noteId": "n1"}}}],
        "foreign": [
            {"param": "noteId", "value": "n2", "answers": [403], "label": "another's note", "endpoints": ["notes.create"]},
            {"param": "noteId", "value": "n2", "answers": [403], "label": "another's note"},
            {"param": "noteId", "value": "n3", "answers": [404], "label": "a hidden note", "endpoints": ["notes.delete"]},
        ],
        "exempt": {"notes.create": "no owner"},
    }
    with_facts(env_root, facts)
    found = errors(env_root)
    expected = [
        (
            "/security/foreign/0/endpoints/0",
            "notes.create is not a write in /security/writes whose call has path parameter 'noteId'",
        ),
        ("/security/foreign/2", "notes.delete is probed on 'noteId' by /security/foreign/1 already"),
    ]
    for ptr, fragment in expected:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)


def test_every_write_endpoint_is_probed_or_exempt(env_root: Path) -> None:
    with_facts(env_root, {"writes": FACTS["writes"]})
    assert (
        CONTRACT,
        "/security/exempt",
        "write endpoint notes.delete is neither probed (writes) nor exempt with a reason: every write is one",
    ) in errors(env_root)


def test_an_environment_may_not_write_security_asserts(env_root: Path, edit_json) -> None:
    edit_json("asserts.json", lambda d: d["asserts"][0].update(level="security"))
    assert any(p == f"{ENV}/asserts.json" and q == "/asserts/0/level" and "generated" in m for p, q, m in errors(env_root))


def test_a_place_text_shows_names_a_text_field_a_screen_and_its_captures(env_root: Path) -> None:
    screen = json.loads((env_root / CONTRACT).read_text())["screens"][0]["id"]
    good = {"write": "notes.create", "field": "/title", "screen": screen, "capture": {"id": "id"}, "goto": "/notes/${id}"}
    with_facts(env_root, {**FACTS, "rendered": [good]})
    assert errors(env_root) == []
    bad = [
        {"write": "notes.delete", "field": "/title", "screen": screen},
        {"write": "notes.create", "field": "/tag", "screen": "nowhere", "goto": "/notes/${id}"},
    ]
    with_facts(env_root, {**FACTS, "rendered": bad})
    found = errors(env_root)
    expected = [
        ("/security/rendered/0/write", "'notes.delete' is not a write in /security/writes"),
        ("/security/rendered/1/field", "/tag is not one of notes.create's text fields"),
        ("/security/rendered/1/screen", "names no screen of /screens: 'nowhere'"),
        ("/security/rendered/1/goto", "uses id, which capture does not name"),
    ]
    for ptr, fragment in expected:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)


def test_a_read_names_a_get_and_its_text_query_parameters(env_root: Path) -> None:
    reads = [
        {"call": {"call": "notes.list", "query": {"q": "milk"}}, "params": ["q"]},
        {"call": {"call": "notes.create", "query": {"q": "milk"}}, "params": ["q"]},
        {"call": {"call": "notes.list", "query": {"limit": 3}}, "params": ["limit", "tag"]},
    ]
    with_facts(env_root, {**FACTS, "reads": reads})
    found = errors(env_root)
    expected = [
        ("/security/reads/1/call/call", "notes.create is a POST: reads are GETs"),
        ("/security/reads/2/params/0", "limit is not a text query parameter of the call"),
        ("/security/reads/2/params/1", "tag is not a text query parameter of the call"),
    ]
    for ptr, fragment in expected:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)
    assert not any(q.startswith("/security/reads/0") for _, q, _ in found), found


def test_a_link_field_holds_a_web_address_in_a_write(env_root: Path) -> None:
    links = [
        {"call": {"call": "notes.create", "body": {"title": "https://example.com/a"}}, "field": "/title", "answers": [400]},
        {"call": {"call": "notes.list", "body": {"title": "https://example.com/a"}}, "field": "/title", "answers": [400]},
        {"call": {"call": "notes.create", "body": {"title": "example.com"}}, "field": "/title", "answers": [400]},
        {"call": {"call": "notes.create", "body": {"title": "https://example.com/a"}}, "field": "/tag", "answers": [400]},
    ]
    with_facts(env_root, {**FACTS, "links": links})
    found = errors(env_root)
    expected = [
        ("/security/links/1/call/call", "notes.list is a GET: a link target is probed on a write"),
        ("/security/links/2/field", "/title is not a web address (http or https) in the call's body"),
        ("/security/links/3/field", "/tag is not a web address (http or https) in the call's body"),
    ]
    for ptr, fragment in expected:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)
    assert not any(q.startswith("/security/links/0") for _, q, _ in found), found
    text = (env_root / ENV / "document.md").read_text()
    assert "`security.links.web#notes-create-title`" in text and "javascript:" in text


def test_a_refusal_in_the_body_is_declared_before_a_resource_answers_200(env_root: Path) -> None:
    writes = [{"call": {"call": "notes.delete", "path": {"noteId": "n1"}}}]
    others = {"param": "noteId", "value": "n2", "answers": [200], "label": "another's note", "error": "cant_delete"}
    with_facts(env_root, {"writes": writes, "foreign": [others], "exempt": {"notes.create": "no owner"}})
    found = errors(env_root)
    for ptr, fragment in [
        ("/security/foreign/0/answers", "200 is a refusal only where /security/refusal says"),
        ("/security/foreign/0/error", "an error's name needs /security/refusal"),
    ]:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)
    refusal = {"status": 200, "pointer": "/ok", "value": False, "code": "/error", "invalid": "invalid_arguments"}
    with_facts(env_root, {"writes": writes, "foreign": [others], "refusal": refusal, "exempt": {"notes.create": "no owner"}})
    assert errors(env_root) == []
    text = (env_root / ENV / "document.md").read_text()
    assert 'answers 200 with `ok` false and `error` "cant_delete" and changes nothing' in text


def test_a_resource_named_in_the_body_is_probed_by_its_field(env_root: Path) -> None:
    writes = [{"call": {"call": "notes.create", "body": {"title": "T", "tag": "home"}}, "text": ["/title"]}]
    field = {"field": "/tag", "value": "work", "answers": [403], "label": "the work tag, another's"}
    both = {**field, "param": "noteId"}
    nowhere = {**field, "field": "/folder"}
    with_facts(env_root, {"writes": writes, "foreign": [field, both, nowhere], "exempt": FACTS["exempt"]})
    found = errors(env_root)
    for ptr, fragment in [
        ("/security/foreign/1", "exactly one of param (a path parameter) or field (a body pointer)"),
        ("/security/foreign/2/field", "no write's call has body field '/folder'"),
    ]:
        assert any(p == CONTRACT and q == ptr and fragment in m for p, q, m in found), (ptr, fragment, found)
    assert not any(q.startswith("/security/foreign/0") for _, q, _ in found), found
    with_facts(env_root, {"writes": writes, "foreign": [field], "exempt": FACTS["exempt"]})
    assert errors(env_root) == []
    assert "`security.owner.only#notes-create-tag`" in (env_root / ENV / "document.md").read_text()
