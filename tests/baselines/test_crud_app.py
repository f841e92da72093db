"""The CRUD-only app in process: the state protocol for every environment, seed rows listed, create/get round trips."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import httpx
import pytest

from forgingground.baselines.crud_app import CrudApp, build_app

REPO = Path(__file__).resolve().parents[2]
ENVS = sorted(p.name for p in (REPO / "environments").iterdir() if (p / "contract.json").is_file())


class Client:
    """Requests to the app in process (httpx's ASGI transport is async only); `crud` is the app's store and routes."""

    def __init__(self, env: str) -> None:
        self.app, self.crud = build_app(REPO / "environments" / env)

    def request(self, method: str, url: str, **kwargs: Any) -> httpx.Response:
        async def go() -> httpx.Response:
            async with httpx.AsyncClient(transport=httpx.ASGITransport(app=self.app), base_url="http://crud") as c:
                return await c.request(method, url, **kwargs)

        return asyncio.run(go())

    def get(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.request("GET", url, **kwargs)

    def post(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.request("POST", url, **kwargs)

    def put(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.request("PUT", url, **kwargs)

    def delete(self, url: str, **kwargs: Any) -> httpx.Response:
        return self.request("DELETE", url, **kwargs)


def client(env: str) -> Client:
    return Client(env)


def seed_tables(env: str) -> dict:
    return json.loads((REPO / "environments" / env / "seed" / "seed.json").read_text())["tables"]


def test_every_environment_is_covered() -> None:
    assert len(ENVS) >= 9


@pytest.mark.parametrize("env", ENVS)
def test_state_protocol_serves_the_seed_and_reset_restores_it(env: str) -> None:
    c = client(env)
    seed = seed_tables(env)
    assert c.get("/api/state").json()["tables"] == seed
    table = next(t for t, rows in seed.items() if rows)
    store: CrudApp = c.crud
    store.store.tables[table].clear()
    assert c.get("/api/state").json()["tables"][table] == []
    assert c.post("/api/reset", json={"now": "2026-01-15T12:00:00Z"}).status_code == 200
    assert c.get("/api/state").json()["tables"][table] == seed[table]


@pytest.mark.parametrize("env", ENVS)
def test_baseline_info_names_mapped_and_unmapped_endpoints(env: str) -> None:
    info = client(env).get("/api/baseline-info").json()
    contract = json.loads((REPO / "environments" / env / "contract.json").read_text())
    assert sorted(x["endpoint"] for x in info["mapped"] + info["unmapped"]) == sorted(e["id"] for e in contract["api"])
    assert info["mapped"], f"{env}: plain CRUD should map at least one endpoint"
    assert all(x["reason"] for x in info["unmapped"])


def test_a_list_endpoint_returns_the_seed_rows_in_the_schema_envelope() -> None:
    c = client("google-tasks")
    body = c.get("/tasks/v1/users/@me/lists").json()
    assert [x["id"] for x in body["items"]] == [r["id"] for r in seed_tables("google-tasks")["tasklists"]]


def test_a_nested_list_holds_only_the_parent_rows() -> None:
    c = client("google-tasks")
    ids = [x["id"] for x in c.get("/tasks/v1/lists/list-work/tasks").json()["items"]]
    assert ids and ids == [r["id"] for r in seed_tables("google-tasks")["tasks"] if r["tasklist"] == "list-work"]


def test_create_then_get_round_trips_and_reset_forgets_it() -> None:
    c = client("google-tasks")
    created = c.post("/tasks/v1/lists/list-home/tasks", json={"title": "Water the plants", "notes": "Balcony"})
    assert created.status_code == 200
    task = created.json()
    got = c.get(f"/tasks/v1/lists/list-home/tasks/{task['id']}").json()
    assert (got["title"], got["notes"]) == ("Water the plants", "Balcony")
    row = next(r for r in c.get("/api/state").json()["tables"]["tasks"] if r["id"] == task["id"])
    assert row["tasklist"] == "list-home"  # linked to the list the path names
    c.post("/api/reset", json={})
    assert c.get(f"/tasks/v1/lists/list-home/tasks/{task['id']}").status_code == 404


def test_patch_merges_and_delete_removes() -> None:
    c = client("trello")
    patched = c.put("/cards/c-3", json={"name": "Renamed", "idList": "l-done"}).json()
    assert (patched["name"], patched["idList"]) == ("Renamed", "l-done")  # columns renamed to the schema's names
    row = next(r for r in c.get("/api/state").json()["tables"]["cards"] if r["id"] == "c-3")
    assert (row["name"], row["id_list"]) == ("Renamed", "l-done")
    assert c.delete("/cards/c-3").status_code == 200
    assert c.get("/cards/c-3").status_code == 404


def test_unknown_rows_404_and_actions_501() -> None:
    c = client("google-tasks")
    assert c.get("/tasks/v1/users/@me/lists/nope").status_code == 404
    assert c.post("/tasks/v1/lists/list-home/tasks/t-home-1/move").status_code == 501
    assert c.get("/no/such/path").status_code == 404


def test_a_folder_that_is_no_environment_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from forgingground.baselines.crud_app import main

    with pytest.raises(SystemExit) as exit_info:
        main([str(tmp_path), "--port", "1"])
    assert exit_info.value.code == 2 and "contract.json does not exist" in capsys.readouterr().err
    (tmp_path / "seed").mkdir()
    (tmp_path / "contract.json").write_text("{}")
    (tmp_path / "seed" / "seed.json").write_text('{"tables": {}}')
    with pytest.raises(SystemExit):
        main([str(tmp_path), "--port", "1"])
    assert "not a valid environment" in capsys.readouterr().err
