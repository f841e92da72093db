"""Evidence reproduces the call: the URL with its query string, the body and its content type, as a runnable curl."""

from __future__ import annotations

import shlex

from forgingground.engine.http import AppClient, Deadline, Limits
from forgingground.engine.reports.curl import curl_command


def client(url: str) -> AppClient:
    return AppClient(url, Limits(), Deadline(60))


def test_exchange_records_the_query_string(notes_app) -> None:
    app = client(notes_app("good"))
    ex = app.request("GET", "/api/notes", params={"q": "lunch", "labelIds": ["INBOX", "UNREAD"]})
    app.close()
    assert ex.status == 200
    assert ex.evidence()["url"].endswith("/api/notes?q=lunch&labelIds=INBOX&labelIds=UNREAD")
    assert ex.evidence()["request_headers"] == {}


def test_exchange_records_body_and_content_type(notes_app) -> None:
    app = client(notes_app("good"))
    ex = app.request("POST", "/api/notes", body={"title": 'it\'s "quoted"', "tags": []}, has_body=True)
    app.close()
    evidence = ex.evidence()
    assert evidence["request_headers"] == {"content-type": "application/json"}
    assert evidence["request_body"] == {"title": 'it\'s "quoted"', "tags": []}


def test_curl_command_survives_shell_quoting() -> None:
    exchange = {
        "method": "POST",
        "url": "http://127.0.0.1:8000/gmail/v1/users/me/messages?q=from:bob lunch&labelIds=INBOX",
        "request_headers": {"content-type": "application/json"},
        "request_body": {"raw": 'it\'s $HOME `id` "x"\n; rm -rf /', "n": 1},
    }
    argv = shlex.split(curl_command(exchange))
    assert argv[0] == "curl"
    assert argv[argv.index("-X") + 1] == "POST"
    assert exchange["url"] in argv
    assert argv[argv.index("-H") + 1] == "content-type: application/json"
    assert argv[argv.index("--data-raw") + 1] == '{"raw":"it\'s $HOME `id` \\"x\\"\\n; rm -rf /","n":1}'


def test_curl_command_without_a_body_sends_none() -> None:
    argv = shlex.split(curl_command({"method": "GET", "url": "http://h/x?a=1&b=2", "request_body": None}))
    assert argv == ["curl", "-sS", "-X", "GET", "http://h/x?a=1&b=2"]
