"""What a check sees: the HTTP exchanges of its probe or chain, captured values, and the state before/after."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .state import StateDiff, Tables, diff_states

NO_JSON = object()


@dataclass
class Exchange:
    """One HTTP request and what came back (or the error that stopped it)."""

    step: str | None
    method: str
    url: str
    request_body: Any = None
    request_text: str | None = None  # a body sent verbatim (form fields, a raw body) instead of JSON
    request_headers: dict[str, str] = field(default_factory=dict)
    status: int | None = None
    content_type: str | None = None
    headers: dict[str, str] = field(default_factory=dict)  # the response's, names lowercased (eval_header reads them)
    text: str = ""
    json: Any = NO_JSON
    elapsed_ms: float | None = None
    error: str | None = None
    error_kind: str | None = None
    call: str | None = None

    @property
    def has_json(self) -> bool:
        return self.json is not NO_JSON

    def evidence(self, excerpt: int = 600) -> dict[str, Any]:
        return {
            "step": self.step,
            "method": self.method,
            "url": self.url,
            "request_headers": dict(self.request_headers),
            "request_body": _jsonable(self.request_body),
            **({"request_text": self.request_text} if self.request_text is not None else {}),
            "status": self.status,
            "content_type": self.content_type,
            "response_excerpt": self.text[:excerpt] if self.text else None,
            "elapsed_ms": None if self.elapsed_ms is None else round(self.elapsed_ms, 1),
            "error": self.error,
        }


def _jsonable(value: Any) -> Any:
    try:
        json.dumps(value)
        return value
    except (TypeError, ValueError):
        return repr(value)


@dataclass
class Verdict:
    ok: bool
    message: str
    observed: Any = None


@dataclass
class CheckContext:
    exchanges: list[Exchange] = field(default_factory=list)
    captures: dict[str, Any] = field(default_factory=dict)
    before: Tables | None = None
    after: Tables | None = None
    keys: dict[str, list[str]] = field(default_factory=dict)
    response_schemas: dict[str, dict[str, Any] | None] = field(default_factory=dict)
    ops: Any = None  # the run's OpRegistry, for combinators
    page: dict[str, Any] | None = None  # what the browser shows at the end of a journey
    visual: dict[str, Any] | None = None  # a screen's visual-fidelity result
    stack: dict[str, Any] | None = None  # the stack unit's observations (engine/stack.py): served, stored, after_restart
    ui_walk: dict[str, Any] | None = None  # a UI walk as played in the browser (engine/ui_walk_layer.py): walk, ok, message
    looked_at: int | None = None  # index of the exchange the last check read: the report highlights it when the check fails
    _diff: StateDiff | None = None

    def exchange(self, step: str | None = None) -> Exchange | None:
        """The named step's exchange, or the last one."""
        if step is None:
            self.looked_at = len(self.exchanges) - 1 if self.exchanges else None
            return self.exchanges[-1] if self.exchanges else None
        for i in range(len(self.exchanges) - 1, -1, -1):
            if self.exchanges[i].step == step:
                self.looked_at = i
                return self.exchanges[i]
        return None

    def diff(self) -> StateDiff:
        if self._diff is None:
            self._diff = diff_states(self.before or {}, self.after or {}, self.keys)
        return self._diff
