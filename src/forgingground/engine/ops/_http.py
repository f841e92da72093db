"""Ops over HTTP responses: status, body schema, values by JMESPath, id order."""

from __future__ import annotations

import base64
import binascii
import re
from typing import Any

import jmespath
import jsonschema

from ..context import CheckContext, Exchange, Verdict
from ..equality import contains, same, same_set
from ._registry import BUILTINS

# OpenAPI's and Google discovery's integer formats, checked on numbers (a string of digits such as Gmail's int64
# internalDate is left to the rules that state it): a value out of the stated width is no value of that type.
_WIDTHS = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1), "uint32": (0, 2**32 - 1), "uint64": (0, 2**64 - 1)}
INTEGER_FORMATS = jsonschema.FormatChecker(formats=())
for _name, (_low, _high) in _WIDTHS.items():
    INTEGER_FORMATS.checks(_name)(
        lambda v, low=_low, high=_high: not isinstance(v, (int, float)) or isinstance(v, bool) or low <= v <= high
    )

STEP = {"type": "string", "description": "The step whose response is checked; the last step when omitted."}


def _response(ctx: CheckContext, params: dict[str, Any]) -> Exchange | Verdict:
    ex = ctx.exchange(params.get("step"))
    if ex is None:
        return Verdict(False, f"expected a call named {params.get('step')!r} in the steps, got none")
    return ex


def _json_response(ctx: CheckContext, params: dict[str, Any]) -> tuple[Exchange, Any] | Verdict:
    """The step's exchange and its parsed JSON body, or the verdict that says why there is none."""
    ex = _response(ctx, params)
    if isinstance(ex, Verdict):
        return ex
    if not ex.has_json:
        return Verdict(
            False, f"expected a JSON body, got one that is not JSON (status {ex.status}, content-type {ex.content_type!r})"
        )
    return ex, ex.json


