"""The stock python-gitlab client, pointed at the gold gitlab app, reads and writes real state: issues, labels, merges."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]
gitlab = pytest.importorskip("gitlab")


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "gitlab"), tmp_path_factory.mktemp("gitlab") / "app.log", cwd=REPO) as app:
        yield app.url.rstrip("/")


def _client(url: str) -> Any:
    httpx.post(f"{url}/api/reset", json={}).raise_for_status()
    return gitlab.Gitlab(url, private_token="any-token", retry_transient_errors=False)


def _row(url: str, table: str, **where: Any) -> dict[str, Any]:
    """The one row of a table matching `where`, read from the app's state, not through the client."""
    rows = httpx.get(f"{url}/api/state").json()["tables"][table]
    found = [r for r in rows if all(r[k] == v for k, v in where.items())]
    assert len(found) == 1, found
    return found[0]


def test_issue_lifecycle_through_python_gitlab(url: str) -> None:
    gl = _client(url)
    gl.auth()
    assert gl.user is not None and gl.user.username == "ada"
    project = gl.projects.get(10)
    assert (project.path_with_namespace, project.open_issues_count) == ("acme/website", 4)
    issue = project.issues.create({"title": "Made by python-gitlab", "labels": ["bug", "sdk"]})
    assert issue.iid == 7
    stored = _row(url, "issues", project_id=10, iid=7)
    assert (stored["title"], stored["state"], stored["author_id"]) == ("Made by python-gitlab", "opened", 1)
    assert _row(url, "labels", project_id=10, name="sdk")["color"] == "#6699cc"
    issue.state_event = "close"
    issue.save()
    assert issue.state == "closed"
    assert _row(url, "issues", project_id=10, iid=7)["state"] == "closed"
    assert [i.iid for i in project.issues.list(state="closed", get_all=True)] == [7, 3]
    assert [i.iid for i in project.issues.list(state="opened", labels=["bug", "UX"], get_all=True)] == [4]
    assert [i.iid for i in project.issues.list(per_page=2, iterator=True)] == [7, 5, 4, 3, 2, 1]
    note = project.issues.get(1).notes.create({"body": "Confirmed with python-gitlab"})
    assert _row(url, "notes", id=note.id)["body"] == "Confirmed with python-gitlab"
    with pytest.raises(gitlab.exceptions.GitlabGetError) as missing:
        project.issues.get(6)
    assert missing.value.response_code == 404


def test_merge_request_through_python_gitlab(url: str) -> None:
    gl = _client(url)
    project = gl.projects.get(10, lazy=True)
    mr = project.mergerequests.create(
        {"source_branch": "docs-typos", "target_branch": "main", "title": "Typos, again", "description": "Closes #5"}
    )
    assert (mr.iid, mr.state, mr.draft) == (4, "opened", False)
    mr.merge()
    assert mr.state == "merged"
    assert _row(url, "merge_requests", project_id=10, iid=4)["state"] == "merged"
    assert _row(url, "issues", project_id=10, iid=5)["state"] == "closed"
    assert [m.iid for m in project.mergerequests.list(state="merged", get_all=True)] == [4, 3]
    blocked = gl.projects.get(11, lazy=True).mergerequests.get(1)
    with pytest.raises(gitlab.exceptions.GitlabMRClosedError):
        blocked.merge()
    assert _row(url, "merge_requests", id=304)["state"] == "opened"
    pipeline = gl.projects.get(11, lazy=True).pipelines.get(405)
    pipeline.retry()
    assert _row(url, "pipelines", id=405)["status"] == "pending"
