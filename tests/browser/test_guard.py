"""The browser guard's rules: which URLs a confined page may reach (the app's origins and local schemes only)."""

from __future__ import annotations

from forgingground.browser.guard import PageGuard, origin


def test_origin_makes_the_port_explicit() -> None:
    assert origin("http://127.0.0.1:8000/inbox?q=1") == "http://127.0.0.1:8000"
    assert origin("http://example.com/x") == "http://example.com:80"
    assert origin("file:///etc/passwd") == "file:"


def test_only_the_app_origins_and_local_schemes_are_allowed() -> None:
    guard = PageGuard(["http://127.0.0.1:8000/", "http://127.0.0.1:5173"])
    assert guard.allows("http://127.0.0.1:8000/api/state")
    assert guard.allows("http://127.0.0.1:5173/assets/app.js")
    assert guard.allows("ws://127.0.0.1:5173/live")
    assert guard.allows("data:image/png;base64,AAAA") and guard.allows("blob:http://127.0.0.1:8000/x")
    assert not guard.allows("http://127.0.0.1:8001/")  # another port on the same machine
    assert not guard.allows("http://localhost:8000/")  # another host name for it
    assert not guard.allows("https://fonts.example.com/font.woff2")
    assert not guard.allows("file:///etc/passwd")


def test_take_hands_over_and_clears_what_was_noted() -> None:
    guard = PageGuard(["http://127.0.0.1:8000"])
    guard._note(guard.blocked, "http://127.0.0.1:9/x")
    guard._note(guard.blocked, "http://127.0.0.1:9/x")
    guard._note(guard.refused, "opened a popup window (about:blank)")
    assert guard.take() == (["http://127.0.0.1:9/x"], ["opened a popup window (about:blank)"])
    assert guard.take() == ([], [])
