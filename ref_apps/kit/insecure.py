"""Insecure outside mutants every gold app with security facts gets: the careless habits the security layer must
catch, applied from outside the gold code to the writes its facts name (contract.security)."""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import text_guard
from .patches import MutantBook, Patcher

ENVIRONMENTS = Path(__file__).resolve().parents[2] / "environments"
CUT = 255  # a VARCHAR(255) habit


def text_fields(env: str) -> dict[str, list[str]]:
    """operation id -> the JSON pointers of its free-text body fields, from the environment's security facts."""
    contract = json.loads((ENVIRONMENTS / env / "contract.json").read_text(encoding="utf-8"))
    writes = (contract.get("security") or {}).get("writes") or []
    return {w["call"]["call"]: list(w.get("text") or []) for w in writes if w.get("text")}


def rewrite_at(body: Any, pointers: list[str], change: Any) -> Any:
    """The body with change(value) at each pointer that holds text (other bodies pass through)."""
    if not isinstance(body, dict | list):
        return body
    body = json.loads(json.dumps(body))
    for ptr in pointers:
        parts, target = [p.replace("~1", "/").replace("~0", "~") for p in ptr.split("/")[1:]], body
        for part in parts[:-1]:
            target = target[int(part)] if isinstance(target, list) else target.get(part) if isinstance(target, dict) else None
        last = parts[-1]
        if isinstance(target, dict) and isinstance(target.get(last), str):
            target[last] = change(target[last])
    return body


def shows_text(env: str) -> bool:
    """Whether the environment's facts name a place its front end shows a free-text field."""
    contract = json.loads((ENVIRONMENTS / env / "contract.json").read_text(encoding="utf-8"))
    return bool((contract.get("security") or {}).get("rendered"))


def read_params(env: str) -> dict[str, list[str]]:
    """operation id -> its free-text query parameters, from the environment's security facts."""
    contract = json.loads((ENVIRONMENTS / env / "contract.json").read_text(encoding="utf-8"))
    reads = (contract.get("security") or {}).get("reads") or []
    return {r["call"]["call"]: list(r["params"]) for r in reads}


def breaks_on_quote(params: list[str]) -> Any:
    """A response rewrite that fails as SQL built from the text would: a quote in a free-text parameter is a 500."""

    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if any("'" in str(query.get(name, "")) for name in params):
            raise RuntimeError("unterminated quoted string at or near \"'\"")
        return body

    return rewrite


def _rewriting(pointers: list[str], change: Any) -> Callable[[Any, dict[str, Any]], Any]:
    """A request rewrite that changes the text at each pointer of an operation's body."""

    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        return rewrite_at(body, pointers, change)

    return rewrite


def register(book: MutantBook, env: str) -> None:
    """Add the kit's insecure mutants to a gold app's book: each where the facts give it something to change."""
    fields = text_fields(env)
    reads = read_params(env)

    if reads:

        @book.mutant(
            "insecure_query_quote_breaks",
            layer="security",
            fault="a search builds its SQL from the text: a quote in a free-text query parameter answers 500",
            rules=["security.query.safe"],
        )
        def _(p: Patcher) -> None:
            for op, params in reads.items():
                p.respond(op, breaks_on_quote(params))

    if fields or reads:
        refusing = (["security.text.invalid"] if fields else []) + (["security.query.safe"] if reads else [])

        @book.mutant(
            "insecure_text_unchecked",
            layer="security",
            fault="text with a NUL or a lone surrogate goes to the database (stored, or a 500)",
            rules=refusing,
        )
        def _(p: Patcher) -> None:
            p.wrap(text_guard, "unstorable", lambda original: lambda text: False)

    if fields:
        _text_mutants(book, fields)
    if shows_text(env):

        @book.mutant(
            "insecure_markup_as_html",
            layer="security",
            fault="the page puts stored text in as HTML (innerHTML): markup in a name or a post runs",
            rules=["security.markup.inert"],
        )
        def _(p: Patcher) -> None:
            p.page(AS_HTML)


def _text_mutants(book: MutantBook, fields: dict[str, list[str]]) -> None:
    """The mutants that change stored free text: only where the facts name text fields (nothing to change else)."""

    def each_text(p: Patcher, change: Any) -> None:
        for op, pointers in fields.items():
            p.request(op, _rewriting(pointers, change))

    @book.mutant(
        "insecure_text_escaped",
        layer="security",
        fault="free text is HTML-escaped before it is stored (a sanitiser that changes the data)",
        rules=["security.text.verbatim"],
    )
    def _(p: Patcher) -> None:
        each_text(p, html.escape)

    @book.mutant(
        "insecure_text_cut",
        layer="security",
        fault=f"free text is cut to {CUT} characters (a VARCHAR({CUT}) column)",
        rules=["security.text.verbatim"],
    )
    def _(p: Patcher) -> None:
        each_text(p, lambda text: text[:CUT])


# Every text node holding markup is replaced by that markup parsed as HTML, as `innerHTML = text` would have made it.
AS_HTML = """<script>(() => {
  const parse = () => {
    if (!document.body) return;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found = [];
    while (walker.nextNode()) if (walker.currentNode.nodeValue.includes("<img")) found.push(walker.currentNode);
    for (const node of found) {
      if (node.parentElement && node.parentElement.closest("script, style, title")) continue;
      const span = document.createElement("span");
      span.innerHTML = node.nodeValue;
      node.replaceWith(span);
    }
  };
  new MutationObserver(parse).observe(document.documentElement, { childList: true, subtree: true, characterData: true });
})();</script>"""
