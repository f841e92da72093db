"""The security layer's rules: what an environment's security facts (contract.security) imply, stated in its brief.

An environment declares facts, never probes: a call that succeeds on the seed for each write, the body fields that
take free text, the read-only fields a client might send, and resources the signed-in user may not change. From them
come up to seven rules that every brief with facts states (document.md's rules section), each with its facets:

- `security.owner.only`: the write on another's resource answers as stated and changes nothing;
- `security.text.verbatim`: quotes, SQL and shell metacharacters, markup and long text are stored verbatim;
- `security.text.invalid`: text with a NUL or an unpaired surrogate is refused with 400 and changes nothing;
- `security.fields.read_only`: read-only fields sent in a body are ignored;
- `security.query.safe`: hostile text in a read's free-text query parameter answers as plain text does;
- `security.markup.inert`: stored markup shows as text in the browser and none of it runs;
- `security.links.web`: a link target that is not a web address (javascript:, data:) is refused.

engine/security.py turns the same facts into the probes that judge these rules.
"""

from __future__ import annotations

import json
import re
from typing import Any

from .security_payloads import INVALID_PAYLOADS, LINK_PAYLOADS, LONG, MARK, PAYLOADS, SHORT_MARKUP

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
    return facet_id(rendered["write"], field_name(rendered["field"]), rendered["screen"])


def field_name(pointer: str) -> str:
    """A body field as the brief names it: its JSON pointer without the leading slash (`passengers/0/seat`), so that
    a nested field never shares a name with a top-level one."""
    return pointer[1:].replace("~1", "/").replace("~0", "~") if pointer.startswith("/") else pointer


def route_of(contract: dict[str, Any], endpoint: str) -> str:
    api = {e["id"]: e for e in contract.get("api") or []}
    e = api.get(endpoint)
    return f"{e['method']} {e['path']}" if e else endpoint


def answer_words(codes: list[int]) -> str:
    return " or ".join(str(c) for c in codes)


def refusal_words(facts: dict[str, Any], codes: list[int], name: str | None) -> str:
    """How the brief says a write is refused: its status, and for an API that refuses in the body (the facts'
    `refusal`) the flag and the error's name: 200 with `ok` false and `error` "cant_update_message"."""
    refusal = facts.get("refusal")
    if not refusal:
        return answer_words(codes)
    words = f"{answer_words(codes)} with `{field_name(refusal['pointer'])}` {json.dumps(refusal['value'])}"
    return words + (f' and `{field_name(refusal["code"])}` "{name}"' if name else "")


def invalid_words(facts: dict[str, Any]) -> str:
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
        route = route_of(contract, endpoint)
        for f in facts.get("foreign") or []:
            if applies(w, f):
                owner.append(
                    {
                        "id": facet_id(endpoint, field_name(resource_key(f))),
                        "kind": "ownership",
                        "text": f"`{route}` on {f['label']} ({field_name(resource_key(f))} {f['value']}) answers "
                        f"{refusal_words(facts, f['answers'], f.get('error'))} and changes nothing.",
                    }
                )
        for p in w.get("text") or []:
            limit = (w.get("limits") or {}).get(p)
            long = f"{limit:,} characters, its limit" if limit else f"{LONG:,} characters"
            text.append(
                {
                    "id": facet_id(endpoint, field_name(p)),
                    "kind": "security",
                    "text": f"`{field_name(p)}` of `{route}` stores metacharacters, markup and long text ({long}) verbatim.",
                }
            )
            invalid.append(
                {
                    "id": facet_id(endpoint, field_name(p)),
                    "kind": "error",
                    "text": f"`{field_name(p)}` of `{route}` with a NUL or an unpaired surrogate answers "
                    f"{invalid_words(facts)} and changes nothing.",
                }
            )
        for p in w.get("read_only") or {}:
            read_only.append(
                {
                    "id": facet_id(endpoint, field_name(p)),
                    "kind": "security",
                    "text": f"`{field_name(p)}` sent to `{route}` is ignored.",
                }
            )
    query = []
    for r in facts.get("reads") or []:
        route = route_of(contract, r["call"]["call"])
        for name in r["params"]:
            query.append(
                {
                    "id": facet_id(r["call"]["call"], name),
                    "kind": "security",
                    "text": f"`{name}` of `{route}` takes metacharacters and markup as plain text (changing nothing), "
                    f"and a NUL answers {invalid_words(facts)}.",
                }
            )
    shown = []
    for r in facts.get("rendered") or []:
        route = route_of(contract, r["write"])
        where = f"the screen {r['screen']}" + (f", then {r['goto']}" if r.get("goto") else "")
        shown.append(
            {
                "id": rendered_id(r),
                "kind": "security",
                "text": f"`{field_name(r['field'])}` of `{route}` shows on {where} as text, and none of it runs.",
            }
        )
    links = []
    for link in facts.get("links") or []:
        endpoint = link["call"]["call"]
        links.append(
            {
                "id": facet_id(endpoint, field_name(link["field"])),
                "kind": "error",
                "text": f"`{field_name(link['field'])}` of `{route_of(contract, endpoint)}` with a javascript: or data: address "
                f"answers {answer_words(link['answers'])} and changes nothing.",
            }
        )
    found = {OWNER: owner, TEXT: text, INVALID: invalid, READ_ONLY: read_only, QUERY: query, SHOWN: shown, LINKS: links}
    texts = {**RULE_TEXT, QUERY: RULE_TEXT[QUERY] if text else QUERY_ALONE}
    if facts.get("refusal"):  # the generic texts say 400 where this API answers its refusal
        said = invalid_words(facts)
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
