"""Outside mutants of the gold spotify app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import select

from ..kit import insecure
from ..kit.patches import MutantBook, Patcher
from .app import store
from .app.handlers import catalog, library, player, playlists
from .app.models import QueueItem, SavedTrack

MUTANTS = MutantBook("spotify")


def _items(rewrite: Any) -> Any:
    """A response rewrite applied to a paging object's items (error bodies pass through)."""
    return lambda body, query: {**body, "items": rewrite(body["items"])} if isinstance(body, dict) and "items" in body else body


def _reverse(p: Patcher, op: str) -> None:
    p.respond(op, _items(lambda items: items[::-1]))


def _replace(p: Patcher, module: Any, attr: str, fn: Any) -> None:
    """Swap module.attr for fn(original, *args, **kw)."""
    p.wrap(module, attr, lambda original: lambda *a, **kw: fn(original, *a, **kw))


# -- profile, errors, catalog -------------------------------------------------------------------------------------
@MUTANTS.mutant("me_wrong_name", layer="leaf", fault="GET /v1/me answers a shortened display name", rules=["users.me.profile"])
def _(p: Patcher) -> None:
    p.respond("users_get-current-users-profile", lambda b, q: {**b, "display_name": "Mia"})


@MUTANTS.mutant(
    "missing_track_plain_error",
    layer="leaf",
    fault="an unknown track answers 404 with a plain message, not Spotify's error object",
    rules=["errors.missing.not_found"],
)
def _(p: Patcher) -> None:
    p.respond("catalog_get-track", lambda b, q: {"message": "not found"} if "error" in b else b)


@MUTANTS.mutant(
    "save_skips_unknown_ids",
    layer="leaf",
    fault="saving tracks drops ids that name nothing instead of refusing the request",
    rules=["errors.invalid.bad_request"],
)
def _(p: Patcher) -> None:
    _replace(
        p,
        library,
        "_save",
        lambda original, session, model, saved, key, ids: original(
            session, model, saved, key, [i for i in ids if session.get(model, i) is not None]
        ),
    )


@MUTANTS.mutant(
    "track_uri_misspelt", layer="leaf", fault="a track's uri says spotify:song:<id>", rules=["catalog.objects.fields"]
)
def _(p: Patcher) -> None:
    p.respond("catalog_get-track", lambda b, q: {**b, "uri": f"spotify:song:{b['id']}"} if "id" in b else b)


@MUTANTS.mutant(
    "album_tracks_reversed", layer="leaf", fault="an album lists its tracks last first", rules=["catalog.album.tracks"]
)
def _(p: Patcher) -> None:
    p.respond(
        "catalog_get-an-album",
        lambda b, q: {**b, "tracks": {**b["tracks"], "items": b["tracks"]["items"][::-1]}} if "tracks" in b else b,
    )


@MUTANTS.mutant(
    "artist_albums_oldest_first", layer="leaf", fault="an artist's albums come oldest first", rules=["catalog.artist.albums"]
)
def _(p: Patcher) -> None:
    _reverse(p, "catalog_get-an-artists-albums")


@MUTANTS.mutant(
    "search_track_names_only",
    layer="leaf",
    fault="search finds tracks by their own name only, not by artist or album",
    rules=["search.match"],
)
def _(p: Patcher) -> None:
    def rewrite(b: Any, q: dict[str, Any]) -> Any:
        if "tracks" not in b:
            return b
        kept = [t for t in b["tracks"]["items"] if q.get("q", "").lower() in t["name"].lower()]
        return {**b, "tracks": {**b["tracks"], "items": kept, "total": len(kept)}}

    p.respond("catalog_search", rewrite)


@MUTANTS.mutant(
    "search_every_type", layer="leaf", fault="search answers an artists paging object whatever type asks", rules=["search.types"]
)
def _(p: Patcher) -> None:
    empty = {"href": "", "items": [], "limit": 20, "offset": 0, "total": 0, "next": None, "previous": None}
    p.respond("catalog_search", lambda b, q: {"artists": empty, **b} if "error" not in b else b)


