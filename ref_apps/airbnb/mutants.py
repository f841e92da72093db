"""Outside mutants of the gold airbnb app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from types import SimpleNamespace
from typing import Any

from ..kit import insecure
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from .app import store
from .app.handlers import bookings, host_calendar, host_listings, host_reservations, listings
from .app.models import Booking, CalendarDay, Counter, Listing

MUTANTS = MutantBook("airbnb")
ALL_OPS = (
    "me.get", "listings.search", "listings.get", "listings.calendar", "listings.quote", "listings.reviews",
    "bookings.create", "bookings.list", "bookings.get", "bookings.cancel", "bookings.review", "host.listings.list",
    "host.listings.patch", "host.calendar.update", "host.reservations.list", "host.reservations.accept",
    "host.reservations.decline",
)  # fmt: skip


class _Seen:
    """A listing row seen through changed attributes; writes go to the row itself."""

    def __init__(self, row: Any, **changed: Any) -> None:
        object.__setattr__(self, "_row", row)
        object.__setattr__(self, "_changed", changed)

    def __getattr__(self, name: str) -> Any:
        return self._changed[name] if name in self._changed else getattr(self._row, name)

    def __setattr__(self, name: str, value: Any) -> None:
        setattr(self._row, name, value)


def _pricing(p: Patcher, make: Callable[[Callable[..., Any]], Callable[..., Any]]) -> None:
    """Patch store.quote where the quote, search and booking handlers call it."""
    p.wrap(listings, "price_stay", make)
    p.wrap(bookings, "quote", make)


def _requote(p: Patcher, adjust: Callable[[dict[str, Any], Any], None]) -> None:
    """Change a stay's breakdown everywhere it is priced: adjust(breakdown, listing), then re-total."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def quote(session: Any, listing: Any, *args: Any, **kw: Any) -> Any:
            q = original(session, listing, *args, **kw)
            adjust(q, listing)
            q["total"] = q["subtotal"] + q["cleaning_fee"] + q["service_fee"] + q["taxes"]
            return q

        return quote

    _pricing(p, make)


