"""The security layer: rules, facets and probes generated from an environment's security facts (contract.security).

An environment declares facts, never probes: a call that succeeds on the seed for each write, the body fields that
take free text, the read-only fields a client might send, and resources the signed-in user may not change. From them
come up to seven rules that every brief with facts states (document.md's rules section) and one unit per facet and payload:

- `security.owner.only`: the write on another's resource answers as stated and changes nothing;
- `security.text.verbatim`: quotes, SQL and shell metacharacters, markup and long text are stored verbatim;
- `security.text.invalid`: text with a NUL or an unpaired surrogate is refused with 400 and changes nothing;
- `security.fields.read_only`: read-only fields sent in a body are ignored;
- `security.query.safe`: hostile text in a read's free-text query parameter answers as plain text does;
- `security.markup.inert`: stored markup shows as text in the browser and none of it runs;
- `security.links.web`: a link target that is not a web address (javascript:, data:) is refused.

Each unit first makes the plain call from the seed and keeps the state it leaves; then, from the seed again, the
varied call. Every verdict needs the plain call to succeed: an app that refuses everything is broken, not secure.
"""

from __future__ import annotations

import copy
import json
import re
from typing import Any

from ..dataset.loader import Environment
from ..generated.asserts import Assert
from ..generated.contract import Step, UiFlow
from .security_payloads import INVALID_PAYLOADS, LINK_PAYLOADS, LONG, MARK, PAYLOADS, SHORT_MARKUP
from .units import Unit

OWNER, TEXT, INVALID, READ_ONLY = (
    "security.owner.only",
    "security.text.verbatim",
    "security.text.invalid",
    "security.fields.read_only",
)
SHOWN = "security.markup.inert"
QUERY = "security.query.safe"
LINKS = "security.links.web"
QUERY_PAYLOADS = ("metacharacters", "markup")  # long text is left to writes: a URL's length has limits of its own


def code(text: str) -> str:
    """Markdown code showing text exactly: fenced by one more backtick than its longest run, padded when it has one."""
    run = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (run + 1)
    pad = " " if run else ""
    return f"{fence}{pad}{text}{pad}{fence}"


RULE_TEXT = {
    OWNER: "A write on a resource the signed-in user may not change answers as stated below and changes nothing; "
    "the same write on the user's own resource succeeds.",
    TEXT: "A free-text field stores any text verbatim and the write answers as it does for plain text (never 5xx), "
    "changing no other row: quotes, SQL and shell metacharacters "
    f"({code(PAYLOADS['metacharacters'])}), HTML markup ({code(PAYLOADS['markup'])}) and long text "
    f"({LONG:,} characters, or the field's stated limit) are data, never code. Where a field's stated limit is "
    f"shorter than a text, the markup sent is {code(SHORT_MARKUP)} and the other texts are cut to the limit.",
    INVALID: "Text holding a NUL character (U+0000) or an unpaired UTF-16 surrogate (a lone \\ud800 escape in the JSON) "
    "answers 400 and changes nothing.",
    QUERY: "A read's free-text query parameter takes any text: quotes, SQL and shell metacharacters and HTML markup "
    "(the texts above) answer as plain text does, never 5xx, and change nothing; a NUL (%00) answers 400.",
    SHOWN: "A page shows free text as text: the markup text stored in a free-text field reads literally wherever "
    f"the page shows that field, and none of it runs (the page keeps its own title, never {MARK!r}, and requests "
    "nothing from the image's address).",
    LINKS: "A field whose address the page makes a link of takes web addresses only: a target that would run code or "
    f"show a document of the client's making ({', '.join(code(v) for v in LINK_PAYLOADS.values())}, in any letter "
    "case) answers as stated below and changes nothing.",
    READ_ONLY: "Read-only fields a client sends in a write's body (ids, owners, counters, timestamps) are ignored: "
    "the write answers and changes exactly what it does without them.",
}


# The query rule where no text rule above it spells the hostile texts out (an environment without free-text writes).
QUERY_ALONE = (
    "A read's free-text query parameter takes any text: quotes, SQL and shell metacharacters "
    f"({code(PAYLOADS['metacharacters'])}) and HTML markup ({code(PAYLOADS['markup'])}) answer as plain text does, "
    "never 5xx, and change nothing; a NUL (%00) answers 400."
)