@MUTANTS.mutant("search_by_name", layer="leaf", fault="search results come in name order, not popularity", rules=["search.order"])
def _(p: Patcher) -> None:
    p.respond(
        "catalog_search",
        lambda b, q: (
            {k: {**v, "items": sorted(v["items"], key=lambda x: x["name"])} for k, v in b.items()} if "error" not in b else b
        ),
    )


@MUTANTS.mutant(
    "album_tracks_ignore_offset", layer="leaf", fault="album tracks report offset 0 whatever was asked", rules=["paging.shape"]
)
def _(p: Patcher) -> None:
    p.respond("catalog_get-an-albums-tracks", lambda b, q: {**b, "offset": 0} if "offset" in b else b)


@MUTANTS.mutant("album_tracks_no_next", layer="leaf", fault="album tracks never link a next page", rules=["paging.links"])
def _(p: Patcher) -> None:
    p.respond("catalog_get-an-albums-tracks", lambda b, q: {**b, "next": None} if "next" in b else b)


# -- library ------------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "resave_restamps", layer="leaf", fault="saving a track saved already gives it a new added_at", rules=["library.tracks.save"]
)
def _(p: Patcher) -> None:
    def forget(session: Any, *, ids: Any = None, body: Any = None, **_: Any) -> None:
        for i in store.id_list(ids, body):
            row = session.get(SavedTrack, i)
            if row is not None:
                session.delete(row)
        session.flush()

    p.before(library, "save_tracks_user", forget)


@MUTANTS.mutant("liked_oldest_first", layer="leaf", fault="Liked Songs come oldest first", rules=["library.tracks.order"])
def _(p: Patcher) -> None:
    _reverse(p, "library_get-users-saved-tracks")


@MUTANTS.mutant(
    "unlike_does_nothing", layer="leaf", fault="removing tracks from Liked Songs keeps them", rules=["library.tracks.remove"]
)
def _(p: Patcher) -> None:
    p.wrap(library, "remove_tracks_user", lambda original: lambda session, **kw: None)


@MUTANTS.mutant("contains_always_true", layer="leaf", fault="contains answers true for every id", rules=["library.contains"])
def _(p: Patcher) -> None:
    p.respond("library_check-users-saved-tracks", lambda b, q: [True for _ in b] if isinstance(b, list) else b)


@MUTANTS.mutant("saved_albums_oldest_first", layer="leaf", fault="saved albums come oldest first", rules=["library.albums.save"])
def _(p: Patcher) -> None:
    _reverse(p, "library_get-users-saved-albums")


# -- playlists ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "create_drops_description", layer="leaf", fault="a new playlist loses its description", rules=["playlists.create.stored"]
)
def _(p: Patcher) -> None:
    p.request(
        "playlists_create-playlist", lambda b, q: {k: v for k, v in b.items() if k != "description"} if isinstance(b, dict) else b
    )


@MUTANTS.mutant(
    "create_for_anyone",
    layer="leaf",
    fault="a playlist can be created for another user (it is made for mia)",
    rules=["playlists.create.other_user"],
)
def _(p: Patcher) -> None:
    p.wrap(
        playlists, "create_playlist", lambda original: lambda session, user_id, **kw: original(session, user_id=store.ME, **kw)
    )


@MUTANTS.mutant(
    "public_collaborative_allowed",
    layer="leaf",
    fault="a public playlist may be collaborative",
    rules=["playlists.collaborative.private"],
)
def _(p: Patcher) -> None:
    p.wrap(
        playlists,
        "_flags",
        lambda original: (
            lambda body, public, collaborative: (bool(body.get("public", public)), bool(body.get("collaborative", collaborative)))
        ),
    )


@MUTANTS.mutant(
    "library_oldest_first", layer="leaf", fault="the user's playlists come oldest first", rules=["playlists.library.order"]
)
def _(p: Patcher) -> None:
    _reverse(p, "playlists_get-a-list-of-current-users-playlists")


@MUTANTS.mutant(
    "details_clear_description",
    layer="leaf",
    fault="changing a playlist's name clears its description",
    rules=["playlists.details.change"],
)
def _(p: Patcher) -> None:
    p.request("playlists_change-playlist-details", lambda b, q: {"description": "", **b} if isinstance(b, dict) else b)


