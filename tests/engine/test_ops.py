"""Each built-in op on small hand-made contexts: it passes when it should and fails when it should."""

from __future__ import annotations

from forgingground.engine.context import NO_JSON, CheckContext, Exchange
from forgingground.engine.ops import BUILTINS


def run(op: str, ctx: CheckContext, **params):
    ctx.ops = BUILTINS
    return BUILTINS.get(op).function(ctx, params)


def response(body, status=200, ctype="application/json", step=None, call=None) -> Exchange:
    return Exchange(step=step, method="GET", url="u", status=status, content_type=ctype, json=body, text="x", call=call)


def test_status_equals_and_in() -> None:
    ctx = CheckContext(exchanges=[response({}, 201)])
    assert run("eval_status", ctx, equals=201).ok
    assert not run("eval_status", ctx, equals=200).ok
    assert run("eval_status", ctx, **{"in": [200, 201]}).ok


def test_step_selects_the_named_exchange() -> None:
    ctx = CheckContext(exchanges=[response({}, 404, step="first"), response({}, 200, step="second")])
    assert run("eval_status", ctx, step="first", equals=404).ok
    assert not run("eval_status", ctx, step="missing", equals=404).ok


def test_jmespath_comparisons() -> None:
    ctx = CheckContext(exchanges=[response({"a": {"b": [1, 2, 3]}, "s": "hello"})])
    assert run("eval_jmespath", ctx, expr="a.b", contains=2).ok
    assert not run("eval_jmespath", ctx, expr="a.b", contains=9).ok
    assert run("eval_jmespath", ctx, expr="a.b", length=3).ok
    assert run("eval_jmespath", ctx, expr="s", matches="^h.l").ok
    assert run("eval_jmespath", ctx, expr="nothing", exists=False).ok
    assert not run("eval_jmespath", ctx, expr="s", exists=False).ok


def test_jmespath_decodes_base64url_where_asked() -> None:
    import base64

    text = "Subject: Q4 report\r\n\r\nhi \u00e9!"
    padded = base64.urlsafe_b64encode(text.encode()).decode()
    assert padded.endswith("="), "the sample must carry padding to prove both spellings"
    for spelling in (padded, padded.rstrip("=")):
        ctx = CheckContext(exchanges=[response({"raw": spelling})])
        assert run("eval_jmespath", ctx, expr="raw", decode="base64url", contains="Subject: Q4 report").ok
        assert not run("eval_jmespath", ctx, expr="raw", decode="base64url", contains="Subject: other").ok
    bad = run(
        "eval_jmespath", CheckContext(exchanges=[response({"raw": "not base64!"})]), expr="raw", decode="base64url", contains="x"
    )
    assert not bad.ok and "base64url" in bad.message
    assert not run("eval_jmespath", CheckContext(exchanges=[response({})]), expr="raw", decode="base64url", exists=False).ok


def test_json_schema_bounds_integer_formats() -> None:
    schema = {
        "type": "object",
        "properties": {"size": {"type": "integer", "format": "int32"}, "id": {"type": "string", "format": "int64"}},
    }
    ok = CheckContext(exchanges=[response({"size": 2**31 - 1, "id": "123"})])
    assert run("eval_json_schema", ok, schema=schema).ok
    too_wide = run("eval_json_schema", CheckContext(exchanges=[response({"size": 2**31})]), schema=schema)
    assert not too_wide.ok and "/size" in too_wide.message
    assert not run("eval_json_schema", CheckContext(exchanges=[response({"size": -(2**31) - 1})]), schema=schema).ok
    unsigned = {"type": "integer", "format": "uint32"}
    assert not run("eval_json_schema", CheckContext(exchanges=[response(-1)]), schema=unsigned).ok
    assert run("eval_json_schema", CheckContext(exchanges=[response(7)]), schema=unsigned).ok


def test_jmespath_on_non_json_fails_with_reason() -> None:
    ctx = CheckContext(exchanges=[response(NO_JSON, ctype="text/html")])
    verdict = run("eval_jmespath", ctx, expr="a", equals=1)
    assert not verdict.ok and "not JSON" in verdict.message


