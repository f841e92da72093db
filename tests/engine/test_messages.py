"""Failure messages say what was expected and what was found, in words, so a reader needs no source to act."""

from __future__ import annotations

from forgingground.engine.context import CheckContext, Exchange
from forgingground.engine.ops import BUILTINS


def message(op: str, ctx: CheckContext, **params) -> str:
    ctx.ops = BUILTINS
    verdict = BUILTINS.get(op).function(ctx, params)
    assert not verdict.ok, verdict.message
    return verdict.message


def response(body, status=200) -> Exchange:
    return Exchange(step=None, method="GET", url="u", status=status, content_type="application/json", json=body, text="x")


def test_http_ops_say_expected_and_got() -> None:
    ctx = CheckContext(exchanges=[response({"messages": [], "n": 2}, 404)])
    assert message("eval_status", ctx, equals=200) == "expected status 200, got 404"
    assert (
        message("eval_ids_in_order", ctx, expr="messages[].id", ids=["a07"])
        == "expected ids ['a07'], got [] (missing ids ['a07'])"
    )
    assert message("eval_jmespath", ctx, expr="n", equals=3) == "n: expected 3, got 2"
    assert message("eval_jmespath", ctx, expr="messages", length=1) == "messages: expected length 1, got length 0"
    assert message("eval_jmespath", ctx, expr="gone", contains="x") == "gone: expected 'x' in it, got nothing"


def test_state_ops_say_expected_and_got() -> None:
    before = {"notes": [{"id": "n1", "title": "a"}]}
    after = {"notes": [{"id": "n1", "title": "b"}]}
    ctx = CheckContext(before=before, after=after, keys={"notes": ["id"]})
    assert message("eval_row_exists", ctx, table="notes", where={"title": "c"}) == (
        "expected a row in notes matching {'title': 'c'}, got 0"
    )
    assert (
        message("eval_row_absent", ctx, table="notes", where={"id": "n1"})
        == "expected no row in notes matching {'id': 'n1'}, got 1"
    )
    assert message("eval_row_count_delta", ctx, table="notes", delta=1) == "expected +1 row(s) in notes, got +0 (1 -> 1)"
    assert message("eval_field_equals", ctx, table="notes", where={"id": "n1"}, field="title", equals="a") == (
        "expected notes.title = 'a', got ['b']"
    )
    assert message("eval_row_exists", ctx, table="tags", where={}) == "expected a table 'tags' in GET /api/state, got none"
