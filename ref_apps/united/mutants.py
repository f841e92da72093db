"""Outside mutants of the gold united app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

from sqlalchemy import select

from ..kit import clock, insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import replay_first_get
from .app import store
from .app.handlers import boarding_passes, bookings, checkin, credits, fares, flights, me, passengers, seats
from .app.models import Booking, Credit, Fare, Passenger, Seat

MUTANTS = MutantBook("united")


def _resorted(key: Any, reverse: bool = False) -> Any:
    """A response rewrite that re-sorts a {"<list>": [...]} body's list by key."""

    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if not isinstance(body, dict):
            return body
        name = next((k for k, v in body.items() if isinstance(v, list)), None)
        return {**body, name: sorted(body[name], key=key, reverse=reverse)} if name else body

    return rewrite


def _party(body: Any) -> int:
    people = body.get("passengers") if isinstance(body, dict) else None
    return len(people) if isinstance(people, list) else 0


# -- airports and flights ---------------------------------------------------------------------------------------
@MUTANTS.mutant("airports_reversed", layer="leaf", fault="airports list Z to A", rules=["airports.list.order"])
def _airports_reversed(p: Patcher) -> None:
    p.respond("airports.list", _resorted(lambda a: a["code"], reverse=True))


@MUTANTS.mutant(
    "search_case_sensitive", layer="leaf", fault="a lower-case airport code finds nothing", rules=["flights.search.match"]
)
def _search_case_sensitive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search(session: Any, **kw: Any) -> Any:
            codes = [kw.get("origin") or "", kw.get("destination") or ""]
            return {"flights": []} if any(c != c.upper() for c in codes) else original(session, **kw)

        return search

    p.wrap(flights, "search", make)


@MUTANTS.mutant(
    "search_by_number", layer="leaf", fault="search results list by flight id, not departure time", rules=["flights.search.order"]
)
def _search_by_number(p: Patcher) -> None:
    p.respond("flights.search", _resorted(lambda f: f["id"]))


@MUTANTS.mutant(
    "party_clamped", layer="leaf", fault="passengers outside 1-9 are clamped instead of refused", rules=["flights.search.valid"]
)
def _party_clamped(p: Patcher) -> None:
    p.wrap(flights, "party_size", lambda original: lambda n: min(max(n or 1, 1), 9))


@MUTANTS.mutant(
    "fares_priciest_first", layer="leaf", fault="a flight's fares list the highest price first", rules=["fares.order"]
)
def _fares_priciest_first(p: Patcher) -> None:
    p.respond(
        "flights.get",
        lambda body, q: {**body, "fares": sorted(body["fares"], key=lambda f: -f["price"])} if "fares" in body else body,
    )


@MUTANTS.mutant(
    "availability_strict",
    layer="leaf",
    fault="a fare with exactly as many seats left as passengers is unavailable",
    rules=["fares.availability"],
)
def _availability_strict(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def fares_of(session: Any, flight_id: str, passengers: int = 1) -> Any:
            return [{**f, "available": f["seats_left"] > passengers} for f in original(session, flight_id, passengers)]

        return fares_of

    p.wrap(store, "fares_of", make)
    p.wrap(fares, "fares_of", make)


@MUTANTS.mutant(
    "always_scheduled", layer="leaf", fault="a flight that has left still reads scheduled", rules=["flights.get.fields"]
)
def _always_scheduled(p: Patcher) -> None:
    p.respond("flights.get", lambda body, q: {**body, "status": "scheduled"} if "status" in body else body)


@MUTANTS.mutant(
    "seats_as_text", layer="leaf", fault="the seat map sorts seat labels as text: 10A before 9A", rules=["seats.map.order"]
)
def _seats_as_text(p: Patcher) -> None:
    p.respond("seats.list", _resorted(lambda s: s["seat"]))


@MUTANTS.mutant("blocked_shown_occupied", layer="leaf", fault="blocked seats read occupied", rules=["seats.map.state"])
def _blocked_shown_occupied(p: Patcher) -> None:
    def rewrite(body: Any, q: dict[str, Any]) -> Any:
        if "seats" not in body:
            return body
        return {"seats": [{**s, "state": "occupied" if s["state"] == "blocked" else s["state"]} for s in body["seats"]]}

    p.respond("seats.list", rewrite)


# -- booking ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "passengers_reversed",
    layer="leaf",
    fault="a new booking stores its passengers in reverse order",
    rules=["bookings.create.stored"],
)
def _passengers_reversed(p: Patcher) -> None:
    p.request("bookings.create", lambda body, q: {**body, "passengers": body["passengers"][::-1]} if _party(body) else body)