@MUTANTS.mutant(
    "anyone_edits", layer="leaf", fault="any playlist can be changed, whoever owns it", rules=["playlists.owner.only"]
)
def _(p: Patcher) -> None:
    p.wrap(
        playlists,
        "_editable",
        lambda original: lambda session, playlist_id: store.get_or_404(session, playlists.Playlist, playlist_id),
    )


@MUTANTS.mutant(
    "snapshot_frozen", layer="leaf", fault="a change keeps the playlist's snapshot_id", rules=["playlists.snapshot.changes"]
)
def _(p: Patcher) -> None:
    def changed(session: Any, pl: Any) -> dict[str, str]:
        pl.snapshot_id = pl.snapshot_id or "snap0"
        session.commit()
        return {"snapshot_id": pl.snapshot_id}

    p.wrap(playlists, "_changed", lambda original: changed)


@MUTANTS.mutant(
    "playlist_tracks_reversed", layer="leaf", fault="a playlist's /tracks come last first", rules=["playlists.items.order"]
)
def _(p: Patcher) -> None:
    _reverse(p, "playlists_get-playlists-tracks")


@MUTANTS.mutant(
    "add_ignores_position", layer="leaf", fault="adding always appends, whatever position asks", rules=["playlists.add.position"]
)
def _(p: Patcher) -> None:
    p.request(
        "playlists_add-tracks-to-playlist",
        lambda b, q: {k: v for k, v in b.items() if k != "position"} if isinstance(b, dict) else b,
    )


@MUTANTS.mutant(
    "add_skips_bad_uris",
    layer="leaf",
    fault="adding skips uris that name no track instead of refusing",
    rules=["playlists.add.uris"],
)
def _(p: Patcher) -> None:
    def keep(original: Any, session: Any, uris: list[Any]) -> list[str]:
        good = [
            u
            for u in uris
            if str(u).startswith("spotify:track:") and session.get(playlists.Track, str(u).rpartition(":")[2]) is not None
        ]
        return original(session, good)

    _replace(p, playlists, "_track_ids", keep)


@MUTANTS.mutant(
    "reorder_moves_one",
    layer="leaf",
    fault="reordering moves one item whatever range_length says",
    rules=["playlists.reorder.range"],
)
def _(p: Patcher) -> None:
    p.request(
        "playlists_reorder-or-replace-playlists-tracks",
        lambda b, q: {k: v for k, v in b.items() if k != "range_length"} if isinstance(b, dict) else b,
    )


@MUTANTS.mutant("replace_appends", layer="leaf", fault="replacing with uris appends them instead", rules=["playlists.replace"])
def _(p: Patcher) -> None:
    def store_(original: Any, session: Any, pl: Any, track_ids: list[str]) -> None:
        kept = [r.track_id for r in store.playlist_rows(session, pl.id)]
        original(session, pl, kept + track_ids)

    _replace(p, playlists, "_store", store_)


@MUTANTS.mutant(
    "remove_first_only", layer="leaf", fault="removing a track removes its first occurrence only", rules=["playlists.remove.all"]
)
def _(p: Patcher) -> None:
    def remove(session: Any, *, playlist_id: str, body: Any = None, **_: Any) -> Any:
        pl = playlists._editable(session, playlist_id)
        gone = {t.get("uri", "").rpartition(":")[2] for t in (body or {}).get("tracks") or []}
        rows = store.playlist_rows(session, pl.id)
        first = next((r for r in rows if r.track_id in gone), None)
        if first is not None:
            session.delete(first)
        playlists._arrange(session, pl, [r for r in rows if r is not first])
        return playlists._changed(session, pl)

    p.wrap(playlists, "remove_tracks_playlist", lambda original: remove)


@MUTANTS.mutant("items_alias_reversed", layer="leaf", fault="/items lists a playlist last first", rules=["playlists.items.alias"])
def _(p: Patcher) -> None:
    _reverse(p, "playlists_get-playlist-items")


@MUTANTS.mutant("items_marked_local", layer="leaf", fault="a playlist's items say is_local true", rules=["playlists.item.fields"])
def _(p: Patcher) -> None:
    def rewrite(b: Any, q: Any) -> Any:
        if "tracks" not in b:
            return b
        return {**b, "tracks": {**b["tracks"], "items": [{**i, "is_local": True} for i in b["tracks"]["items"]]}}

    p.respond("playlists_get-playlist", rewrite)