def facet_id(*parts: str) -> str:
    """A facet id from an endpoint id and a field: lower case, every other character a hyphen."""
    return re.sub(r"[^a-z0-9_-]+", "-", "-".join(parts).lower()).strip("-_") or "x"


def rendered_id(rendered: dict[str, Any]) -> str:
    """The facet (and journey) id of a place a text field shows: write, field and screen."""
    return facet_id(rendered["write"], _field(rendered["field"]), rendered["screen"])


def _field(pointer: str) -> str:
    """A body field as the brief names it: its JSON pointer without the leading slash (`passengers/0/seat`), so that
    a nested field never shares a name with a top-level one."""
    return pointer[1:].replace("~1", "/").replace("~0", "~") if pointer.startswith("/") else pointer


def _route(contract: dict[str, Any], endpoint: str) -> str:
    api = {e["id"]: e for e in contract.get("api") or []}
    e = api.get(endpoint)
    return f"{e['method']} {e['path']}" if e else endpoint


def _answers(codes: list[int]) -> str:
    return " or ".join(str(c) for c in codes)


def refusal_words(facts: dict[str, Any], codes: list[int], name: str | None) -> str:
    """How the brief says a write is refused: its status, and for an API that refuses in the body (the facts'
    `refusal`) the flag and the error's name: 200 with `ok` false and `error` "cant_update_message"."""
    refusal = facts.get("refusal")
    if not refusal:
        return _answers(codes)
    words = f"{_answers(codes)} with `{_field(refusal['pointer'])}` {json.dumps(refusal['value'])}"
    return words + (f' and `{_field(refusal["code"])}` "{name}"' if name else "")


def _invalid_words(facts: dict[str, Any]) -> str:
    """What a NUL or a lone surrogate answers: 400, or the refusal the facts name for it."""
    refusal = facts.get("refusal")
    return refusal_words(facts, [refusal["status"]], refusal["invalid"]) if refusal else "400"


def judged(facts: dict[str, Any], params: dict[str, Any]) -> dict[str, Any]:
    """An op's params with the facts' refusal flag, where the API refuses in the body."""
    refusal = facts.get("refusal")
    return {**params, "refusal": {"pointer": refusal["pointer"], "value": refusal["value"]}} if refusal else params


def refusing(facts: dict[str, Any], codes: list[int], name: str | None) -> dict[str, Any]:
    """eval_security_refused's params: the statuses, and the refusal in the body with the error's name if any."""
    refusal = facts.get("refusal")
    params = judged(facts, {"answers": codes})
    if refusal and name:
        params["error"] = {"pointer": refusal["code"], "value": name}
    return params


def resource_key(foreign: dict[str, Any]) -> str:
    """How a foreign resource is named in a call: its path parameter, or its body field's pointer (Slack's /ts)."""
    return str(foreign.get("param") or foreign.get("field") or "")


def names_resource(call: dict[str, Any], foreign: dict[str, Any]) -> bool:
    """Whether a call names the resource's kind: its path has the parameter, or its body has the field."""
    if foreign.get("param"):
        return foreign["param"] in (call.get("path") or {})
    parts = [p.replace("~1", "/").replace("~0", "~") for p in str(foreign.get("field") or "").split("/")[1:]]
    body: Any = call.get("body")
    for part in parts:
        if not isinstance(body, dict) or part not in body:
            return False
        body = body[part]
    return bool(parts)


def aimed_at(call: dict[str, Any], foreign: dict[str, Any]) -> dict[str, Any]:
    """The call aimed at the foreign resource: its path parameter or its body field set to the resource's value."""
    if foreign.get("param"):
        return {**call, "path": {**call["path"], foreign["param"]: foreign["value"]}}
    return with_value(call, foreign["field"], foreign["value"])


def applies(write: dict[str, Any], foreign: dict[str, Any]) -> bool:
    """Whether a foreign resource is probed on a write: its call names the resource's kind, and the resource names
    that write where it names any."""
    call = write.get("call") or {}
    named = foreign.get("endpoints") or []
    return names_resource(call, foreign) and (not named or call.get("call") in named)


