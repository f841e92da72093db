"""The security layer's probes: one unit per facet and payload of the rules engine/security_rules.py states, and a
browser journey per place a free-text field shows.

Each unit first makes the plain call from the seed and keeps the state it leaves; then, from the seed again, the
varied call. Every verdict needs the plain call to succeed: an app that refuses everything is broken, not secure.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from ..dataset.loader import Environment
from ..generated.asserts import Assert
from ..generated.contract import Step, UiFlow
from .security_payloads import INVALID_PAYLOADS, LINK_PAYLOADS, LONG, PAYLOADS, SHORT_MARKUP
from .security_rules import (
    INVALID,
    LINKS,
    OWNER,
    QUERY,
    QUERY_PAYLOADS,
    READ_ONLY,
    SHOWN,
    TEXT,
    answer_words,
    applies,
    facet_id,
    field_name,
    invalid_words,
    judged,
    refusal_words,
    refusing,
    rendered_id,
    resource_key,
    route_of,
)
from .units import Unit


def aimed_at(call: dict[str, Any], foreign: dict[str, Any]) -> dict[str, Any]:
    """The call aimed at the foreign resource: its path parameter or its body field set to the resource's value."""
    if foreign.get("param"):
        return {**call, "path": {**call["path"], foreign["param"]: foreign["value"]}}
    return with_value(call, foreign["field"], foreign["value"])


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
        route = route_of(contract, endpoint)

        def unit(key: str, varied: dict[str, Any], statement: str, facet: str, op: str, params: dict[str, Any]) -> None:
            units.append(_unit(key, call, varied, statement, facet, op, params))  # noqa: B023 (called at once)

        for f in contract["security"].get("foreign") or []:
            if applies(write, f):
                varied = aimed_at(call, f)
                fid = facet_id(endpoint, field_name(resource_key(f)))
                unit(
                    f"owner.{fid}",
                    varied,
                    f"{route} on {f['label']} answers {refusal_words(sec, f['answers'], f.get('error'))} and changes nothing",
                    f"{OWNER}#{fid}",
                    "eval_security_refused",
                    refusing(sec, f["answers"], f.get("error")),
                )
        for p in write.get("text") or []:
            fid = facet_id(endpoint, field_name(p))
            stated = (write.get("limits") or {}).get(p)
            limit = stated or LONG
            payloads = {**fitted(stated), "long": long_text(limit)}
            for kind, payload in payloads.items():
                unit(
                    f"text.{fid}.{kind}",
                    with_value(call, p, payload),
                    f"{field_name(p)} of {route} stores {kind if kind != 'long' else f'{limit:,} characters'} verbatim",
                    f"{TEXT}#{fid}",
                    "eval_security_stored",
                    judged(sec, {"payload": payload}),
                )
            for kind, payload in INVALID_PAYLOADS.items():
                unit(
                    f"invalid.{fid}.{kind}",
                    with_value(call, p, payload),
                    f"{field_name(p)} of {route} with a {'NUL' if kind == 'nul' else 'lone surrogate'} answers "
                    f"{invalid_words(sec)}, changes nothing",
                    f"{INVALID}#{fid}",
                    "eval_security_refused",
                    invalid,
                )
        for p, value in (write.get("read_only") or {}).items():
            fid = facet_id(endpoint, field_name(p))
            unit(
                f"read_only.{fid}",
                with_value(call, p, value),
                f"{field_name(p)} sent to {route} is ignored",
                f"{READ_ONLY}#{fid}",
                "eval_security_ignored",
                judged(sec, {}),
            )
    for read in contract["security"].get("reads") or []:
        call, endpoint = read["call"], read["call"]["call"]
        route = route_of(contract, endpoint)
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
                    f"{name} of {route} with a NUL answers {invalid_words(sec)}",
                    f"{QUERY}#{fid}",
                    "eval_security_refused",
                    invalid,
                )
            )
    for link in contract["security"].get("links") or []:
        call, endpoint = link["call"], link["call"]["call"]
        fid = facet_id(endpoint, field_name(link["field"]))
        for kind, target in LINK_PAYLOADS.items():
            units.append(
                _unit(
                    f"links.{fid}.{kind}",
                    call,
                    with_value(call, link["field"], target),
                    f"{field_name(link['field'])} of {route_of(contract, endpoint)} refuses a {kind.replace('_', ' ')} "
                    f"address with {answer_words(link['answers'])}",
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
        route = route_of(contract, r["write"])
        asserts.append(
            _assert(
                id_,
                f"{field_name(r['field'])} of {route} shows as text on {r['screen']}",
                f"{SHOWN}#{fid}",
                "eval_security_inert",
                {"payload": markup},
            )
        )
        flows.append(
            UiFlow.model_validate(
                {
                    "id": id_,
                    "title": f"markup in {field_name(r['field'])} shows as text",
                    "start_screen": r["screen"],
                    "setup": [setup],
                    "steps": steps,
                    "asserts": [id_],
                }
            )
        )
    return flows, asserts
