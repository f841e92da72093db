"""The proxy in front of a real gold app: the contract's JSON is rewritten and gzipped, everything else passes as is."""

from __future__ import annotations

import gzip
from pathlib import Path

import httpx
import pytest

from forgingground.dataset.loader import load_environment
from forgingground.engine.app_process import AppProcess
from forgingground.equivalence import UNKNOWN_FIELD, EquivalenceProxy, Rewrites, RouteTable
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]
LISTS = "/tasks/v1/users/@me/lists"


@pytest.fixture(scope="module")
def urls(tmp_path_factory: pytest.TempPathFactory):
    env = load_environment(REPO / "environments" / "google-tasks")
    with AppProcess(gold_command(REPO, "google-tasks"), tmp_path_factory.mktemp("tasks") / "app.log", cwd=REPO) as app:
        with EquivalenceProxy(app.url, RouteTable.from_environment(env), Rewrites(latency_ms=0)) as proxy:
            yield app.url, proxy.url


def test_the_state_keeps_its_tables_rows_and_order_with_instants_respelled(urls) -> None:
    """The protocol fixes tables, columns and row order, not an instant's spelling: only instants change."""
    from forgingground.engine.equality import equal, instant

    app, proxy = urls
    through, direct = httpx.get(f"{proxy}/api/state").json(), httpx.get(f"{app}/api/state").json()
    assert list(through["tables"]) == list(direct["tables"])
    for name, rows in direct["tables"].items():
        assert [list(r) for r in through["tables"][name]] == [list(r) for r in rows]
        assert equal(through["tables"][name], rows), name
    spelled = [
        (a, b)
        for name, rows in direct["tables"].items()
        for row, other in zip(rows, through["tables"][name], strict=True)
        for a, b in zip(row.values(), other.values(), strict=True)
        if instant(a)
    ]
    assert spelled and all(a != b for a, b in spelled), "every instant is spelled another way"


def test_contract_json_is_rewritten_and_gzipped(urls) -> None:
    app, proxy = urls
    direct = httpx.get(f"{app}{LISTS}").json()
    with httpx.Client() as client:
        response = client.get(f"{proxy}{LISTS}", headers={"accept-encoding": "gzip"})
    assert response.headers["content-encoding"] == "gzip"
    body = response.json()
    assert UNKNOWN_FIELD in body and all(UNKNOWN_FIELD in x for x in body["items"])
    ids = [x["id"] for x in body["items"]]
    assert ids != [x["id"] for x in direct["items"]] and sorted(ids) == sorted(x["id"] for x in direct["items"])


def test_a_declared_order_is_kept(urls) -> None:
    app, proxy = urls
    path = f"{LISTS}/list-home/tasks".replace("/users/@me/lists", "/lists")
    direct = httpx.get(f"{app}{path}").json()
    through = httpx.get(f"{proxy}{path}").json()
    assert [x["id"] for x in through["items"]] == [x["id"] for x in direct["items"]]


def test_without_gzip_accepted_the_body_is_plain(urls) -> None:
    _, proxy = urls
    raw = httpx.get(f"{proxy}{LISTS}", headers={"accept-encoding": "identity"})
    assert "content-encoding" not in raw.headers
    assert gzip.decompress(gzip.compress(raw.content)) == raw.content and raw.json()["items"]


def test_html_and_errors_pass(urls) -> None:
    app, proxy = urls
    assert httpx.get(f"{proxy}/").text == httpx.get(f"{app}/").text
    assert httpx.get(f"{proxy}{LISTS}/nope").status_code == httpx.get(f"{app}{LISTS}/nope").status_code == 404