# -- player -------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("queue_jumps_ahead", layer="leaf", fault="a queued track goes first instead of last", rules=["player.queue.add"])
def _(p: Patcher) -> None:
    def add(session: Any, *, uri: str | None = None, **_: Any) -> None:
        track = player._track_of(session, uri)
        n = store.next_number(session, "seq")
        session.add(QueueItem(id=f"q{n}", seq=-n, track_id=track.id))
        session.commit()

    p.wrap(player, "add_to_queue", lambda original: add)


@MUTANTS.mutant("next_keeps_progress", layer="leaf", fault="next keeps the old track's progress", rules=["player.next"])
def _(p: Patcher) -> None:
    def skip(original: Any, session: Any, **kw: Any) -> None:
        kept = player._player(session).progress_ms
        original(session, **kw)
        player._player(session).progress_ms = kept
        session.commit()

    _replace(p, player, "skip_users_playback_to_next_track", skip)


@MUTANTS.mutant("pause_twice_ok", layer="leaf", fault="pausing a paused player answers 204", rules=["player.pause_play"])
def _(p: Patcher) -> None:
    def pause(session: Any, **_: Any) -> None:
        player._player(session).is_playing = False
        session.commit()

    p.wrap(player, "pause_a_users_playback", lambda original: pause)


@MUTANTS.mutant(
    "current_type_episode", layer="leaf", fault="currently-playing says the item is an episode", rules=["player.current.fields"]
)
def _(p: Patcher) -> None:
    p.respond(
        "player_get-the-users-currently-playing-track",
        lambda b, q: {**b, "currently_playing_type": "episode"} if "item" in b else b,
    )


# -- faults an outside tester's clone had, which the graders missed before (one per rule facet) ----------------------
@MUTANTS.mutant(
    "limit_up_to_1000",
    layer="leaf",
    fault="a list accepts any limit up to 1000 (the maximum is 50), so limit=51 answers a page",
    rules=["paging.shape"],
)
def _(p: Patcher) -> None:
    for module in (catalog, library, playlists):
        p.wrap(module, "bounds", lambda original: lambda limit, offset, default=20, most=50: original(limit, offset, default, 1000))


@MUTANTS.mutant(
    "previous_at_first_page",
    layer="leaf",
    fault="previous links a page at offset 0 too (it must be null there)",
    rules=["paging.links"],
)
def _(p: Patcher) -> None:
    def always(original: Any) -> Any:
        def paging(*a: Any, **kw: Any) -> Any:
            page = original(*a, **kw)
            return {**page, "previous": page["previous"] or page["href"]}

        return paging

    for module in (catalog, library, playlists):
        p.wrap(module, "paging", always)


@MUTANTS.mutant(
    "negative_position_accepted",
    layer="leaf",
    fault="a negative insert position counts from the end, as a Python index, instead of answering 400",
    rules=["playlists.add.position"],
)
def _(p: Patcher) -> None:
    def add(original: Any, session: Any, *, playlist_id: str, position: Any = None, body: Any = None, **kw: Any) -> Any:
        in_body = isinstance(body, dict) and body.get("position") is not None
        at = body["position"] if in_body else position
        if at is not None and int(at) < 0:
            at = max(len(store.playlist_rows(session, playlist_id)) + int(at), 0)
            body, position = ({**body, "position": at}, position) if in_body else (body, at)
        return original(session, playlist_id=playlist_id, position=position, body=body, **kw)

    _replace(p, playlists, "add_tracks_to_playlist", add)


@MUTANTS.mutant(
    "unknown_album_500",
    layer="leaf",
    fault="an unknown album id is looked up without a 404 check, so the app answers 500",
    rules=["errors.missing.not_found"],
)
def _(p: Patcher) -> None:
    p.wrap(catalog, "get_an_album", lambda original: lambda session, *, id, **_: catalog.album_full(session, session.get(catalog.Album, id)))