@MUTANTS.mutant(
    "inventory_kept", layer="leaf", fault="booking leaves the fare's seats_left as it was", rules=["bookings.create.inventory"]
)
def _inventory_kept(p: Patcher) -> None:
    def prepare(session: Any, *, body: Any = None) -> None:
        fare = (
            session.get(Fare, ((body or {}).get("flight_id"), (body or {}).get("fare_class"))) if isinstance(body, dict) else None
        )
        if fare is not None:
            fare.seats_left += _party(body)

    p.before(bookings, "create", prepare)


@MUTANTS.mutant(
    "email_unchecked", layer="leaf", fault="any text is accepted as the contact email", rules=["bookings.create.valid"]
)
def _email_unchecked(p: Patcher) -> None:
    p.wrap(bookings, "valid_email", lambda original: lambda value: isinstance(value, str))


@MUTANTS.mutant(
    "departed_bookable", layer="leaf", fault="a flight that has left can still be booked", rules=["bookings.create.unavailable"]
)
def _departed_bookable(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, **kw: Any) -> Any:
            saved = bookings.departed
            bookings.departed = lambda flight: False
            try:
                return original(session, **kw)
            finally:
                bookings.departed = saved

        return create

    p.wrap(bookings, "create", make)


@MUTANTS.mutant(
    "trips_by_code", layer="leaf", fault="My trips lists by confirmation code, not departure", rules=["bookings.list.order"]
)
def _trips_by_code(p: Patcher) -> None:
    p.respond("bookings.list", _resorted(lambda b: b["pnr"]))


@MUTANTS.mutant(
    "booking_passengers_reversed", layer="leaf", fault="a booking lists its passengers last first", rules=["bookings.get.fields"]
)
def _booking_passengers_reversed(p: Patcher) -> None:
    p.respond("bookings.get", lambda body, q: {**body, "passengers": body["passengers"][::-1]} if "passengers" in body else body)


@MUTANTS.mutant(
    "lookup_case_sensitive",
    layer="leaf",
    fault="the trip lookup compares last names case-sensitively",
    rules=["bookings.lookup.match"],
)
def _lookup_case_sensitive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def lookup(session: Any, **kw: Any) -> Any:
            found = original(session, **kw)
            if kw.get("last_name") not in {x["last_name"] for x in found["passengers"]}:
                raise ApiError(404, "no trip with that confirmation code and last name")
            return found

        return lookup

    p.wrap(bookings, "lookup", make)


@MUTANTS.mutant(
    "update_writes_status", layer="leaf", fault="PATCH /api/bookings/{pnr} also writes status", rules=["bookings.update.contact"]
)
def _update_writes_status(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, *, pnr: str, body: Any = None) -> Any:
            result = original(session, pnr=pnr, body=body)
            if isinstance(body, dict) and body.get("status") in ("confirmed", "cancelled"):
                session.get(Booking, pnr).status = body["status"]
                session.commit()
                result = bookings.get(session, pnr=pnr)
            return result

        return update

    p.wrap(bookings, "update", make)


# -- changes and cancellation ---------------------------------------------------------------------------------
@MUTANTS.mutant(
    "same_flight_change_ok",
    layer="leaf",
    fault="changing to the same flight and class answers 200 instead of 400",
    rules=["bookings.change.route"],
)
def _same_flight_change_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def change(session: Any, *, pnr: str, body: Any = None) -> Any:
            booking = session.get(Booking, pnr)
            body = body or {}
            if (
                booking is not None
                and body.get("flight_id") == booking.flight_id
                and body.get("fare_class", booking.fare_class) == booking.fare_class
            ):
                return {**bookings.get(session, pnr=pnr), "fare_difference": 0}
            return original(session, pnr=pnr, body=body)

        return change

    p.wrap(bookings, "change", make)


