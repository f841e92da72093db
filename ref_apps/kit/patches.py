"""Mutants applied from outside the gold code: each is a named patch the kit applies at start-up when asked.

The gold source reads as the reference a user would copy; a broken variant lives in ref_apps/<app>/mutants.py as a
function that replaces a module attribute, rewrites an operation's JSON response, or injects a UI snippet.
`python -m uvicorn ref_apps.kit.mutated:app` with FGB_GOLD_APP=<package> and FGB_MUTANT=<name> serves it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

LAYERS = ("leaf", "mid", "root", "visual", "integration", "security")


class Patcher:
    """What one mutant may change: module attributes before requests arrive, responses and pages as they leave."""

    def __init__(self) -> None:
        self.responses: list[tuple[str, Callable[[Any, dict[str, Any]], Any]]] = []
        self.requests: list[tuple[str, Callable[[Any, dict[str, Any]], Any]]] = []
        self.html: list[str] = []
        self.statuses: list[tuple[str, Callable[[int], int]]] = []
        self.wrapped: list[str] = []  # module.attr names replaced: what a mutant changed besides the pages

    @property
    def page_only(self) -> bool:
        """The mutant changes only the HTML pages: the API answers exactly as the gold app's."""
        return bool(self.html) and not (self.responses or self.requests or self.statuses or self.wrapped)

    def wrap(self, module: ModuleType | Any, attr: str, make: Callable[[Callable[..., Any]], Callable[..., Any] | None]) -> None:
        """Replace module.attr with make(original): routes look handlers up at call time, so this takes effect. The
        owner may also be an object a module built at import time (a Crud's Resource, whose hooks were bound then)."""
        original = getattr(module, attr)
        setattr(module, attr, make(original))
        self.wrapped.append(f"{getattr(module, '__name__', type(module).__name__)}.{attr}")

    def before(self, module: ModuleType, attr: str, prepare: Callable[..., None]) -> None:
        """Run prepare(session, **kwargs) before the handler module.attr: the common mutant that bends a row first."""

        def make(original: Callable[..., Any]) -> Callable[..., Any]:
            def patched(session: Any, **kw: Any) -> Any:
                prepare(session, **kw)
                return original(session, **kw)

            return patched

        self.wrap(module, attr, make)

    def after(self, module: ModuleType, attr: str, finish: Callable[..., Any]) -> None:
        """Run finish(session, result, **kwargs) after the handler module.attr and answer what it returns: the common
        mutant that bends the row a write just made (a field taken from the body)."""

        def make(original: Callable[..., Any]) -> Callable[..., Any]:
            def patched(session: Any, **kw: Any) -> Any:
                return finish(session, original(session, **kw), **kw)

            return patched

        self.wrap(module, attr, make)

    def from_body(
        self,
        module: ModuleType,
        attr: str,
        model: Any,
        key: str,
        *,
        column: str | None = None,
        kind: type | tuple[type, ...] = object,
        answered: bool = True,
        by: str = "id",
    ) -> None:
        """The row the handler module.attr made (model, keyed by the answer's field `by`) takes body[key] when it is a
        `kind`, stored as `column` (key's own name by default) and, if `answered`, shown in the answer: a read-only
        field a client forges (a total, a status, an author) taken as sent."""

        def forge(session: Any, out: Any, *, body: Any = None, **_: Any) -> Any:
            sent = isinstance(body, dict) and key in body and isinstance(body[key], kind)
            row = session.get(model, out[by]) if sent and isinstance(out, dict) and out.get(by) is not None else None
            if row is None:  # nothing sent (or not a `kind`), or no row the answer names: the write stands as made
                return out
            setattr(row, column or key, body[key])
            session.commit()
            return {**out, key: body[key]} if answered else out

        self.after(module, attr, forge)

    def during(self, module: ModuleType, attr: str, owner: ModuleType | Any, name: str, stand_in: Any) -> None:
        """While the handler module.attr runs, owner.name is stand_in: a check skipped by one handler while every other
        keeps it (removing skips the owner check, adding still refuses)."""

        def make(original: Callable[..., Any]) -> Callable[..., Any]:
            def patched(*args: Any, **kw: Any) -> Any:
                real = getattr(owner, name)
                setattr(owner, name, stand_in)
                try:
                    return original(*args, **kw)
                finally:
                    setattr(owner, name, real)

            return patched

        self.wrap(module, attr, make)

    def respond(self, operation_id: str, rewrite: Callable[[Any, dict[str, Any]], Any]) -> None:
        """Rewrite the JSON body an operation answers: rewrite(body, query) -> body."""
        self.responses.append((operation_id, rewrite))

    def request(self, operation_id: str, rewrite: Callable[[Any, dict[str, Any]], Any]) -> None:
        """Rewrite the JSON body an operation receives before the gold handler sees it: rewrite(body, query) -> body."""
        self.requests.append((operation_id, rewrite))

    def status(self, operation_id: str, rewrite: Callable[[int], int]) -> None:
        """Rewrite the HTTP status an operation answers: rewrite(code) -> code (the body is left as it is)."""
        self.statuses.append((operation_id, rewrite))

    def page(self, snippet: str) -> None:
        """Put a <script> or <style> before </head> of every HTML page the app serves (UI mutants)."""
        self.html.append(snippet)


