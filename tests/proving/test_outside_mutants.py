"""Outside mutants: named patches the kit applies to an unchanged gold app (STYLE lesson 15)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from fastapi import FastAPI
from fastapi.responses import HTMLResponse
from fastapi.testclient import TestClient

from forgingground.environment import list_environments
from forgingground.proving.mutants import list_mutants, list_mutants_of, run_mutants
from ref_apps.kit.patches import MutantBook, PatchedResponses, Patcher

REPO = Path(__file__).resolve().parents[2]


def _app() -> FastAPI:
    app = FastAPI()

    @app.post("/things", operation_id="things.create")
    def create(body: dict) -> dict:
        return {"kind": "thing", "name": body.get("name"), "tags": [1, 2]}

    @app.get("/", response_class=HTMLResponse)
    def index() -> str:
        return "<html><head><title>x</title></head><body>hi</body></html>"

    return app


def test_patcher_rewrites_requests_responses_statuses_and_pages() -> None:
    book = MutantBook("demo")

    @book.mutant("all_at_once", layer="leaf", fault="four rewrites", rules=["demo.rule"])
    def _(p: Patcher) -> None:
        p.request("things.create", lambda body, query: {**body, "name": body["name"].upper()})
        p.respond("things.create", lambda body, query: {k: v for k, v in body.items() if k != "kind"})
        p.page("<style>body{display:none}</style>")
        p.status("things.create", lambda code: 201 if code == 200 else code)

    patcher = Patcher()
    book.mutants["all_at_once"].apply(patcher)
    app = PatchedResponses(_app(), patcher, lambda scope: "things.create" if scope["path"] == "/things" else None)
    client = TestClient(app)
    answer = client.post("/things", json={"name": "box"})
    assert answer.json() == {"name": "BOX", "tags": [1, 2]}
    assert answer.status_code == 201 and client.get("/").status_code == 200
    assert int(answer.headers["content-length"]) == len(answer.content)
    assert "<style>body{display:none}</style></head>" in client.get("/").text
    assert book.registry() == {"all_at_once": {"layer": "leaf", "fault": "four rewrites", "rules": ["demo.rule"]}}


def test_outside_mutant_runs_against_the_unchanged_gold_app() -> None:
    registry = list_mutants(REPO, "google-tasks")
    assert registry["get_ignores_task"]["source"] == "outside"
    assert {m["source"] for m in registry.values()} <= {"inside", "outside"}
    result = run_mutants(REPO, "google-tasks", ["get_ignores_task"], progress=False)
    assert result["rows"][0]["killed"], result["rows"][0]


def test_no_gold_app_carries_an_inside_switch() -> None:
    """STYLE lesson 15: the gold code reads as the reference; every fault is a patch applied from outside it."""
    switches = [
        str(path.relative_to(REPO))
        for path in sorted((REPO / "ref_apps").glob("*/app/**/*.py"))
        if path.name != "mutants.py" and re.search(r"\bis_active\(|environ\S*\W+FGB_MUTANT", path.read_text(encoding="utf-8"))
    ]
    assert switches == []
    envs = [e for e in list_environments(REPO) if (REPO / "ref_apps" / e.replace("-", "_")).is_dir()]
    declared = list_mutants_of(REPO, envs)
    inside = {env: sorted(n for n, m in mutants.items() if m["source"] == "inside") for env, mutants in declared.items()}
    assert {env: names for env, names in inside.items() if names} == {}
    assert all(declared[env] for env in envs), "every gold app has outside mutants"


def test_a_patcher_knows_whether_a_mutant_touched_only_pages() -> None:
    import types

    pages, both = Patcher(), Patcher()
    pages.page("<style>x{}</style>")
    both.page("<style>x{}</style>")
    module = types.ModuleType("demo_module")
    module.f = lambda: 1  # type: ignore[attr-defined]
    both.wrap(module, "f", lambda original: lambda: 2)
    assert pages.page_only and not both.page_only and both.wrapped == ["demo_module.f"]
    assert not Patcher().page_only


def test_merge_missing_runs_only_new_mutants_and_drops_gone_ones(monkeypatch) -> None:
    from forgingground.proving import mutants as m

    registry = {"old": {"layer": "leaf", "fault": "f"}, "new": {"layer": "root", "fault": "g", "rules": ["r.one"]}}
    ran: list[list[str]] = []

    def fake_run(root, env, only, progress=True):
        ran.append(list(only))
        row = {"mutant": "new", "declared": "root", "killed": True, "caught_by": ["root"], "expected_layer_caught": True}
        return {"rows": [row | {"rules": ["r.one"], "rule_killers": ["root.x"]}], "seconds": 2.0}

    monkeypatch.setattr(m, "list_mutants", lambda root, env: registry)
    monkeypatch.setattr(m, "run_mutants", fake_run)
    monkeypatch.setattr(m, "_rule_summary", lambda root, env, rows: {"rule_mutants": len(rows)})
    committed = {
        "seconds": 5.0,
        "rows": [
            {"mutant": "old", "declared": "leaf", "killed": True, "caught_by": ["leaf"], "expected_layer_caught": True},
            {"mutant": "gone", "declared": "leaf", "killed": False, "caught_by": [], "expected_layer_caught": False},
        ],
    }
    merged = m.merge_missing(REPO, "google-tasks", committed, progress=False)
    assert ran == [["new"]]
    assert [r["mutant"] for r in merged["rows"]] == ["old", "new"]
    assert (merged["mutants"], merged["killed"], merged["survivors"], merged["rule_mutants"], merged["seconds"]) == (
        2,
        2,
        [],
        1,
        7.0,
    )


def test_before_runs_its_preparation_then_the_handler() -> None:
    import types

    seen: list[str] = []
    module = types.ModuleType("demo_handlers")
    module.cancel = lambda session, **kw: seen.append(f"cancel {kw['order_id']} {session['status']}")  # type: ignore[attr-defined]
    p = Patcher()
    p.before(module, "cancel", lambda session, order_id, **_: session.update(status="confirmed"))
    module.cancel({"status": "preparing"}, order_id="o-1")
    assert seen == ["cancel o-1 confirmed"] and p.wrapped == ["demo_handlers.cancel"]


def test_after_bends_what_the_handler_made_and_answers_it() -> None:
    import types

    rows: dict[str, dict] = {}
    module = types.ModuleType("demo_handlers")

    def create(session: dict, *, body: dict) -> dict:
        rows["c1"] = {"id": "c1", "author": "me", "text": body["text"]}
        return dict(rows["c1"])

    module.create = create  # type: ignore[attr-defined]

    def forge(session: dict, out: dict, *, body: dict) -> dict:
        rows[out["id"]]["author"] = body.get("author", "me")
        return {**out, "author": rows[out["id"]]["author"]}

    p = Patcher()
    p.after(module, "create", forge)
    answer = module.create({}, body={"text": "hi", "author": "bob"})
    assert answer == {"id": "c1", "author": "bob", "text": "hi"} and rows["c1"]["author"] == "bob"
    assert p.wrapped == ["demo_handlers.create"]


class _Session:
    """A session that holds rows by model and id, and counts commits."""

    def __init__(self, rows: dict) -> None:
        self.rows, self.commits = rows, 0

    def get(self, model: type, key: str) -> Any:
        return self.rows.get((model, key))

    def commit(self) -> None:
        self.commits += 1


def test_from_body_stores_the_forged_field_of_the_right_kind_and_answers_it() -> None:
    import types

    class Order:
        total = 100

    row = Order()
    module = types.ModuleType("demo_orders")
    module.create = lambda session, *, body: {"id": "o1", "total": 100}  # type: ignore[attr-defined]
    module.place = lambda session, *, body: {"id": "o1", "total": 100}  # type: ignore[attr-defined]
    session = _Session({(Order, "o1"): row})
    p = Patcher()
    p.from_body(module, "create", Order, "total", kind=int)
    assert module.create(session, body={"total": "1"}) == {"id": "o1", "total": 100}, "a text is not an int: no change"
    assert row.total == 100 and session.commits == 0
    assert module.create(session, body={"total": 1}) == {"id": "o1", "total": 1}
    assert row.total == 1 and session.commits == 1
    p.from_body(module, "place", Order, "grand_total", column="total", answered=False)
    assert module.place(session, body={"grand_total": 7}) == {"id": "o1", "total": 100}, "stored, not answered"
    assert row.total == 7 and p.wrapped == ["demo_orders.create", "demo_orders.place"]
    module.forward = lambda session, *, body: {"forwardingEmail": "a@x.org", "status": "pending"}  # type: ignore[attr-defined]
    session.rows[(Order, "a@x.org")] = forwarded = Order()
    p.from_body(module, "forward", Order, "status", kind=str, by="forwardingEmail")
    assert module.forward(session, body={"status": "accepted"})["status"] == "accepted" and forwarded.status == "accepted"
    module.plain = lambda session, *, body: {"id": "o1", "total": 7}  # type: ignore[attr-defined]
    p.from_body(module, "plain", Order, "total")
    assert module.plain(session, body={"name": "x"}) == {"id": "o1", "total": 7} and row.total == 7, (
        "a key not sent is no forgery"
    )
    assert module.plain(session, body=[{"total": 1}]) == {"id": "o1", "total": 7}, "a body that is no object passes"
    module.elsewhere = lambda session, *, body: {"id": "gone"}  # type: ignore[attr-defined]
    p.from_body(module, "elsewhere", Order, "total")
    assert module.elsewhere(session, body={"total": 1}) == {"id": "gone"}, "no row by that id: the answer stands"


def test_during_swaps_a_check_for_one_handler_only_and_restores_it() -> None:
    import types

    checks = types.ModuleType("demo_checks")

    def refuse(who: str) -> None:
        raise PermissionError(who)

    checks.owner = refuse  # type: ignore[attr-defined]
    handlers = types.ModuleType("demo_handlers")
    handlers.remove = lambda who: (checks.owner(who), "removed")[1]  # type: ignore[attr-defined]
    handlers.add = lambda who: (checks.owner(who), "added")[1]  # type: ignore[attr-defined]
    p = Patcher()
    p.during(handlers, "remove", checks, "owner", lambda who: None)
    assert handlers.remove("bob") == "removed"
    with pytest.raises(PermissionError):
        handlers.add("bob")
    assert checks.owner is refuse, "the check is back once the handler has run"

    def broken(who: str) -> str:
        raise RuntimeError("boom")

    handlers.boom = broken  # type: ignore[attr-defined]
    p.during(handlers, "boom", checks, "owner", None)
    with pytest.raises(RuntimeError):
        handlers.boom("bob")
    assert checks.owner is refuse, "restored when the handler raises too"


def test_a_request_reaches_the_operation_its_path_names_most_literally() -> None:
    from ref_apps.kit.operations import operation_matcher

    paths = {
        "/v1/{resourceName}": {"get": {"operationId": "people.get"}, "delete": {"operationId": "groups.delete"}},
        "/v1/people:searchContacts": {"get": {"operationId": "people.search"}},
        "/v1/{resourceName}:updateContact": {"patch": {"operationId": "people.update"}},
        "/v1/{resourceName}:deleteContact": {"delete": {"operationId": "people.delete"}},
        "/files/{fileId}": {"delete": {"operationId": "files.delete"}},
        "/files/trash": {"delete": {"operationId": "files.emptyTrash"}},
    }
    match = operation_matcher(paths)
    assert match("GET", "/v1/people:searchContacts") == "people.search"
    assert match("GET", "/v1/people") == "people.get"
    assert match("PATCH", "/v1/people/c1002:updateContact") == "people.update", "a parameter spans segments as a last resort"
    assert match("DELETE", "/v1/people/c1002:deleteContact") == "people.delete"
    assert match("DELETE", "/v1/contactGroups/5d2e") == "groups.delete"
    assert match("DELETE", "/files/trash") == "files.emptyTrash" and match("DELETE", "/files/f1") == "files.delete"
    assert match("POST", "/files/trash") is None and match("GET", "/nowhere/at/all") is None


def test_a_rewrite_reaches_a_field_whose_pointer_escapes_a_slash() -> None:
    from ref_apps.kit.insecure import rewrite_at

    body = {"contacts": {"people/c1002": {"notes": "hi"}}, "a~b": "x"}
    out = rewrite_at(body, ["/contacts/people~1c1002/notes", "/a~0b"], str.upper)
    assert out == {"contacts": {"people/c1002": {"notes": "HI"}}, "a~b": "X"} and body["a~b"] == "x"
