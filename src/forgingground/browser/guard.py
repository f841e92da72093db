"""Confine a browser context to the app's origins, and note what a page tries that a person never asked for.

Egress: every request of the context is matched (in Playwright's process, no round trip); one whose origin (scheme, host and port) is not an allowed
origin is aborted before it leaves the browser. Playwright does not route the hops of a redirect, so each
page also pauses every response (CDP Fetch, response stage) and fails a 3xx whose Location leaves the allowed
origins: a 302 to another port never reaches that port. `data:`, `blob:` and `about:` URLs carry no network
request and are left alone (Chromium itself refuses top-level `data:` navigations started by a page);
`file://` and every other scheme is blocked like a foreign origin (Chromium refuses `file://` from a web
page before routing; its console error is how the guard learns the URL).

A response whose Content-Length exceeds MAX_RESPONSE_BYTES is failed the same way and noted as refused.

Dialogs (alert, confirm, prompt, beforeunload) are dismissed and popups closed at once; both are noted, because
a journey is a person using one page, and a page that opens either is not doing what the journey asked.
"""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import urljoin, urlsplit

# Schemes that never reach the network: nothing to confine.
LOCAL_SCHEMES = {"data", "blob", "about"}
MAX_NOTES = 50
LOCAL_REFUSAL = "Not allowed to load local resource:"
# A response announcing more than this is failed before its body loads (a 50 MB page is not a screen).
MAX_RESPONSE_BYTES = 20 * 1024 * 1024


def origin(url: str) -> str:
    """scheme://host:port of a URL (the port made explicit), or the bare scheme for URLs without a host."""
    parts = urlsplit(url)
    if not parts.netloc:
        return f"{parts.scheme}:"
    port = parts.port or {"http": 80, "https": 443, "ws": 80, "wss": 443}.get(parts.scheme, 0)
    return f"{parts.scheme}://{parts.hostname}:{port}"


class PageGuard:
    """Routes one browser context; `take()` hands over what was blocked or refused since the last call."""

    def __init__(self, allowed: list[str]) -> None:
        self.allowed = {origin(u) for u in allowed}
        # WebSockets of an allowed origin (ws:// beside http://) are allowed too.
        self.allowed |= {o.replace("http", "ws", 1) for o in self.allowed if o.startswith("http")}
        self.blocked: list[str] = []
        self.refused: list[str] = []

    def allows(self, url: str) -> bool:
        scheme = urlsplit(url).scheme
        return scheme in LOCAL_SCHEMES or origin(url) in self.allowed

    def take(self) -> tuple[list[str], list[str]]:
        """(blocked URLs, refused dialogs and popups) since the last take."""
        blocked, refused = self.blocked, self.refused
        self.blocked, self.refused = [], []
        return blocked, refused

    def _note(self, notes: list[str], what: str) -> None:
        if len(notes) < MAX_NOTES and what not in notes:
            notes.append(what[:300])

    # -- wiring ---------------------------------------------------------------------------------
    def outside(self) -> re.Pattern[str]:
        """URLs outside the allowed origins and local schemes, as one regex Playwright matches in its own process.

        Only those requests come to Python (to be aborted): an allowed request never waits on a round trip.
        """
        prefixes = [f"{scheme}:" for scheme in sorted(LOCAL_SCHEMES)]
        for allowed in sorted(self.allowed):
            parts = urlsplit(allowed)
            default = {"http": 80, "https": 443, "ws": 80, "wss": 443}.get(parts.scheme)
            port = "" if parts.port == default else f":{parts.port}"
            prefixes.append(f"{parts.scheme}://{parts.hostname}{port}/")
        return re.compile("^(?!" + "|".join(re.escape(p) for p in prefixes) + ")")

    def attach(self, context: Any) -> None:
        """Route the context's requests and watch its pages; call before the first page opens."""
        context.route(self.outside(), self._route)
        context.route_web_socket(self.outside(), self._route_socket)
        context.on("page", self._on_page)

    def watch(self, page: Any) -> None:
        """Guard one page: refuse its dialogs, fail its redirects that leave the allowed origins."""
        page.on("dialog", self._on_dialog)
        page.on("console", self._on_console)
        cdp = page.context.new_cdp_session(page)
        cdp.on("Fetch.requestPaused", lambda event: self._paused(cdp, event))
        cdp.send("Fetch.enable", {"patterns": [{"urlPattern": "*", "requestStage": "Response"}]})

    def _route(self, route: Any) -> None:
        url = route.request.url
        if self.allows(url):
            route.fallback()
        else:
            self._note(self.blocked, url)
            route.abort("blockedbyclient")

    def _route_socket(self, ws: Any) -> None:
        if self.allows(ws.url):
            ws.connect_to_server()
        else:
            self._note(self.blocked, ws.url)
            ws.close()

    def _paused(self, cdp: Any, event: dict[str, Any]) -> None:
        status = event.get("responseStatusCode") or 0
        headers = {h["name"].lower(): h["value"] for h in event.get("responseHeaders") or []}
        url = event["request"]["url"]
        try:
            refuse = None
            if 300 <= status < 400 and "location" in headers and not self.allows(urljoin(url, headers["location"])):
                refuse = self.blocked, urljoin(url, headers["location"])
            elif headers.get("content-length", "").isdigit() and int(headers["content-length"]) > MAX_RESPONSE_BYTES:
                size = int(headers["content-length"]) / 1024 / 1024
                refuse = (
                    self.refused,
                    f"loaded a response of {size:.0f} MB from {url} (over the {MAX_RESPONSE_BYTES // 2**20} MB limit)",
                )
            if refuse is not None:
                self._note(*refuse)
                cdp.send("Fetch.failRequest", {"requestId": event["requestId"], "errorReason": "BlockedByClient"})
                return
            cdp.send("Fetch.continueResponse" if status else "Fetch.continueRequest", {"requestId": event["requestId"]})
        except Exception:  # the page closed while its response was paused: nothing left to continue
            pass

    def _on_console(self, message: Any) -> None:
        # Chromium refuses file:// (and other local resources) itself, before any route sees it; note what was tried.
        if message.type == "error" and message.text.startswith(LOCAL_REFUSAL):
            self._note(self.blocked, message.text[len(LOCAL_REFUSAL) :].strip())

    def _on_dialog(self, dialog: Any) -> None:
        self._note(self.refused, f"opened a dialog ({dialog.type} {dialog.message[:80]!r})")
        try:
            dialog.dismiss()
        except Exception:  # the page went away first
            pass

    def _on_page(self, page: Any) -> None:
        if page.opener() is None:
            return  # a page the verifier opened itself
        self._note(self.refused, f"opened a popup window ({page.url})")
        try:
            page.close()
        except Exception:  # already gone
            pass
