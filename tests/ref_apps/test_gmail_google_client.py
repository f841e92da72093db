"""A stock Google API client (google-api-python-client, static gmail.v1 discovery) works against the gold app."""

from __future__ import annotations

import base64
from email.message import EmailMessage

import httplib2
import pytest
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError


@pytest.fixture
def gmail(gmail_url):
    import httpx

    httpx.post(f"{gmail_url}/api/reset", json={"now": "2026-01-15T09:00:00Z"}).raise_for_status()
    return build(
        "gmail", "v1", http=httplib2.Http(), static_discovery=True, client_options={"api_endpoint": gmail_url + "/"}
    ).users()


def raw_message(to: str, subject: str, body: str) -> str:
    msg = EmailMessage()
    msg["To"], msg["Subject"] = to, subject
    msg.set_content(body)
    return base64.urlsafe_b64encode(bytes(msg)).decode()


def test_send_list_and_read(gmail) -> None:
    sent = gmail.messages().send(userId="me", body={"raw": raw_message("dana@example.org", "From the client", "Hi")}).execute()
    assert sent["labelIds"] == ["SENT"]
    listed = gmail.messages().list(userId="me", q="in:sent subject:client").execute()
    assert [m["id"] for m in listed["messages"]] == [sent["id"]]
    full = gmail.messages().get(userId="me", id=sent["id"]).execute()
    headers = {h["name"]: h["value"] for h in full["payload"]["headers"]}
    assert headers["Subject"] == "From the client" and headers["To"] == "dana@example.org"
    assert base64.urlsafe_b64decode(full["payload"]["body"]["data"] + "==").decode().strip() == "Hi"


def test_labels_modify_and_counts(gmail) -> None:
    label = gmail.labels().create(userId="me", body={"name": "Client test"}).execute()
    gmail.messages().modify(userId="me", id="a000000000000007", body={"addLabelIds": [label["id"]]}).execute()
    counted = gmail.labels().get(userId="me", id=label["id"]).execute()
    assert (counted["messagesTotal"], counted["messagesUnread"]) == (1, 1)
    names = [x["name"] for x in gmail.labels().list(userId="me").execute()["labels"]]
    assert "Client test" in names


def test_drafts_send_and_trash(gmail) -> None:
    draft = (
        gmail.drafts()
        .create(userId="me", body={"message": {"raw": raw_message("mei.chen@example.net", "Draft via client", "x")}})
        .execute()
    )
    assert draft["message"]["labelIds"] == ["DRAFT"]
    sent = gmail.drafts().send(userId="me", body={"id": draft["id"]}).execute()
    assert "SENT" in sent["labelIds"]
    ids = [d["id"] for d in gmail.drafts().list(userId="me").execute().get("drafts", [])]
    assert draft["id"] not in ids
    trashed = gmail.messages().trash(userId="me", id=sent["id"]).execute()
    assert "TRASH" in trashed["labelIds"]
    thread = gmail.threads().get(userId="me", id="a000000000000001").execute()
    assert len(thread["messages"]) == 3


def test_errors_reach_the_client_as_http_errors(gmail) -> None:
    with pytest.raises(HttpError) as info:
        gmail.messages().get(userId="me", id="ffffffffffffffff").execute()
    assert info.value.resp.status == 404
    with pytest.raises(HttpError) as info:
        gmail.labels().create(userId="me", body={"name": "Work"}).execute()
    assert info.value.resp.status == 409
