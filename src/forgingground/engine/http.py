"""An HTTP client that survives hostile apps: timeouts, size caps, no off-host redirects, garbage bodies."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from typing import Any
from urllib.parse import urljoin, urlsplit

import httpx

from .context import NO_JSON, Exchange


@dataclass(frozen=True)
class Limits:
    request_timeout_s: float = 5.0
    max_response_bytes: int = 5_000_000
    max_redirects: int = 3
    # The state protocol's own calls (reset, state) carry the whole data set and reseed it: a loaded machine makes
    # them slow, never wrong, so they get more time and room than an endpoint's answer (a verdict must not
    # depend on load).
    protocol_timeout_s: float = 30.0
    max_state_bytes: int = 200_000_000


class Deadline:
    """The run's time budget; every request gets at most what is left of it."""

    def __init__(self, budget_s: float) -> None:
        self.ends = time.monotonic() + budget_s

    def left(self) -> float:
        return self.ends - time.monotonic()

    def expired(self) -> bool:
        return self.left() <= 0


def full_url(url: str, params: Any) -> str:
    """The URL as sent: the query parameters merged in the way httpx encodes them (lists repeat the key)."""
    return str(httpx.URL(url).copy_merge_params(params)) if params else url


# A server drops an idle connection after its keep-alive timeout (uvicorn and Node: 5 s, gunicorn: 2 s); a request
# sent on it at that instant meets a closed socket with no answer. Idle connections are dropped here first.
KEEPALIVE_EXPIRY_S = 1.0


def _pooled_client() -> httpx.Client:
    """The verifier's connection pool: no redirects followed for it, idle connections let go before a server's."""
    return httpx.Client(
        follow_redirects=False,
        headers={"user-agent": "forgingground-verifier"},
        limits=httpx.Limits(keepalive_expiry=KEEPALIVE_EXPIRY_S),
    )


