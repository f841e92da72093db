"""Outside mutants of the gold google-calendar app: named patches the kit applies at start-up (ref_apps/kit/patches.py).

Each rule of environments/google-calendar/contract.json /rules has at least one mutant that breaks exactly it.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from sqlalchemy import delete as sql_delete

from ..kit import insecure
from ..kit.errors import bad_request, not_found
from ..kit.patches import MutantBook, Patcher
from .app import store
from .app.handlers import calendars, events, freebusy
from .app.models import Attendee, Event

MUTANTS = MutantBook("google-calendar")


def _without(*names: str) -> Any:
    """A handler wrapper that drops the named keyword arguments (the parameter is ignored)."""

    def make(original: Any) -> Any:
        return lambda *args, **kw: original(*args, **{k: v for k, v in kw.items() if k not in names})

    return make


def _drop(key: str) -> Any:
    return lambda body, query: {k: v for k, v in body.items() if k != key} if isinstance(body, dict) else body


def _items(rewrite: Any) -> Any:
    """A response rewrite over a listing's items: rewrite(items, query) -> items."""
    return lambda body, query: (
        {**body, "items": rewrite(body["items"], query)} if isinstance(body, dict) and "items" in body else body
    )


# -- resources and errors ----------------------------------------------------------------------------------------


@MUTANTS.mutant("event_drops_kind", layer="leaf", fault="events.get answers without `kind`", rules=["cal.event.resource"])
def _event_drops_kind(p: Patcher) -> None:
    p.respond("calendar.events.get", _drop("kind"))


@MUTANTS.mutant(
    "events_wrong_kind", layer="leaf", fault="events.list answers kind calendar#eventList", rules=["cal.events.envelope"]
)
def _events_wrong_kind(p: Patcher) -> None:
    p.respond(
        "calendar.events.list",
        lambda body, query: {**body, "kind": "calendar#eventList"} if isinstance(body, dict) and "kind" in body else body,
    )


@MUTANTS.mutant(
    "calendar_drops_kind", layer="leaf", fault="calendars.get answers without `kind`", rules=["cal.calendar.resource"]
)
def _calendar_drops_kind(p: Patcher) -> None:
    p.respond("calendar.calendars.get", _drop("kind"))


@MUTANTS.mutant(
    "entry_reader_role", layer="leaf", fault="calendar-list entries claim accessRole reader", rules=["cal.calendarlist.entry"]
)
def _entry_reader_role(p: Patcher) -> None:
    p.respond(
        "calendar.calendarList.get",
        lambda body, query: {**body, "accessRole": "reader"} if isinstance(body, dict) and "id" in body else body,
    )


@MUTANTS.mutant(
    "calendar_list_drops_last", layer="leaf", fault="calendarList.list leaves one calendar out", rules=["cal.calendarlist.all"]
)
def _calendar_list_drops_last(p: Patcher) -> None:
    p.respond("calendar.calendarList.list", _items(lambda items, query: items[:-1]))


@MUTANTS.mutant(
    "primary_unknown_to_get", layer="leaf", fault="calendars.get does not know the `primary` alias", rules=["cal.primary.alias"]
)
def _primary_unknown_to_get(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, **kw: Any) -> Any:
            if kw.get("calendarId") == "primary":
                raise not_found()
            return original(session, **kw)

        return get

    p.wrap(calendars, "get", make)


