"""Outside mutants of the gold uber app: one named patch per rule of contract.json /rules (ref_apps/kit/patches.py)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func, select

from ..kit import insecure
from ..kit.crud import iso_now
from ..kit.errors import ApiError
from ..kit.patches import MutantBook, Patcher
from ..kit.ui_faults import replay_first_get
from .app import store
from .app.handlers import driver, estimates, locations, me, payments, places, rides
from .app.models import Location, PaymentMethod, Ride

MUTANTS = MutantBook("uber")


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


def _replace(p: Patcher, module: Any, attr: str, replacement: Any) -> None:
    p.wrap(module, attr, lambda original: replacement)


# -- rider, catalog, locations and estimates --------------------------------------------------------------------
@MUTANTS.mutant("trips_count_all", layer="leaf", fault="completed_trips counts every ride, cancelled ones too", rules=["me.profile"])
def _trips_count_all(p: Patcher) -> None:
    _replace(p, me, "completed_trips", lambda session: int(session.scalar(select(func.count()).select_from(Ride)) or 0))


@MUTANTS.mutant("green_minimum_wrong", layer="leaf", fault="the catalog shows Green's minimum as UberX's", rules=["products.catalog"])
def _green_minimum_wrong(p: Patcher) -> None:
    p.respond("products.list", lambda body, query: {**body, "products": [
        {**x, "minimum_cents": 800} if x["id"] == "green" else x for x in body["products"]]})


@MUTANTS.mutant("search_case_sensitive", layer="leaf", fault="location search matches case-sensitively", rules=["locations.search"])
def _search_case_sensitive(p: Patcher) -> None:
    def search(session: Any, *, q: str | None = None, **_: Any) -> Any:
        rows = sorted(session.scalars(select(Location)), key=lambda r: (r.name.lower(), r.id))
        rows = [r for r in rows if not q or q in r.name or q in r.address]
        return {"locations": [store.location(r) for r in rows]}

    _replace(p, locations, "search", search)


@MUTANTS.mutant("two_minutes_per_km", layer="leaf", fault="durations are 2 minutes per km, not 3", rules=["estimates.distance"])
def _two_minutes_per_km(p: Patcher) -> None:
    def size(a: Any, b: Any) -> tuple[int, int]:
        km = abs(a.x - b.x) + abs(a.y - b.y)
        return km, km * 2

    for module in (estimates, rides):
        _replace(p, module, "trip_size", size)


@MUTANTS.mutant("no_minimum_fare", layer="leaf", fault="a short trip is not raised to the product's minimum fare", rules=["estimates.fare"])
def _no_minimum_fare(p: Patcher) -> None:
    def fare(product: Any, km: int, minutes: int) -> int:
        return product.base_cents + product.per_km_cents * km + product.per_min_cents * minutes

    for module in (estimates, rides):
        _replace(p, module, "fare", fare)


@MUTANTS.mutant("ties_by_id_descending", layer="leaf", fault="equal fares list in reverse product id order", rules=["estimates.order"])
def _ties_by_id_descending(p: Patcher) -> None:
    def reorder(body: Any, query: Any) -> Any:
        items = sorted(body["estimates"], key=lambda e: e["product"]["id"], reverse=True)
        return {**body, "estimates": sorted(items, key=lambda e: e["fare_cents"])}

    p.respond("estimates.get", reorder)


@MUTANTS.mutant("same_place_allowed", layer="leaf", fault="a trip from a location to itself is quoted and booked", rules=["estimates.invalid"])
def _same_place_allowed(p: Patcher) -> None:
    def ends(session: Any, pickup_id: Any, dropoff_id: Any) -> Any:
        if not pickup_id or not dropoff_id:
            raise store.invalid("pickup_id and dropoff_id are required")
        return store.get(session, Location, pickup_id, "Location"), store.get(session, Location, dropoff_id, "Location")

    for module in (estimates, rides):
        _replace(p, module, "endpoints", ends)


@MUTANTS.mutant("unknown_ride_400", layer="leaf", fault="an unknown ride id answers 400", rules=["errors.not_found"])
def _unknown_ride_400(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def row(session: Any, ride_id: str) -> Any:
            try:
                return original(session, ride_id)
            except ApiError as error:
                raise ApiError(400, "bad ride id") from error

        return row

    p.wrap(rides, "ride_row", make)


# -- saved places -----------------------------------------------------------------------------------------------
@MUTANTS.mutant("places_case_sensitive_sort", layer="leaf", fault="places sort by label case-sensitively (gym after Work)", rules=["places.list.order"])
def _places_case_sensitive_sort(p: Patcher) -> None:
    p.respond("places.list", lambda body, query: {**body, "places": sorted(body["places"], key=lambda x: x["label"])})


@MUTANTS.mutant("blank_label_untitled", layer="leaf", fault="a blank label is saved as Untitled instead of refused", rules=["places.create"])
def _blank_label_untitled(p: Patcher) -> None:
    def fill(body: Any, query: Any) -> Any:
        if isinstance(body, dict) and isinstance(body.get("label"), str) and not body["label"].strip():
            return {**body, "label": "Untitled"}
        return body

    p.request("places.create", fill)


@MUTANTS.mutant("labels_case_sensitive", layer="leaf", fault="HOME is accepted beside Home", rules=["places.create.unique"])
def _labels_case_sensitive(p: Patcher) -> None:
    _replace(p, places, "label_taken", lambda session, label: any(x.label == label for x in session.scalars(select(places.Place))))


@MUTANTS.mutant("place_delete_noop", layer="leaf", fault="deleting a place answers 204 and keeps it", rules=["places.delete"])
def _place_delete_noop(p: Patcher) -> None:
    _replace(p, places, "delete", lambda session, *, place_id, **_: store.get(session, places.Place, place_id, "Place") and None)


# -- payment methods --------------------------------------------------------------------------------------------
@MUTANTS.mutant("methods_by_id_only", layer="leaf", fault="payment methods list by id, the default not first", rules=["payments.list.order"])
def _methods_by_id_only(p: Patcher) -> None:
    p.respond("payments.list", lambda body, query: {**body, "payment_methods": sorted(body["payment_methods"], key=lambda m: m["id"])})


@MUTANTS.mutant("last4_unchecked", layer="leaf", fault="last4 is only checked for length, letters pass", rules=["payments.create"])
def _last4_unchecked(p: Patcher) -> None:
    def loosen(body: Any, query: Any) -> Any:
        if isinstance(body, dict) and isinstance(body.get("last4"), str) and len(body["last4"]) == 4 and not body["last4"].isdigit():
            return {**body, "last4": "0000"}
        return body

    p.request("payments.create", loosen)


@MUTANTS.mutant("two_defaults", layer="leaf", fault="a new default leaves the old one marked default", rules=["payments.default.single"])
def _two_defaults(p: Patcher) -> None:
    def set_default(session: Any, *, payment_method_id: str, **_: Any) -> Any:
        chosen = store.get(session, PaymentMethod, payment_method_id, "Payment method")
        chosen.is_default = True
        session.commit()
        return store.payment_resource(chosen)

    _replace(p, payments, "set_default", set_default)


@MUTANTS.mutant("used_method_deletable", layer="leaf", fault="a card past rides used can be deleted", rules=["payments.delete.refused"])
def _used_method_deletable(p: Patcher) -> None:
    _replace(p, payments, "used", lambda session, pm: False)


# -- rides ------------------------------------------------------------------------------------------------------
@MUTANTS.mutant("booking_fee_added", layer="leaf", fault="a requested ride stores the quote plus a 100-cent booking fee", rules=["rides.request.created"])
def _booking_fee_added(p: Patcher) -> None:
    def bump(session: Any, out: Any, **kw: Any) -> None:
        session.get(Ride, out["id"]).fare_cents += 100

    _after(p, rides, "request", bump)


@MUTANTS.mutant("chosen_method_ignored", layer="leaf", fault="a ride is always paid with the default, whatever the request names", rules=["rides.request.payment"])
def _chosen_method_ignored(p: Patcher) -> None:
    p.request("rides.request", lambda body, query: {k: v for k, v in body.items() if k != "payment_method_id"} if isinstance(body, dict) else body)


@MUTANTS.mutant("second_ride_allowed", layer="leaf", fault="a second ride can be requested while one is active", rules=["rides.request.one_active"])
def _second_ride_allowed(p: Patcher) -> None:
    def request(session: Any, **kw: Any) -> Any:
        real = rides.current_ride
        rides.current_ride = lambda session: None
        try:
            return real_request(session, **kw)
        finally:
            rides.current_ride = real

    real_request = rides.request
    _replace(p, rides, "request", request)


@MUTANTS.mutant("current_is_latest", layer="leaf", fault="the current ride is the latest ride, even a finished one", rules=["rides.current"])
def _current_is_latest(p: Patcher) -> None:
    def current(session: Any, **_: Any) -> Any:
        rows = rides.history(session, None)
        return {"ride": store.ride_resource(session, rows[0]) if rows else None}

    _replace(p, rides, "current", current)


@MUTANTS.mutant("history_oldest_first", layer="leaf", fault="trip history lists the oldest ride first", rules=["rides.history"])
def _history_oldest_first(p: Patcher) -> None:
    p.respond("rides.list", lambda body, query: {**body, "rides": list(reversed(body["rides"]))})


@MUTANTS.mutant("driver_hidden", layer="leaf", fault="GET /api/rides/{id} never shows the driver", rules=["rides.get.driver"])
def _driver_hidden(p: Patcher) -> None:
    p.respond("rides.get", lambda body, query: {**body, "driver": None} if isinstance(body, dict) and "driver" in body else body)


@MUTANTS.mutant("accept_forgets_driver", layer="leaf", fault="accepting sets the state but stores no driver", rules=["driver.accept.assign"])
def _accept_forgets_driver(p: Patcher) -> None:
    _after(p, driver, "accept", lambda session, out, **kw: setattr(session.get(Ride, out["id"]), "driver_id", None))


@MUTANTS.mutant("any_driver_accepts", layer="leaf", fault="an offline driver or one of another product can accept", rules=["driver.accept.refused"])
def _any_driver_accepts(p: Patcher) -> None:
    def accept(session: Any, *, ride_id: str, body: dict[str, Any] | None = None, **_: Any) -> Any:
        ride = store.ride_row(session, ride_id)
        chosen = store.get(session, driver.Driver, (body or {}).get("driver_id"), "Driver")
        driver.move(session, ride, "accept")
        ride.driver_id = chosen.id
        session.commit()
        return store.ride_resource(session, ride)

    _replace(p, driver, "accept", accept)


@MUTANTS.mutant("arrive_skips_accept", layer="leaf", fault="a driver can arrive for a ride nobody accepted", rules=["rides.transitions"])
def _arrive_skips_accept(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def move(session: Any, ride: Any, action: str) -> None:
            if action == "arrive" and ride.status == "requested":
                ride.status = "arriving"
                return
            original(session, ride, action)

        return move

    p.wrap(driver, "move", make)


@MUTANTS.mutant("completed_at_missing", layer="leaf", fault="a completed ride answers without completed_at", rules=["rides.complete"])
def _completed_at_missing(p: Patcher) -> None:
    p.respond("driver.complete", lambda body, query: {**body, "completed_at": None} if isinstance(body, dict) and "completed_at" in body else body)


@MUTANTS.mutant("arriving_cancel_free", layer="leaf", fault="cancelling while the driver arrives costs nothing", rules=["rides.cancel.fee"])
def _arriving_cancel_free(p: Patcher) -> None:
    _replace(p, rides, "cancellation_fee", lambda session, ride: 0)


@MUTANTS.mutant("cancel_in_progress", layer="leaf", fault="a ride in progress can still be cancelled", rules=["rides.cancel.refused"])
def _cancel_in_progress(p: Patcher) -> None:
    def prepare(session: Any, *, ride_id: str, **_: Any) -> None:
        ride = session.get(Ride, ride_id)
        if ride is not None and ride.status == "in_progress":
            ride.status = "arriving"

    p.before(rides, "cancel", prepare)


@MUTANTS.mutant("receipt_without_tip", layer="leaf", fault="the receipt total leaves the tip out", rules=["receipts.completed"])
def _receipt_without_tip(p: Patcher) -> None:
    p.respond("rides.receipt", lambda body, query: {**body, "total_cents": body["fare_cents"] + body["cancellation_fee_cents"]} if isinstance(body, dict) and "total_cents" in body else body)


@MUTANTS.mutant("free_cancel_receipt", layer="leaf", fault="a free cancellation gets a zero receipt instead of 409", rules=["receipts.cancelled"])
def _free_cancel_receipt(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def receipt(session: Any, *, ride_id: str, **kw: Any) -> Any:
            ride = rides.ride_row(session, ride_id)
            if ride.status == "cancelled" and not ride.cancellation_fee_cents:
                pm = session.get(PaymentMethod, ride.payment_method_id)
                return {"ride_id": ride.id, "status": ride.status, "fare_cents": 0, "tip_cents": 0, "cancellation_fee_cents": 0,
                        "total_cents": 0, "payment_method": store.payment_resource(pm)}
            return original(session, ride_id=ride_id, **kw)

        return receipt

    p.wrap(rides, "receipt", make)


@MUTANTS.mutant("rerating_allowed", layer="leaf", fault="a rated ride can be rated again", rules=["rides.rate"])
def _rerating_allowed(p: Patcher) -> None:
    def prepare(session: Any, *, ride_id: str, **_: Any) -> None:
        ride = session.get(Ride, ride_id)
        if ride is not None:
            ride.rating = None

    p.before(rides, "rate", prepare)


@MUTANTS.mutant("rating_one_decimal", layer="leaf", fault="driver ratings are rounded to one decimal", rules=["drivers.rating"])
def _rating_one_decimal(p: Patcher) -> None:
    _replace(p, store, "driver_rating", lambda d: round(d.rating_sum / d.rating_count, 1) if d.rating_count else 0.0)


@MUTANTS.mutant("tips_add_up", layer="leaf", fault="a second tip is added to the first instead of replacing it", rules=["rides.tip"])
def _tips_add_up(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def tip(session: Any, *, ride_id: str, **kw: Any) -> Any:
            ride = session.get(Ride, ride_id)
            before = ride.tip_cents if ride is not None else 0
            out = original(session, ride_id=ride_id, **kw)
            ride.tip_cents += before
            session.commit()
            return out

        return tip

    p.wrap(rides, "tip", make)


# -- integration: each endpoint right on the seed, a chain goes wrong ----------------------------------------------
@MUTANTS.mutant("trips_counted_before_now", layer="integration", fault="completed_trips counts only rides completed before the clock: a new completion is missed", rules=["me.profile"])
def _trips_counted_before_now(p: Patcher) -> None:
    _replace(p, me, "completed_trips", lambda session: int(session.scalar(
        select(func.count()).select_from(Ride).where(Ride.status == "completed", Ride.completed_at < iso_now())) or 0))


@MUTANTS.mutant("history_snapshot", layer="integration", fault="trip history leaves out rides requested at the current time", rules=["rides.history"])
def _history_snapshot(p: Patcher) -> None:
    def make(original: Any) -> Any:
        return lambda session, status: [r for r in original(session, status) if r.requested_at < iso_now()]

    p.wrap(rides, "history", make)


@MUTANTS.mutant("tip_counted_once_rated", layer="integration", fault="the receipt counts the tip only once the ride is rated", rules=["receipts.completed", "rides.tip"])
def _tip_counted_once_rated(p: Patcher) -> None:
    def make(original: Any) -> Any:
        def receipt(session: Any, *, ride_id: str, **kw: Any) -> Any:
            out = original(session, ride_id=ride_id, **kw)
            if rides.ride_row(session, ride_id).rating is None:
                out = {**out, "tip_cents": 0, "total_cents": out["total_cents"] - out["tip_cents"]}
            return out

        return receipt

    p.wrap(rides, "receipt", make)


@MUTANTS.mutant("lowest_id_pays", layer="integration", fault="a ride without a method is paid with the lowest-id card, not the default", rules=["rides.request.payment"])
def _lowest_id_pays(p: Patcher) -> None:
    _replace(p, rides, "default_method", lambda session: session.scalars(select(PaymentMethod).order_by(PaymentMethod.id)).first())


# -- UI faults while the API stays right ----------------------------------------------------------------------
@MUTANTS.mutant("ui_current_stale", layer="root", fault="the Current ride panel keeps its first answer after a request", rules=["ui.ride.request"])
def _ui_current_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/rides\/current$/"))


@MUTANTS.mutant("ui_receipt_stale", layer="root", fault="the Receipt region keeps the total it first read after a tip", rules=["ui.trip.rate"])
def _ui_receipt_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/receipt$/"))


@MUTANTS.mutant("ui_places_stale", layer="root", fault="the Saved places list is not re-rendered after a save (stale cache of /api/places)", rules=["ui.account.place"])
def _ui_places_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/places$/"))


@MUTANTS.mutant("ui_methods_stale", layer="root", fault="the Payment methods list keeps its first answer after a new default", rules=["ui.account.default"])
def _ui_methods_stale(p: Patcher) -> None:
    p.page(replay_first_get(r"/\/api\/payment-methods$/"))


# -- security: the kit's insecure mutants, and this app's own read-only faults --------------------------------------
insecure.register(MUTANTS, "uber")
# No ownership mutant: the brief has one signed-in rider, so the seed holds nothing of another user's to name.


@MUTANTS.mutant(
    "insecure_fare_from_body",
    layer="security",
    fault="a ride request takes the fare_cents the client sends instead of the fare the estimate quotes",
    rules=["security.fields.read_only"],
)
def _insecure_fare_from_body(p: Patcher) -> None:
    p.from_body(rides, "request", Ride, "fare_cents", kind=int)


@MUTANTS.mutant(
    "insecure_default_from_body",
    layer="security",
    fault="a new card takes the is_default the client sends (a second default beside the old one)",
    rules=["security.fields.read_only"],
)
def _insecure_default_from_body(p: Patcher) -> None:
    p.from_body(payments, "create", PaymentMethod, "is_default", kind=bool)
