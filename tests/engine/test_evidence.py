"""Evidence reproduces the call: the URL with its query string, the body and its content type, as a runnable curl."""

from __future__ import annotations

import json
import shlex
from pathlib import Path

import httpx
import pytest

from forgingground.engine.http import MAX_HEADER_CHARS, AppClient, Deadline, Limits, response_headers
from forgingground.engine.reports.curl import curl_command
from forgingground.engine.runner import RunOptions, verify


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


def test_exchange_records_the_response_headers(notes_app) -> None:
    app = client(notes_app("good"))
    ex = app.request("GET", "/api/notes")
    app.close()
    assert ex.headers["content-type"].startswith("application/json")
    assert int(ex.headers["content-length"]) == len(ex.text.encode())


def test_a_header_sent_twice_reads_as_one_list_and_a_flood_is_cut() -> None:
    headers = httpx.Headers([("X-Page", "1"), ("x-page", "2"), ("X-Big", "a" * 10_000)])
    kept = response_headers(headers)
    assert kept["x-page"] == "1, 2"
    assert len(kept["x-big"]) == MAX_HEADER_CHARS


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


def test_a_failed_check_names_the_exchange_it_judged(notes_env, notes_app) -> None:
    report = verify(notes_env, notes_app("gap"), RunOptions())
    failed = next(r for r in report["results"] if r["id"] == "mid.create_then_list.first")
    exchanges = failed["evidence"]["exchanges"]
    judged = exchanges[failed["evidence"]["failed_exchange"]]
    assert judged["step"] == "list" and judged["url"].endswith("/api/notes?tag=work")
    assert failed["evidence"]["failed_exchange"] != 0, "not simply the first call"
    assert all("failed_exchange" not in r.get("evidence", {}) for r in report["results"] if r["outcome"] == "pass")


def test_assert_durations_add_up_to_the_run(notes_env, notes_app) -> None:
    report = verify(notes_env, notes_app("good"), RunOptions())
    ran = [r["duration_s"] for r in report["results"] if r["outcome"] != "not_run"]
    assert all(d >= 0 for d in ran) and 0 < sum(ran) <= report["duration_s"] + 0.01
    assert all(r["duration_s"] == 0 for r in report["results"] if r["outcome"] == "not_run")


def _echoing_client() -> tuple[AppClient, list[httpx.Request]]:
    """An AppClient whose transport records each request and answers 200 with an empty JSON object."""
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return httpx.Response(200, json={})

    app = AppClient("http://app.test", Limits(), Deadline(60))
    app._client = httpx.Client(transport=httpx.MockTransport(handler), follow_redirects=False)
    return app, seen


def test_a_step_sends_form_fields_a_raw_body_and_headers_as_it_says_and_the_evidence_replays_them() -> None:
    from forgingground.generated.contract import Step

    from forgingground.engine.steps import verbatim_body

    app, seen = _echoing_client()
    form = Step.model_validate(
        {
            "call": "x",
            "form": {"channel": "${channel}", "limit": 2, "inclusive": True},
            "headers": {"Authorization": "Bearer ${t}"},
        }
    )
    text, headers = verbatim_body(form, {"channel": "C1", "t": "xoxb"})
    ex = app.request("POST", "/api/chat.postMessage", text=text, headers=headers)
    assert seen[0].content == b"channel=C1&limit=2&inclusive=true"
    assert seen[0].headers["content-type"] == "application/x-www-form-urlencoded"
    assert seen[0].headers["authorization"] == "Bearer xoxb"
    command = curl_command(ex.evidence())
    assert "--data-raw channel=C1&limit=2&inclusive=true" in command.replace("'", "")
    assert "-H 'authorization: Bearer xoxb'" in command

    raw = Step.model_validate({"call": "x", "raw": {"content_type": "application/json", "text": '{"text": "unclosed'}})
    text, headers = verbatim_body(raw, {})
    ex = app.request("POST", "/api/chat.postMessage", text=text, headers=headers)
    assert (seen[1].content, seen[1].headers["content-type"]) == (b'{"text": "unclosed', "application/json")
    assert ex.evidence()["request_text"] == '{"text": "unclosed' and ex.evidence()["request_body"] is None
    app.close()


def test_a_step_may_carry_only_one_of_body_form_and_raw() -> None:
    import jsonschema

    schema = json.loads((Path(__file__).parents[2] / "schemas" / "contract.schema.json").read_text())
    step = {"$ref": "#/$defs/Step", "$defs": schema["$defs"]}
    jsonschema.validate({"call": "x", "form": {"a": "1"}}, step)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"call": "x", "form": {"a": "1"}, "body": {}}, step)


def test_a_step_with_its_own_method_sends_it_and_one_without_sends_the_contracts() -> None:
    from forgingground.generated.contract import Endpoint, Step

    from forgingground.engine.steps import run_steps

    app, seen = _echoing_client()
    read = Endpoint.model_validate({"id": "history", "method": "GET", "path": "/api/conversations.history"})
    steps = [
        Step.model_validate({"call": "history", "method": "POST", "body": {"channel": "C1"}}),
        Step.model_validate({"call": "history", "query": {"channel": "C1"}}),
    ]
    exchanges, _ = run_steps(app, steps, {"history": read}, {})
    assert [(r.method, r.url.path) for r in seen] == [
        ("POST", "/api/conversations.history"),
        ("GET", "/api/conversations.history"),
    ]
    assert json.loads(seen[0].content) == {"channel": "C1"} and [ex.method for ex in exchanges] == ["POST", "GET"]
    app.close()