def test_ids_in_order_subsequence_and_exact() -> None:
    ctx = CheckContext(exchanges=[response({"items": [{"id": "a"}, {"id": "b"}, {"id": "c"}]})])
    assert run("eval_ids_in_order", ctx, expr="items[].id", ids=["a", "c"]).ok
    assert not run("eval_ids_in_order", ctx, expr="items[].id", ids=["c", "a"]).ok
    assert not run("eval_ids_in_order", ctx, expr="items[].id", ids=["a", "c"], exact=True).ok
    assert "missing ids ['z']" in run("eval_ids_in_order", ctx, expr="items[].id", ids=["z"]).message


def test_contract_schema_needs_success_and_a_declared_schema() -> None:
    schemas = {"x.get": {"type": "object", "required": ["id"]}}
    ok = CheckContext(exchanges=[response({"id": 1}, call="x.get")], response_schemas=schemas)
    assert run("eval_contract_schema", ok).ok
    error_body = CheckContext(exchanges=[response({"id": 1}, 404, call="x.get")], response_schemas=schemas)
    assert "not a success" in run("eval_contract_schema", error_body).message
    missing = CheckContext(exchanges=[response({}, call="x.get")], response_schemas=schemas)
    assert "'id' is a required property" in run("eval_contract_schema", missing).message


STATE_BEFORE = {"t": [{"id": 1, "tags": ["a"], "n": 1}, {"id": 2, "tags": [], "n": 2}]}


def state_ctx(after) -> CheckContext:
    return CheckContext(before=STATE_BEFORE, after=after, keys={"t": ["id"]})


def test_row_ops_with_operators() -> None:
    ctx = state_ctx({"t": [{"id": 1, "tags": ["a", "b"], "n": 1}, {"id": 3, "tags": [], "n": 5}]})
    assert run("eval_row_exists", ctx, table="t", where={"tags": {"$contains": "b"}}).ok
    assert run("eval_row_exists", ctx, table="t", where={"id": {"$in": [1, 3]}}, count=2).ok
    assert run("eval_row_absent", ctx, table="t", where={"id": 2}).ok
    assert not run("eval_row_absent", ctx, table="t", where={"n": {"$ne": 1}}).ok
    assert run("eval_row_count_delta", ctx, table="t", delta=0).ok
    assert run("eval_field_equals", ctx, table="t", where={"id": 3}, field="n", equals=5).ok
    assert not run("eval_field_equals", ctx, table="t", where={"id": 99}, field="n", equals=5).ok
    assert not run("eval_row_exists", ctx, table="nope", where={}).ok


def test_nothing_else_changed_and_expect_change() -> None:
    changed = state_ctx({"t": [{"id": 1, "tags": ["a"], "n": 9}, {"id": 2, "tags": [], "n": 2}]})
    assert run("eval_nothing_else_changed", changed, allow=[{"table": "t", "where": {"id": 1}}]).ok
    assert not run("eval_nothing_else_changed", changed, allow=[{"table": "t", "where": {"id": 2}}]).ok
    unchanged = state_ctx(STATE_BEFORE)
    assert run("eval_nothing_else_changed", unchanged, allow=[{"table": "t"}]).ok
    verdict = run("eval_nothing_else_changed", unchanged, allow=[{"table": "t"}], expect_change=True)
    assert not verdict.ok and "intended change did not happen" in verdict.message