def security_rules(contract: dict[str, Any]) -> list[dict[str, Any]]:
    """The rules (with facets) the facts imply, as contract.rules spells rules: the brief states them after its own."""
    facts = contract.get("security")
    if not facts:
        return []
    writes = facts.get("writes") or []
    owner, text, invalid, read_only = [], [], [], []
    for w in writes:
        endpoint = w["call"]["call"]
        route = _route(contract, endpoint)
        for f in facts.get("foreign") or []:
            if applies(w, f):
                owner.append(
                    {
                        "id": facet_id(endpoint, _field(resource_key(f))),
                        "kind": "ownership",
                        "text": f"`{route}` on {f['label']} ({_field(resource_key(f))} {f['value']}) answers "
                        f"{refusal_words(facts, f['answers'], f.get('error'))} and changes nothing.",
                    }
                )
        for p in w.get("text") or []:
            limit = (w.get("limits") or {}).get(p)
            long = f"{limit:,} characters, its limit" if limit else f"{LONG:,} characters"
            text.append(
                {
                    "id": facet_id(endpoint, _field(p)),
                    "kind": "security",
                    "text": f"`{_field(p)}` of `{route}` stores metacharacters, markup and long text ({long}) verbatim.",
                }
            )
            invalid.append(
                {
                    "id": facet_id(endpoint, _field(p)),
                    "kind": "error",
                    "text": f"`{_field(p)}` of `{route}` with a NUL or an unpaired surrogate answers "
                    f"{_invalid_words(facts)} and changes nothing.",
                }
            )
        for p in w.get("read_only") or {}:
            read_only.append(
                {
                    "id": facet_id(endpoint, _field(p)),
                    "kind": "security",
                    "text": f"`{_field(p)}` sent to `{route}` is ignored.",
                }
            )
    query = []
    for r in facts.get("reads") or []:
        route = _route(contract, r["call"]["call"])
        for name in r["params"]:
            query.append(
                {
                    "id": facet_id(r["call"]["call"], name),
                    "kind": "security",
                    "text": f"`{name}` of `{route}` takes metacharacters and markup as plain text (changing nothing), "
                    f"and a NUL answers {_invalid_words(facts)}.",
                }
            )
    shown = []
    for r in facts.get("rendered") or []:
        route = _route(contract, r["write"])
        where = f"the screen {r['screen']}" + (f", then {r['goto']}" if r.get("goto") else "")
        shown.append(
            {
                "id": rendered_id(r),
                "kind": "security",
                "text": f"`{_field(r['field'])}` of `{route}` shows on {where} as text, and none of it runs.",
            }
        )
    links = []
    for link in facts.get("links") or []:
        endpoint = link["call"]["call"]
        links.append(
            {
                "id": facet_id(endpoint, _field(link["field"])),
                "kind": "error",
                "text": f"`{_field(link['field'])}` of `{_route(contract, endpoint)}` with a javascript: or data: address "
                f"answers {_answers(link['answers'])} and changes nothing.",
            }
        )
    found = {OWNER: owner, TEXT: text, INVALID: invalid, READ_ONLY: read_only, QUERY: query, SHOWN: shown, LINKS: links}
    texts = {**RULE_TEXT, QUERY: RULE_TEXT[QUERY] if text else QUERY_ALONE}
    if facts.get("refusal"):  # the generic texts say 400 where this API answers its refusal
        said = _invalid_words(facts)
        texts = {rule: t.replace("answers 400", f"answers {said}") for rule, t in texts.items()}
    return [{"id": rule, "text": texts[rule], "facets": facets} for rule, facets in found.items() if facets]


def probe_count(contract: dict[str, Any]) -> int:
    """How many probes the facts make: one per facet and payload (security_units makes exactly these)."""
    per_rule = {
        OWNER: 1,
        TEXT: len(PAYLOADS) + 1,
        INVALID: len(INVALID_PAYLOADS),
        READ_ONLY: 1,
        QUERY: len(QUERY_PAYLOADS) + 1,
        SHOWN: 1,
        LINKS: len(LINK_PAYLOADS),
    }
    return sum(per_rule[r["id"]] * len(r["facets"]) for r in security_rules(contract))