@MUTANTS.mutant("not_found_without_code", layer="leaf", fault="a 404 body lacks `error.code`", rules=["cal.errors.not_found"])
def _not_found_without_code(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if isinstance(body, dict) and isinstance(body.get("error"), dict):
            return {"error": {k: v for k, v in body["error"].items() if k != "code"}}
        return body

    p.respond("calendar.events.get", rewrite)
    p.respond("calendar.calendarList.get", rewrite)


@MUTANTS.mutant(
    "backwards_range_swapped",
    layer="leaf",
    fault="an event ending before it starts is stored with the ends swapped",
    rules=["cal.errors.invalid_input"],
)
def _backwards_range_swapped(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        start, end = (body or {}).get("start") or {}, (body or {}).get("end") or {}
        if str(end.get("dateTime", "")) < str(start.get("dateTime", "")):
            return {**body, "start": end, "end": start}
        return body

    p.request("calendar.events.insert", rewrite)


# -- calendars ---------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "calendar_summary_suffixed",
    layer="leaf",
    fault="calendars.insert stores the summary with ' (new)' added",
    rules=["cal.calendars.insert.stored"],
)
def _calendar_summary_suffixed(p: Patcher) -> None:
    p.request(
        "calendar.calendars.insert",
        lambda body, query: (
            {**body, "summary": f"{body['summary']} (new)"} if isinstance(body, dict) and body.get("summary") else body
        ),
    )


@MUTANTS.mutant(
    "calendar_patch_resets_zone",
    layer="leaf",
    fault="calendars.patch resets the time zone to UTC when not given",
    rules=["cal.calendars.patch.partial"],
)
def _calendar_patch_resets_zone(p: Patcher) -> None:
    p.request("calendar.calendars.patch", lambda body, query: {"timeZone": "UTC", **body} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "calendar_delete_keeps_events",
    layer="leaf",
    fault="deleting a calendar leaves its events behind",
    rules=["cal.calendars.delete.cascade"],
)
def _calendar_delete_keeps_events(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, calendarId: str, **kw: Any) -> None:
            c = store.calendar_row(session, calendarId)
            if c.is_primary:
                raise bad_request("Cannot delete primary calendar.")
            session.delete(c)
            session.commit()

        return delete

    p.wrap(calendars, "delete", make)


@MUTANTS.mutant(
    "delete_primary_ok", layer="leaf", fault="the primary calendar can be deleted", rules=["cal.calendars.delete.primary"]
)
def _primary_deletable(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, calendarId: str, **kw: Any) -> None:
            c = store.calendar_row(session, calendarId)
            c.is_primary = False
            session.flush()
            original(session, calendarId=c.id, **kw)

        return delete

    p.wrap(calendars, "delete", make)


# -- times -------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "local_time_read_as_utc",
    layer="leaf",
    fault="a dateTime without an offset is read as UTC, not in its timeZone",
    rules=["cal.times.stored_utc"],
)
def _local_time_read_as_utc(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict):
            return body
        out = dict(body)
        for side in ("start", "end"):
            when = out.get(side)
            if (
                isinstance(when, dict)
                and when.get("dateTime")
                and not str(when["dateTime"]).endswith("Z")
                and "+" not in str(when["dateTime"])[10:]
            ):
                out[side] = {**when, "dateTime": f"{when['dateTime']}Z"}
        return out

    p.request("calendar.events.insert", rewrite)


@MUTANTS.mutant(
    "answers_in_utc",
    layer="leaf",
    fault="events are answered in UTC, not in their own time zone",
    rules=["cal.times.answer_local"],
)
def _answers_in_utc(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def resource(session: Any, occ: Any, calendar_tz: str) -> Any:
            out = original(session, occ, calendar_tz)
            for side in ("start", "end"):
                if out[side].get("dateTime"):
                    out[side] = {**out[side], "dateTime": store.utc_text(store.instant(out[side]["dateTime"]))}
            return out

        return resource

    p.wrap(events, "event_resource", make)


@MUTANTS.mutant(
    "all_day_end_inclusive", layer="leaf", fault="an all-day event's end date is answered inclusive", rules=["cal.times.all_day"]
)
def _all_day_end_inclusive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def resource(session: Any, occ: Any, calendar_tz: str) -> Any:
            out = original(session, occ, calendar_tz)
            if out["end"].get("date"):
                out["end"] = {"date": (date.fromisoformat(out["end"]["date"]) - timedelta(days=1)).isoformat()}
            return out

        return resource

    p.wrap(events, "event_resource", make)


# -- events ------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "insert_tentative", layer="leaf", fault="events.insert stores the event as tentative", rules=["cal.events.insert.stored"]
)
def _insert_tentative(p: Patcher) -> None:
    p.request("calendar.events.insert", lambda body, query: {**body, "status": "tentative"} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "recurrence_not_answered",
    layer="leaf",
    fault="events.list answers series without their `recurrence`",
    rules=["cal.series.recurrence"],
)
def _recurrence_not_answered(p: Patcher) -> None:
    p.respond(
        "calendar.events.list", _items(lambda items, query: [{k: v for k, v in i.items() if k != "recurrence"} for i in items])
    )


