"""The stock spotipy client (prefix pointed at the gold app's /v1/) reads and writes real state in the gold spotify app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from forgingground.engine.app_process import AppProcess
from forgingground.gold import gold_command

REPO = Path(__file__).resolve().parents[2]
spotipy = pytest.importorskip("spotipy")


@pytest.fixture(scope="module")
def url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with AppProcess(gold_command(REPO, "spotify"), tmp_path_factory.mktemp("spotify") / "app.log", cwd=REPO) as app:
        yield app.url.rstrip("/")


def _client(url: str) -> Any:
    import requests

    httpx.post(f"{url}/api/reset", json={}).raise_for_status()
    sp = spotipy.Spotify(auth="any-token", requests_session=requests.Session(), retries=0)
    sp.prefix = f"{url}/v1/"
    return sp


def _items(url: str, playlist_id: str) -> list[str]:
    """The playlist's tracks by position, read from the app's state, not through the client."""
    rows = httpx.get(f"{url}/api/state").json()["tables"]["playlist_items"]
    return [r["track_id"] for r in sorted((r for r in rows if r["playlist_id"] == playlist_id), key=lambda r: r["position"])]


def test_spotipy_builds_and_reorders_a_playlist(url: str) -> None:
    sp = _client(url)
    assert sp.me()["id"] == "mia"
    created = sp.user_playlist_create("mia", "From spotipy", public=False, description="made by a stock client")
    pid = created["id"]
    assert (created["public"], created["tracks"]["total"]) == (False, 0)
    first = sp.playlist_add_items(pid, ["tTidal", "tSatellite", "spotify:track:tOwlHour"])["snapshot_id"]
    sp.playlist_add_items(pid, ["tGlassHours"], position=0)
    assert _items(url, pid) == ["tGlassHours", "tTidal", "tSatellite", "tOwlHour"]
    moved = sp.playlist_reorder_items(pid, range_start=0, insert_before=4)["snapshot_id"]
    assert moved != first
    assert [i["track"]["id"] for i in sp.playlist_items(pid)["items"]] == ["tTidal", "tSatellite", "tOwlHour", "tGlassHours"]
    assert _items(url, pid) == ["tTidal", "tSatellite", "tOwlHour", "tGlassHours"]
    assert sp.playlist(pid)["snapshot_id"] == moved
    sp.playlist_change_details(pid, name="Renamed by spotipy")
    mine = sp.current_user_playlists()["items"]
    assert (mine[0]["id"], mine[0]["name"], mine[0]["tracks"]["total"]) == (pid, "Renamed by spotipy", 4)
    sp.playlist_replace_items(pid, ["tLapa", "tSamba"])
    assert _items(url, pid) == ["tLapa", "tSamba"]


def test_spotipy_search_library_queue_and_errors(url: str) -> None:
    sp = _client(url)
    page = sp.search("night", type="track", limit=2)
    assert [t["id"] for t in page["tracks"]["items"]] == ["tLateTrains", "tOwlHour"]
    following = sp.next(page["tracks"])["tracks"]  # follows the absolute `next` link the app wrote
    assert [t["id"] for t in following["items"]] == ["tPaperMoon", "tLapa"] and following["next"] is None
    assert sp.track("tSatellite")["album"]["name"] == "Neon Harbor"
    assert [t["id"] for t in sp.album_tracks("aLateTrains")["items"]] == ["tLateTrains", "tOwlHour", "tPaperMoon"]
    assert [i["track"]["id"] for i in sp.current_user_saved_tracks()["items"]] == ["tOwlHour", "tSamba", "tNeonHarbor"]
    sp.add_to_queue("tTidal")
    assert [t["id"] for t in sp.queue()["queue"]] == ["tGlassHours", "tRiverStones", "tTidal"]
    sp.next_track()
    now = sp.current_user_playing_track()
    assert (now["item"]["id"], now["progress_ms"], now["is_playing"]) == ("tGlassHours", 0, True)
    sp.pause_playback()
    with pytest.raises(spotipy.SpotifyException) as refused:
        sp.pause_playback()
    assert (refused.value.http_status, refused.value.reason) == (403, "ALREADY_PAUSED")
    with pytest.raises(spotipy.SpotifyException) as missing:
        sp.track("tNope")
    assert missing.value.http_status == 404