def with_value(call: dict[str, Any], pointer: str, value: Any) -> dict[str, Any]:
    """The call with `value` at `pointer` in its body (the last key may be new), sent as JSON text with every
    non-ASCII character escaped, so that a lone surrogate reaches the app as the escape a client would send."""
    body: Any = copy.deepcopy(call.get("body"))
    parts = [p.replace("~1", "/").replace("~0", "~") for p in pointer.split("/")[1:]]
    target: Any = body
    for p in parts[:-1]:
        target = target[int(p)] if isinstance(target, list) else target[p]
    if isinstance(target, list):
        target[int(parts[-1])] = value
    else:
        target[parts[-1]] = value
    varied = {k: v for k, v in call.items() if k != "body"}
    varied["raw"] = {"content_type": "application/json", "text": json.dumps(body, ensure_ascii=True)}
    return varied


def fitted(limit: int | None) -> dict[str, str]:
    """The hostile texts a field with this stated limit takes: the short markup where the markup is longer than the
    limit, any other text cut to it (a valid write never breaks a stated limit)."""
    if not limit:
        return dict(PAYLOADS)
    out = {}
    for kind, text in PAYLOADS.items():
        if len(text) > limit and kind == "markup" and len(SHORT_MARKUP) <= limit:
            text = SHORT_MARKUP
        out[kind] = text[:limit]
    return out