@MUTANTS.mutant(
    "dst_naive_expansion",
    layer="integration",
    fault="recurrences expand in UTC, so a series shifts an hour after a DST change",
    rules=["cal.series.local_wall_clock"],
)
def _series_expand_in_utc(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def starts(master: Any, until: Any) -> Any:
            keep = master.time_zone
            master.time_zone = "UTC"
            try:
                return original(master, until)
            finally:
                master.time_zone = keep

        return starts

    p.wrap(store, "series_starts", make)


@MUTANTS.mutant(
    "instance_id_without_z",
    layer="leaf",
    fault="instance ids leave the trailing Z off the original start",
    rules=["cal.series.instance_id"],
)
def _instance_id_without_z(p: Patcher) -> None:
    p.wrap(store, "instance_id", lambda original: lambda master_id, when: original(master_id, when).rstrip("Z"))


@MUTANTS.mutant("count_plus_one", layer="leaf", fault="a COUNT=n series gets one instance more", rules=["cal.series.count"])
def _count_plus_one(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def starts(master: Any, until: Any) -> Any:
            out = original(master, until)
            if "COUNT=" in (master.recurrence or "") and len(out) > 1 and out[-1] + (out[-1] - out[-2]) <= until:
                out.append(out[-1] + (out[-1] - out[-2]))
            return out

        return starts

    p.wrap(store, "series_starts", make)


@MUTANTS.mutant(
    "override_ignored",
    layer="leaf",
    fault="expanding a series ignores its changed and cancelled instances",
    rules=["cal.series.exception"],
)
def _listing_ignores_exceptions(p: Patcher) -> None:
    p.wrap(events, "occurrences", lambda original: lambda *args, **kw: original(*args, **{**kw, "exceptions_apply": False}))


@MUTANTS.mutant(
    "series_delete_noop", layer="mid", fault="deleting a series answers 204 but cancels nothing", rules=["cal.series.cancel"]
)
def _series_delete_noop(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, calendarId: str, eventId: str, **kw: Any) -> None:
            row = session.get(Event, eventId)
            if row is not None and row.recurrence:
                return None
            return original(session, calendarId=calendarId, eventId=eventId, **kw)

        return delete

    p.wrap(events, "delete", make)


@MUTANTS.mutant(
    "delete_erases",
    layer="leaf",
    fault="deleting a single event erases it instead of cancelling it",
    rules=["cal.events.delete.cancels"],
)
def _delete_erases(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def delete(session: Any, *, calendarId: str, eventId: str, **kw: Any) -> None:
            original(session, calendarId=calendarId, eventId=eventId, **kw)
            row = session.get(Event, eventId)
            if row is not None and not row.recurrence and not row.recurring_event_id:
                session.execute(sql_delete(Attendee).where(Attendee.event_id == row.id))
                session.delete(row)
                session.commit()

        return delete

    p.wrap(events, "delete", make)


@MUTANTS.mutant(
    "list_includes_cancelled",
    layer="leaf",
    fault="events.list shows cancelled events without showDeleted",
    rules=["cal.events.list.cancelled"],
)
def _list_shows_cancelled(p: Patcher) -> None:
    p.wrap(events, "list_", lambda original: lambda *args, **kw: original(*args, **{**kw, "showDeleted": True}))


@MUTANTS.mutant(
    "list_always_expands",
    layer="leaf",
    fault="events.list expands series into instances even without singleEvents",
    rules=["cal.events.list.masters"],
)
def _list_always_expands(p: Patcher) -> None:
    p.wrap(events, "list_", lambda original: lambda *args, **kw: original(*args, **{**kw, "singleEvents": True}))


@MUTANTS.mutant(
    "single_events_first_only",
    layer="leaf",
    fault="singleEvents lists only the first instance of each series",
    rules=["cal.events.list.single_events"],
)
def _single_events_first_only(p: Patcher) -> None:
    def keep_first(items: list[Any], query: dict[str, Any]) -> list[Any]:
        if query.get("singleEvents") != "true":
            return items
        seen: set[str] = set()
        out = []
        for item in items:
            series = item.get("recurringEventId")
            if series is None or series not in seen:
                out.append(item)
                seen.add(series or "")
        return out

    p.respond("calendar.events.list", _items(keep_first))


@MUTANTS.mutant("time_min_ignored", layer="leaf", fault="events.list ignores timeMin", rules=["cal.events.list.window"])
def _time_min_ignored(p: Patcher) -> None:
    p.wrap(events, "list_", _without("timeMin"))


@MUTANTS.mutant(
    "start_time_reversed", layer="leaf", fault="orderBy=startTime lists the latest first", rules=["cal.events.list.order_start"]
)
def _start_time_reversed(p: Patcher) -> None:
    p.respond("calendar.events.list", _items(lambda items, query: items[::-1] if query.get("orderBy") == "startTime" else items))


@MUTANTS.mutant(
    "order_without_single_ok",
    layer="leaf",
    fault="orderBy=startTime without singleEvents is accepted",
    rules=["cal.events.list.order_needs_single"],
)
def _order_without_single_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(*args: Any, **kw: Any) -> Any:
            if kw.get("orderBy") == "startTime" and not kw.get("singleEvents"):
                kw = {**kw, "orderBy": None}
            return original(*args, **kw)

        return list_

    p.wrap(events, "list_", make)


@MUTANTS.mutant("q_summary_only", layer="leaf", fault="q matches the summary only", rules=["cal.events.list.q"])
def _q_summary_only(p: Patcher) -> None:
    def only_summary(items: list[Any], query: dict[str, Any]) -> list[Any]:
        q = str(query.get("q") or "").lower()
        return [i for i in items if q in str(i.get("summary", "")).lower()] if q else items

    p.respond("calendar.events.list", _items(only_summary))


@MUTANTS.mutant(
    "events_page_token_ignored", layer="leaf", fault="events.list ignores pageToken", rules=["cal.events.list.paging"]
)
def _events_page_token_ignored(p: Patcher) -> None:
    p.wrap(events, "list_", _without("pageToken"))


@MUTANTS.mutant(
    "instances_ignore_time_max", layer="leaf", fault="events.instances ignores timeMax", rules=["cal.events.instances.lists"]
)
def _instances_ignore_time_max(p: Patcher) -> None:
    p.wrap(events, "instances", _without("timeMax"))


@MUTANTS.mutant(
    "patch_clears_location",
    layer="leaf",
    fault="events.patch clears the location when not given",
    rules=["cal.events.patch.partial"],
)
def _patch_clears_location(p: Patcher) -> None:
    p.request("calendar.events.patch", lambda body, query: {"location": "", **body} if isinstance(body, dict) else body)


@MUTANTS.mutant(
    "update_patches",
    layer="leaf",
    fault="events.update keeps the fields it was not given, like patch",
    rules=["cal.events.update.replace"],
)
def _update_patches(p: Patcher) -> None:
    p.wrap(events, "update", lambda original: lambda *args, **kw: events.patch(*args, **kw))


@MUTANTS.mutant(
    "move_stays", layer="leaf", fault="events.move answers 200 but leaves the event where it was", rules=["cal.events.move"]
)
def _move_stays(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def move(session: Any, *, calendarId: str, eventId: str, destination: str | None = None, **kw: Any) -> Any:
            return original(session, calendarId=calendarId, eventId=eventId, destination=calendarId, **kw)

        return move

    p.wrap(events, "move", make)


@MUTANTS.mutant(
    "new_guests_accepted",
    layer="leaf",
    fault="a new attendee without a response is stored as accepted",
    rules=["cal.attendees.response"],
)
def _new_guests_accepted(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if isinstance(body, dict) and isinstance(body.get("attendees"), list):
            return {**body, "attendees": [{"responseStatus": "accepted", **a} for a in body["attendees"]]}
        return body

    p.request("calendar.events.insert", rewrite)


@MUTANTS.mutant(
    "patch_drops_responses", layer="leaf", fault="patching attendees forgets the responses given", rules=["cal.attendees.replace"]
)
def _patch_drops_responses(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if isinstance(body, dict) and isinstance(body.get("attendees"), list):
            return {**body, "attendees": [{k: v for k, v in a.items() if k != "responseStatus"} for a in body["attendees"]]}
        return body

    p.request("calendar.events.patch", rewrite)


# -- free/busy ---------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "busy_drops_last", layer="leaf", fault="free/busy leaves each calendar's last busy span out", rules=["cal.freebusy.busy"]
)
def _busy_drops_last(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict) or "calendars" not in body:
            return body
        return {**body, "calendars": {k: {**v, "busy": v.get("busy", [])[:-1]} for k, v in body["calendars"].items()}}

    p.respond("calendar.freebusy.query", rewrite)


@MUTANTS.mutant(
    "declined_still_busy", layer="mid", fault="an event the user declined still makes them busy", rules=["cal.freebusy.declined"]
)
def _declined_still_busy(p: Patcher) -> None:
    p.wrap(freebusy, "ME", lambda original: "nobody@example.com")


@MUTANTS.mutant("busy_not_clipped", layer="leaf", fault="busy spans run past the query's window", rules=["cal.freebusy.clip"])
def _busy_not_clipped(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def busy(session: Any, calendar: Any, start: Any, end: Any) -> Any:
            spans = original(session, calendar, start - timedelta(days=1), end + timedelta(days=1))
            return [s for s in spans if store.instant(s["end"]) > start and store.instant(s["start"]) < end]

        return busy

    p.wrap(freebusy, "_busy", make)


@MUTANTS.mutant(
    "unknown_calendar_omitted",
    layer="leaf",
    fault="free/busy leaves an unknown calendar out instead of reporting notFound",
    rules=["cal.freebusy.not_found"],
)
def _unknown_calendar_omitted(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict) or "calendars" not in body:
            return body
        return {**body, "calendars": {k: v for k, v in body["calendars"].items() if not v.get("errors")}}

    p.respond("calendar.freebusy.query", rewrite)


# -- the UI ------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "ui_create_lost", layer="root", fault="the Create sheet's Save never reaches the API", rules=["cal.ui.create_event"]
)
def _ui_create_lost(p: Patcher) -> None:
    p.page(
        "<script>const f0 = window.fetch; window.fetch = (u, o) => (o && o.method === 'POST') "
        "? Promise.resolve(new Response('{}', {status: 200, headers: {'content-type': 'application/json'}})) : f0(u, o);</script>"
    )


@MUTANTS.mutant(
    "ui_rename_noop", layer="root", fault="the event editor saves everything but the new title", rules=["cal.ui.rename_event"]
)
def _ui_rename_dropped(p: Patcher) -> None:
    p.page(
        "<script>const f1 = window.fetch; window.fetch = (u, o) => { if (o && o.method === 'PATCH' && o.body) { const b = JSON.parse(o.body); "
        "delete b.summary; o = {...o, body: JSON.stringify(b)}; } return f1(u, o); };</script>"
    )


def _stale_gets(pattern: str) -> str:
    """A page script whose GETs matching `pattern` keep answering their first response, as a cache never invalidated."""
    return (
        "<script>(() => { const f = window.fetch, seen = new Map(), re = new RegExp(" + repr(pattern) + "); "
        "window.fetch = async (u, o) => { const url = String(u); if ((o && o.method && o.method !== 'GET') || !re.test(url)) "
        "return f(u, o); if (seen.has(url)) return seen.get(url).clone(); const r = await f(u, o); "
        "if (r.ok) seen.set(url, r.clone()); return r; }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_week_not_refreshed",
    layer="root",
    fault="after Save the week is redrawn from the events it first loaded: the new event is missing",
    rules=["cal.ui.create_event"],
)
def _ui_week_not_refreshed(p: Patcher) -> None:
    p.page(_stale_gets(r"/events\?"))


@MUTANTS.mutant(
    "ui_editor_stale_after_save",
    layer="root",
    fault="after Save the event editor redraws from its cached copy of the event: the old title stays",
    rules=["cal.ui.rename_event"],
)
def _ui_editor_stale_after_save(p: Patcher) -> None:
    p.page(_stale_gets(r"/events/[^/?]+$"))


@MUTANTS.mutant(
    "ui_calendars_panel_appended",
    layer="root",
    fault="each redraw appends the calendars to the My calendars panel instead of replacing them",
    rules=["cal.ui.calendars_panel"],
)
def _ui_calendars_panel_appended(p: Patcher) -> None:
    p.page(
        "<script>(() => { const r = Element.prototype.replaceChildren; Element.prototype.replaceChildren = function (...n) "
        "{ return this.id === 'calendars' && this.children.length ? this.append(...n) : r.apply(this, n); }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_calendar_list_stale",
    layer="root",
    fault="the calendar list is cached from its first load: after renaming a calendar My calendars keeps the old name",
    rules=["cal.ui.calendar_settings"],
)
def _ui_calendar_list_stale(p: Patcher) -> None:
    p.page(_stale_gets(r"/users/me/calendarList$"))


@MUTANTS.mutant(
    "ui_delete_no_navigation",
    layer="root",
    fault="the editor's Delete deletes the event but never gets its answer, so the page stays on the deleted event",
    rules=["cal.ui.delete_event"],
)
def _ui_delete_no_navigation(p: Patcher) -> None:
    p.page(
        "<script>(() => { const f = window.fetch; window.fetch = (u, o) => { if (!o || o.method !== 'DELETE') return f(u, o); "
        "f(u, o); return new Promise(() => {}); }; })();</script>"
    )


@MUTANTS.mutant(
    "ui_unlabelled_week", layer="visual", fault="the UI loses the week's day headers and hour labels and the list of calendars"
)
def _ui_unlabelled_week(p: Patcher) -> None:
    p.page("<style>.head,.hour,.calendars{visibility:hidden}</style>")


# -- the first mutants, once switches inside the gold app ----------------------------------------------------------


@MUTANTS.mutant(
    "empty_range_ok",
    layer="leaf",
    fault="an event ending before it starts is stored (400 expected)",
    rules=["cal.errors.invalid_input"],
)
def _empty_range_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def times(body: dict[str, Any], calendar: Any) -> dict[str, Any]:
            try:
                return original(body, calendar)
            except Exception:  # noqa: BLE001 - the empty range: read it the other way round, store it as given
                out = original({"start": body.get("end"), "end": body.get("start")}, calendar)
                for a, b in (("start_utc", "end_utc"), ("start_date", "end_date")):
                    out[a], out[b] = out[b], out[a]
                return out

        return times

    p.wrap(events, "_times", make)


@MUTANTS.mutant(
    "order_by_summary", layer="leaf", fault="orderBy=startTime sorts by summary", rules=["cal.events.list.order_start"]
)
def _order_by_summary(p: Patcher) -> None:
    p.respond(
        "calendar.events.list",
        _items(
            lambda items, query: (
                sorted(items, key=lambda i: (i.get("summary", ""), i["id"])) if query.get("orderBy") == "startTime" else items
            )
        ),
    )


@MUTANTS.mutant(
    "freebusy_counts_transparent",
    layer="leaf",
    fault="free/busy counts events marked transparent (free) as busy",
    rules=["cal.freebusy.busy"],
)
def _freebusy_counts_transparent(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def busy(session: Any, calendar: Any, start: Any, end: Any) -> Any:
            free = [r for r in session.query(Event).filter(Event.calendar_id == calendar.id, Event.transparency == "transparent")]
            for r in free:
                r.transparency = "opaque"
            try:
                return original(session, calendar, start, end)
            finally:
                for r in free:
                    r.transparency = "transparent"

        return busy

    p.wrap(freebusy, "_busy", make)


@MUTANTS.mutant(
    "patch_replaces",
    layer="leaf",
    fault="events.patch drops the attendees and location it was not given",
    rules=["cal.events.patch.partial"],
)
def _patch_replaces(p: Patcher) -> None:
    p.request(
        "calendar.events.patch", lambda body, query: {"attendees": [], "location": "", **body} if isinstance(body, dict) else body
    )


@MUTANTS.mutant(
    "new_calendar_utc", layer="leaf", fault="calendars.insert ignores timeZone", rules=["cal.calendars.insert.stored"]
)
def _new_calendar_utc(p: Patcher) -> None:
    p.request("calendar.calendars.insert", lambda body, query: {**body, "timeZone": "UTC"} if isinstance(body, dict) else body)


@MUTANTS.mutant("search_case_sensitive", layer="leaf", fault="q= matches case-sensitively", rules=["cal.events.list.q"])
def _search_case_sensitive(p: Patcher) -> None:
    def exact(items: list[Any], query: dict[str, Any]) -> list[Any]:
        q = query.get("q")
        return (
            [i for i in items if q in " ".join(str(i.get(k, "")) for k in ("summary", "description", "location"))] if q else items
        )

    p.respond("calendar.events.list", _items(exact))


@MUTANTS.mutant(
    "freebusy_ignores_exceptions",
    layer="leaf",
    fault="free/busy expands a series as if none of its instances had changed",
    rules=["cal.series.exception"],
)
def _freebusy_ignores_exceptions(p: Patcher) -> None:
    p.wrap(freebusy, "occurrences", lambda original: lambda *args, **kw: original(*args, **{**kw, "exceptions_apply": False}))


@MUTANTS.mutant(
    "delete_master_keeps_instances",
    layer="integration",
    fault="deleting a series leaves its instances in singleEvents listings",
    rules=["cal.series.cancel"],
)
def _delete_master_keeps_instances(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def list_(session: Any, **kw: Any) -> Any:
            if not kw.get("singleEvents"):
                return original(session, **kw)
            cancelled = list(session.query(Event).filter(Event.status == "cancelled", Event.recurrence.isnot(None)))
            for r in cancelled:
                r.status = "confirmed"
            try:
                return original(session, **kw)
            finally:
                for r in cancelled:
                    r.status = "cancelled"

        return list_

    p.wrap(events, "list_", make)


# -- security: the kit's insecure mutants, and this app's own read-only faults -----------------------------------
insecure.register(MUTANTS, "google-calendar")
# No ownership mutant: the brief has one user, ada@example.com, who owns every calendar, so the seed holds nothing of
# another user's to name.


@MUTANTS.mutant(
    "insecure_created_from_body",
    layer="security",
    fault="events.insert stores the `created` time the client sends (a back-dated event)",
    rules=["security.fields.read_only"],
)
def _insecure_created_from_body(p: Patcher) -> None:
    p.from_body(events, "insert", Event, "created", kind=str)


@MUTANTS.mutant(
    "insecure_organizer_from_body",
    layer="security",
    fault="events.insert takes the organizer the client sends instead of the calendar's owner",
    rules=["security.fields.read_only"],
)
def _insecure_organizer_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        organizer = (body or {}).get("organizer")
        email = organizer.get("email") if isinstance(organizer, dict) else None
        if isinstance(email, str) and isinstance(out, dict) and out.get("id"):
            session.get(Event, out["id"]).organizer = email
            session.commit()
            out = {**out, "organizer": {"email": email, "self": False}}
        return out

    p.after(events, "insert", forge)