def _after(p: Patcher, module: Any, attr: str, then: Callable[..., Any]) -> None:
    """Run the gold handler, then then(session, result, **kw) may change the stored rows and the answer."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def handler(session: Any, **kw: Any) -> Any:
            return then(session, original(session, **kw), **kw)

        return handler

    p.wrap(module, attr, make)


def _set_booking(session: Any, result: Any, **values: Any) -> Any:
    """Store `values` on the answered booking and answer them too."""
    row = session.get(Booking, result["id"])
    for k, v in values.items():
        setattr(row, k, v)
    session.commit()
    return {**result, **values}


def _drop_query(*names: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    return lambda original: lambda session, **kw: original(session, **{k: v for k, v in kw.items() if k not in names})


def _refund_as(policy: str, rule: Callable[[Any, int], int]) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """bookings.refund with `policy` computed by rule(booking, days_left)."""

    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def refund(listing: Any, booking: Any) -> int:
            if booking.status != "requested" and listing.cancellation_policy == policy:
                return rule(booking, (date.fromisoformat(booking.checkin) - store.today()).days)
            return original(listing, booking)

        return refund

    return make


# -- me, search -------------------------------------------------------------------------------------------------


@MUTANTS.mutant("me_wrong_id", layer="leaf", fault="/v1/me answers the user's id without its prefix", rules=["me.get.user"])
def _me_wrong_id(p: Patcher) -> None:
    p.respond("me.get", lambda body, query: {**body, "id": "ada"} if "id" in body else body)


@MUTANTS.mutant("place_case_sensitive", layer="leaf", fault="place matches only with the same case", rules=["search.place"])
def _place_case_sensitive(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        place = query.get("place")
        if not place or "results" not in body:
            return body
        kept = [r for r in body["results"] if place in (r["listing"]["city"], r["listing"]["neighbourhood"])]
        return {**body, "count": len(kept), "results": kept}

    p.respond("listings.search", rewrite)


@MUTANTS.mutant(
    "search_party_ignored", layer="leaf", fault="search lists places too small for the party", rules=["search.guests"]
)
def _search_party_ignored(p: Patcher) -> None:
    p.wrap(listings, "search", _drop_query("guests"))


@MUTANTS.mutant(
    "search_sees_held_nights_free",
    layer="integration",
    fault="search treats nights held by bookings as free",
    rules=["search.dates.available"],
)
def _search_sees_held_nights_free(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def night_table(session: Any, listing: Any, days: list[date], for_search: bool = False) -> Any:
            if not for_search:
                return original(session, listing, days, for_search)
            custom = store.overrides(session, listing)
            out = []
            for d in days:
                o = custom.get(d.isoformat())
                price = o.price if o is not None and o.price is not None else listing.nightly_price
                out.append({"date": d.isoformat(), "available": o is None or o.available, "price": price})
            return out

        return night_table

    p.wrap(store, "night_table", make)


@MUTANTS.mutant(
    "search_total_without_cleaning",
    layer="leaf",
    fault="a dated search's total leaves out the cleaning fee",
    rules=["search.dates.price"],
)
def _search_total_without_cleaning(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        for r in body.get("results", []):
            if r.get("total") is not None:
                r["total"] -= r["listing"]["cleaning_fee"]
        return body

    p.respond("listings.search", rewrite)


@MUTANTS.mutant(
    "half_dates_ignored",
    layer="leaf",
    fault="a checkin without a checkout searches without dates (400 expected)",
    rules=["search.dates.both"],
)
def _half_dates_ignored(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def search(session: Any, **kw: Any) -> Any:
            if (kw.get("checkin") is None) != (kw.get("checkout") is None):
                kw = {**kw, "checkin": None, "checkout": None}
            return original(session, **kw)

        return search

    p.wrap(listings, "search", make)


@MUTANTS.mutant("max_price_ignored", layer="leaf", fault="max_price does not filter", rules=["search.price_range"])
def _max_price_ignored(p: Patcher) -> None:
    p.wrap(listings, "search", _drop_query("max_price"))


@MUTANTS.mutant(
    "results_by_id", layer="leaf", fault="default results are in id order, not best rated first", rules=["search.order.rating"]
)
def _results_by_id(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if query.get("sort") or "results" not in body:
            return body
        return {**body, "results": sorted(body["results"], key=lambda r: r["listing"]["id"])}

    p.respond("listings.search", rewrite)


@MUTANTS.mutant("price_sort_dearest_first", layer="leaf", fault="sort=price puts the dearest first", rules=["search.order.price"])
def _price_sort_dearest_first(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        if query.get("sort") != "price" or "results" not in body:
            return body
        return {**body, "results": sorted(body["results"], key=lambda r: -r["nightly_price"])}

    p.respond("listings.search", rewrite)


@MUTANTS.mutant("count_all_listings", layer="leaf", fault="count is every listing, not the results", rules=["search.count"])
def _count_all_listings(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def search(session: Any, **kw: Any) -> Any:
            out = original(session, **kw)
            return {**out, "count": session.query(Listing).count()}

        return search

    p.wrap(listings, "search", make)


# -- listings, calendar ------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "rating_one_decimal", layer="leaf", fault="a listing's rating is rounded to one decimal", rules=["listings.get.fields"]
)
def _rating_one_decimal(p: Patcher) -> None:
    p.respond("listings.get", lambda body, query: {**body, "rating": round(body["rating"], 1)} if body.get("rating") else body)


@MUTANTS.mutant("calendar_includes_end", layer="leaf", fault="the calendar includes the end night", rules=["calendar.nights"])
def _calendar_includes_end(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def calendar(session: Any, *, listing_id: str, start: Any = None, end: Any = None, **kw: Any) -> Any:
            later = (store.day(end, "end") + timedelta(days=1)).isoformat() if end else end
            return original(session, listing_id=listing_id, start=start, end=later, **kw)

        return calendar

    p.wrap(listings, "calendar", make)


@MUTANTS.mutant("calendar_all_free", layer="leaf", fault="the calendar shows every night available", rules=["calendar.available"])
def _calendar_all_free(p: Patcher) -> None:
    p.respond(
        "listings.calendar",
        lambda body, query: {**body, "days": [{**d, "available": True} for d in body["days"]]} if "days" in body else body,
    )


@MUTANTS.mutant("custom_prices_ignored", layer="leaf", fault="nights ignore the host's custom prices", rules=["calendar.price"])
def _custom_prices_ignored(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        return lambda session, listing: {
            k: SimpleNamespace(available=o.available, price=None) for k, o in original(session, listing).items()
        }

    p.wrap(store, "overrides", make)


# -- prices -----------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "subtotal_first_night_price", layer="mid", fault="every night is charged at the first night's price", rules=["price.subtotal"]
)
def _subtotal_first_night_price(p: Patcher) -> None:
    def adjust(q: dict[str, Any], listing: Any) -> None:
        q["subtotal"] = q["nightly"][0]["price"] * q["nights"]
        q["service_fee"] = store.half_up(q["subtotal"], store.SERVICE_RATE)
        q["taxes"] = store.half_up(q["subtotal"] + q["cleaning_fee"], store.TAX_RATE)

    _requote(p, adjust)


@MUTANTS.mutant("service_fee_15", layer="leaf", fault="the service fee is 15 %, not 14 %", rules=["price.service_fee"])
def _service_fee_15(p: Patcher) -> None:
    _requote(p, lambda q, listing: q.update(service_fee=store.half_up(q["subtotal"], 15)))


@MUTANTS.mutant("taxes_skip_cleaning", layer="leaf", fault="taxes leave out the cleaning fee", rules=["price.taxes"])
def _taxes_skip_cleaning(p: Patcher) -> None:
    _requote(p, lambda q, listing: q.update(taxes=store.half_up(q["subtotal"], store.TAX_RATE)))


@MUTANTS.mutant("total_without_taxes", layer="leaf", fault="the total leaves out the taxes", rules=["price.total"])
def _total_without_taxes(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def quote(session: Any, listing: Any, *args: Any, **kw: Any) -> Any:
            q = original(session, listing, *args, **kw)
            return {**q, "total": q["total"] - q["taxes"]}

        return quote

    _pricing(p, make)


@MUTANTS.mutant(
    "quote_spends_an_id",
    layer="leaf",
    fault="quoting stores something (it advances the id counter)",
    rules=["price.quote.read_only"],
)
def _quote_spends_an_id(p: Patcher) -> None:
    def then(session: Any, result: Any, **kw: Any) -> Any:
        session.get(Counter, "ids").value += 1
        session.commit()
        return result

    _after(p, listings, "quote", then)


# -- stays ------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "zero_night_stay", layer="leaf", fault="a checkout on the checkin day is quoted as a free stay", rules=["stay.dates"]
)
def _zero_night_stay(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def quote(session: Any, listing: Any, checkin: date, checkout: date, *args: Any, **kw: Any) -> Any:
            if checkout == checkin:
                fee = listing.cleaning_fee
                taxes = store.half_up(fee, store.TAX_RATE)
                return {
                    "nights": 0,
                    "nightly": [],
                    "subtotal": 0,
                    "cleaning_fee": fee,
                    "service_fee": 0,
                    "taxes": taxes,
                    "total": fee + taxes,
                    "currency": "EUR",
                }
            return original(session, listing, checkin, checkout, *args, **kw)

        return quote

    _pricing(p, make)


@MUTANTS.mutant("past_stays_ok", layer="leaf", fault="a stay starting in the past can be booked", rules=["stay.not_past"])
def _past_stays_ok(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def quote(*args: Any, **kw: Any) -> Any:
            saved = store.today
            store.today = lambda: date.min
            try:
                return original(*args, **kw)
            finally:
                store.today = saved

        return quote

    _pricing(p, make)


@MUTANTS.mutant(
    "party_clamped", layer="leaf", fault="a party larger than the place is taken as its maximum", rules=["stay.guests"]
)
def _party_clamped(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def quote(session: Any, listing: Any, checkin: Any, checkout: Any, guests: Any, *args: Any, **kw: Any) -> Any:
            if isinstance(guests, int) and guests > listing.max_guests:
                guests = listing.max_guests
            return original(session, listing, checkin, checkout, guests, *args, **kw)

        return quote

    _pricing(p, make)


@MUTANTS.mutant(
    "min_nights_ignored", layer="leaf", fault="a stay shorter than the minimum is accepted", rules=["stay.min_nights"]
)
def _min_nights_ignored(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        return lambda session, listing, *args, **kw: original(session, _Seen(listing, min_nights=1), *args, **kw)

    _pricing(p, make)


@MUTANTS.mutant(
    "held_nights_bookable", layer="leaf", fault="nights held by another booking can be booked again", rules=["stay.free"]
)
def _held_nights_bookable(p: Patcher) -> None:
    p.wrap(store, "booked", lambda original: lambda *args, **kw: set())


@MUTANTS.mutant("own_listing_bookable", layer="leaf", fault="a host can book their own listing", rules=["stay.own_listing"])
def _own_listing_bookable(p: Patcher) -> None:
    p.wrap(
        bookings,
        "listing_row",
        lambda original: lambda session, listing_id: _Seen(original(session, listing_id), host_id="u-nobody"),
    )


# -- bookings ---------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "instant_book_requests", layer="leaf", fault="an instant-book stay is only requested", rules=["bookings.create.instant"]
)
def _instant_book_requests(p: Patcher) -> None:
    _after(p, bookings, "create", lambda session, result, **kw: _set_booking(session, result, status="requested"))


@MUTANTS.mutant(
    "requests_confirm", layer="leaf", fault="a listing without instant book confirms at once", rules=["bookings.create.request"]
)
def _requests_confirm(p: Patcher) -> None:
    _after(p, bookings, "create", lambda session, result, **kw: _set_booking(session, result, status="confirmed"))


@MUTANTS.mutant(
    "trips_of_everyone", layer="leaf", fault="the trips list shows every guest's bookings", rules=["bookings.list.mine"]
)
def _trips_of_everyone(p: Patcher) -> None:
    def list_(session: Any, **kw: Any) -> Any:
        rows = session.query(Booking).order_by(Booking.checkin, Booking.id)
        return {"bookings": [store.booking_resource(b) for b in rows if kw.get("status") in (None, b.status)]}

    p.wrap(bookings, "list_", lambda original: list_)


@MUTANTS.mutant("trip_of_anyone", layer="leaf", fault="another guest's booking can be read", rules=["bookings.get.mine"])
def _trip_of_anyone(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def get(session: Any, *, booking_id: str, **kw: Any) -> Any:
            row = session.get(Booking, booking_id)
            return store.booking_resource(row) if row is not None else original(session, booking_id=booking_id, **kw)

        return get

    p.wrap(bookings, "get", make)


@MUTANTS.mutant(
    "completed_cancellable", layer="leaf", fault="a completed stay can be cancelled", rules=["bookings.cancel.window"]
)
def _completed_cancellable(p: Patcher) -> None:
    def reopen(session: Any, *, booking_id: str, **_: Any) -> None:
        row = session.get(Booking, booking_id)
        if row is not None and row.status == "completed":
            row.status = "confirmed"

    p.before(bookings, "cancel", reopen)


@MUTANTS.mutant(
    "request_refund_by_policy",
    layer="mid",
    fault="a cancelled request is refunded by the policy, not in full",
    rules=["refund.request"],
)
def _request_refund_by_policy(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def refund(listing: Any, booking: Any) -> int:
            return original(listing, _Seen(booking, status="confirmed"))

        return refund

    p.wrap(bookings, "refund", make)


@MUTANTS.mutant("flexible_half_back", layer="leaf", fault="flexible cancellations get half back", rules=["refund.flexible"])
def _flexible_half_back(p: Patcher) -> None:
    p.wrap(bookings, "refund", _refund_as("flexible", lambda b, days: store.half_up(b.total, 50) if days >= 1 else 0))


@MUTANTS.mutant(
    "moderate_late_nothing", layer="mid", fault="moderate cancellations under 5 days get nothing", rules=["refund.moderate"]
)
def _moderate_late_nothing(p: Patcher) -> None:
    p.wrap(bookings, "refund", _refund_as("moderate", lambda b, days: b.total if days >= 5 else 0))


@MUTANTS.mutant("strict_refunds_all", layer="leaf", fault="strict cancellations get everything back", rules=["refund.strict"])
def _strict_refunds_all(p: Patcher) -> None:
    p.wrap(bookings, "refund", _refund_as("strict", lambda b, days: b.total))


# -- reviews ----------------------------------------------------------------------------------------------------


@MUTANTS.mutant("review_before_stay", layer="leaf", fault="a stay can be reviewed before it ended", rules=["reviews.after_stay"])
def _review_before_stay(p: Patcher) -> None:
    p.wrap(bookings, "today", lambda original: lambda: date.max)


@MUTANTS.mutant(
    "rating_clamped", layer="leaf", fault="a rating above 5 is taken as 5 (400 expected)", rules=["reviews.rating_range"]
)
def _rating_clamped(p: Patcher) -> None:
    p.request(
        "bookings.review",
        lambda body, query: {**body, "rating": 5} if isinstance(body.get("rating"), int) and body["rating"] > 5 else body,
    )


@MUTANTS.mutant("review_text_dropped", layer="mid", fault="a review forgets its text", rules=["reviews.stored"])
def _review_text_dropped(p: Patcher) -> None:
    p.request("bookings.review", lambda body, query: {k: v for k, v in body.items() if k != "text"})


@MUTANTS.mutant(
    "rating_stale_outside",
    layer="integration",
    fault="a new review does not change the listing's rating",
    rules=["reviews.rating_follows"],
)
def _rating_stale_outside(p: Patcher) -> None:
    def then(session: Any, result: Any, **kw: Any) -> Any:
        listing = session.get(Listing, result["listing_id"])
        listing.rating_sum -= result["rating"]
        listing.rating_count -= 1
        session.commit()
        return result

    _after(p, bookings, "review", then)


@MUTANTS.mutant("reviews_oldest_first", layer="leaf", fault="reviews list oldest first", rules=["reviews.newest_first"])
def _reviews_oldest_first(p: Patcher) -> None:
    p.respond("listings.reviews", lambda body, query: {**body, "reviews": body["reviews"][::-1]} if "reviews" in body else body)


# -- hosts ------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "host_lists_everything", layer="leaf", fault="the host's listings include other hosts'", rules=["host.listings.mine"]
)
def _host_lists_everything(p: Patcher) -> None:
    def list_(session: Any, **kw: Any) -> Any:
        return {"listings": [store.listing_resource(session, x) for x in session.query(Listing).order_by(Listing.id)]}

    p.wrap(host_listings, "list_", lambda original: list_)


@MUTANTS.mutant(
    "patch_resets_cleaning", layer="mid", fault="a listing edit also resets its cleaning fee", rules=["host.listings.patch"]
)
def _patch_resets_cleaning(p: Patcher) -> None:
    p.request("host.listings.patch", lambda body, query: {"cleaning_fee": 0, **body})


@MUTANTS.mutant(
    "host_decides_for_others", layer="leaf", fault="a host can act on other hosts' reservations", rules=["host.scope"]
)
def _host_decides_for_others(p: Patcher) -> None:
    def theirs(session: Any, booking_id: str) -> Any:
        row = session.get(Booking, booking_id)
        if row is None:
            raise store.missing()
        return row

    p.wrap(host_reservations, "_theirs", lambda original: theirs)


@MUTANTS.mutant(
    "block_ignored", layer="leaf", fault="available: false is ignored, so nothing is blocked", rules=["host.calendar.block"]
)
def _block_ignored(p: Patcher) -> None:
    p.request("host.calendar.update", lambda body, query: {k: v for k, v in body.items() if k != "available"})


@MUTANTS.mutant("custom_price_ignored", layer="leaf", fault="a calendar price is not stored", rules=["host.calendar.price"])
def _custom_price_ignored(p: Patcher) -> None:
    p.request("host.calendar.update", lambda body, query: {k: v for k, v in body.items() if k != "price"})


@MUTANTS.mutant(
    "reopen_keeps_price", layer="mid", fault="reopening a night keeps its custom price", rules=["host.calendar.reopen"]
)
def _reopen_keeps_price(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def update(session: Any, *, listing_id: str, body: dict[str, Any] | None = None, **kw: Any) -> Any:
            body = body or {}
            kept = {}
            if body.get("available", True) and body.get("price") is None and isinstance(body.get("dates"), list):
                for d in body["dates"]:
                    row = session.get(CalendarDay, (listing_id, str(d)))
                    if row is not None and row.price is not None:
                        kept[str(d)] = row.price
            original(session, listing_id=listing_id, body=body, **kw)
            for d, price in kept.items():
                session.add(CalendarDay(listing_id=listing_id, date=d, available=True, price=price))
            session.commit()
            listing = session.get(Listing, listing_id)
            days = sorted({store.day(d, "dates") for d in body["dates"]}) if isinstance(body.get("dates"), list) else []
            return {"listing_id": listing_id, "days": store.night_table(session, listing, days)}

        return update

    p.wrap(host_calendar, "update", make)


@MUTANTS.mutant(
    "reservations_status_ignored", layer="mid", fault="status= still lists every reservation", rules=["host.reservations.theirs"]
)
def _reservations_status_ignored(p: Patcher) -> None:
    p.wrap(host_reservations, "list_", _drop_query("status"))


@MUTANTS.mutant(
    "accept_keeps_request", layer="leaf", fault="accepting leaves the booking requested", rules=["host.decide.accept"]
)
def _accept_keeps_request(p: Patcher) -> None:
    _after(p, host_reservations, "accept", lambda session, result, **kw: _set_booking(session, result, status="requested"))


@MUTANTS.mutant(
    "decline_refunds_nothing", layer="leaf", fault="a declined request is not refunded", rules=["host.decide.decline"]
)
def _decline_refunds_nothing(p: Patcher) -> None:
    _after(p, host_reservations, "decline", lambda session, result, **kw: _set_booking(session, result, refund=0))


@MUTANTS.mutant(
    "decide_after_confirmed", layer="mid", fault="a confirmed booking can still be declined", rules=["host.decide.requests_only"]
)
def _decide_after_confirmed(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def decide(session: Any, booking_id: str, status: str) -> Any:
            row = session.get(Booking, booking_id)
            if row is not None and row.status in ("confirmed", "declined"):
                row.status = "requested"
            return original(session, booking_id, status)

        return decide

    p.wrap(host_reservations, "_decide", make)


# -- errors -----------------------------------------------------------------------------------------------------


@MUTANTS.mutant("unknown_listing_400", layer="leaf", fault="an unknown listing answers 400, not 404", rules=["errors.not_found"])
def _unknown_listing_400(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        def get(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as error:
                raise ApiError(400, error.message) if error.code == 404 else error from None

        return get

    p.wrap(listings, "get", make)


@MUTANTS.mutant("errors_flat", layer="leaf", fault="errors answer {message} without the error envelope", rules=["errors.shape"])
def _errors_flat(p: Patcher) -> None:
    def rewrite(body: Any, query: dict[str, Any]) -> Any:
        return {"message": body["error"]["message"]} if isinstance(body, dict) and "error" in body else body

    for op in ALL_OPS:
        p.respond(op, rewrite)


# -- UI ---------------------------------------------------------------------------------------------------------


@MUTANTS.mutant(
    "ui_reserve_day_early", layer="root", fault="the UI books the night before the chosen check-in", rules=["ui.listing.reserve"]
)
def _ui_reserve_day_early(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; window.fetch = (u, o) => { if (u === '/v1/bookings' && o && o.body) { "
        "const b = JSON.parse(o.body); const d = new Date(b.checkin + 'T00:00:00Z'); d.setUTCDate(d.getUTCDate() - 1); "
        "b.checkin = d.toISOString().slice(0, 10); o = {...o, body: JSON.stringify(b)}; } return f(u, o); };</script>"
    )


@MUTANTS.mutant("ui_accept_declines", layer="root", fault="the UI's Accept button declines the request", rules=["ui.host.accept"])
def _ui_accept_declines(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; window.fetch = (u, o) => "
        "f(typeof u === 'string' && u.endsWith('/accept') ? u.replace(/accept$/, 'decline') : u, o);</script>"
    )


@MUTANTS.mutant(
    "ui_search_route_not_rendered",
    layer="root",
    fault="the header search changes the URL to /s/{place} but does not render that place's results",
    rules=["ui.search.place"],
)
def _ui_search_route_not_rendered(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('submit', (e) => { if (e.target.id !== 'search') return; "
        "e.stopImmediatePropagation(); e.preventDefault(); "
        "history.pushState(null, '', '/s/' + encodeURIComponent(document.getElementById('where').value.trim())); }, true);</script>"
    )


@MUTANTS.mutant(
    "ui_host_list_not_rerendered",
    layer="root",
    fault="after Accept the hosting page re-renders everything but the Reservations list, which keeps the request",
    rules=["ui.host.requests"],
)
def _ui_host_list_not_rerendered(p: Patcher) -> None:
    p.page(
        "<script>const r = Element.prototype.replaceChildren; let old = null; "
        "Element.prototype.replaceChildren = function (...kids) { "
        "const i = kids.findIndex((k) => k && k.getAttribute && k.getAttribute('aria-label') === 'Reservations'); "
        "if (i >= 0) { if (old) kids[i] = old; else old = kids[i]; } return r.apply(this, kids); };</script>"
    )


@MUTANTS.mutant(
    "ui_reservations_cached",
    layer="root",
    fault="the hosting page caches its first GET /v1/host/reservations, so the refresh after Accept shows the old request",
    rules=["ui.host.requests"],
)
def _ui_reservations_cached(p: Patcher) -> None:
    p.page(
        "<script>const f = window.fetch; let first = null; window.fetch = async (u, o) => { "
        "if (u !== '/v1/host/reservations') return f(u, o); if (first === null) first = await (await f(u, o)).text(); "
        "return new Response(first, {status: 200, headers: {'content-type': 'application/json'}}); };</script>"
    )


@MUTANTS.mutant(
    "ui_trips_not_rerendered",
    layer="root",
    fault="after a cancel the trips page swallows its re-render, so the list still shows the trip as confirmed",
    rules=["ui.trips.cancel"],
)
def _ui_trips_not_rerendered(p: Patcher) -> None:
    p.page(
        "<script>const r = Element.prototype.replaceChildren; let shown = false; "
        "Element.prototype.replaceChildren = function (...kids) { "
        "const trips = kids.some((k) => k && k.getAttribute && k.getAttribute('aria-label') === 'Trips'); "
        "if (trips) { if (shown) return; shown = true; } return r.apply(this, kids); };</script>"
    )


# -- once switches inside the gold code, now patches from outside ------------------------------------------------


@MUTANTS.mutant(
    "quote_no_service_fee", layer="leaf", fault="the price breakdown leaves out the service fee", rules=["price.service_fee"]
)
def _quote_no_service_fee(p: Patcher) -> None:
    _requote(p, lambda q, listing: q.update(service_fee=0))


@MUTANTS.mutant(
    "calendar_ignores_blocks",
    layer="leaf",
    fault="the calendar shows nights the host blocked as available",
    rules=["calendar.available"],
)
def _calendar_ignores_blocks(p: Patcher) -> None:
    def make(original: Callable[..., Any]) -> Callable[..., Any]:
        return lambda session, listing: {
            k: SimpleNamespace(available=True, price=o.price) for k, o in original(session, listing).items()
        }

    p.wrap(store, "overrides", make)


@MUTANTS.mutant(
    "custom_price_not_in_quote",
    layer="integration",
    fault="quotes use the default price, ignoring the host's custom prices",
    rules=["price.subtotal"],
)
def _custom_price_not_in_quote(p: Patcher) -> None:
    def adjust(q: dict[str, Any], listing: Any) -> None:
        q["nightly"] = [{**n, "price": listing.nightly_price} for n in q["nightly"]]
        q["subtotal"] = listing.nightly_price * q["nights"]
        q["service_fee"] = store.half_up(q["subtotal"], store.SERVICE_RATE)
        q["taxes"] = store.half_up(q["subtotal"] + q["cleaning_fee"], store.TAX_RATE)

    _requote(p, adjust)


@MUTANTS.mutant(
    "decline_keeps_dates",
    layer="integration",
    fault="declining a request keeps its nights blocked",
    rules=["host.decide.decline"],
)
def _decline_keeps_dates(p: Patcher) -> None:
    p.wrap(store, "HOLDS", lambda holds: (*holds, "declined"))


@MUTANTS.mutant(
    "ui_hide_map", layer="visual", fault="the UI hides the map and the availability calendars", rules=["screen:search"]
)
def _ui_hide_map(p: Patcher) -> None:
    p.page("<style>.map,.calendar{display:none}</style>")


# -- security: the kit's insecure mutants, and this app's own owner and read-only faults ----------------------------
insecure.register(MUTANTS, "airbnb")


@MUTANTS.mutant(
    "insecure_anyone_cancels",
    layer="security",
    fault="cancelling a trip skips the guest check (reading and reviewing another guest's booking still refuse)",
    rules=["security.owner.only"],
)
def _insecure_anyone_cancels(p: Patcher) -> None:
    def any_booking(session: Any, booking_id: str) -> Booking:
        found = session.get(Booking, booking_id)
        if found is None:
            raise store.missing()
        return found

    p.during(bookings, "cancel", bookings, "_mine", any_booking)


@MUTANTS.mutant(
    "insecure_status_from_body",
    layer="security",
    fault="a new booking takes the status the client sends (a request confirmed without its host)",
    rules=["security.fields.read_only"],
)
def _insecure_status_from_body(p: Patcher) -> None:
    def forge(session: Any, out: Any, *, body: dict[str, Any] | None = None, **_: Any) -> Any:
        status = (body or {}).get("status")
        if isinstance(status, str) and isinstance(out, dict) and out.get("id"):
            session.get(Booking, out["id"]).status = status
            session.commit()
            out = {**out, "status": status}
        return out

    p.after(bookings, "create", forge)
