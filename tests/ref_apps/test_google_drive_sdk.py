"""A stock Google API client (google-api-python-client, static drive.v3 discovery) works against the google-drive gold app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]
FOLDER = "application/vnd.google-apps.folder"


@pytest.fixture(scope="module")
def drive_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "google-drive"), tmp_path_factory.mktemp("drive") / "app.log", cwd=REPO) as app:
        yield app.url


@pytest.fixture
def drive(drive_url: str):
    import httplib2
    from googleapiclient.discovery import build

    httpx.post(f"{drive_url}/api/reset", json={}).raise_for_status()
    return build(
        "drive", "v3", http=httplib2.Http(), static_discovery=True, client_options={"api_endpoint": drive_url + "/drive/v3/"}
    )


def test_folders_search_and_move(drive) -> None:
    folder = drive.files().create(body={"name": "Invoices", "mimeType": FOLDER}).execute()
    made = (
        drive.files()
        .create(body={"name": "March invoice.pdf", "mimeType": "application/pdf", "parents": [folder["id"]]})
        .execute()
    )
    found = drive.files().list(q=f"'{folder['id']}' in parents and trashed = false").execute()
    assert [f["id"] for f in found["files"]] == [made["id"]]
    assert [f["name"] for f in drive.files().list(q="name contains 'invoice'", orderBy="folder,name").execute()["files"]] == [
        "Invoices",
        "March invoice.pdf",
    ]
    moved = drive.files().update(fileId=made["id"], addParents="root", removeParents=folder["id"], body={}).execute()
    assert moved["parents"] == ["0ARootAlex"]
    assert drive.files().list(q=f"'{folder['id']}' in parents").execute()["files"] == []


def test_trash_empty_and_quota(drive) -> None:
    before = drive.about().get().execute()["storageQuota"]
    drive.files().update(fileId="f-beach", body={"trashed": True}).execute()
    assert drive.files().get(fileId="f-beach").execute()["trashed"] is True
    drive.files().emptyTrash().execute()
    after = drive.about().get().execute()["storageQuota"]
    assert int(before["usage"]) - int(after["usage"]) == 2097152 + 309248
    assert drive.files().list(q="trashed = true").execute()["files"] == []


def test_sharing_comments_and_revisions(drive) -> None:
    granted = (
        drive.permissions()
        .create(fileId="f-notes", body={"type": "user", "role": "writer", "emailAddress": "sam.okafor@example.com"})
        .execute()
    )
    assert granted["id"] == "p-sam" and drive.files().get(fileId="f-notes").execute()["shared"] is True
    drive.permissions().update(fileId="f-notes", permissionId="p-sam", body={"role": "reader"}).execute()
    roles = {p["id"]: p["role"] for p in drive.permissions().list(fileId="f-notes").execute()["permissions"]}
    assert roles == {"p-alex": "owner", "p-sam": "reader"}
    comment = drive.comments().create(fileId="f-notes", body={"content": "Add the agenda"}, fields="*").execute()
    drive.replies().create(
        fileId="f-notes", commentId=comment["id"], body={"action": "resolve", "content": "Done"}, fields="*"
    ).execute()
    assert drive.comments().get(fileId="f-notes", commentId=comment["id"], fields="*").execute()["resolved"] is True
    revisions = drive.revisions().list(fileId="f-budget").execute()["revisions"]
    assert [r["id"] for r in revisions] == ["f-budget-rev-1", "f-budget-rev-2"]


def test_errors_reach_the_client_as_http_errors(drive) -> None:
    from googleapiclient.errors import HttpError

    with pytest.raises(HttpError) as info:
        drive.files().get(fileId="f-nope").execute()
    assert info.value.resp.status == 404 and "File not found: f-nope." in str(info.value)
    with pytest.raises(HttpError) as info:
        drive.files().copy(fileId="f-photos", body={}).execute()
    assert info.value.resp.status == 403
