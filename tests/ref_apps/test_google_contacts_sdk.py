"""A stock Google API client (google-api-python-client, static people.v1 discovery) works against the gold google-contacts app."""

from __future__ import annotations

import base64
from collections.abc import Iterator
from pathlib import Path

import httplib2
import httpx
import pytest
from googleapiclient.discovery import build
from googleapiclient.errors import HttpError

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "google-contacts"), tmp_path_factory.mktemp("gc") / "app.log", cwd=REPO) as app:
        yield app.url


@pytest.fixture
def people(url):
    httpx.post(f"{url}/api/reset", json={"now": "2026-01-15T09:00:00Z"}).raise_for_status()
    return build("people", "v1", http=httplib2.Http(), static_discovery=True, client_options={"api_endpoint": url + "/"})


def state(url: str, table: str) -> list[dict]:
    return httpx.get(f"{url}/api/state").json()["tables"][table]


def test_contact_joins_a_group_and_reads_back(people, url) -> None:
    created = people.people().createContact(body={"names": [{"givenName": "Hedy", "familyName": "Lamarr"}]}).execute()
    group = people.contactGroups().create(body={"contactGroup": {"name": "Inventors"}}).execute()
    assert group["memberCount"] == 0
    answer = (
        people.contactGroups()
        .members()
        .modify(resourceName=group["resourceName"], body={"resourceNamesToAdd": [created["resourceName"]]})
        .execute()
    )
    assert "notFoundResourceNames" not in answer
    assert people.contactGroups().get(resourceName=group["resourceName"], maxMembers=5).execute()["memberResourceNames"] == [
        created["resourceName"]
    ]
    assert people.contactGroups().get(resourceName=group["resourceName"]).execute()["memberCount"] == 1
    person = people.people().get(resourceName=created["resourceName"], personFields="names,memberships").execute()
    groups = {m["contactGroupMembership"]["contactGroupResourceName"] for m in person["memberships"]}
    assert groups == {"contactGroups/myContacts", group["resourceName"]}
    assert {"person": created["resourceName"], "contact_group": group["resourceName"]} in state(url, "memberships")


def test_update_with_etag_then_stale_etag_fails_precondition(people, url) -> None:
    ada = people.people().get(resourceName="people/c1001", personFields="names").execute()
    updated = (
        people.people()
        .updateContact(
            resourceName="people/c1001",
            updatePersonFields="names",
            body={"etag": ada["etag"], "names": [{"givenName": "Augusta", "familyName": "King"}]},
        )
        .execute()
    )
    assert updated["etag"] != ada["etag"]
    with pytest.raises(HttpError) as info:
        people.people().updateContact(
            resourceName="people/c1001", updatePersonFields="names", body={"etag": ada["etag"], "names": [{"givenName": "Ada"}]}
        ).execute()
    assert info.value.resp.status == 400 and b"FAILED_PRECONDITION" in info.value.content
    assert [r["given_name"] for r in state(url, "people") if r["resource_name"] == "people/c1001"] == ["Augusta"]


def test_connections_search_and_batch(people) -> None:
    listed = (
        people.people()
        .connections()
        .list(resourceName="people/me", personFields="names", sortOrder="LAST_NAME_ASCENDING")
        .execute()
    )
    assert [c["names"][0]["familyName"] for c in listed["connections"]][:2] == ["Dijkstra", "Hopper"]
    found = people.people().searchContacts(query="lov", readMask="names").execute()
    assert [r["person"]["resourceName"] for r in found["results"]] == ["people/c1001"]
    batch = people.people().getBatchGet(resourceNames=["people/c1002", "people/c9999"], personFields="names").execute()
    codes = {r["requestedResourceName"]: r.get("status", {}).get("code") for r in batch["responses"]}
    assert codes["people/c9999"] == 5
    photo = (
        people.people()
        .updateContactPhoto(resourceName="people/c1002", body={"photoBytes": base64.b64encode(b"GIF89a").decode()})
        .execute()
    )
    assert photo["person"]["photos"][0]["url"]


def test_system_groups_and_other_contacts(people) -> None:
    groups = {g["resourceName"]: g for g in people.contactGroups().list().execute()["contactGroups"]}
    assert groups["contactGroups/starred"]["formattedName"] == "Starred" and groups["contactGroups/starred"]["memberCount"] == 2
    with pytest.raises(HttpError) as info:
        people.contactGroups().delete(resourceName="contactGroups/myContacts").execute()
    assert info.value.resp.status == 400
    copied = (
        people.otherContacts()
        .copyOtherContactToMyContactsGroup(resourceName="otherContacts/c9001", body={"copyMask": "names,emailAddresses"})
        .execute()
    )
    assert copied["names"][0]["displayName"] == "Marie Curie"
    assert (
        people.people()
        .get(resourceName=copied["resourceName"], personFields="emailAddresses")
        .execute()["emailAddresses"][0]["value"]
        == "marie@radium.example"
    )