@MUTANTS.mutant(
    "difference_reversed", layer="leaf", fault="fare_difference is old total minus new", rules=["bookings.change.fare_difference"]
)
def _difference_reversed(p: Patcher) -> None:
    p.respond(
        "bookings.change",
        lambda body, q: {**body, "fare_difference": -body["fare_difference"]} if "fare_difference" in body else body,
    )


@MUTANTS.mutant(
    "old_fare_not_restocked",
    layer="leaf",
    fault="a change never gives the seats back to the old fare",
    rules=["bookings.change.inventory"],
)
def _old_fare_not_restocked(p: Patcher) -> None:
    def prepare(session: Any, *, pnr: str, body: Any = None) -> None:
        booking = session.get(Booking, pnr)
        if booking is not None and booking.status == "confirmed" and booking.fare_class != "basic":
            fare = session.get(Fare, (booking.flight_id, booking.fare_class))
            fare.seats_left -= len(store.passengers_of(session, pnr))

    p.before(bookings, "change", prepare)


def _as_if(column: str, value: Any, when: Any) -> Any:
    """Run a handler as if the booking's column held value (when when(booking)), then put the column back."""

    def make(original: Any) -> Any:
        def handler(session: Any, **kw: Any) -> Any:
            booking = session.get(Booking, kw.get("pnr"))
            old = getattr(booking, column) if booking is not None and when(booking) else None
            if old is not None:
                setattr(booking, column, value)
            try:
                return original(session, **kw)
            finally:
                if old is not None:
                    setattr(session.get(Booking, kw.get("pnr")), column, old)
                    session.commit()

        return handler

    return make


@MUTANTS.mutant(
    "basic_changeable", layer="leaf", fault="a basic fare can be changed like economy", rules=["bookings.change.basic"]
)
def _basic_changeable(p: Patcher) -> None:
    p.wrap(bookings, "change", _as_if("fare_class", "economy", lambda b: b.fare_class == "basic"))


@MUTANTS.mutant(
    "cancelled_changeable", layer="leaf", fault="a cancelled booking can still be changed", rules=["bookings.change.locked"]
)
def _cancelled_changeable(p: Patcher) -> None:
    p.wrap(bookings, "change", _as_if("status", "confirmed", lambda b: b.status == "cancelled"))