def long_text(length: int) -> str:
    """Readable text of exactly `length` characters, so that a truncation shows where it cut."""
    words = " ".join(f"word{i}" for i in range(length // 4 + 2))
    return words[:length]


def _assert(id_: str, statement: str, facet: str, op: str, params: dict[str, Any]) -> Assert:
    rule = facet.split("#", 1)[0]
    return Assert.model_validate(
        {
            "id": id_,
            "level": "security",
            "statement": statement,
            "rules": [rule],
            "facets": [facet],
            "check": {"op": op, "params": params},
        }
    )


def _unit(key: str, plain: dict[str, Any], varied: dict[str, Any], statement: str, facet: str, op: str, params: dict) -> Unit:
    """A unit that makes the plain call first, then the varied one, judged by one assert."""
    id_ = f"security.{key}"
    steps = [Step.model_validate(varied)]
    return Unit("security", id_, steps, [_assert(id_, statement, facet, op, params)], base=[Step.model_validate(plain)])


def security_units(env: Environment) -> list[Unit]:
    """One unit per facet and payload: the plain call first (its state kept), then the varied call."""
    facts = env.contract.security
    if facts is None:
        return []
    contract = json.loads(env.contract.model_dump_json(exclude_none=True))
    sec = contract["security"]
    invalid = refusing(
        sec, [sec["refusal"]["status"]] if sec.get("refusal") else [400], (sec.get("refusal") or {}).get("invalid")
    )
    units: list[Unit] = []
    for write in contract["security"]["writes"]:
        call, endpoint = write["call"], write["call"]["call"]
        route = _route(contract, endpoint)

        def unit(key: str, varied: dict[str, Any], statement: str, facet: str, op: str, params: dict[str, Any]) -> None:
            units.append(_unit(key, call, varied, statement, facet, op, params))  # noqa: B023 (called at once)

        for f in contract["security"].get("foreign") or []:
            if applies(write, f):
                varied = aimed_at(call, f)
                fid = facet_id(endpoint, _field(resource_key(f)))
                unit(
                    f"owner.{fid}",
                    varied,
                    f"{route} on {f['label']} answers {refusal_words(sec, f['answers'], f.get('error'))} and changes nothing",
                    f"{OWNER}#{fid}",
                    "eval_security_refused",
                    refusing(sec, f["answers"], f.get("error")),
                )
        for p in write.get("text") or []:
            fid = facet_id(endpoint, _field(p))
            stated = (write.get("limits") or {}).get(p)
            limit = stated or LONG
            payloads = {**fitted(stated), "long": long_text(limit)}
            for kind, payload in payloads.items():
                unit(
                    f"text.{fid}.{kind}",
                    with_value(call, p, payload),
                    f"{_field(p)} of {route} stores {kind if kind != 'long' else f'{limit:,} characters'} verbatim",
                    f"{TEXT}#{fid}",
                    "eval_security_stored",
                    judged(sec, {"payload": payload}),
                )
            for kind, payload in INVALID_PAYLOADS.items():
                unit(
                    f"invalid.{fid}.{kind}",
                    with_value(call, p, payload),
                    f"{_field(p)} of {route} with a {'NUL' if kind == 'nul' else 'lone surrogate'} answers "
                    f"{_invalid_words(sec)}, changes nothing",
                    f"{INVALID}#{fid}",
                    "eval_security_refused",
                    invalid,
                )
        for p, value in (write.get("read_only") or {}).items():
            fid = facet_id(endpoint, _field(p))
            unit(
                f"read_only.{fid}",
                with_value(call, p, value),
                f"{_field(p)} sent to {route} is ignored",
                f"{READ_ONLY}#{fid}",
                "eval_security_ignored",
                judged(sec, {}),
            )
    for read in contract["security"].get("reads") or []:
        call, endpoint = read["call"], read["call"]["call"]
        route = _route(contract, endpoint)
        for name in read["params"]:
            fid = facet_id(endpoint, name)
            for kind in QUERY_PAYLOADS:
                varied = {**call, "query": {**call.get("query", {}), name: PAYLOADS[kind]}}
                units.append(
                    _unit(
                        f"query.{fid}.{kind}",
                        call,
                        varied,
                        f"{name} of {route} takes {kind} as plain text",
                        f"{QUERY}#{fid}",
                        "eval_security_read_safe",
                        judged(sec, {}),
                    )
                )
            varied = {**call, "query": {**call.get("query", {}), name: INVALID_PAYLOADS["nul"]}}
            units.append(
                _unit(
                    f"query.{fid}.nul",
                    call,
                    varied,
                    f"{name} of {route} with a NUL answers {_invalid_words(sec)}",
                    f"{QUERY}#{fid}",
                    "eval_security_refused",
                    invalid,
                )
            )
    for link in contract["security"].get("links") or []:
        call, endpoint = link["call"], link["call"]["call"]
        fid = facet_id(endpoint, _field(link["field"]))
        for kind, target in LINK_PAYLOADS.items():
            units.append(
                _unit(
                    f"links.{fid}.{kind}",
                    call,
                    with_value(call, link["field"], target),
                    f"{_field(link['field'])} of {_route(contract, endpoint)} refuses a {kind.replace('_', ' ')} "
                    f"address with {_answers(link['answers'])}",
                    f"{LINKS}#{fid}",
                    "eval_security_refused",
                    judged(sec, {"answers": link["answers"]}),
                )
            )
    return units


def security_flows(env: Environment) -> tuple[list[UiFlow], list[Assert]]:
    """One journey per place a free-text field shows (facts' `rendered`): the markup text stored through the API in
    its setup, the page opened, the text expected on it; its assert judges that none of the markup ran."""
    facts = env.contract.security
    if facts is None or not facts.rendered:
        return [], []
    contract = json.loads(env.contract.model_dump_json(exclude_none=True))
    writes = {w["call"]["call"]: w for w in contract["security"]["writes"]}
    flows, asserts = [], []
    for r in contract["security"]["rendered"]:
        fid = rendered_id(r)
        markup = fitted((writes[r["write"]].get("limits") or {}).get(r["field"]))["markup"]
        setup = with_value(writes[r["write"]]["call"], r["field"], markup)
        if r.get("capture"):
            setup["capture"] = r["capture"]
        steps = [{"action": "goto", "value": r["goto"]}] if r.get("goto") else []
        steps.append({"action": "expect_text", "value": markup})
        id_ = f"security.shown.{fid}"
        route = _route(contract, r["write"])
        asserts.append(
            _assert(
                id_,
                f"{_field(r['field'])} of {route} shows as text on {r['screen']}",
                f"{SHOWN}#{fid}",
                "eval_security_inert",
                {"payload": markup},
            )
        )
        flows.append(
            UiFlow.model_validate(
                {
                    "id": id_,
                    "title": f"markup in {_field(r['field'])} shows as text",
                    "start_screen": r["screen"],
                    "setup": [setup],
                    "steps": steps,
                    "asserts": [id_],
                }
            )
        )
    return flows, asserts
