"""Outside mutants of the gold opentable app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, func, select

from ..kit import insecure
from ..kit.crud import iso_now
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored, replay_first_get
from .app import store
from .app.handlers import favourites, me, reservations, restaurants, reviews, waitlist
from .app.models import Favourite, Reservation, Review, Slot, WaitlistEntry
from .app.store import ME

MUTANTS = MutantBook("opentable")


def _after(p: Patcher, module: Any, attr: str, then: Any) -> None:
    """Run the gold handler, then then(session, out, **kw) bends what it stored; its answer is returned unchanged."""

    def make(original: Any) -> Any:
        def patched(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            then(session, out, **kw)
            session.commit()
            return out

        return patched

    p.wrap(module, attr, make)


def _listed(key: str, change: Any) -> Any:
    """A response rewrite that applies change(list) to body[key]."""
    return lambda body, query: {**body, key: change(body[key])} if isinstance(body, dict) and key in body else body


def _booked_seats(session: Any, row: Slot, *conditions: Any) -> int:
    stmt = select(func.coalesce(func.sum(Reservation.party_size), 0)).where(Reservation.slot_id == row.id, *conditions)
    return int(session.scalar(stmt) or 0)


# -- errors, profile ------------------------------------------------------------------------------------------
@MUTANTS.mutant("unknown_reservation_403", layer="leaf", fault="an unknown reservation id answers 403", rules=["errors.not_found"])
def _unknown_reservation_403(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def mine(session: Any, reservation_id: str) -> Any:
            try:
                return original(session, reservation_id)
            except ApiError as error:
                raise ApiError(403, "Not your reservation") from error

        return mine

    p.wrap(reservations, "_mine", make)


@MUTANTS.mutant("upcoming_counts_past", layer="leaf", fault="upcoming_count also counts booked reservations that have started",
                rules=["me.counts"])
def _upcoming_counts_past(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            booked = session.scalars(select(Reservation).where(Reservation.diner == ME, Reservation.status == "booked"))
            return {**out, "upcoming_count": len(list(booked))}

        return get

    p.wrap(me, "get", make)


@MUTANTS.mutant("blank_name_ignored", layer="leaf", fault="a blank name is silently ignored instead of refused", rules=["me.update"])
def _blank_name_ignored(p: Patcher) -> None:
    def drop(body: Any, query: Any) -> Any:
        if isinstance(body, dict) and isinstance(body.get("name"), str) and not body["name"].strip():
            return {k: v for k, v in body.items() if k != "name"}
        return body

    p.request("me.update", drop)


# -- search, restaurants, availability -------------------------------------------------------------------------
@MUTANTS.mutant("search_case_sensitive_sort", layer="leaf", fault="search sorts names case-sensitively", rules=["search.order"])
def _search_case_sensitive_sort(p: Patcher) -> None:
    p.respond("restaurants.search", _listed("restaurants", lambda rows: sorted(rows, key=lambda r: r["name"])))


@MUTANTS.mutant("cuisine_case_sensitive", layer="leaf", fault="cuisine and area match only with the same case",
                rules=["search.filters"])
def _cuisine_case_sensitive(p: Patcher) -> None:
    p.wrap(restaurants, "_same", lambda original: lambda a, b: b is None or a == b)


@MUTANTS.mutant("search_strict_bound", layer="leaf", fault="a slot with exactly the party's seats left does not count in search",
                rules=["search.availability"])
def _search_strict_bound(p: Patcher) -> None:
    def open_for(session: Any, place: Any, date: Any, party: int) -> bool:
        slots = restaurants._slots(session, place.id, date)
        return any(not store.started(s) and store.seats_left(session, s) > party for s in slots)

    p.wrap(restaurants, "_open_for", lambda original: open_for)


@MUTANTS.mutant("rating_whole_stars", layer="leaf", fault="rating rounds to whole stars", rules=["restaurants.rating"])
def _rating_whole_stars(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def rating(session: Any, restaurant_id: str) -> Any:
            mean, count = original(session, restaurant_id)
            return (None if mean is None else float(round(mean)), count)

        return rating

    p.wrap(store, "rating", make)


@MUTANTS.mutant("cancelled_hold_seats", layer="leaf", fault="availability still counts cancelled reservations' seats",
                rules=["availability.seats"])
def _cancelled_hold_seats(p: Patcher) -> None:
    p.wrap(restaurants, "seats_left", lambda original: lambda session, row: row.capacity - row.booked_elsewhere - _booked_seats(session, row))


@MUTANTS.mutant("started_slots_bookable", layer="leaf", fault="availability offers slots that have already started",
                rules=["availability.slots"])
def _started_slots_bookable(p: Patcher) -> None:
    p.wrap(restaurants, "started", lambda original: lambda row: False)


@MUTANTS.mutant("missing_date_today", layer="leaf", fault="availability without a date answers today's slots",
                rules=["availability.date_required"])
def _missing_date_today(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda value, required: original(iso_now()[:10] if value in (None, "") and required else value, required)

    p.wrap(restaurants, "_date", make)


@MUTANTS.mutant("facets_by_count", layer="leaf", fault="cuisines list the most common first", rules=["facets.list"])
def _facets_by_count(p: Patcher) -> None:
    p.respond("restaurants.cuisines", _listed("cuisines", lambda rows: sorted(rows, key=lambda f: -f["count"])))


# -- reservations ----------------------------------------------------------------------------------------------
@MUTANTS.mutant("booking_stored_pending", layer="leaf", fault="a new reservation is stored as 'pending', not booked",
                rules=["reservations.create"])
def _booking_stored_pending(p: Patcher) -> None:
    _after(p, reservations, "create", lambda session, out, **kw: setattr(session.get(Reservation, out["id"]), "status", "pending"))


@MUTANTS.mutant("max_party_refused", layer="leaf", fault="a party of exactly max_party_size is refused",
                rules=["reservations.party_bounds"])
def _max_party_refused(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def party_size(session: Any, value: Any, place: Any) -> int:
            if value == place.max_party_size:
                raise store.invalid("party too large")
            return original(session, value, place)

        return party_size

    p.wrap(reservations, "party_size", make)


@MUTANTS.mutant("exact_fit_refused", layer="leaf", fault="booking exactly the seats left answers 409",
                rules=["reservations.capacity"])
def _exact_fit_refused(p: Patcher) -> None:
    p.wrap(reservations, "seats_left", lambda original: lambda session, row: original(session, row) - 1)


@MUTANTS.mutant("started_slot_bookable", layer="leaf", fault="a slot that has started can be booked", rules=["reservations.started"])
def _started_slot_bookable(p: Patcher) -> None:
    p.wrap(reservations, "_bookable", lambda original: lambda session, target: None)


@MUTANTS.mutant("upcoming_latest_first", layer="leaf", fault="upcoming reservations list the latest first",
                rules=["reservations.list"])
def _upcoming_latest_first(p: Patcher) -> None:
    p.respond("reservations.list", _listed("reservations", lambda rows: list(reversed(rows))))


@MUTANTS.mutant("get_drops_request", layer="leaf", fault="one reservation read alone loses its special request",
                rules=["reservations.get"])
def _get_drops_request(p: Patcher) -> None:
    p.respond("reservations.get", lambda body, query: {**body, "special_request": ""} if isinstance(body, dict) and "id" in body else body)


@MUTANTS.mutant("own_seats_not_free", layer="leaf", fault="growing a party does not count its own seats as free",
                rules=["reservations.modify.party"])
def _own_seats_not_free(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def modify(session: Any, *, reservation_id: str, body: Any = None, **kw: Any) -> Any:
            row = session.get(Reservation, reservation_id)
            if row is not None and isinstance(body, dict) and "slot_id" not in body and isinstance(body.get("party_size"), int):
                if body["party_size"] > row.party_size and body["party_size"] > store.seats_left(session, store.slot(session, row.slot_id)):
                    raise ApiError(409, "Not enough seats left at that time")
            return original(session, reservation_id=reservation_id, body=body, **kw)

        return modify

    p.wrap(reservations, "modify", make)


@MUTANTS.mutant("slot_change_ignored", layer="leaf", fault="a change of slot_id is ignored", rules=["reservations.modify.slot"])
def _slot_change_ignored(p: Patcher) -> None:
    p.request("reservations.modify", lambda body, query: {k: v for k, v in body.items() if k != "slot_id"} if isinstance(body, dict) else body)


@MUTANTS.mutant("cancelled_still_changes", layer="leaf", fault="a cancelled reservation can still be changed and cancelled",
                rules=["reservations.settled"])
def _cancelled_still_changes(p: Patcher) -> None:
    def opened(session: Any, row: Any) -> Any:
        current = store.slot(session, row.slot_id)
        if store.started(current):
            raise ApiError(409, "This reservation can no longer change")
        return current

    p.wrap(reservations, "_open", lambda original: opened)


@MUTANTS.mutant("cancel_deletes", layer="leaf", fault="cancelling deletes the reservation instead of keeping it cancelled",
                rules=["reservations.cancel"])
def _cancel_deletes(p: Patcher) -> None:
    _after(p, reservations, "cancel", lambda session, out, **kw: session.execute(delete(Reservation).where(Reservation.id == out["id"])))


@MUTANTS.mutant("promote_head_only", layer="leaf", fault="promotion stops at the first waiting entry that does not fit",
                rules=["waitlist.promote"])
def _promote_head_only(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def promote(session: Any, slot_id: str) -> None:
            head = session.scalars(select(WaitlistEntry).where(WaitlistEntry.slot_id == slot_id, WaitlistEntry.status == "waiting")
                                   .order_by(WaitlistEntry.seq)).first()
            if head is not None and head.party_size <= store.seats_left(session, store.slot(session, slot_id)):
                original(session, slot_id)

        return promote

    p.wrap(reservations, "promote", make)


# -- waitlist --------------------------------------------------------------------------------------------------
@MUTANTS.mutant("join_with_seats", layer="leaf", fault="a slot that could seat the party can be waitlisted", rules=["waitlist.join"])
def _join_with_seats(p: Patcher) -> None:
    p.wrap(waitlist, "seats_left", lambda original: lambda session, row: 0)


@MUTANTS.mutant("position_zero_based", layer="leaf", fault="waitlist positions start at 0", rules=["waitlist.position"])
def _position_zero_based(p: Patcher) -> None:
    p.wrap(waitlist, "position", lambda original: lambda session, entry: None if entry.status != "waiting" else original(session, entry) - 1)


@MUTANTS.mutant("leave_noop", layer="leaf", fault="leaving a waitlist answers 204 and keeps the entry", rules=["waitlist.leave"])
def _leave_noop(p: Patcher) -> None:
    def leave(session: Any, *, entry_id: str, **kw: Any) -> None:
        entry = session.get(WaitlistEntry, entry_id)
        if entry is None or entry.diner != ME:
            raise store.not_found("Waitlist entry")

    p.wrap(waitlist, "leave", lambda original: leave)


# -- favourites and reviews ------------------------------------------------------------------------------------
@MUTANTS.mutant("readd_moves_to_top", layer="leaf", fault="adding a favourite again moves it to the top", rules=["favourites.add"])
def _readd_moves_to_top(p: Patcher) -> None:
    p.before(favourites, "add", lambda session, *, restaurant_id, **kw: session.execute(delete(Favourite).where(Favourite.restaurant_id == restaurant_id)))


@MUTANTS.mutant("favourites_oldest_first", layer="leaf", fault="favourites list the oldest first", rules=["favourites.order"])
def _favourites_oldest_first(p: Patcher) -> None:
    p.respond("favourites.list", _listed("restaurants", lambda rows: list(reversed(rows))))


@MUTANTS.mutant("remove_missing_204", layer="leaf", fault="removing a restaurant that is not a favourite answers 204",
                rules=["favourites.remove"])
def _remove_missing_204(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove(session: Any, **kw: Any) -> None:
            if session.get(Favourite, kw["restaurant_id"]) is not None or store.restaurant(session, kw["restaurant_id"]) is None:
                original(session, **kw)

        return remove

    p.wrap(favourites, "remove", make)


@MUTANTS.mutant("reviews_oldest_first", layer="leaf", fault="reviews list the oldest first", rules=["reviews.order"])
def _reviews_oldest_first(p: Patcher) -> None:
    p.respond("reviews.list", _listed("reviews", lambda rows: list(reversed(rows))))


@MUTANTS.mutant("review_before_dining", layer="leaf", fault="an upcoming reservation is enough to review", rules=["reviews.eligible"])
def _review_before_dining(p: Patcher) -> None:
    def dined(session: Any, restaurant_id: str) -> bool:
        stmt = select(Slot).join(Reservation, Reservation.slot_id == Slot.id).where(
            Slot.restaurant_id == restaurant_id, Reservation.diner == ME, Reservation.status == "booked"
        )
        return session.scalars(stmt).first() is not None

    p.wrap(reviews, "_dined", lambda original: dined)


@MUTANTS.mutant("second_review_replaces", layer="leaf", fault="a second review replaces the first", rules=["reviews.once"])
def _second_review_replaces(p: Patcher) -> None:
    p.before(reviews, "create", lambda session, *, restaurant_id, **kw: session.execute(
        delete(Review).where(Review.restaurant_id == restaurant_id, Review.mine.is_(True))))


# -- integration: every endpoint right on the seed, a composition wrong -----------------------------------------
@MUTANTS.mutant("availability_old_bookings", layer="leaf",
                fault="availability and search count only reservations made before the clock: a new booking holds no seats",
                rules=["availability.seats"])
def _availability_old_bookings(p: Patcher) -> None:
    def seats_left(session: Any, row: Slot) -> int:
        old = _booked_seats(session, row, Reservation.status == "booked", Reservation.created_at < iso_now())
        return row.capacity - row.booked_elsewhere - old

    p.wrap(restaurants, "seats_left", lambda original: seats_left)


@MUTANTS.mutant("upcoming_count_snapshot", layer="integration",
                fault="upcoming_count counts only reservations made before the clock", rules=["me.counts"])
def _upcoming_count_snapshot(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            new = [r for r in session.scalars(select(Reservation).where(Reservation.diner == ME, Reservation.status == "booked",
                                                                          Reservation.created_at >= iso_now()))]
            return {**out, "upcoming_count": out["upcoming_count"] - len(new)}

        return get

    p.wrap(me, "get", make)


@MUTANTS.mutant("rating_old_reviews", layer="integration",
                fault="ratings average only reviews written before the clock: a new review changes nothing",
                rules=["restaurants.rating"])
def _rating_old_reviews(p: Patcher) -> None:
    def rating(session: Any, restaurant_id: str) -> Any:
        rows = list(session.scalars(select(Review.rating).where(Review.restaurant_id == restaurant_id, Review.created_at < iso_now())))
        return (round(sum(rows) / len(rows) + 1e-9, 1), len(rows)) if rows else (None, 0)

    p.wrap(store, "rating", lambda original: rating)


# -- UI faults while the API stays right ----------------------------------------------------------------------
@MUTANTS.mutant("ui_search_ignored", layer="root", fault="the Search button filters nothing", rules=["ui.search.filter"])
def _ui_search_ignored(p: Patcher) -> None:
    p.page(forms_ignored("[role=search]"))


@MUTANTS.mutant("ui_header_stale", layer="root", fault="the header keeps the counts it first read (a stale cache of /api/me)",
                rules=["ui.restaurant.book"])
def _ui_header_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/me(\?|$)/"))


@MUTANTS.mutant("ui_upcoming_stale", layer="root", fault="the Upcoming list is not re-rendered after a cancellation",
                rules=["ui.reservations.cancel"])
def _ui_upcoming_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/reservations$/"))


@MUTANTS.mutant("ui_restaurant_stale", layer="root", fault="the restaurant panel keeps its first answer: the favourite button never flips",
                rules=["ui.restaurant.favourite"])
def _ui_restaurant_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/restaurants\/r-\d+$/"))


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "opentable")


@MUTANTS.mutant(
    "insecure_leave_anyones",
    layer="security",
    fault="leaving a waitlist skips the owner check: another diner's entry is removed (reservations still refuse)",
    rules=["security.owner.only"],
)
def _insecure_leave_anyones(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def leave(session: Any, *, entry_id: str, **kw: Any) -> None:
            entry = session.get(WaitlistEntry, entry_id)
            if entry is not None and entry.diner != ME:
                session.delete(entry)
                session.commit()
                return None
            return original(session, entry_id=entry_id, **kw)

        return leave

    p.wrap(waitlist, "leave", make)


@MUTANTS.mutant(
    "insecure_position_from_body",
    layer="security",
    fault="joining a waitlist takes the place in line the client sends: `position` 1 puts the new entry first",
    rules=["security.fields.read_only"],
)
def _insecure_position_from_body(p: Patcher) -> None:
    def jump(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> None:
        if (body or {}).get("position") != 1 or not isinstance(out, dict):
            return
        entry = session.get(WaitlistEntry, out["id"])
        first = session.scalar(select(func.min(WaitlistEntry.seq)).where(
            WaitlistEntry.slot_id == entry.slot_id, WaitlistEntry.status == "waiting"))
        entry.seq = int(first) - 1

    _after(p, waitlist, "join", jump)
