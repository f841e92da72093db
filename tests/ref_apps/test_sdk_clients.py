"""Stock SDK clients work against the gold apps, unmodified: PyGithub, slack-sdk, google-api-python-client and asana."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]


def _serve(env: str, tmp: Path) -> AppProcess:
    return AppProcess(gold_command(REPO, env), tmp / "app.log", cwd=REPO)


@pytest.fixture(scope="module")
def github_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with _serve("github", tmp_path_factory.mktemp("github")) as app:
        yield app.url


def test_pygithub_issue_and_pull_request_flow(github_url: str) -> None:
    from github import Auth, Github

    httpx.post(f"{github_url}/api/reset", json={}).raise_for_status()
    gh = Github(base_url=github_url, auth=Auth.Token("any-token"), retry=None)
    assert gh.get_user().login == "mona"
    repo = gh.get_repo("mona/atlas")
    assert repo.open_issues_count == 5
    assert [i.number for i in repo.get_issues(state="open")] == [6, 5, 4, 2, 1]
    issue = repo.create_issue(title="From PyGithub", body="Made by a stock client", labels=["bug"])
    assert issue.number == 8 and [x.name for x in issue.labels] == ["bug"]
    issue.create_comment("A comment")
    issue.edit(state="closed")
    again = repo.get_issue(8)
    assert (again.state, again.comments) == ("closed", 1)
    pull = repo.get_pull(4)
    assert pull.head.ref == "fix-crash" and pull.merge().merged
    assert repo.get_pull(4).merged and gh.get_repo("mona/atlas").open_issues_count == 4


@pytest.fixture(scope="module")
def slack_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with _serve("slack", tmp_path_factory.mktemp("slack")) as app:
        yield app.url


def test_slack_sdk_channel_thread_and_errors(slack_url: str) -> None:
    from slack_sdk import WebClient
    from slack_sdk.errors import SlackApiError

    httpx.post(f"{slack_url}/api/reset", json={}).raise_for_status()
    client = WebClient(token="xoxb-any", base_url=slack_url + "/")
    assert [c["name"] for c in client.conversations_list(exclude_archived=True)["channels"]] == ["design", "general", "random"]
    created = client.conversations_create(name="sdk-room")["channel"]  # arguments go in the query string
    client.conversations_invite(channel=created["id"], users=["U02BEN", "U03CHLOE"])
    posted = client.chat_postMessage(channel=created["id"], text="Hello from slack-sdk")  # a JSON body
    client.chat_postMessage(channel=created["id"], text="A reply", thread_ts=posted["ts"])
    client.reactions_add(channel=created["id"], timestamp=posted["ts"], name="wave")
    history = client.conversations_history(channel=created["id"])["messages"]
    assert [(m["text"], m.get("reply_count")) for m in history] == [("Hello from slack-sdk", 1)]
    assert history[0]["reactions"] == [{"name": "wave", "users": ["U01ADA"], "count": 1}]
    assert client.conversations_info(channel=created["id"])["channel"]["num_members"] == 3
    with pytest.raises(SlackApiError) as failure:
        client.chat_postMessage(channel="C04LAUNCH", text="archived")
    assert failure.value.response["error"] == "is_archived"


@pytest.fixture(scope="module")
def calendar_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with _serve("google-calendar", tmp_path_factory.mktemp("calendar")) as app:
        yield app.url


def test_google_api_client_calendar_series_and_free_busy(calendar_url: str) -> None:
    import httplib2
    from googleapiclient.discovery import build

    httpx.post(f"{calendar_url}/api/reset", json={}).raise_for_status()
    calendar = build(
        "calendar",
        "v3",
        http=httplib2.Http(),
        static_discovery=True,
        client_options={"api_endpoint": calendar_url + "/calendar/v3/"},
    )
    assert [c["id"] for c in calendar.calendarList().list().execute()["items"]][0] == "ada@example.com"
    week = (
        calendar.events()
        .list(
            calendarId="primary",
            timeMin="2026-01-19T00:00:00Z",
            timeMax="2026-01-20T00:00:00Z",
            singleEvents=True,
            orderBy="startTime",
        )
        .execute()
    )
    assert [e["summary"] for e in week["items"]] == ["Daily standup", "Focus time"]
    created = (
        calendar.events()
        .insert(
            calendarId="primary",
            body={
                "summary": "Client call",
                "start": {"dateTime": "2026-01-19T11:00:00Z"},
                "end": {"dateTime": "2026-01-19T12:00:00Z"},
            },
        )
        .execute()
    )
    calendar.events().patch(
        calendarId="primary", eventId="ev-standup_20260119T093000Z", body={"summary": "Standup (short)"}
    ).execute()
    busy = (
        calendar.freebusy()
        .query(body={"timeMin": "2026-01-19T00:00:00Z", "timeMax": "2026-01-20T00:00:00Z", "items": [{"id": "primary"}]})
        .execute()
    )
    assert busy["calendars"]["primary"]["busy"] == [
        {"start": "2026-01-19T09:30:00Z", "end": "2026-01-19T09:45:00Z"},
        {"start": "2026-01-19T11:00:00Z", "end": "2026-01-19T12:00:00Z"},
    ]
    calendar.events().delete(calendarId="primary", eventId=created["id"]).execute()
    after = (
        calendar.events()
        .list(calendarId="primary", timeMin="2026-01-19T00:00:00Z", timeMax="2026-01-20T00:00:00Z", singleEvents=True)
        .execute()
    )
    assert [e["summary"] for e in after["items"]] == ["Standup (short)", "Focus time"]


@pytest.fixture(scope="module")
def asana_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with _serve("asana", tmp_path_factory.mktemp("asana")) as app:
        yield app.url


def test_asana_client_task_in_project_completed(asana_url: str) -> None:
    import asana
    from asana.rest import ApiException

    httpx.post(f"{asana_url}/api/reset", json={}).raise_for_status()
    config = asana.Configuration()
    config.access_token = "any-token"
    config.host = asana_url + "/api/1.0"  # Asana's own base path: the gold app answers under it too
    client = asana.ApiClient(config)
    tasks, sections = asana.TasksApi(client), asana.SectionsApi(client)
    assert asana.UsersApi(client).get_user("me", {})["name"] == "Ada Lovelace"
    assert [s["name"] for s in sections.get_sections_for_project("3001", {})] == ["To do", "In progress", "Done"]
    created = tasks.create_task({"data": {"name": "From the asana client", "projects": ["3001"], "assignee": "1002"}}, {})
    listed = list(tasks.get_tasks_for_project("3001", {"opt_fields": "name,completed"}))  # a page iterator
    assert [t["name"] for t in listed][:3] == ["Draft homepage copy", "Choose hero image", "From the asana client"]
    sections.add_task_for_section("4003", {"body": {"data": {"task": created["gid"]}}})
    tasks.update_task({"data": {"completed": True}}, created["gid"], {})
    again = tasks.get_task(created["gid"], {})
    assert again["completed"] and again["completed_at"].startswith("2026-01-15T09:00:00")
    assert again["memberships"][0]["section"]["name"] == "Done"
    assert {u["gid"] for u in again["followers"]} == {"1001", "1002"}
    done = list(tasks.get_tasks_for_section("4003", {"opt_fields": "completed"}))
    assert [(t["name"], t["completed"]) for t in done][0] == ("From the asana client", True)
    state = httpx.get(f"{asana_url}/api/state").json()["tables"]
    assert any(t["gid"] == created["gid"] and t["completed"] for t in state["tasks"])
    with pytest.raises(ApiException) as failure:
        tasks.get_task("5999", {})
    assert failure.value.status == 404 and b"Unknown object" in failure.value.body