@dataclass
class Mutant:
    name: str
    layer: str
    fault: str
    rules: tuple[str, ...]
    apply: Callable[[Patcher], None]


@dataclass
class MutantBook:
    """The outside mutants of one gold app, registered with @book.mutant(...)."""

    app: str
    mutants: dict[str, Mutant] = field(default_factory=dict)

    def mutant(
        self, name: str, *, layer: str, fault: str, rules: tuple[str, ...] | list[str] = ()
    ) -> Callable[[Callable[[Patcher], None]], Callable[[Patcher], None]]:
        assert layer in LAYERS, f"layer must be one of {LAYERS}"
        assert name not in self.mutants, f"mutant {name!r} registered twice"

        def register(apply: Callable[[Patcher], None]) -> Callable[[Patcher], None]:
            self.mutants[name] = Mutant(name, layer, fault, tuple(rules), apply)
            return apply

        return register

    def registry(self) -> dict[str, dict[str, Any]]:
        """name -> {layer, fault, rules}: what `fgb mutants` lists and judges."""
        return {m.name: {"layer": m.layer, "fault": m.fault, "rules": list(m.rules)} for m in self.mutants.values()}


class PatchedResponses:
    """ASGI middleware that applies a Patcher's request and response rewrites to the operations they name."""

    def __init__(self, app: ASGIApp, patcher: Patcher, operation_of: Callable[[Scope], str | None]) -> None:
        self.app, self.patcher, self.operation_of = app, patcher, operation_of

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        op = self.operation_of(scope)
        query = _query(scope)
        responses = [f for o, f in self.patcher.responses if o == op]
        requests = [f for o, f in self.patcher.requests if o == op]
        statuses = [f for o, f in self.patcher.statuses if o == op]
        html = self.patcher.html
        if requests:
            receive = await _rewritten_request(receive, requests, query)
        if not responses and not html and not statuses:
            await self.app(scope, receive, send)
            return
        start: dict[str, Any] = {}
        chunks: list[bytes] = []

        async def capture(message: Message) -> None:
            if message["type"] == "http.response.start":
                start.update(message)
                for rewrite in statuses:
                    start["status"] = rewrite(start["status"])
            elif message["type"] == "http.response.body":
                chunks.append(message.get("body", b""))
                if not message.get("more_body"):
                    await _send_rewritten(send, start, b"".join(chunks), responses, html, query)
            else:
                await send(message)

        await self.app(scope, receive, capture)


def _query(scope: Scope) -> dict[str, Any]:
    from urllib.parse import parse_qsl

    return dict(parse_qsl(scope.get("query_string", b"").decode("latin-1")))


async def _rewritten_request(
    receive: Receive, rewrites: list[Callable[[Any, dict[str, Any]], Any]], query: dict[str, Any]
) -> Receive:
    body = b""
    while True:
        message = await receive()
        body += message.get("body", b"")
        if not message.get("more_body"):
            break
    try:
        data = json.loads(body) if body else None
    except ValueError:
        data = None
    if data is not None:
        for rewrite in rewrites:
            data = rewrite(data, query)
        body = json.dumps(data).encode()
    sent = False

    async def replay() -> Message:
        nonlocal sent
        if sent:
            return {"type": "http.disconnect"}
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replay


async def _send_rewritten(
    send: Send,
    start: dict[str, Any],
    body: bytes,
    responses: list[Callable[[Any, dict[str, Any]], Any]],
    html: list[str],
    query: dict[str, Any],
) -> None:
    headers = [(k, v) for k, v in start.get("headers", []) if k.lower() != b"content-length"]
    ctype = next((v for k, v in headers if k.lower() == b"content-type"), b"").decode("latin-1")
    if responses and "json" in ctype and body:
        data = json.loads(body)
        for rewrite in responses:
            data = rewrite(data, query)
        body = json.dumps(data).encode()
    elif html and "text/html" in ctype:
        body = body.replace(b"</head>", "".join(html).encode() + b"</head>", 1)
    headers.append((b"content-length", str(len(body)).encode()))
    await send({**start, "headers": headers})
    await send({"type": "http.response.body", "body": body, "more_body": False})
