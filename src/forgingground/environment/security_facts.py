"""The security facts an environment declares (contract.security), checked before a probe is generated from them."""

from __future__ import annotations

import re
from typing import Any

from ..engine.ops._security import MISSING, at
from ..engine.security_rules import applies, names_resource, resource_key
from .problems import Collector, pointer

PLACEHOLDER = re.compile(r"\{\+?([^}]+)\}")
resolve = at  # the value at a JSON pointer of a body, or MISSING: the ops' own reader


def parent(ptr: str) -> str:
    return ptr.rsplit("/", 1)[0]


def check_security_facts(contract: dict[str, Any], cfile: str, out: Collector) -> None:
    """Every write names a write endpoint with a complete path, its pointers land in its body, every foreign resource
    is probed somewhere, every link field holds a web address in its call, and every write endpoint is either probed
    or exempt with a reason."""
    facts = contract.get("security")
    if not facts:
        return
    api = {e["id"]: e for e in contract.get("api") or []}
    writes_at = pointer("security", "writes")
    listed: dict[str, int] = {}
    for i, write in enumerate(facts.get("writes") or []):
        call = write.get("call") or {}
        at = pointer("security", "writes", i)
        endpoint = api.get(call.get("call"))
        if endpoint is None:
            out.error(cfile, f"{at}/call/call", f"names no endpoint of /api: {call.get('call')!r}")
            continue
        if endpoint["method"] == "GET":
            out.error(cfile, f"{at}/call/call", f"{endpoint['id']} is a GET: only writes are probed")
        if endpoint["id"] in listed:
            out.error(
                cfile, f"{at}/call/call", f"{endpoint['id']} is listed twice (also at {writes_at}/{listed[endpoint['id']]})"
            )
        listed.setdefault(endpoint["id"], i)
        missing = [p for p in PLACEHOLDER.findall(endpoint["path"]) if p not in (call.get("path") or {})]
        if missing:
            out.error(cfile, f"{at}/call/path", f"gives no value for {', '.join(missing)} of {endpoint['path']}")
        body = call.get("body", MISSING)
        varied = list(write.get("text") or []) + list(write.get("read_only") or {})
        if varied and not isinstance(body, dict | list):
            out.error(cfile, f"{at}/call", "has no JSON body, but text or read_only fields point into one")
            continue
        for j, ptr in enumerate(write.get("text") or []):
            if not isinstance(resolve(body, ptr), str):
                out.error(cfile, pointer("security", "writes", i, "text", j), f"{ptr} is not a text value of the call's body")
        for ptr in write.get("limits") or {}:
            if ptr not in (write.get("text") or []):
                out.error(cfile, f"{at}/limits", f"{ptr} is not one of the write's text fields")
        for ptr in write.get("read_only") or {}:
            if not isinstance(resolve(body, parent(ptr)), dict):
                out.error(cfile, f"{at}/read_only", f"{ptr}: the call's body has no object at {parent(ptr) or 'its top'}")
            elif ptr in (write.get("text") or []):
                out.error(cfile, f"{at}/read_only", f"{ptr} is also a text field: a field is free text or read-only")
    probed_by: dict[tuple[str, str], int] = {}  # (write, parameter) -> the foreign resource probing it
    refusal = facts.get("refusal")
    for k, foreign in enumerate(facts.get("foreign") or []):
        param = resource_key(foreign)
        if bool(foreign.get("param")) == bool(foreign.get("field")):
            out.error(
                cfile,
                pointer("security", "foreign", k),
                "names the resource by exactly one of param (a path parameter) or field (a body pointer)",
            )
            continue
        where = "path parameter" if foreign.get("param") else "body field"
        if not refusal and 200 in (foreign.get("answers") or []):
            out.error(
                cfile,
                pointer("security", "foreign", k, "answers"),
                "200 is a refusal only where /security/refusal says this API refuses in the body",
            )
        if not refusal and foreign.get("error"):
            out.error(cfile, pointer("security", "foreign", k, "error"), "an error's name needs /security/refusal")
        with_param = [w for w in facts.get("writes") or [] if names_resource(w.get("call") or {}, foreign)]
        for j, named in enumerate(foreign.get("endpoints") or []):
            if named not in {(w.get("call") or {}).get("call") for w in with_param}:
                out.error(
                    cfile,
                    pointer("security", "foreign", k, "endpoints", j),
                    f"{named} is not a write in /security/writes whose call has {where} {param!r}",
                )
        probed = [w for w in with_param if applies(w, foreign)]
        if not with_param:
            at_key = "param" if foreign.get("param") else "field"
            out.error(cfile, pointer("security", "foreign", k, at_key), f"no write's call has {where} {param!r}")
        for w in probed:
            key = (str((w.get("call") or {}).get("call")), str(param))
            if key in probed_by:
                out.error(
                    cfile,
                    pointer("security", "foreign", k),
                    f"{key[0]} is probed on {param!r} by /security/foreign/{probed_by[key]} already: name the writes "
                    "each resource is about (endpoints)",
                )
            probed_by.setdefault(key, k)
    for k, read in enumerate(facts.get("reads") or []):
        call = read.get("call") or {}
        at = pointer("security", "reads", k)
        endpoint = api.get(call.get("call"))
        if endpoint is None:
            out.error(cfile, f"{at}/call/call", f"names no endpoint of /api: {call.get('call')!r}")
            continue
        if endpoint["method"] != "GET":
            out.error(
                cfile, f"{at}/call/call", f"{endpoint['id']} is a {endpoint['method']}: reads are GETs (writes go in writes)"
            )
        for j, name in enumerate(read.get("params") or []):
            if not isinstance((call.get("query") or {}).get(name), str):
                out.error(
                    cfile, pointer("security", "reads", k, "params", j), f"{name} is not a text query parameter of the call"
                )
    writes = {(w.get("call") or {}).get("call"): w for w in facts.get("writes") or []}
    screens = {sc.get("id") for sc in contract.get("screens") or []}
    for k, shown in enumerate(facts.get("rendered") or []):
        at = pointer("security", "rendered", k)
        write = writes.get(shown.get("write"))
        if write is None:
            out.error(cfile, f"{at}/write", f"{shown.get('write')!r} is not a write in /security/writes")
        elif shown.get("field") not in (write.get("text") or []):
            out.error(cfile, f"{at}/field", f"{shown.get('field')} is not one of {shown.get('write')}'s text fields")
        if shown.get("screen") not in screens:
            out.error(cfile, f"{at}/screen", f"names no screen of /screens: {shown.get('screen')!r}")
        named = set(re.findall(r"\$\{([^}]+)\}", shown.get("goto") or ""))
        if named - set(shown.get("capture") or {}):
            out.error(
                cfile,
                f"{at}/goto",
                f"uses {', '.join(sorted(named - set(shown.get('capture') or {})))}, which capture does not name",
            )
    for k, link in enumerate(facts.get("links") or []):
        call = link.get("call") or {}
        at = pointer("security", "links", k)
        endpoint = api.get(call.get("call"))
        if endpoint is None:
            out.error(cfile, f"{at}/call/call", f"names no endpoint of /api: {call.get('call')!r}")
        elif endpoint["method"] == "GET":
            out.error(cfile, f"{at}/call/call", f"{endpoint['id']} is a GET: a link target is probed on a write")
        value = resolve(call.get("body", MISSING), link.get("field") or "")
        if not (isinstance(value, str) and value.startswith(("http://", "https://"))):
            out.error(cfile, f"{at}/field", f"{link.get('field')} is not a web address (http or https) in the call's body")
    exempt = facts.get("exempt") or {}
    for endpoint_id in exempt:
        at = pointer("security", "exempt", endpoint_id)
        if endpoint_id not in api:
            out.error(cfile, at, "names no endpoint of /api")
        elif endpoint_id in listed:
            out.error(cfile, at, "is also probed in writes: an endpoint is probed or exempt")
    for endpoint_id, endpoint in api.items():
        if endpoint["method"] != "GET" and endpoint_id not in listed and endpoint_id not in exempt:
            out.error(
                cfile,
                pointer("security", "exempt"),
                f"write endpoint {endpoint_id} is neither probed (writes) nor exempt with a reason: every write is one",
            )


def check_no_security_asserts(asserts: dict[str, Any], afile: str, out: Collector) -> None:
    """The security layer's asserts are the engine's, generated from the facts: an environment cannot add or bend one."""
    for i, a in enumerate(asserts.get("asserts") or []):
        if a.get("level") == "security":
            out.error(
                afile,
                pointer("asserts", i, "level"),
                "level 'security' is generated from contract.json /security by the engine: declare facts there instead",
            )
