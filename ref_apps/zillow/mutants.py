"""Outside mutants of the gold zillow app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

import math
from datetime import datetime
from decimal import ROUND_DOWN, Decimal
from typing import Any

from sqlalchemy import delete, func, select

from ..kit import insecure
from ..kit.clock import now
from ..kit.crud import iso_now
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import forms_ignored, replay_first_get
from .app import store
from .app.handlers import listings, me, mortgage, saved_homes, saved_searches, tours
from .app.models import Listing, MortgagePreferences, SavedHome, SavedSearch, Tour, TourSlot

MUTANTS = MutantBook("zillow")


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


def _ok(body: Any) -> bool:
    """A success body (rewrites leave error bodies alone)."""
    return isinstance(body, dict) and "error" not in body


def _search_over(statuses: tuple[str, ...]) -> Any:
    """store.search over listings of these statuses instead of for_sale only."""

    def search(session: Any, f: dict[str, Any]) -> list[Any]:
        rows = [r for r in session.scalars(select(Listing).where(Listing.status.in_(statuses)).order_by(Listing.id)) if store.matches(r, f)]
        if f["sort"] == "price_asc":
            rows.sort(key=lambda r: r.price)
        elif f["sort"] == "price_desc":
            rows.sort(key=lambda r: -r.price)
        else:
            rows.sort(key=lambda r: r.listed_at, reverse=True)
        return rows

    return search


def _instant(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


# -- me and search --------------------------------------------------------------------------------------------
@MUTANTS.mutant("past_tours_upcoming", layer="leaf", fault="upcoming_tour_count also counts requested tours whose slot has passed", rules=["me.counts"])
def _past_tours_upcoming(p: Patcher) -> None:
    def count(session: Any) -> int:
        return int(session.scalar(select(func.count()).select_from(Tour).where(Tour.status == "requested")) or 0)

    p.wrap(me, "upcoming_tours", lambda original: count)


@MUTANTS.mutant("search_shows_pending", layer="leaf", fault="the search also finds pending homes", rules=["search.for_sale_only"])
def _search_shows_pending(p: Patcher) -> None:
    p.wrap(store, "search", lambda original: _search_over(("for_sale", "pending")))


@MUTANTS.mutant("bounds_exclusive", layer="leaf", fault="a home on the edge of the map box is left out", rules=["search.bounds"])
def _bounds_exclusive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def matches(row: Any, f: dict[str, Any]) -> bool:
            b = f["bounds"]
            if b and (row.lat in (b["south"], b["north"]) or row.lng in (b["west"], b["east"])):
                return False
            return original(row, f)

        return matches

    p.wrap(store, "matches", make)


@MUTANTS.mutant("max_price_exclusive", layer="leaf", fault="max_price keeps only homes strictly below it", rules=["search.price"])
def _max_price_exclusive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda row, f: original(row, f) and (f["max_price"] is None or row.price < f["max_price"])

    p.wrap(store, "matches", make)


@MUTANTS.mutant("half_baths_floored", layer="leaf", fault="min_baths drops its half: 2.5 asks for 2", rules=["search.beds_baths"])
def _half_baths_floored(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def matches(row: Any, f: dict[str, Any]) -> bool:
            baths = f["min_baths"]
            return original(row, {**f, "min_baths": math.floor(baths) if baths is not None else None})

        return matches

    p.wrap(store, "matches", make)


@MUTANTS.mutant("first_home_type_only", layer="leaf", fault="home_type keeps only the first listed type", rules=["search.home_type"])
def _first_home_type_only(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def matches(row: Any, f: dict[str, Any]) -> bool:
            return original(row, {**f, "home_type": f["home_type"][:1]})

        return matches

    p.wrap(store, "matches", make)


@MUTANTS.mutant("ties_by_id_descending", layer="leaf", fault="homes that tie in the sort come by id descending", rules=["search.sort"])
def _ties_by_id_descending(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def search(session: Any, f: dict[str, Any]) -> list[Any]:
            rows = sorted(original(session, f), key=lambda r: r.id, reverse=True)
            if f["sort"] == "price_asc":
                return sorted(rows, key=lambda r: r.price)
            if f["sort"] == "price_desc":
                return sorted(rows, key=lambda r: -r.price)
            return sorted(rows, key=lambda r: _instant(r.listed_at), reverse=True)

        return search

    p.wrap(store, "search", make)


@MUTANTS.mutant("total_ignores_filters", layer="leaf", fault="total counts every for-sale home whatever the filters", rules=["search.total"])
def _total_ignores_filters(p: Patcher) -> None:
    p.respond("listings.search", lambda body, query: {**body, "total": 9} if _ok(body) else body)


# -- details, slots, agents -----------------------------------------------------------------------------------
@MUTANTS.mutant("unsaved_note_empty", layer="leaf", fault="an unsaved home answers saved_note '' instead of null", rules=["listings.details"])
def _unsaved_note_empty(p: Patcher) -> None:
    p.respond("listings.get", lambda body, query: {**body, "saved_note": body["saved_note"] or ""} if _ok(body) else body)


@MUTANTS.mutant("ppsf_truncated", layer="leaf", fault="price_per_sqft is truncated instead of rounded", rules=["listings.price_per_sqft"])
def _ppsf_truncated(p: Patcher) -> None:
    p.respond("listings.get", lambda body, query: {**body, "price_per_sqft": body["price"] // body["sqft"]} if _ok(body) else body)


@MUTANTS.mutant("days_rounded_up", layer="leaf", fault="days_on_zillow counts a started day as a whole one", rules=["listings.days_on_zillow"])
def _days_rounded_up(p: Patcher) -> None:
    def days(body: Any, query: Any) -> Any:
        if not _ok(body):
            return body
        return {**body, "days_on_zillow": math.ceil((now() - _instant(body["listed_at"])).total_seconds() / 86400)}

    p.respond("listings.get", days)


@MUTANTS.mutant("estimate_without_hoa", layer="leaf", fault="the estimated payment leaves out the HOA dues", rules=["listings.estimate"])
def _estimate_without_hoa(p: Patcher) -> None:
    def drop(body: Any, query: Any) -> Any:
        if not _ok(body):
            return body
        return {**body, "estimated_monthly_payment": round(body["estimated_monthly_payment"] - body["hoa_monthly"], 2)}

    p.respond("listings.get", drop)


@MUTANTS.mutant("past_slots_listed", layer="leaf", fault="the tour slots include the ones that have passed", rules=["listings.slots"])
def _past_slots_listed(p: Patcher) -> None:
    def slots(session: Any, *, listing_id: str, **_: Any) -> Any:
        row = store.listing(session, listing_id)
        held = listings.held_slots(session)
        stmt = select(TourSlot).where(TourSlot.listing_id == row.id).order_by(TourSlot.starts_at, TourSlot.id)
        return {"slots": [{"id": s.id, "starts_at": s.starts_at, "available": s.id not in held} for s in session.scalars(stmt)]}

    p.wrap(listings, "slots", lambda original: slots)


@MUTANTS.mutant("agent_oldest_first", layer="leaf", fault="an agent's homes come oldest listed first", rules=["agents.listings"])
def _agent_oldest_first(p: Patcher) -> None:
    p.respond("agents.get", lambda body, query: {**body, "listings": body["listings"][::-1]} if _ok(body) else body)


# -- saved homes ----------------------------------------------------------------------------------------------
@MUTANTS.mutant("resave_resets", layer="leaf", fault="saving a saved home again starts it over: the note is cleared, saved_at is now", rules=["saved_homes.save"])
def _resave_resets(p: Patcher) -> None:
    def reset(session: Any, *, listing_id: str, **_: Any) -> None:
        session.execute(delete(SavedHome).where(SavedHome.listing_id == listing_id))
        session.flush()

    p.before(saved_homes, "save", reset)


@MUTANTS.mutant("saved_oldest_first", layer="leaf", fault="saved homes come oldest saved first", rules=["saved_homes.list"])
def _saved_oldest_first(p: Patcher) -> None:
    p.respond("saved_homes.list", lambda body, query: {**body, "homes": body["homes"][::-1]} if _ok(body) else body)


@MUTANTS.mutant("long_note_cut", layer="leaf", fault="a note over 200 characters is cut to 200 instead of refused", rules=["saved_homes.note"])
def _long_note_cut(p: Patcher) -> None:
    p.request("saved_homes.update", lambda body, query: {**body, "note": body["note"][:200]} if isinstance(body, dict) and isinstance(body.get("note"), str) else body)


@MUTANTS.mutant("unsave_unsaved_ok", layer="leaf", fault="unsaving a home that is not saved answers 204", rules=["saved_homes.remove"])
def _unsave_unsaved_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def remove(session: Any, **kw: Any) -> Any:
            try:
                return original(session, **kw)
            except ApiError as error:
                if error.code != 404 or session.get(Listing, kw["listing_id"]) is None:
                    raise
                return None

        return remove

    p.wrap(saved_homes, "remove", make)


# -- saved searches -------------------------------------------------------------------------------------------
@MUTANTS.mutant("notify_default_instant", layer="leaf", fault="a saved search without notify is stored instant", rules=["saved_searches.create"])
def _notify_default_instant(p: Patcher) -> None:
    p.request("saved_searches.create", lambda body, query: {"notify": "instant", **body} if isinstance(body, dict) else body)


@MUTANTS.mutant("names_case_sensitive", layer="leaf", fault="saved-search names are unique only in the same case", rules=["saved_searches.unique_name"])
def _names_case_sensitive(p: Patcher) -> None:
    def name(session: Any, value: Any, keep: str | None = None) -> str:
        if not isinstance(value, str) or not value.strip():
            raise store.invalid("name is required")
        if any(o.id != keep and o.name == value.strip() for o in session.scalars(select(SavedSearch))):
            raise ApiError(409, "A saved search with this name exists")
        return value.strip()

    p.wrap(saved_searches, "_name", lambda original: name)


@MUTANTS.mutant("unknown_types_dropped", layer="leaf", fault="a saved search's unknown home types are dropped instead of refused", rules=["saved_searches.filters_checked"])
def _unknown_types_dropped(p: Patcher) -> None:
    def clean(body: Any, query: Any) -> Any:
        filters = body.get("filters") if isinstance(body, dict) else None
        if isinstance(filters, dict) and isinstance(filters.get("home_type"), list):
            return {**body, "filters": {**filters, "home_type": [t for t in filters["home_type"] if t in store.HOME_TYPES]}}
        return body

    p.request("saved_searches.create", clean)
    p.request("saved_searches.update", clean)


@MUTANTS.mutant("searches_case_sorted", layer="leaf", fault="saved searches sort by name in case-sensitive order", rules=["saved_searches.order"])
def _searches_case_sorted(p: Patcher) -> None:
    p.respond("saved_searches.list", lambda body, query: {**body, "searches": sorted(body["searches"], key=lambda s: s["name"])} if _ok(body) else body)


@MUTANTS.mutant("match_count_with_pending", layer="leaf", fault="match_count also counts pending homes", rules=["saved_searches.match_count"])
def _match_count_with_pending(p: Patcher) -> None:
    p.wrap(saved_searches, "search", lambda original: _search_over(("for_sale", "pending")))


@MUTANTS.mutant("results_ignore_sort", layer="leaf", fault="a saved search's results ignore its stored sort (newest first)", rules=["saved_searches.results"])
def _results_ignore_sort(p: Patcher) -> None:
    p.wrap(saved_searches, "run", lambda original: lambda session, f: original(session, {**f, "sort": "newest"}))


@MUTANTS.mutant("filters_merged", layer="leaf", fault="PATCH merges the given filters into the stored ones instead of replacing them", rules=["saved_searches.update"])
def _filters_merged(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def update(session: Any, *, search_id: str, body: dict[str, Any] | None = None, **kw: Any) -> Any:
            row = session.get(SavedSearch, search_id)
            if row is not None and isinstance(body, dict) and isinstance(body.get("filters"), dict):
                stored = saved_searches.stored_filters(row)
                flat = {k: v for k, v in stored.items() if v not in (None, []) and k != "sort" or (k == "sort" and v != "newest")}
                body = {**body, "filters": {**flat, **body["filters"]}}
            return original(session, search_id=search_id, body=body, **kw)

        return update

    p.wrap(saved_searches, "update", make)


@MUTANTS.mutant("delete_search_unsaves", layer="leaf", fault="deleting a saved search also unsaves the homes it found", rules=["saved_searches.delete"])
def _delete_search_unsaves(p: Patcher) -> None:
    def unsave(session: Any, *, search_id: str, **_: Any) -> None:
        row = session.get(SavedSearch, search_id)
        if row is not None:
            found = [r.id for r in store.search(session, saved_searches.stored_filters(row))]
            session.execute(delete(SavedHome).where(SavedHome.listing_id.in_(found)))

    p.before(saved_searches, "delete", unsave)


# -- tours ----------------------------------------------------------------------------------------------------
@MUTANTS.mutant("tour_message_dropped", layer="leaf", fault="a tour request's message is not kept", rules=["tours.create"])
def _tour_message_dropped(p: Patcher) -> None:
    p.request("tours.create", lambda body, query: {k: v for k, v in body.items() if k != "message"} if isinstance(body, dict) else body)


@MUTANTS.mutant("past_slot_accepted", layer="leaf", fault="a slot that has passed can be requested", rules=["tours.slot"])
def _past_slot_accepted(p: Patcher) -> None:
    def free(session: Any, listing_id: str, slot_id: Any) -> Any:
        slot = session.get(TourSlot, slot_id) if isinstance(slot_id, str) else None
        if slot is None or slot.listing_id != listing_id:
            raise store.not_found("Tour slot")
        if slot.id in listings.held_slots(session):
            raise ApiError(409, "That slot is taken")
        return slot

    p.wrap(tours, "_free_slot", lambda original: free)


@MUTANTS.mutant("second_tour_replaces", layer="leaf", fault="a second request for a home silently cancels the first", rules=["tours.one_per_home"])
def _second_tour_replaces(p: Patcher) -> None:
    def cancel_old(session: Any, *, body: dict[str, Any] | None = None, **_: Any) -> None:
        home = (body or {}).get("listing_id")
        for t in session.scalars(select(Tour).where(Tour.listing_id == home, Tour.status == "requested")):
            t.status = "cancelled"
        session.flush()

    p.before(tours, "create", cancel_old)


@MUTANTS.mutant("sold_home_toured", layer="leaf", fault="pending and sold homes can be toured", rules=["tours.for_sale"])
def _sold_home_toured(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def create(session: Any, *, body: dict[str, Any] | None = None, **kw: Any) -> Any:
            home = session.get(Listing, str((body or {}).get("listing_id") or ""))
            if home is None or home.status == "for_sale":
                return original(session, body=body, **kw)
            status, home.status = home.status, "for_sale"
            try:
                out = original(session, body=body, **kw)
            finally:
                home.status = status
                session.commit()
            return {**out, "listing": {**out["listing"], "status": status}}

        return create

    p.wrap(tours, "create", make)


@MUTANTS.mutant("tours_by_request_time", layer="leaf", fault="tours are listed in the order they were requested", rules=["tours.list"])
def _tours_by_request_time(p: Patcher) -> None:
    p.respond("tours.list", lambda body, query: {**body, "tours": sorted(body["tours"], key=lambda t: t["created_at"])} if _ok(body) else body)


@MUTANTS.mutant("cancel_twice_ok", layer="leaf", fault="cancelling a cancelled tour answers 200", rules=["tours.cancel"])
def _cancel_twice_ok(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def cancel(session: Any, *, tour_id: str, **kw: Any) -> Any:
            row = session.get(Tour, tour_id)
            if row is not None and row.status == "cancelled":
                return tours.resource(session, row)
            return original(session, tour_id=tour_id, **kw)

        return cancel

    p.wrap(tours, "cancel", make)


@MUTANTS.mutant("reschedule_revives", layer="leaf", fault="rescheduling a cancelled tour brings it back as requested", rules=["tours.reschedule"])
def _reschedule_revives(p: Patcher) -> None:
    def revive(session: Any, *, tour_id: str, **_: Any) -> None:
        row = session.get(Tour, tour_id)
        if row is not None and row.status == "cancelled":
            row.status = "requested"
            session.flush()

    p.before(tours, "reschedule", revive)


# -- mortgage -------------------------------------------------------------------------------------------------
@MUTANTS.mutant("loan_ignores_down_payment", layer="leaf", fault="the estimate finances the whole price, ignoring the down payment", rules=["mortgage.formula"])
def _loan_ignores_down_payment(p: Patcher) -> None:
    p.wrap(mortgage, "mortgage", lambda original: lambda price, pct, rate, term: original(price, 0 if isinstance(pct, (int, float)) and 0 <= pct < 100 else pct, rate, term))


@MUTANTS.mutant("cents_truncated", layer="leaf", fault="money amounts are truncated to the cent instead of rounded", rules=["mortgage.rounding"])
def _cents_truncated(p: Patcher) -> None:
    p.wrap(store, "cents", lambda original: lambda value: float(Decimal(value).quantize(Decimal("0.01"), rounding=ROUND_DOWN)))


@MUTANTS.mutant("rate_cap_exclusive", layer="leaf", fault="a 20 % rate is refused (the cap is taken as exclusive)", rules=["mortgage.validation"])
def _rate_cap_exclusive(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def checked(price: Any, pct: Any, rate: Any, term: Any) -> Any:
            if rate == 20:
                raise store.invalid("rate must be below 20")
            return original(price, pct, rate, term)

        return checked

    p.wrap(mortgage, "mortgage", make)


@MUTANTS.mutant("term_not_saved", layer="leaf", fault="saving the defaults keeps the old loan term", rules=["mortgage.preferences"])
def _term_not_saved(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def put(session: Any, **kw: Any) -> Any:
            term = session.get(MortgagePreferences, "default").term_years
            out = original(session, **kw)
            session.get(MortgagePreferences, "default").term_years = term
            session.commit()
            return {**out, "term_years": term}

        return put

    p.wrap(mortgage, "set_preferences", make)


@MUTANTS.mutant("unknown_home_400", layer="leaf", fault="an unknown home id answers 400", rules=["errors.not_found"])
def _unknown_home_400(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def listing(session: Any, listing_id: str) -> Any:
            try:
                return original(session, listing_id)
            except ApiError as error:
                raise ApiError(400, "bad listing id") from error

        return listing

    p.wrap(listings, "listing", make)


# -- integration: every endpoint right on the seed, a composition wrong -----------------------------------------
@MUTANTS.mutant("search_saved_snapshot", layer="integration", fault="the search marks saved only the homes saved before the clock", rules=["saved_homes.save"])
def _search_saved_snapshot(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def summary(session: Any, row: Any) -> Any:
            saved = session.get(SavedHome, row.id)
            return {**original(session, row), "saved": saved is not None and saved.saved_at < iso_now()}

        return summary

    p.wrap(store, "summary", make)


@MUTANTS.mutant("new_tours_not_counted", layer="integration", fault="upcoming_tour_count counts only tours requested before the clock", rules=["me.counts", "tours.create"])
def _new_tours_not_counted(p: Patcher) -> None:
    def count(session: Any) -> int:
        stmt = select(func.count()).select_from(Tour).join(TourSlot, TourSlot.id == Tour.slot_id)
        stmt = stmt.where(Tour.status == "requested", TourSlot.starts_at > iso_now(), Tour.created_at < iso_now())
        return int(session.scalar(stmt) or 0)

    p.wrap(me, "upcoming_tours", lambda original: count)


@MUTANTS.mutant("slots_ignore_new_tours", layer="integration", fault="slot availability ignores tours requested today", rules=["listings.slots", "tours.create"])
def _slots_ignore_new_tours(p: Patcher) -> None:
    def held(session: Any) -> set[str]:
        stmt = select(Tour.slot_id).where(Tour.status == "requested", Tour.created_at < iso_now())
        return set(session.scalars(stmt))

    p.wrap(listings, "held_slots", lambda original: held)


@MUTANTS.mutant("estimate_startup_defaults", layer="integration", fault="listing estimates use the defaults read at start-up, not the saved ones", rules=["listings.estimate"])
def _estimate_startup_defaults(p: Patcher) -> None:
    def estimate(session: Any, row: Any) -> float:
        monthly = store.mortgage(row.price, 20.0, 6.5, 30)["monthly_payment"]
        return store.cents(Decimal(str(monthly)) + row.hoa_monthly)

    p.wrap(listings, "estimate_for", lambda original: estimate)


# -- UI: the API stays right, the page does not ---------------------------------------------------------------
@MUTANTS.mutant("ui_counts_stale", layer="root", fault="the header keeps the saved-home and tour counts it first read (a stale cache of /api/me)", rules=["ui.search.save"])
def _ui_counts_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/me(\?|$)/"))


@MUTANTS.mutant("ui_tour_form_dead", layer="root", fault="the tour form's Request tour button does nothing", rules=["ui.listing.tour"])
def _ui_tour_form_dead(p: Patcher) -> None:
    p.page(forms_ignored('[aria-label="Schedule a tour"]'))


@MUTANTS.mutant("ui_forms_dead", layer="root", fault="the Filters and Calculator forms ignore their buttons", rules=["ui.search.filter", "ui.mortgage.defaults"])
def _ui_forms_dead(p: Patcher) -> None:
    p.page(forms_ignored('[aria-label="Filters"], [aria-label="Calculator"]'))


@MUTANTS.mutant("ui_tours_not_rerendered", layer="root", fault="after a cancel, the Tour requests list is not redrawn (a stale cache of /api/tours)", rules=["ui.tours.cancel"])
def _ui_tours_not_rerendered(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/tours$/"))


def _rewrite_get(pattern: str, change: str) -> str:
    """A page script: each GET whose path matches the JS regex literal `pattern` answers its JSON body after the JS
    function `change` has bent it in place (the API stays right; the page draws what it was given)."""
    return f"""<script>(() => {{
  const fetch0 = window.fetch;
  window.fetch = async (input, init) => {{
    const answer = await fetch0(input, init);
    const url = typeof input === "string" ? input : input.url;
    if ((init?.method || "GET").toUpperCase() !== "GET" || !{pattern}.test(url) || !answer.ok) return answer;
    const body = await answer.json();
    ({change})(body);
    return new Response(JSON.stringify(body), {{ status: answer.status, headers: {{ "content-type": "application/json" }} }});
  }};
}})();</script>"""


@MUTANTS.mutant("ui_money_no_separators", layer="root", fault="whole-dollar prices lose their thousands separators ($650000)", rules=["ui.money.format"])
def _ui_money_no_separators(p: Patcher) -> None:
    p.page(
        "<script>(() => { const f = Number.prototype.toLocaleString; Number.prototype.toLocaleString = function (locale, options) "
        "{ return options ? f.call(this, locale, options) : String(Number(this)); }; })();</script>"
    )


@MUTANTS.mutant("ui_monthly_cents_trimmed", layer="root", fault="monthly amounts drop cents of zero ($2,000 for $2,000.00)", rules=["ui.money.format"])
def _ui_monthly_cents_trimmed(p: Patcher) -> None:
    p.page(
        "<script>(() => { const f = Number.prototype.toLocaleString; Number.prototype.toLocaleString = function (locale) "
        "{ return f.call(this, locale); }; })();</script>"
    )


@MUTANTS.mutant("ui_tours_latest_first", layer="root", fault="the Tours page lists the tour requests latest first", rules=["ui.tours.page"])
def _ui_tours_latest_first(p: Patcher) -> None:
    p.page(_rewrite_get(r"/^\/api\/tours$/", "(body) => body.tours.reverse()"))


@MUTANTS.mutant("ui_saved_notes_dropped", layer="root", fault="the Saved page leaves out each saved home's note", rules=["ui.saved.page"])
def _ui_saved_notes_dropped(p: Patcher) -> None:
    p.page(_rewrite_get(r"/^\/api\/saved-homes$/", "(body) => body.homes.forEach((h) => { h.note = ''; })"))


@MUTANTS.mutant(
    "ui_calculator_fixed_defaults", layer="root", fault="the calculator starts at 20 %, 6.5 %, 30 years, not at the saved defaults", rules=["ui.mortgage.page"]
)
def _ui_calculator_fixed_defaults(p: Patcher) -> None:
    p.page(_rewrite_get(r"/^\/api\/mortgage\/preferences$/", "(body) => Object.assign(body, { down_payment_percent: 20, rate: 6.5, term_years: 30 })"))


@MUTANTS.mutant(
    "ui_estimate_fixed_defaults",
    layer="root",
    fault="a home's page works its monthly payment out at 20 %, 6.5 %, 30 years, not under the saved defaults",
    rules=["ui.listing.page"],
)
def _ui_estimate_fixed_defaults(p: Patcher) -> None:
    p.page(
        _rewrite_get(
            r"/^\/api\/listings\/[^/?]+$/",
            "(h) => { const r = 0.065 / 12, loan = h.price * 0.8; "
            "h.estimated_monthly_payment = Math.round((loan * r / (1 - Math.pow(1 + r, -360))) * 100) / 100 + h.hoa_monthly; }",
        )
    )


@MUTANTS.mutant("ui_result_links_dead", layer="root", fault="a result's link on Homes does not open the home's page", rules=["ui.search.results"])
def _ui_result_links_dead(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('click', (e) => { if (e.target.closest('[aria-label=\"Results\"] a')) e.preventDefault(); }, true);</script>"
    )


@MUTANTS.mutant("ui_mortgage_link_wrong", layer="root", fault="the header's Mortgage link opens Homes", rules=["ui.header.nav"])
def _ui_mortgage_link_wrong(p: Patcher) -> None:
    p.page(
        "<script>document.addEventListener('DOMContentLoaded', () => { "
        "const a = document.querySelector('nav a[href=\"/mortgage\"]'); if (a) a.setAttribute('href', '/homes'); });</script>"
    )


# -- security: the kit's insecure mutants, and this app's own read-only faults ----------------------------------------
insecure.register(MUTANTS, "zillow")
# No ownership mutant: the brief has one signed-in shopper, so the seed holds nothing of another user's to name.


@MUTANTS.mutant(
    "insecure_tour_status_from_body",
    layer="security",
    fault="a tour request takes the status the client sends (stored cancelled, or any word) instead of requested",
    rules=["security.fields.read_only"],
)
def _insecure_tour_status_from_body(p: Patcher) -> None:
    p.from_body(tours, "create", Tour, "status", kind=str)


@MUTANTS.mutant(
    "insecure_search_created_from_body",
    layer="security",
    fault="a new saved search takes the created_at the client sends instead of the clock's now",
    rules=["security.fields.read_only"],
)
def _insecure_search_created_from_body(p: Patcher) -> None:
    p.from_body(saved_searches, "create", SavedSearch, "created_at", kind=str)