@MUTANTS.mutant(
    "remove_keeps_snapshot",
    layer="leaf",
    fault="removing items leaves the playlist's snapshot_id as it was",
    rules=["playlists.snapshot.changes"],
)
def _(p: Patcher) -> None:
    def remove(original: Any, session: Any, *, playlist_id: str, **kw: Any) -> Any:
        old = store.get_or_404(session, playlists.Playlist, playlist_id).snapshot_id
        original(session, playlist_id=playlist_id, **kw)
        session.get(playlists.Playlist, playlist_id).snapshot_id = old
        session.commit()
        return {"snapshot_id": old}

    _replace(p, playlists, "remove_tracks_playlist", remove)


@MUTANTS.mutant(
    "current_timestamp_zero",
    layer="leaf",
    fault="currently-playing answers timestamp 0 instead of now in epoch milliseconds",
    rules=["player.current.fields"],
)
def _(p: Patcher) -> None:
    p.respond("player_get-the-users-currently-playing-track", lambda b, q: {**b, "timestamp": 0} if "item" in b else b)


@MUTANTS.mutant(
    "owner_checked_on_add_only",
    layer="leaf",
    fault="remove, reorder and replace look the playlist up without the owner check (only details and add refuse)",
    rules=["playlists.owner.only"],
)
def _(p: Patcher) -> None:
    def lax(original: Any) -> Any:
        def run(session: Any, **kw: Any) -> Any:
            checked = playlists._editable
            playlists._editable = lambda s, playlist_id: store.get_or_404(s, playlists.Playlist, playlist_id)
            try:
                return original(session, **kw)
            finally:
                playlists._editable = checked

        return run

    p.wrap(playlists, "remove_tracks_playlist", lax)
    p.wrap(playlists, "reorder_or_replace_playlists_tracks", lax)


# -- integration: each endpoint right alone, a composition wrong ----------------------------------------------------
SEED_TOTALS = {"pRoadTrip": 5, "pSundayJazz": 3, "pFocusFlow": 3}


@MUTANTS.mutant(
    "library_counts_stale",
    layer="integration",
    fault="the user's playlists show the item counts they had at the seed (0 for new ones)",
    rules=["playlists.library.order"],
)
def _(p: Patcher) -> None:
    p.respond(
        "playlists_get-a-list-of-current-users-playlists",
        _items(lambda items: [{**i, "tracks": {**i["tracks"], "total": SEED_TOTALS.get(i["id"], 0)}} for i in items]),
    )


@MUTANTS.mutant(
    "new_likes_sort_oldest",
    layer="integration",
    fault="a newly liked track sorts below every older like",
    rules=["library.tracks.order"],
)
def _(p: Patcher) -> None:
    p.wrap(library, "next_number", lambda original: lambda session, name: original(session, name) - 1000)


@MUTANTS.mutant(
    "queue_sorted_by_id",
    layer="integration",
    fault="the queue is read in id order (q101 before q2), not play order",
    rules=["player.queue.add"],
)
def _(p: Patcher) -> None:
    p.wrap(player, "_queued", lambda original: lambda session: list(session.scalars(select(QueueItem).order_by(QueueItem.id))))


# -- UI: the API untouched, the page wrong --------------------------------------------------------------------------
def _stale(pattern: str) -> str:
    """A fetch wrapper that answers GETs whose URL matches `pattern` from the first answer it saw (kept across pages)."""
    return """<script>(() => {
  const fetch0 = window.fetch;
  window.fetch = async (input, init) => {
    const url = typeof input === "string" ? input : input.url;
    const get = !init || !init.method || init.method === "GET";
    if (!get || !new RegExp(PATTERN).test(url)) return fetch0(input, init);
    const kept = sessionStorage.getItem("stale:" + url);
    if (kept) return new Response(kept, { status: 200, headers: { "content-type": "application/json" } });
    const response = await fetch0(input, init);
    sessionStorage.setItem("stale:" + url, await response.clone().text());
    return response;
  };
})();</script>""".replace("PATTERN", json.dumps(pattern))


@MUTANTS.mutant(
    "ui_liked_count_stale",
    layer="root",
    fault="the library's Liked Songs count is served from a cache and never refreshed",
    rules=["ui.nav.library"],
)
def _(p: Patcher) -> None:
    p.page(_stale(r"/v1/me/tracks\?limit=1$"))


