"""Ops of the security layer: each compares the varied write with its plain call (ctx.stack: the state and statuses
the plain call left from the seed). The engine builds their asserts from an environment's facts (engine/security.py).
"""

from __future__ import annotations

from typing import Any

from ..context import CheckContext, Verdict
from ..security_payloads import MARK, PAYLOADS
from ..state import StateDiff, Tables, diff_states, row_key
from ._registry import BUILTINS

ANSWERS = {"type": "array", "items": {"type": "integer"}, "minItems": 1}
# An API that refuses in the body (Slack: 200 with {"ok": false}): where the flag is and its value on a refusal.
REFUSAL = {
    "type": "object",
    "properties": {"pointer": {"type": "string"}, "value": {}},
    "required": ["pointer", "value"],
    "additionalProperties": False,
}
NAMED = {
    "type": "object",
    "properties": {"pointer": {"type": "string"}, "value": {"type": "string"}},
    "required": ["pointer", "value"],
    "additionalProperties": False,
}
MISSING = object()


def at(body: Any, pointer: str) -> Any:
    """The value at a JSON pointer of a body, or MISSING."""
    for part in [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]:
        if isinstance(body, dict) and part in body:
            body = body[part]
        elif isinstance(body, list) and part.isdigit() and int(part) < len(body):
            body = body[int(part)]
        else:
            return MISSING
    return body


def refused(body: Any, refusal: dict[str, Any] | None) -> bool:
    """Whether an answer's body says it refused (only for an API that refuses in the body)."""
    return refusal is not None and at(body, refusal["pointer"]) == refusal["value"]


def _start(ctx: CheckContext, params: dict[str, Any]) -> tuple[Tables | None, int | None, Verdict | None]:
    """The plain call's state and the varied call's status, or the failing verdict when the plain call did not
    succeed (refusing everything is broken, not safe)."""
    stack = ctx.stack or {}
    statuses = stack.get("base_status") or []
    bodies = stack.get("base_bodies") or [None] * len(statuses)
    ex = ctx.exchange()
    status = ex.status if ex else None
    if not statuses or not all(isinstance(s, int) and 200 <= s < 300 for s in statuses):
        why = f"the plain call itself answered {statuses or 'nothing'}: the write has to work before it can be judged safe"
        return None, status, Verdict(False, why)
    if any(refused(b, params.get("refusal")) for b in bodies):
        why = "the plain call itself was refused (its body says so): the write has to work before it can be judged safe"
        return None, status, Verdict(False, why)
    return stack.get("base"), status, None


def succeeded(ctx: CheckContext, params: dict[str, Any]) -> tuple[bool, str]:
    """Whether the varied call succeeded (2xx, and not a refusal in the body), and its answer in words."""
    ex = ctx.exchange()
    status = ex.status if ex else None
    if status is None or not 200 <= status < 300:
        return False, str(status)
    if refused(ex.json if ex and ex.has_json else None, params.get("refusal")):
        return False, f"{status}, refusing in its body"
    return True, str(status)


def summary(diff: StateDiff, limit: int = 3) -> str:
    """What a diff changed, in a line: `playlists: 1 added, 2 changed (id "p1", ...)`."""
    parts = []
    for table, d in diff.tables.items():
        if not d:
            continue
        counts = [f"{len(x)} {name}" for name, x in (("added", d.added), ("removed", d.removed), ("changed", d.changed)) if x]
        parts.append(f"{table}: {', '.join(counts)}")
    return "; ".join(parts[:limit]) + ("; ..." if len(parts) > limit else "")


def shape(diff: StateDiff, keys: dict[str, list[str]]) -> dict[str, tuple[int, int, tuple[str, ...]]]:
    """Per table: rows added, rows removed, and the keys of rows changed (added rows may take other generated ids)."""
    return {
        t: (len(d.added), len(d.removed), tuple(sorted(row_key(b, keys.get(t)) for b, _ in d.changed)))
        for t, d in diff.tables.items()
        if d
    }


def holds(value: Any, payload: str) -> bool:
    """Whether a row value is the payload, or holds it at any depth (a JSON column)."""
    if isinstance(value, str):
        return value == payload
    if isinstance(value, dict):
        return any(holds(v, payload) for v in value.values())
    if isinstance(value, list):
        return any(holds(v, payload) for v in value)
    return False


