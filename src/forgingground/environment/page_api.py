"""UI-vs-API asserts (eval_page_matches_api) name an API read: it must be a GET of the contract that can be built."""

from __future__ import annotations

import re
from typing import Any

import jmespath

from ..engine.page_reads import OP
from .problems import Collector, pointer

PATH_PARAM = re.compile(r"\{\+?([A-Za-z_][A-Za-z0-9_]*)\}")


def check_page_api_reads(contract: dict[str, Any], asserts: dict[str, Any], file: str, out: Collector) -> None:
    """Each read sits on a root assert, names a GET endpoint, gives every path parameter, and selects with valid JMESPath."""
    endpoints = {e["id"]: e for e in contract["api"]}
    for i, a in enumerate(asserts["asserts"]):
        if a["check"]["op"] != OP:
            continue
        params = a["check"].get("params") or {}
        where = ("asserts", i, "check", "params")
        if a["level"] != "root":
            out.error(file, pointer("asserts", i, "level"), f"{OP} reads the page a journey ends on: only a root assert can")
        endpoint = endpoints.get(params.get("call", ""))
        if endpoint is None or endpoint["method"] != "GET":
            out.error(file, pointer(*where, "call"), f"{params.get('call')!r} is not a GET endpoint of contract.json /api")
            continue
        missing = sorted(set(PATH_PARAM.findall(endpoint["path"])) - set(params.get("path") or {}))
        if missing:
            out.error(file, pointer(*where, "path"), f"{endpoint['path']} needs {', '.join(missing)}: give it in `path`")
        try:
            jmespath.compile(params.get("select", ""))
        except jmespath.exceptions.JMESPathError as exc:
            out.error(file, pointer(*where, "select"), f"is not valid JMESPath: {exc}")