@BUILTINS.register(
    "eval_status",
    "The response status code equals a value or is one of a list.",
    {
        "type": "object",
        "properties": {"step": STEP, "equals": {"type": "integer"}, "in": {"type": "array", "items": {"type": "integer"}}},
        "oneOf": [{"required": ["equals"]}, {"required": ["in"]}],
        "additionalProperties": False,
    },
)
def eval_status(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    ex = _response(ctx, params)
    if isinstance(ex, Verdict):
        return ex
    wanted = [params["equals"]] if "equals" in params else list(params["in"])
    return Verdict(ex.status in wanted, f"expected status {' or '.join(map(str, wanted))}, got {ex.status}", ex.status)


@BUILTINS.register(
    "eval_json_schema",
    "The response body is JSON and valid against a JSON Schema (its content type says JSON); the integer formats int32, "
    "int64, uint32 and uint64 bound a number's width.",
    {
        "type": "object",
        "properties": {"step": STEP, "schema": {"type": "object"}},
        "required": ["schema"],
        "additionalProperties": False,
    },
)
def eval_json_schema(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    found = _json_response(ctx, params)
    if isinstance(found, Verdict):
        return found
    ex, body = found
    if not (ex.content_type or "").startswith("application/json"):
        return Verdict(False, f"expected content-type application/json, got {ex.content_type!r}")
    validator = jsonschema.Draft202012Validator(params["schema"], format_checker=INTEGER_FORMATS)
    errors = sorted(validator.iter_errors(body), key=lambda e: list(e.path))
    if errors:
        first = errors[0]
        pointer = "/" + "/".join(map(str, first.absolute_path))
        return Verdict(
            False,
            f"expected a body valid against the schema, got one invalid at {pointer}: {first.message} ({len(errors)} error(s))",
        )
    return Verdict(True, "expected a body valid against the schema, got one")


@BUILTINS.register(
    "eval_contract_schema",
    "The call succeeded (2xx) and its body is valid against the response schema the contract declares for it.",
    {"type": "object", "properties": {"step": STEP}, "additionalProperties": False},
)
def eval_contract_schema(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    ex = _response(ctx, params)
    if isinstance(ex, Verdict):
        return ex
    schema = ctx.response_schemas.get(ex.call or "")
    if not schema:
        return Verdict(False, f"the contract declares no response schema for {ex.call}")
    if ex.status is None or not 200 <= ex.status < 300:
        # The contract's schema describes the success body; an error body is never a pass, however permissive the schema.
        return Verdict(False, f"expected a 2xx {ex.call} response, got status {ex.status}: not a success, so no {ex.call} body")
    return eval_json_schema(ctx, {"step": params.get("step"), "schema": schema})


def _base64url_text(value: Any) -> str | None:
    """The text a base64url string encodes (padding optional, bytes read as UTF-8 with replacement); None if it is not."""
    if not isinstance(value, str) or not re.fullmatch(r"[A-Za-z0-9_-]*={0,2}", value):
        return None
    try:
        raw = base64.urlsafe_b64decode(value.rstrip("=") + "=" * (-len(value.rstrip("=")) % 4))
    except (binascii.Error, ValueError):
        return None
    return raw.decode("utf-8", errors="replace")


def _compare(value: Any, params: dict[str, Any]) -> tuple[bool, str]:
    """Judge a value; the message says what was expected and what was found, in words."""
    got = "nothing" if value is None else _short(value)
    offsets = bool(params.get("offsets"))
    if "equals" in params:
        if params.get("any_order") and isinstance(params["equals"], list):
            ok = isinstance(value, list) and same_set(params["equals"], value, offsets)
            return ok, f"expected {params['equals']!r} in any order, got {got}"
        return same(params["equals"], value, offsets), f"expected {params['equals']!r}, got {got}"
    if "contains" in params:
        return contains(value, params["contains"], offsets), f"expected {params['contains']!r} in it, got {got}"
    if "not_contains" in params:
        return not contains(value, params["not_contains"], offsets), f"expected no {params['not_contains']!r} in it, got {got}"
    if "length" in params:
        n = len(value) if isinstance(value, (list, str, dict)) else None
        return n == params["length"], f"expected length {params['length']}, got {got if n is None else f'length {n}'}"
    if "min_length" in params:
        n = len(value) if isinstance(value, (list, str, dict)) else -1
        return n >= params["min_length"], f"expected length >= {params['min_length']}, got {got if n < 0 else f'length {n}'}"
    if "matches" in params:
        ok = isinstance(value, str) and re.search(params["matches"], value) is not None
        return ok, f"expected a text matching /{params['matches']}/, got {got}"
    if "exists" in params:
        return (value is not None) == params["exists"], f"expected {'a value' if params['exists'] else 'nothing'}, got {got}"
    return value is not None, f"expected a value, got {got}"


def _short(value: Any, limit: int = 120) -> str:
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "..."


@BUILTINS.register(
    "eval_jmespath",
    "A value found in the response body by a JMESPath expression equals, contains, matches or has a length; objects match "
    "on the fields expected (more allowed), RFC 3339 instants on the instant.",
    {
        "type": "object",
        "properties": {
            "step": STEP,
            "expr": {"type": "string", "minLength": 1},
            "equals": {},
            "contains": {},
            "not_contains": {},
            "length": {"type": "integer", "minimum": 0},
            "min_length": {"type": "integer", "minimum": 0},
            "matches": {"type": "string"},
            "exists": {"type": "boolean"},
            "any_order": {
                "type": "boolean",
                "default": False,
                "description": "equals a list as a multiset: for lists whose order no rule states",
            },
            "offsets": {
                "type": "boolean",
                "default": False,
                "description": "date-times must also have the expected UTC offset: where a rule states it (keeps_offsets)",
            },
            "decode": {
                "enum": ["base64url"],
                "description": "the value is a base64url string (padded or not) whose decoded text is compared: where a "
                "rule states that a field carries encoded content (Gmail's raw)",
            },
        },
        "required": ["expr"],
        "additionalProperties": False,
    },
)
def eval_jmespath(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    found = _json_response(ctx, params)
    if isinstance(found, Verdict):
        return found
    ex, body = found
    value = jmespath.search(params["expr"], body)
    if params.get("decode") == "base64url":
        decoded = _base64url_text(value)
        if decoded is None:
            return Verdict(False, f"{params['expr']}: expected base64url text, got {_short(value)}", _short(value, 400))
        value = decoded
    ok, message = _compare(value, params)
    return Verdict(ok, f"{params['expr']}: {message}", _short(value, 400))


@BUILTINS.register(
    "eval_ids_in_order",
    "A list in the response (JMESPath) holds the given ids in this order; with exact, nothing else; with any_order (for a "
    "list whose order no rule states), in any order.",
    {
        "type": "object",
        "properties": {
            "step": STEP,
            "expr": {"type": "string", "minLength": 1},
            "ids": {"type": "array"},
            "exact": {"type": "boolean", "default": False},
            "any_order": {"type": "boolean", "default": False},
        },
        "required": ["expr", "ids"],
        "additionalProperties": False,
    },
)
def eval_ids_in_order(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    response = _json_response(ctx, params)
    if isinstance(response, Verdict):
        return response
    _, body = response
    found = jmespath.search(params["expr"], body) or []
    if not isinstance(found, list):
        return Verdict(False, f"expected a list of ids at {params['expr']}, got {_short(found)}", _short(found))
    wanted = list(params["ids"])
    if params.get("any_order"):
        ok = same_set(wanted, found) if params.get("exact") else all(contains(found, i) for i in wanted)
        return Verdict(
            ok, f"ids {_short(found)} {'==' if params.get('exact') else 'include'} {_short(wanted)} in any order", found
        )
    if params.get("exact"):
        return Verdict(found == wanted, f"expected exactly ids {_short(wanted)}, got {_short(found)}", found)
    positions = [found.index(i) if i in found else -1 for i in wanted]
    if -1 in positions:
        missing = [i for i, p in zip(wanted, positions, strict=True) if p == -1]
        return Verdict(False, f"expected ids {_short(wanted)}, got {_short(found)} (missing ids {_short(missing)})", found)
    ok = positions == sorted(positions)
    return Verdict(
        ok, f"expected ids {_short(wanted)} in this order, got {_short(found)} ({'in' if ok else 'out of'} order)", found
    )


@BUILTINS.register(
    "eval_header",
    "A response header (its name in any case) equals a text or a number, matches a pattern, or is present or absent; a "
    "number compares as a number (` 3` and `03` are 3).",
    {
        "type": "object",
        "properties": {
            "step": STEP,
            "name": {"type": "string", "pattern": "^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"},
            "equals": {"type": ["string", "integer"]},
            "matches": {"type": "string"},
            "exists": {"type": "boolean"},
        },
        "required": ["name"],
        "oneOf": [{"required": ["equals"]}, {"required": ["matches"]}, {"required": ["exists"]}],
        "additionalProperties": False,
    },
)
def eval_header(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    ex = _response(ctx, params)
    if isinstance(ex, Verdict):
        return ex
    name = params["name"]
    value = ex.headers.get(name.lower())
    got = "no such header" if value is None else repr(value)
    if "exists" in params:
        ok = (value is not None) == params["exists"]
        return Verdict(ok, f"expected {'a' if params['exists'] else 'no'} {name} header, got {got}", value)
    if "matches" in params:
        ok = value is not None and re.search(params["matches"], value) is not None
        return Verdict(ok, f"expected a {name} header matching /{params['matches']}/, got {got}", value)
    wanted = params["equals"]
    if isinstance(wanted, int) and not isinstance(wanted, bool):
        ok = value is not None and re.fullmatch(r"\s*[+-]?\d+\s*", value) is not None and int(value) == wanted
    else:
        ok = value is not None and value.strip() == wanted
    return Verdict(ok, f"expected {name}: {wanted}, got {got}", value)