def test_nothing_else_changed_tolerates_only_the_columns_it_names() -> None:
    """An activity timestamp the spec leaves free may change; any other column of that row may not."""
    touched = state_ctx({"t": [{"id": 1, "tags": ["a"], "n": 9}, {"id": 2, "tags": [], "n": 2}]})
    free_n = [{"table": "t", "where": {"id": 1}, "columns": ["n"]}]
    assert run("eval_nothing_else_changed", touched, allow=free_n).ok
    assert not run("eval_nothing_else_changed", touched, allow=[{"table": "t", "where": {"id": 1}, "columns": ["tags"]}]).ok
    retagged = state_ctx({"t": [{"id": 1, "tags": ["b"], "n": 9}, {"id": 2, "tags": [], "n": 2}]})
    assert not run("eval_nothing_else_changed", retagged, allow=free_n).ok
    # a tolerated column is not the intended change: expect_change still wants a row the write was allowed to make
    verdict = run("eval_nothing_else_changed", touched, allow=free_n, expect_change=True)
    assert not verdict.ok and "intended change did not happen" in verdict.message
    added = state_ctx({"t": [*STATE_BEFORE["t"], {"id": 3, "tags": [], "n": 0}]})
    assert not run("eval_nothing_else_changed", added, allow=[{"table": "t", "columns": ["n"]}]).ok


def test_all_fails_on_the_first_failing_check() -> None:
    ctx = CheckContext(exchanges=[response({"a": 1}, 200)], before=STATE_BEFORE, after=STATE_BEFORE, keys={"t": ["id"]})
    assert run(
        "eval_all",
        ctx,
        checks=[
            {"op": "eval_status", "params": {"equals": 200}},
            {"op": "eval_row_exists", "params": {"table": "t", "where": {"id": 1}}},
        ],
    ).ok
    verdict = run(
        "eval_all",
        ctx,
        checks=[
            {"op": "eval_status", "params": {"equals": 500}},
            {"op": "eval_row_exists", "params": {"table": "t", "where": {"id": 1}}},
        ],
    )
    assert not verdict.ok and verdict.message.startswith("eval_status:")


def test_any_passes_when_one_allowed_form_holds_and_names_each_when_none_does() -> None:
    """A pair stored either way round: (1, 2) or (2, 1)."""
    state = {"pairs": [{"id": 1, "a": "me", "b": "sam"}]}
    ctx = CheckContext(exchanges=[response({}, 200)], before=state, after=state, keys={"pairs": ["id"]})
    either = [
        {"op": "eval_row_exists", "params": {"table": "pairs", "where": {"a": "sam", "b": "me"}}},
        {"op": "eval_row_exists", "params": {"table": "pairs", "where": {"a": "me", "b": "sam"}}},
    ]
    assert run("eval_any", ctx, checks=either).ok
    neither = [
        {"op": "eval_row_exists", "params": {"table": "pairs", "where": {"a": "omar", "b": "me"}}},
        {"op": "eval_row_exists", "params": {"table": "pairs", "where": {"a": "me", "b": "omar"}}},
    ]
    verdict = run("eval_any", ctx, checks=neither)
    assert (
        not verdict.ok
        and verdict.message.startswith("none of the allowed forms holds")
        and verdict.message.count("eval_row_exists") == 2
    )


def test_header_compares_text_numbers_patterns_and_presence() -> None:
    ex = response({})
    ex.headers = {"x-total-pages": " 03", "x-next-page": "", "link": '<https://x/?page=2>; rel="next"'}
    ctx = CheckContext(exchanges=[ex])
    assert run("eval_header", ctx, name="X-Total-Pages", equals=3).ok, "a number compares as a number, any case"
    assert not run("eval_header", ctx, name="X-Total-Pages", equals=2).ok
    assert not run("eval_header", ctx, name="X-Total-Pages", equals="3").ok, "a text compares as text"
    assert run("eval_header", ctx, name="X-Next-Page", equals="").ok
    assert not run("eval_header", ctx, name="X-Next-Page", equals=0).ok, "an empty header is no number"
    assert run("eval_header", ctx, name="Link", matches='rel="next"').ok
    assert run("eval_header", ctx, name="X-Prev-Page", exists=False).ok
    assert not run("eval_header", ctx, name="X-Prev-Page", exists=True).ok
    missing = run("eval_header", ctx, name="X-Prev-Page", equals="1")
    assert not missing.ok and "no such header" in missing.message