@BUILTINS.register(
    "eval_security_refused",
    "The plain call succeeds from the seed; the varied write answers one of `answers` (with `refusal`: a body that "
    "says it refused, naming `error`) and changes nothing.",
    {
        "type": "object",
        "properties": {"answers": ANSWERS, "refusal": REFUSAL, "error": NAMED},
        "required": ["answers"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_security_refused(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    _, _, failed = _start(ctx, params)
    if failed:
        return failed
    ex = ctx.exchange()
    status = ex.status if ex else None
    body = ex.json if ex and ex.has_json else None
    if status not in params["answers"]:
        return Verdict(False, f"expected status {' or '.join(map(str, params['answers']))}, got {status}", status)
    if params.get("refusal") and not refused(body, params["refusal"]):
        flag = params["refusal"]
        return Verdict(False, f"answered {status} without refusing: {flag['pointer']} is not {flag['value']!r}", body)
    named = params.get("error")
    if named and at(body, named["pointer"]) != named["value"]:
        got = at(body, named["pointer"])
        return Verdict(
            False, f"refused with {named['pointer']} {None if got is MISSING else got!r}, not {named['value']!r}", body
        )
    diff = ctx.diff()
    if diff:
        return Verdict(False, f"answered {status} but changed the state: {summary(diff)}", diff.to_json(3))
    return Verdict(True, f"answered {status} and changed nothing")


@BUILTINS.register(
    "eval_security_stored",
    "The varied write answers 2xx, a row it writes holds `payload` exactly, and it adds, removes and changes the same "
    "rows as the plain call.",
    {
        "type": "object",
        "properties": {"payload": {"type": "string"}, "refusal": REFUSAL},
        "required": ["payload"],
        "additionalProperties": False,
    },
    needs_state=True,
)
def eval_security_stored(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    plain, status, failed = _start(ctx, params)
    if failed:
        return failed
    ok, answer = succeeded(ctx, params)
    if not ok:
        return Verdict(False, f"the text is data the brief says is stored verbatim, but the write answered {answer}", status)
    diff = ctx.diff()
    expected = shape(diff_states(ctx.before or {}, plain or {}, ctx.keys), ctx.keys)
    got = shape(diff, ctx.keys)
    if got != expected:
        return Verdict(
            False,
            f"the write changed other rows than the same write with plain text: {summary(diff)}",
            {"expected": {t: list(v) for t, v in expected.items()}, "got": {t: list(v) for t, v in got.items()}},
        )
    written = [r for d in diff.tables.values() for r in (*d.added, *(a for _, a in d.changed))]
    if not any(holds(v, params["payload"]) for r in written for v in r.values()):
        return Verdict(
            False, f"no row the write added or changed holds the text exactly as sent ({len(params['payload'])} characters)"
        )
    return Verdict(True, f"stored verbatim ({len(params['payload'])} characters), the same rows written as with plain text")


@BUILTINS.register(
    "eval_security_ignored",
    "The varied write (read-only fields added) answers like the plain call and leaves exactly the state it leaves.",
    {"type": "object", "properties": {"refusal": REFUSAL}, "additionalProperties": False},
    needs_state=True,
)
def eval_security_ignored(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    plain, status, failed = _start(ctx, params)
    if failed:
        return failed
    ok, answer = succeeded(ctx, params)
    if not ok:
        return Verdict(False, f"the read-only field is to be ignored, but the write answered {answer}", status)
    diff = diff_states(plain or {}, ctx.after or {}, ctx.keys)
    if diff:
        return Verdict(False, f"the read-only field changed what the write did: {summary(diff)}", diff.to_json(3))
    return Verdict(True, "ignored: the same state as the write without it")


@BUILTINS.register(
    "eval_security_inert",
    f"The page shows the markup text (`payload`) literally and none of it ran: the title is not {MARK!r}, the title "
    "its code sets.",
    {"type": "object", "properties": {"payload": {"type": "string"}}, "additionalProperties": False},
)
def eval_security_inert(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    page = ctx.page
    if not page:
        return Verdict(False, "no page to read: the journey did not reach one")
    if page.get("title") == MARK:
        return Verdict(False, f"the page's title became {MARK!r}: the stored markup ran as code", page.get("title"))
    if params.get("payload", PAYLOADS["markup"]) not in (page.get("text") or ""):
        return Verdict(
            False,
            "the page does not show the stored markup as text (rendered as HTML, escaped twice, or left out)",
            (page.get("text") or "")[:400],
        )
    return Verdict(True, "the markup reads as text and none of it ran")


@BUILTINS.register(
    "eval_security_read_safe",
    "The read with a hostile text in a query parameter answers the status the plain read answers (never 5xx) and "
    "changes nothing.",
    {"type": "object", "properties": {"refusal": REFUSAL}, "additionalProperties": False},
    needs_state=True,
)
def eval_security_read_safe(ctx: CheckContext, params: dict[str, Any]) -> Verdict:
    _, status, failed = _start(ctx, params)
    if failed:
        return failed
    plain = (ctx.stack or {}).get("base_status") or []
    if status not in plain[-1:]:
        return Verdict(False, f"the plain text answered {plain[-1] if plain else None}, this text answered {status}", status)
    ok, answer = succeeded(ctx, params)
    if not ok:
        return Verdict(False, f"the plain text was answered, this text answered {answer}", status)
    diff = ctx.diff()
    if diff:
        return Verdict(False, f"a read changed the state: {summary(diff)}", diff.to_json(3))
    return Verdict(True, f"answered {status} as plain text does, and changed nothing")
