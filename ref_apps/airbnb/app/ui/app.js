// The gold airbnb UI: plain ES modules, no build step. Every action goes through the API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const TODAY = "2026-01-15"; // the seed's frozen clock: the calendars start here

const euros = (n) => `€${n}`;
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const capital = (s) => s[0].toUpperCase() + s.slice(1);
const stars = (l) => (l.rating === null ? "New" : `★ ${l.rating} (${l.review_count})`);

async function renderSearch(place) {
  document.title = `${place} · Stays · Airbnb`;
  $("where").value = place;
  const { count, results } = await api(`/v1/listings?${new URLSearchParams({ place })}`);
  const list = el("ul", { className: "results", "aria-label": "Results" }, ...results.map(({ listing, nightly_price }) => el("li", {},
    el("a", { href: `/rooms/${listing.id}` }, el("div", { className: "photo" }),
      el("div", { className: "title", textContent: listing.title }),
      el("div", { className: "muted", textContent: `${listing.neighbourhood} · ${listing.type.replace("_", " ")} · ${stars(listing)}` }),
      el("div", { textContent: `${euros(nightly_price)} night` })))));
  const map = el("div", { className: "map", role: "region", "aria-label": "Map" }, ...results.map(({ listing, nightly_price }, i) =>
    el("span", { className: "pin", style: `left:${60 + ((i * 137) % 280)}px;top:${60 + ((i * 89) % 300)}px`, textContent: euros(nightly_price), title: listing.title })));
  main.replaceChildren(el("p", { className: "muted", textContent: `${count} stays in ${place}` }), el("div", { className: "split" }, list, map));
}

function calendarGrid(label, rows, { dated = false } = {}) {
  const cell = (d) => el("td", { className: d.available ? "" : "taken", title: d.date },
    ...(dated ? [el("div", { className: "day", textContent: String(Number(d.date.slice(8))) })] : []),
    el("div", { textContent: d.available ? euros(d.price) : "" }));
  const head = dated ? [] : [el("thead", {}, el("tr", {}, el("th", { textContent: "" }),
    ...rows[0].days.map((d) => el("th", { scope: "col", textContent: d.date.slice(8) }))))];
  return el("table", { className: "calendar", role: "grid", "aria-label": label }, ...head,
    el("tbody", {}, ...rows.map((row) => el("tr", {}, ...(row.name === null ? [] : [el("th", { scope: "row", textContent: row.name })]),
      ...row.days.map(cell)))));
}

async function renderListing(id) {
  const [listing, reviews, calendar] = await Promise.all([
    api(`/v1/listings/${id}`), api(`/v1/listings/${id}/reviews`), api(`/v1/listings/${id}/calendar?start=${TODAY}&end=${addDays(TODAY, 28)}`),
  ]);
  document.title = `${listing.title} · Airbnb`;
  const field = (id, label, type, value) => [el("label", { htmlFor: id, textContent: label }), el("input", { id, type, value })];
  const breakdown = el("ul", { className: "breakdown", "aria-label": "Price details" });
  const outcome = el("p", { className: "confirmed", role: "alert", hidden: true });
  const values = () => ({ checkin: $("checkin").value, checkout: $("checkout").value, guests: Number($("guests").value) });
  const refresh = async () => {
    const v = values();
    if (!v.checkin || !v.checkout) { breakdown.replaceChildren(); return; }
    try {
      const q = await api(`/v1/listings/${id}/quote`, { method: "POST", body: v });
      breakdown.replaceChildren(
        el("li", {}, el("span", { textContent: `${q.nights} nights` }), el("span", { textContent: euros(q.subtotal) })),
        el("li", {}, el("span", { textContent: "Cleaning fee" }), el("span", { textContent: euros(q.cleaning_fee) })),
        el("li", {}, el("span", { textContent: "Service fee" }), el("span", { textContent: euros(q.service_fee) })),
        el("li", {}, el("span", { textContent: "Taxes" }), el("span", { textContent: euros(q.taxes) })),
        el("li", {}, el("strong", { textContent: "Total" }), el("strong", { textContent: euros(q.total) })));
    } catch (error) {
      breakdown.replaceChildren(el("li", { textContent: error.message }));
    }
  };
  const reserve = el("button", { type: "button", className: "primary", textContent: "Reserve" });
  reserve.addEventListener("click", async () => {
    try {
      const booking = await api("/v1/bookings", { method: "POST", body: { listing_id: id, ...values() } });
      outcome.textContent = booking.status === "confirmed" ? `Reservation confirmed: ${booking.id}, ${euros(booking.price.total)}` : `Request sent to ${listing.host.name}: ${booking.id}`;
    } catch (error) {
      outcome.textContent = error.message;
    }
    outcome.hidden = false;
  });
  const box = el("section", { className: "booking", "aria-label": "Book" },
    el("div", {}, el("strong", { textContent: euros(listing.nightly_price) }), " night"),
    ...field("checkin", "Check-in", "date", ""), ...field("checkout", "Checkout", "date", ""), ...field("guests", "Guests", "number", "1"),
    breakdown, reserve, outcome);
  for (const input of box.querySelectorAll("input")) input.addEventListener("change", refresh);
  main.replaceChildren(el("section", { className: "listing" },
    el("h1", { textContent: listing.title }),
    el("div", { className: "muted", textContent: `${listing.neighbourhood}, ${listing.city} · ${stars(listing)} · Hosted by ${listing.host.name}${listing.host.is_superhost ? " · Superhost" : ""}` }),
    el("div", { className: "split" },
      el("div", {},
        el("p", { textContent: `Up to ${listing.max_guests} guests · ${listing.bedrooms} bedroom(s) · ${listing.amenities.join(", ")}` }),
        el("h2", { textContent: "Availability" }), calendarGrid("Availability", [0, 7, 14, 21].map((i) => ({ name: null, days: calendar.days.slice(i, i + 7) })), { dated: true }),
        el("h2", { textContent: "Reviews" }), el("ul", {}, ...reviews.reviews.map((r) => el("li", { textContent: `${r.rating}★ ${r.text}` })))),
      box)));
}