@MUTANTS.mutant(
    "ui_playlist_not_rerendered",
    layer="root",
    fault="a playlist page keeps showing its first answer after a move",
    rules=["ui.playlist.reorder"],
)
def _(p: Patcher) -> None:
    p.page(_stale(r"/v1/playlists/[^/?]+$"))


@MUTANTS.mutant(
    "ui_player_not_refreshed", layer="root", fault="the Player region keeps the track it first showed", rules=["ui.player.next"]
)
def _(p: Patcher) -> None:
    p.page(_stale(r"/v1/me/player/currently-playing$"))


@MUTANTS.mutant(
    "ui_create_discarded",
    layer="root",
    fault="the Create playlist form is swallowed without creating anything",
    rules=["ui.create.playlist"],
)
def _(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('submit', e => { if (e.target.id === 'create-form') { e.preventDefault(); e.stopImmediatePropagation(); } }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_playlist_rows_hidden", layer="root", fault="the playlist list hides its last row", rules=["ui.playlist.count"]
)
def _(p: Patcher) -> None:
    p.page('<style>ul[aria-label="Playlist tracks"] li:last-child { display: none !important; }</style>')


@MUTANTS.mutant("ui_save_inert", layer="root", fault="the Save to Liked Songs toggles do nothing", rules=["ui.album.save"])
def _(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', e => { const b = e.target.closest('button[aria-pressed]'); if (b) e.stopImmediatePropagation(); }, true);</script>"
    )


@MUTANTS.mutant("ui_queue_list_empty", layer="root", fault="the queue page's list shows no rows", rules=["ui.album.queue"])
def _(p: Patcher) -> None:
    p.page('<style>ul[aria-label="Next in queue"] li { display: none !important; }</style>')


@MUTANTS.mutant("ui_liked_list_empty", layer="root", fault="the Liked Songs list shows no rows", rules=["ui.liked.list"])
def _(p: Patcher) -> None:
    p.page('<style>ul[aria-label="Liked Songs"] li { display: none !important; }</style>')


@MUTANTS.mutant(
    "ui_save_never_pressed",
    layer="root",
    fault="the Save to Liked Songs toggle always says aria-pressed false, saved or not",
    rules=["ui.album.save"],
)
def _(p: Patcher) -> None:
    p.page(
        "<script>new MutationObserver(() => document.querySelectorAll('button[aria-pressed=\\'true\\']')"
        ".forEach((b) => b.setAttribute('aria-pressed', 'false'))).observe(document.documentElement,"
        " { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-pressed'] });</script>"
    )


@MUTANTS.mutant(
    "ui_liked_oldest_first", layer="root", fault="the Liked Songs page lists the saved tracks oldest first", rules=["ui.liked.list"]
)
def _(p: Patcher) -> None:
    p.page(
        """<script>(() => {
  const fetch0 = window.fetch;
  window.fetch = async (input, init) => {
    const response = await fetch0(input, init);
    const url = typeof input === "string" ? input : input.url;
    if (!/\\/v1\\/me\\/tracks\\?limit=50$/.test(url)) return response;
    const page = await response.json();
    page.items.reverse();
    return new Response(JSON.stringify(page), { status: response.status, headers: { "content-type": "application/json" } });
  };
})();</script>"""
    )


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "spotify")


@MUTANTS.mutant(
    "insecure_remove_anyones",
    layer="security",
    fault="removing items skips the owner check (details, add and reorder still refuse)",
    rules=["security.owner.only"],
)
def _(p: Patcher) -> None:
    anyones = lambda s, pid: store.get_or_404(s, playlists.Playlist, pid)  # noqa: E731
    p.during(playlists, "remove_tracks_playlist", playlists, "_editable", anyones)


@MUTANTS.mutant(
    "insecure_snapshot_from_body",
    layer="security",
    fault="a details change stores the snapshot_id the client sends",
    rules=["security.fields.read_only"],
)
def _(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, playlist_id: str, body: Any = None, **_: Any) -> Any:
        if isinstance(body, dict) and isinstance(body.get("snapshot_id"), str):
            session.get(playlists.Playlist, playlist_id).snapshot_id = body["snapshot_id"]
            session.commit()
        return out

    p.after(playlists, "change_playlist_details", forge)