class AppClient:
    """Talks to one app under test; every call returns an Exchange, never raises for the app's behaviour."""

    def __init__(self, base_url: str, limits: Limits, deadline: Deadline) -> None:
        self.base_url = base_url.rstrip("/") + "/"
        self.host = urlsplit(self.base_url).netloc
        self.limits = limits
        self.deadline = deadline
        self.count = 0
        self.latencies_ms: list[float] = []
        self._client = _pooled_client()

    def close(self) -> None:
        self._client.close()

    def request(
        self,
        method: str,
        path: str,
        *,
        params: Any = None,
        body: Any = None,
        step: str | None = None,
        has_body: bool = False,
        protocol: bool = False,
        text: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> Exchange:
        """One call; `protocol` marks the state protocol's own calls (longer timeout, larger cap). `text` is a body sent
        verbatim (its content type among `headers`) instead of `body` as JSON; `headers` are sent besides."""
        # The evidence must reproduce the call: the URL with its query string, the body and its content type.
        url = full_url(urljoin(self.base_url, path.lstrip("/")), params)
        sent = {k.lower(): v for k, v in (headers or {}).items()}
        if text is None and has_body and body is not None:
            sent.setdefault("content-type", "application/json")
        ex = Exchange(
            step=step,
            method=method,
            url=url,
            request_body=body if has_body and text is None else None,
            request_text=text,
            request_headers=sent,
        )
        started = time.perf_counter()
        try:
            self._send(ex, method, url, None, body, has_body and text is None, protocol, text, sent)
        finally:
            ex.elapsed_ms = (time.perf_counter() - started) * 1000
            self.count += 1
            self.latencies_ms.append(ex.elapsed_ms)
        return ex

    def _fresh_connections(self) -> None:
        """Drop pooled connections: after a server error the app may have closed them."""
        self._client.close()
        self._client = _pooled_client()

    def _send(
        self,
        ex: Exchange,
        method: str,
        url: str,
        params: Any,
        body: Any,
        has_body: bool,
        protocol: bool,
        text: str | None = None,
        headers: dict[str, str] | None = None,
    ) -> None:
        retried = False
        limit_s = self.limits.protocol_timeout_s if protocol else self.limits.request_timeout_s
        cap = self.limits.max_state_bytes if protocol else self.limits.max_response_bytes
        for _ in range(self.limits.max_redirects + 2):
            timeout = min(max(limit_s, self.limits.request_timeout_s), self.deadline.left())
            if timeout <= 0:
                ex.error, ex.error_kind = "time budget exhausted before the request", "budget"
                return
            try:
                request = self._client.build_request(
                    method,
                    url,
                    params=params,
                    json=body if has_body else None,
                    content=text.encode("utf-8", "surrogatepass") if text is not None else None,
                    headers={k: v for k, v in (headers or {}).items() if not (k == "content-type" and text is None)},
                    timeout=httpx.Timeout(timeout),
                )
            except (httpx.InvalidURL, ValueError) as exc:  # UnicodeEncodeError: a lone surrogate the app gave us, reused
                ex.error = f"the request cannot be built from the values the app returned: {type(exc).__name__}: {exc}"
                return
            try:
                response = self._client.send(request, stream=True)
                try:
                    raw = self._read_capped(response, timeout, cap)
                finally:
                    response.close()
            except httpx.TimeoutException:
                ex.error, ex.error_kind = f"no response within {timeout:.1f} s", "timeout"
                return
            except _TooLarge as exc:
                ex.status, ex.error, ex.error_kind = exc.status, str(exc), None
                return
            except httpx.RemoteProtocolError as exc:
                if not _closed(exc):  # the app answered, but not in HTTP: its fault, a failed assert with evidence
                    ex.error = f"the answer is not valid HTTP: {exc}"
                    self._fresh_connections()
                    return
                # Closed before any answer: a GET, or a state-protocol call (reset restores the same seed however
                # often it is sent), is sent once more on a fresh connection; another write is not repeated.
                if (method == "GET" or protocol) and not retried:
                    retried = True
                    self._fresh_connections()
                    continue
                ex.error, ex.error_kind = f"connection closed by the app before a complete answer: {exc}", "connection"
                return
            except (httpx.ReadError, httpx.WriteError) as exc:
                # A keep-alive connection the app closed after an error: one retry on a fresh connection,
                # only for requests that are safe to repeat.
                if (method == "GET" or protocol) and not retried:
                    retried = True
                    self._fresh_connections()
                    continue
                ex.error, ex.error_kind = f"{type(exc).__name__}: {exc}", "connection"
                return
            except httpx.HTTPError as exc:
                ex.error, ex.error_kind = f"{type(exc).__name__}: {exc}", "connection"
                return
            if response.status_code >= 500:
                self._fresh_connections()
            if response.is_redirect and "location" in response.headers:
                target = urljoin(url, response.headers["location"])
                if urlsplit(target).netloc != self.host:
                    ex.status = response.status_code
                    ex.error = f"redirect to another host refused: {target}"
                    return
                url, method, has_body, params = target, "GET" if response.status_code == 303 else method, has_body, None
                text = None if response.status_code == 303 else text
                continue
            ex.status = response.status_code
            ex.content_type = response.headers.get("content-type")
            ex.headers = response_headers(response.headers)
            ex.text = raw.decode("utf-8", errors="replace")
            if ex.text:
                ex.json = parse_json(ex.text)
            return
        ex.error = f"more than {self.limits.max_redirects} redirects"

    def _read_capped(self, response: httpx.Response, timeout: float, cap: int) -> bytes:
        chunks, size = [], 0
        ends = time.monotonic() + timeout
        for chunk in response.iter_bytes():
            size += len(chunk)
            if size > cap:
                raise _TooLarge(response.status_code, f"response larger than {cap} bytes: reading stopped")
            if time.monotonic() > ends:
                raise httpx.ReadTimeout("body still streaming at the deadline")
            chunks.append(chunk)
        return b"".join(chunks)


MAX_JSON_DEPTH = 200
MAX_HEADER_CHARS = 4096  # per header kept: a flood of header bytes must not fill reports


def response_headers(headers: httpx.Headers) -> dict[str, str]:
    """The response's headers by lowercased name; a header sent twice reads as its values joined by ", " (RFC 9110)."""
    kept: dict[str, str] = {}
    for name, value in headers.multi_items():
        key = name.lower()
        kept[key] = (kept[key] + ", " + value if key in kept else value)[:MAX_HEADER_CHARS]
    return kept


def parse_json(text: str) -> Any:
    """The body as JSON, or NO_JSON when it is not JSON or nests deeper than MAX_JSON_DEPTH (no RecursionError later)."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return NO_JSON
    return value if _depth_within(value, MAX_JSON_DEPTH) else NO_JSON


def _depth_within(value: Any, limit: int) -> bool:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > limit:
                return False
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return True


def _closed(exc: httpx.RemoteProtocolError) -> bool:
    """True when the app closed the connection (as opposed to sending bytes that are not HTTP)."""
    text = str(exc).lower()
    return "disconnected" in text or "peer closed" in text or "without sending" in text


class _TooLarge(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