async function renderHost() {
  document.title = "Hosting · Airbnb";
  const [{ reservations }, { listings }] = await Promise.all([api("/v1/host/reservations"), api("/v1/host/listings")]);
  const names = Object.fromEntries(listings.map((l) => [l.id, l.title]));
  const list = el("ul", { className: "reservations", "aria-label": "Reservations" }, ...reservations.map((b) => {
    const item = el("li", {}, el("div", { className: "who" },
      el("div", { className: "title", textContent: `${names[b.listing_id] || b.listing_id} · ${b.guests} guest(s)` }),
      el("div", { className: "muted", textContent: `${b.checkin} to ${b.checkout} · ${euros(b.price.total)}` })),
      el("span", { className: "badge", textContent: capital(b.status) }));
    if (b.status === "requested") {
      for (const [label, action, done] of [["Accept", "accept", "Accepted"], ["Decline", "decline", "Declined"]]) {
        const button = el("button", { type: "button", textContent: label });
        button.addEventListener("click", async () => {
          await api(`/v1/host/reservations/${b.id}/${action}`, { method: "POST" });
          $("status").textContent = `${done} ${b.id}`;
          await renderHost();
        });
        item.append(button);
      }
    }
    return item;
  }));
  const calendars = await Promise.all(listings.map(async (l) => ({
    name: l.title, days: (await api(`/v1/listings/${l.id}/calendar?start=${TODAY}&end=${addDays(TODAY, 14)}`)).days,
  })));
  main.replaceChildren(el("h1", { textContent: "Reservations" }), list, el("h2", { textContent: "Calendar" }), calendarGrid("Calendar", calendars));
}

async function renderTrips() {
  document.title = "Trips · Airbnb";
  const { bookings } = await api("/v1/bookings");
  const ids = [...new Set(bookings.map((b) => b.listing_id))];
  const listings = Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await api(`/v1/listings/${id}`)])));
  const list = el("ul", { className: "trips", "aria-label": "Trips" }, ...bookings.map((b) => {
    const listing = listings[b.listing_id];
    const money = b.refund ? `${euros(b.price.total)} · Refunded ${euros(b.refund)}` : euros(b.price.total);
    const item = el("li", {}, el("a", { href: `/rooms/${b.listing_id}` }, el("div", { className: "photo" })),
      el("div", { className: "who" },
        el("div", { className: "title", textContent: listing.title }),
        el("div", { className: "muted", textContent: `${listing.city} · ${b.checkin} to ${b.checkout} · ${b.guests} guest(s) · ${b.id}` }),
        el("div", { textContent: money })),
      el("span", { className: "badge", textContent: capital(b.status) }));
    if (b.status === "requested" || b.status === "confirmed") {
      const cancel = el("button", { type: "button", textContent: "Cancel trip", "aria-label": `Cancel trip ${b.id}` });
      cancel.addEventListener("click", async () => {
        try { await api(`/v1/bookings/${b.id}/cancel`, { method: "POST" }); } catch (error) { $("status").textContent = error.message; return; }
        $("status").textContent = `Cancelled ${b.id}`;
        await renderTrips();
      });
      item.append(cancel);
    }
    return item;
  }));
  main.replaceChildren(el("h1", { textContent: "Trips" }), list);
}

$("search").addEventListener("submit", (event) => {
  event.preventDefault();
  location.href = `/s/${encodeURIComponent($("where").value.trim())}`;
});

const path = location.pathname;
const search = path.match(/^\/s\/([^/]*)/);
const room = path.match(/^\/rooms\/([^/]+)/);
if (room) renderListing(decodeURIComponent(room[1]));
else if (path.startsWith("/hosting")) renderHost();
else if (path.startsWith("/trips")) renderTrips();
else renderSearch(search ? decodeURIComponent(search[1]) : "Lisbon");