@MUTANTS.mutant(
    "cancel_keeps_seats", layer="leaf", fault="cancelling leaves the passengers in their seats", rules=["bookings.cancel.status"]
)
def _cancel_keeps_seats(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cancel(session: Any, **kw: Any) -> Any:
            saved = bookings.release_seat
            bookings.release_seat = lambda *a: None
            try:
                return original(session, **kw)
            finally:
                bookings.release_seat = saved

        return cancel

    p.wrap(bookings, "cancel", make)


@MUTANTS.mutant(
    "economy_refunded",
    layer="leaf",
    fault="cancelling economy refunds the money instead of a travel credit",
    rules=["bookings.cancel.refund"],
)
def _economy_refunded(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cancel(session: Any, *, pnr: str) -> Any:
            result = original(session, pnr=pnr)
            if result["credit"]:
                for credit in session.scalars(select(Credit).where(Credit.pnr == pnr, Credit.reason == "cancellation")):
                    session.delete(credit)
                session.get(Booking, pnr).refunded = result["total"]
                session.commit()
                result = {**bookings.get(session, pnr=pnr), "credit": 0}
            return result

        return cancel

    p.wrap(bookings, "cancel", make)


@MUTANTS.mutant(
    "cancel_twice_ok", layer="leaf", fault="cancelling a cancelled booking answers 200", rules=["bookings.cancel.final"]
)
def _cancel_twice_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cancel(session: Any, *, pnr: str) -> Any:
            booking = session.get(Booking, pnr)
            if booking is not None and booking.status == "cancelled":
                return {**bookings.get(session, pnr=pnr), "credit": 0}
            return original(session, pnr=pnr)

        return cancel

    p.wrap(bookings, "cancel", make)


# -- passengers and seats ---------------------------------------------------------------------------------------
@MUTANTS.mutant(
    "blank_name_ignored",
    layer="leaf",
    fault="a blank name is silently ignored instead of refused",
    rules=["passengers.update.names"],
)
def _blank_name_ignored(p: Patcher) -> None:
    def strip(body: Any, q: dict[str, Any]) -> Any:
        return {k: v for k, v in body.items() if not (isinstance(v, str) and not v.strip())} if isinstance(body, dict) else body

    p.request("passengers.update", strip)


@MUTANTS.mutant(
    "cabin_mismatch_404",
    layer="leaf",
    fault="a seat in another cabin answers 404, as if it did not exist",
    rules=["seats.assign.cabin"],
)
def _cabin_mismatch_404(p: Patcher) -> None:
    p.wrap(seats, "invalid", lambda original: lambda message: ApiError(404, message))


@MUTANTS.mutant(
    "occupied_seat_taken",
    layer="leaf",
    fault="choosing an occupied or blocked seat takes it anyway",
    rules=["seats.assign.available"],
)
def _occupied_seat_taken(p: Patcher) -> None:
    def prepare(session: Any, *, pnr: str, passenger_id: str, body: Any = None) -> None:
        booking = session.get(Booking, pnr)
        seat = (
            session.get(Seat, (booking.flight_id, (body or {}).get("seat")))
            if booking is not None and isinstance(body, dict)
            else None
        )
        if seat is not None and seat.state != "available" and seat.passenger_id is None:
            seat.state = "available"

    p.before(seats, "assign", prepare)


@MUTANTS.mutant("basic_picks_seats", layer="leaf", fault="basic passengers may choose seats", rules=["seats.assign.basic"])
def _basic_picks_seats(p: Patcher) -> None:
    p.wrap(seats, "assign", _as_if("fare_class", "economy", lambda b: b.fare_class == "basic"))


@MUTANTS.mutant(
    "checked_in_releases", layer="leaf", fault="a checked-in passenger can give up their seat", rules=["seats.release.rules"]
)
def _checked_in_releases(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def release(session: Any, *, pnr: str, passenger_id: str) -> Any:
            person = session.get(Passenger, passenger_id)
            was = person is not None and person.checked_in
            if was:
                person.checked_in = False
            result = original(session, pnr=pnr, passenger_id=passenger_id)
            if was:
                session.get(Passenger, passenger_id).checked_in = True
                session.commit()
                result = {**result, "checked_in": True}
            return result

        return release

    p.wrap(seats, "release", make)


# -- check-in and boarding --------------------------------------------------------------------------------------
@MUTANTS.mutant("window_until_departure", layer="leaf", fault="check-in stays open until departure", rules=["checkin.window"])
def _window_until_departure(p: Patcher) -> None:
    def window_open(departs_at: str) -> bool:
        departs = store.instant(departs_at)
        return departs - timedelta(hours=24) <= checkin.clock.now() < departs

    p.wrap(checkin, "window_open", lambda original: window_open)


@MUTANTS.mutant(
    "autoseat_text_order", layer="leaf", fault="check-in hands out seats in text order: 10B before 9C", rules=["checkin.seats"]
)
def _autoseat_text_order(p: Patcher) -> None:
    p.wrap(
        checkin,
        "seat_map",
        lambda original: lambda session, flight_id: sorted(original(session, flight_id), key=lambda s: s.seat),
    )


@MUTANTS.mutant(
    "boarding_30_minutes", layer="leaf", fault="boarding starts 30 minutes before departure", rules=["boarding.passes"]
)
def _boarding_30_minutes(p: Patcher) -> None:
    p.wrap(boarding_passes, "BOARDING", lambda original: timedelta(minutes=30))


@MUTANTS.mutant("basic_group_3", layer="mid", fault="basic economy boards with economy in group 3", rules=["boarding.group"])
def _basic_group_3(p: Patcher) -> None:
    p.wrap(boarding_passes, "GROUPS", lambda original: {**original, "basic": 3})


@MUTANTS.mutant("upcoming_counts_flown", layer="leaf", fault="upcoming_trips counts trips already flown", rules=["me.upcoming"])
def _upcoming_counts_flown(p: Patcher) -> None:
    p.wrap(me, "departed", lambda original: lambda flight: False)


@MUTANTS.mutant("credit_ignores_changes", layer="mid", fault="travel_credit sums only cancellation credits", rules=["me.credit"])
def _credit_ignores_changes(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def get(session: Any) -> Any:
            out = original(session)
            changes = sum(c.amount for c in session.scalars(select(Credit).where(Credit.reason == "change")))
            return {**out, "travel_credit": out["travel_credit"] - changes}

        return get

    p.wrap(me, "get", make)


@MUTANTS.mutant(
    "credit_ties_oldest_first",
    layer="mid",
    fault="credits made at one instant list the first made first",
    rules=["credits.list.order"],
)
def _credit_ties_oldest_first(p: Patcher) -> None:
    p.wrap(credits, "order", lambda original: lambda c: (c.created_at, -int(c.id.removeprefix("cr"))))


@MUTANTS.mutant(
    "error_shape_flat", layer="leaf", fault='errors answer {"message": ...} without the error object', rules=["errors.not_found"]
)
def _error_shape_flat(p: Patcher) -> None:
    def flat(body: Any, q: dict[str, Any]) -> Any:
        return {"message": body["error"]["message"]} if isinstance(body, dict) and "error" in body else body

    for operation in ("airports.get", "flights.get", "bookings.get", "bookings.create", "passengers.update"):
        p.respond(operation, flat)


# -- integration: every endpoint right on the seed, a composition wrong ---------------------------------------
def _cached(p: Patcher, module: Any, attr: str, key: Any, cleared_by: tuple[Any, str] | None = None) -> None:
    """Cache module.attr's answers by key(kwargs); only cleared_by (module, attr), when given, clears the cache."""
    cache: dict[Any, Any] = {}

    def make(original: Any) -> Any:
        def read(session: Any, **kw: Any) -> Any:
            if key(kw) not in cache:
                cache[key(kw)] = original(session, **kw)
            return cache[key(kw)]

        return read

    def clearing(original: Any) -> Any:
        def write(session: Any, **kw: Any) -> Any:
            cache.clear()
            return original(session, **kw)

        return write

    p.wrap(module, attr, make)
    if cleared_by is not None:
        p.wrap(*cleared_by, clearing)


@MUTANTS.mutant(
    "seat_map_cached",
    layer="integration",
    fault="the seat map is cached per flight and refreshed only when a booking is made: seat choices, check-in and cancellations never show",
    rules=["checkin.seats", "seats.assign.available"],
)
def _seat_map_cached(p: Patcher) -> None:
    _cached(p, seats, "list_", lambda kw: kw.get("flight_id"), (bookings, "create"))


@MUTANTS.mutant(
    "member_cached",
    layer="integration",
    fault="the member summary is cached and refreshed only on new bookings: cancellations and credits never show",
    rules=["me.upcoming", "me.credit"],
)
def _member_cached(p: Patcher) -> None:
    _cached(p, me, "get", lambda kw: "me", (bookings, "create"))


@MUTANTS.mutant(
    "credits_cached",
    layer="integration",
    fault="the credits list is cached and refreshed only on cancellations: credits from changes never show",
    rules=["credits.list.order", "bookings.change.fare_difference"],
)
def _credits_cached(p: Patcher) -> None:
    _cached(p, credits, "list_", lambda kw: "credits", (bookings, "cancel"))


@MUTANTS.mutant(
    "passenger_list_cached",
    layer="integration",
    fault="a trip's passenger list is cached per trip and never refreshed: seats chosen or released later never show",
    rules=["seats.release.rules", "bookings.change.inventory"],
)
def _passenger_list_cached(p: Patcher) -> None:
    _cached(p, passengers, "list_", lambda kw: kw.get("pnr"))


# -- UI faults while the API stays right ----------------------------------------------------------------------
@MUTANTS.mutant(
    "ui_purchase_no_route",
    layer="root",
    fault="after Purchase the address never changes: the booking form renders again instead of the trip",
    rules=["ui.search.book"],
)
def _ui_purchase_no_route(p: Patcher) -> None:
    p.page("<script>history.pushState = () => {};</script>")


@MUTANTS.mutant(
    "ui_checkin_stale",
    layer="root",
    fault="after Check in the trip re-renders from the booking it read on load: no boarding passes appear",
    rules=["ui.trip.checkin"],
)
def _ui_checkin_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/bookings\/[A-Z0-9]+$/"))


@MUTANTS.mutant(
    "ui_seat_list_stale",
    layer="root",
    fault="after choosing a seat the passenger list shows the seats it read on load",
    rules=["ui.seats.pick"],
)
def _ui_seat_list_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/passengers$/"))


@MUTANTS.mutant(
    "ui_credit_header_stale",
    layer="root",
    fault="the header's travel credit is read once: a cancellation's credit never shows",
    rules=["ui.trip.cancel"],
)
def _ui_credit_header_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/me$/"))


# -- boundaries and required fields an outside tester broke (each a one-line fault in a clone) -----------------
@MUTANTS.mutant(
    "checkin_closes_inclusive",
    layer="leaf",
    fault="check-in still open at exactly 45 minutes before departure (<= instead of <)",
    rules=["checkin.window"],
)
def _checkin_closes_inclusive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def window_open(departs_at: str) -> bool:
            departs = store.instant(departs_at)
            return departs - checkin.OPENS <= clock.now() <= departs - checkin.CLOSES

        return window_open

    p.wrap(checkin, "window_open", make)


@MUTANTS.mutant(
    "search_lists_departing_now",
    layer="leaf",
    fault="search hides only flights that departed before now (<): one leaving exactly now is still listed",
    rules=["flights.search.match"],
)
def _search_lists_departing_now(p: Patcher) -> None:
    p.wrap(flights, "departed", lambda original: lambda flight: store.instant(flight.departs_at) < clock.now())


@MUTANTS.mutant(
    "status_scheduled_at_departure",
    layer="leaf",
    fault="a flight's status turns departed only after departs_at (<): at exactly departs_at it still reads scheduled",
    rules=["flights.get.fields"],
)
def _status_scheduled_at_departure(p: Patcher) -> None:
    p.wrap(store, "departed", lambda original: lambda flight: store.instant(flight.departs_at) < clock.now())


@MUTANTS.mutant(
    "search_origin_optional",
    layer="leaf",
    fault="only destination and date are required: a search without origin answers 200 with no flights",
    rules=["flights.search.valid"],
)
def _search_origin_optional(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search(session: Any, **kw: Any) -> Any:
            if not kw.get("origin") and kw.get("destination") and kw.get("date"):
                flights.party_size(kw.get("passengers"))
                return {"flights": []}
            return original(session, **kw)

        return search

    p.wrap(flights, "search", make)


def _blank(value: Any) -> bool:
    return isinstance(value, str) and not value.strip()


@MUTANTS.mutant(
    "booking_first_name_unchecked",
    layer="leaf",
    fault="a booking checks only last names for blanks: a blank first_name is stored",
    rules=["bookings.create.valid"],
)
def _booking_first_name_unchecked(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, body: dict[str, Any] | None = None) -> Any:
            people = (body or {}).get("passengers")
            if not isinstance(people, list) or not any(isinstance(x, dict) and _blank(x.get("first_name")) for x in people):
                return original(session, body=body)
            firsts = [x.get("first_name") if isinstance(x, dict) else None for x in people]
            filled = [{**x, "first_name": "-"} if isinstance(x, dict) and _blank(x.get("first_name")) else x for x in people]
            booked = original(session, body={**(body or {}), "passengers": filled})
            rows = session.scalars(select(Passenger).where(Passenger.pnr == booked["pnr"]).order_by(Passenger.position)).all()
            for row, first in zip(rows, firsts, strict=True):
                if _blank(first):
                    row.first_name = first
            session.commit()
            return {
                **booked,
                "passengers": [{**x, "first_name": r.first_name} for x, r in zip(booked["passengers"], rows, strict=True)],
            }

        return create

    p.wrap(bookings, "create", make)


@MUTANTS.mutant(
    "rename_first_name_unchecked",
    layer="leaf",
    fault="a passenger PATCH checks only last_name for blanks: a blank first_name is saved",
    rules=["passengers.update.names"],
)
def _rename_first_name_unchecked(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, *, pnr: str, passenger_id: str, body: dict[str, Any] | None = None) -> Any:
            first = (body or {}).get("first_name")
            if not _blank(first):
                return original(session, pnr=pnr, passenger_id=passenger_id, body=body)
            rest = {k: v for k, v in (body or {}).items() if k != "first_name"}
            original(session, pnr=pnr, passenger_id=passenger_id, body=rest)
            _, row = store.passenger_row(session, pnr, passenger_id)
            row.first_name = first
            session.commit()
            return store.passenger_resource(row)

        return update

    p.wrap(passengers, "update", make)


@MUTANTS.mutant(
    "change_to_departed",
    layer="leaf",
    fault="a change checks the route but not whether the new flight has departed",
    rules=["bookings.change.route"],
)
def _change_to_departed(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def change(session: Any, **kw: Any) -> Any:
            saved = bookings.departed
            bookings.departed = lambda flight: False
            try:
                return original(session, **kw)
            finally:
                bookings.departed = saved

        return change

    p.wrap(bookings, "change", make)


# -- control states the brief fixes, broken in the page only ---------------------------------------------------
def _observe(body: str) -> str:
    """A page script that runs `body` on every change of the document: a front-end fault while the API stays right."""
    return f"<script>new MutationObserver(() => {{ {body} }}).observe(document, {{ subtree: true, childList: true }});</script>"


@MUTANTS.mutant(
    "ui_sold_out_bookable",
    layer="root",
    fault="a sold-out fare's button is drawn enabled: the search never disables it",
    rules=["ui.search.book"],
)
def _ui_sold_out_bookable(p: Patcher) -> None:
    p.page(_observe("document.querySelectorAll('button[aria-label^=\"Book \"][disabled]').forEach((b) => { b.disabled = false; });"))


@MUTANTS.mutant(
    "ui_seats_all_enabled",
    layer="root",
    fault="every seat button is enabled, occupied and blocked seats too: the map never disables them",
    rules=["ui.seats.pick"],
)
def _ui_seats_all_enabled(p: Patcher) -> None:
    p.page(_observe("document.querySelectorAll('button[aria-label^=\"Seat \"][disabled]').forEach((b) => { b.disabled = false; });"))


@MUTANTS.mutant(
    "ui_checkin_button_stays",
    layer="root",
    fault="the trip page draws \"Check in\" whenever the trip is confirmed, even once everyone is checked in",
    rules=["ui.trip.checkin"],
)
def _ui_checkin_button_stays(p: Patcher) -> None:
    p.page(
        _observe(
            "const main = document.querySelector('main'); const seats = main && main.querySelector('a[href$=\"/seats\"]');"
            " if (!seats || !main.querySelector('[aria-label=\"Boarding passes\"]')) return;"
            " if ([...main.querySelectorAll('button')].some((b) => b.textContent === 'Check in')) return;"
            " const b = document.createElement('button'); b.type = 'button'; b.className = 'primary'; b.textContent = 'Check in';"
            " seats.before(b);"
        )
    )


@MUTANTS.mutant(
    "ui_cancelled_actions_shown",
    layer="root",
    fault="the trip page draws its action buttons whatever the status: a cancelled trip still shows \"Cancel trip\"",
    rules=["ui.trip.cancel"],
)
def _ui_cancelled_actions_shown(p: Patcher) -> None:
    p.page(
        _observe(
            "const main = document.querySelector('main'); const flight = main && main.querySelector('[aria-label=\"Flight\"]');"
            " if (!flight || !flight.textContent.includes('Cancelled')) return;"
            " if ([...main.querySelectorAll('button')].some((b) => b.textContent === 'Cancel trip')) return;"
            " const b = document.createElement('button'); b.type = 'button'; b.className = 'danger'; b.textContent = 'Cancel trip';"
            " main.append(b);"
        )
    )


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "united")


@MUTANTS.mutant(
    "insecure_release_any_passenger",
    layer="security",
    fault="giving up a seat finds the passenger by id alone: another trip's passenger loses their seat (renaming and "
    "choosing a seat still refuse)",
    rules=["security.owner.only"],
)
def _insecure_release_any_passenger(p: Patcher) -> None:
    def any_trip(session: Any, pnr: str, passenger_id: str) -> Any:
        found = session.get(Passenger, passenger_id)
        if found is None:
            raise store.missing(f"passenger {passenger_id}")
        return store.booking_row(session, pnr), found

    p.during(seats, "release", seats, "passenger_row", any_trip)


@MUTANTS.mutant(
    "insecure_total_from_body",
    layer="security",
    fault="a new booking stores the total the client sends instead of the fare's price x passengers",
    rules=["security.fields.read_only"],
)
def _insecure_total_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        total = (body or {}).get("total")
        if isinstance(total, int) and isinstance(out, dict) and out.get("pnr"):
            row = session.get(Booking, out["pnr"])
            row.total = total
            session.commit()
            return store.booking_resource(session, row)
        return out

    p.after(bookings, "create", forge)
