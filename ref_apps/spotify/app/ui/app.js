// The gold spotify UI: plain ES modules, no build step. Every action goes through the Spotify Web API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const say = (text) => { $("status").textContent = text; };
const artists = (t) => t.artists.map((a) => a.name).join(", ");
const songs = (n) => `${n} ${n === 1 ? "song" : "songs"}`;

function title(track) {
  return el("span", { className: "title" }, el("span", { textContent: track.name }), el("span", { className: "artist", textContent: artists(track) }));
}

function button(label, text, onClick, pressed) {
  const b = el("button", { type: "button", textContent: text, "aria-label": label });
  if (pressed !== undefined) b.setAttribute("aria-pressed", String(pressed));
  b.addEventListener("click", onClick);
  return b;
}

// Each row is named "<n>. <name>" so a journey can tell which place an item holds.
function rows(name, items, build) {
  return el("ul", { className: "rows", "aria-label": name }, ...items.map((item, i) => el("li", { "aria-label": `${i + 1}. ${(item.track || item).name}` },
    el("span", { className: "num", textContent: String(i + 1) }), ...build(item, i))));
}

async function renderLibrary() {
  const playlists = await api("/v1/me/playlists?limit=50");
  const liked = await api("/v1/me/tracks?limit=1");
  $("library").replaceChildren(
    el("li", {}, el("a", { href: "/collection/tracks", textContent: "Liked Songs" }), el("span", { className: "sub", textContent: ` · ${songs(liked.total)}` })),
    ...playlists.items.map((p) => el("li", {}, el("a", { href: `/playlist/${p.id}`, textContent: p.name }), el("span", { className: "sub", textContent: ` · ${p.owner.display_name}` }))),
  );
}

async function renderPlayer() {
  const now = await api("/v1/me/player/currently-playing");
  const toggle = now.is_playing
    ? button("Pause", "Pause", async () => { await api("/v1/me/player/pause", { method: "PUT" }); say("Paused"); await renderPlayer(); })
    : button("Play", "Play", async () => { await api("/v1/me/player/play", { method: "PUT" }); say("Playing"); await renderPlayer(); });
  const next = button("Next", "Next", async () => {
    try { await api("/v1/me/player/next", { method: "POST" }); say("Skipped"); } catch (e) { say(e.message); }
    await renderPlayer();
    if (location.pathname === "/queue") await renderQueue();
  });
  $("player").replaceChildren(el("span", { className: "now" }, el("span", { textContent: now.item.name }), el("span", { className: "artist", textContent: artists(now.item) })), toggle, next);
}

async function renderLiked() {
  const page = await api("/v1/me/tracks?limit=50");
  document.title = "Liked Songs | Spotify";
  main.replaceChildren(
    el("h1", { textContent: "Liked Songs" }), el("p", { className: "meta", textContent: songs(page.total) }),
    rows("Liked Songs", page.items, (s) => [title(s.track), el("span", { className: "tools" },
      button(`Remove ${s.track.name} from Liked Songs`, "Remove", async () => {
        await api(`/v1/me/tracks?ids=${s.track.id}`, { method: "DELETE" }); say("Removed from Liked Songs"); await renderLiked(); await renderLibrary();
      }))]),
  );
}

async function renderPlaylist(id) {
  const p = await api(`/v1/playlists/${id}`);
  document.title = `${p.name} | Spotify`;
  const items = p.tracks.items;
  const move = (i, before) => async () => {
    await api(`/v1/playlists/${id}/tracks`, { method: "PUT", body: { range_start: i, insert_before: before, snapshot_id: p.snapshot_id } });
    say("Moved"); await renderPlaylist(id);
  };
  const form = el("form", { className: "details", role: "dialog", "aria-label": "Edit details", hidden: true },
    el("label", { htmlFor: "edit-name", textContent: "Name" }), el("input", { id: "edit-name", type: "text", value: p.name }),
    el("label", { htmlFor: "edit-description", textContent: "Description" }), el("input", { id: "edit-description", type: "text", value: p.description }),
    el("button", { type: "submit", textContent: "Save" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    await api(`/v1/playlists/${id}`, { method: "PUT", body: { name: $("edit-name").value.trim(), description: $("edit-description").value } });
    say("Details saved"); await renderPlaylist(id); await renderLibrary();
  });
  const edit = button("Edit details", "Edit details", () => { form.hidden = false; $("edit-name").focus(); });
  main.replaceChildren(
    el("p", { className: "meta", textContent: p.public ? "Public playlist" : "Private playlist" }),
    el("h1", { textContent: p.name }), el("p", { className: "meta", textContent: p.description }),
    el("p", { className: "meta", textContent: `${p.owner.display_name} · ${songs(p.tracks.total)}` }), edit, form,
    rows("Playlist tracks", items, (it, i) => [title(it.track), el("span", { className: "tools" },
      ...(i > 0 ? [button(`Move ${it.track.name} up`, "Up", move(i, i - 1))] : []),
      ...(i < items.length - 1 ? [button(`Move ${it.track.name} down`, "Down", move(i, i + 2))] : []),
      button(`Remove ${it.track.name} from playlist`, "Remove", async () => {
        await api(`/v1/playlists/${id}/tracks`, { method: "DELETE", body: { tracks: [{ uri: it.track.uri }] } });
        say("Removed from playlist"); await renderPlaylist(id); await renderLibrary();
      }))]),
  );
}

async function renderAlbum(id) {
  const a = await api(`/v1/albums/${id}`);
  const tracks = a.tracks.items;
  const saved = await api(`/v1/me/tracks/contains?ids=${tracks.map((t) => t.id).join(",")}`);
  document.title = `${a.name} | Spotify`;
  main.replaceChildren(
    el("p", { className: "meta", textContent: a.album_type === "single" ? "Single" : "Album" }),
    el("h1", { textContent: a.name }), el("p", { className: "meta", textContent: `${artists(a)} · ${a.release_date.slice(0, 4)} · ${songs(a.total_tracks)}` }),
    rows("Album tracks", tracks, (t, i) => [title(t), el("span", { className: "tools" },
      button(`Save ${t.name} to Liked Songs`, saved[i] ? "Saved" : "Save", async () => {
        if (saved[i]) { await api(`/v1/me/tracks?ids=${t.id}`, { method: "DELETE" }); say("Removed from Liked Songs"); }
        else { await api(`/v1/me/tracks?ids=${t.id}`, { method: "PUT" }); say("Saved to Liked Songs"); }
        await renderAlbum(id); await renderLibrary();
      }, saved[i]),
      button(`Add ${t.name} to queue`, "Queue", async () => {
        await api(`/v1/me/player/queue?uri=${encodeURIComponent(t.uri)}`, { method: "POST" }); say("Added to queue");
      }))]),
  );
}

async function renderSearch() {
  const q = new URLSearchParams(location.search).get("q") || "";
  $("q").value = q;
  document.title = "Search | Spotify";
  if (!q) { main.replaceChildren(el("h1", { textContent: "Search" }), el("p", { className: "meta", textContent: "Type to search songs, artists and albums." })); return; }
  const r = await api(`/v1/search?q=${encodeURIComponent(q)}&type=track,artist,album&limit=10`);
  main.replaceChildren(
    el("h1", { textContent: `Results for “${q}”` }),
    el("h2", { textContent: "Songs" }), rows("Songs", r.tracks.items, (t) => [title(t), el("span", { className: "meta", textContent: t.album.name })]),
    el("h2", { textContent: "Artists" }), rows("Artists", r.artists.items, (a) => [el("span", { textContent: a.name }), el("span", { className: "meta", textContent: a.genres.join(", ") })]),
    el("h2", { textContent: "Albums" }), rows("Albums", r.albums.items, (a) => [el("a", { href: `/album/${a.id}`, textContent: a.name, className: "tool" }), el("span", { className: "meta", textContent: artists(a) })]),
  );
}

async function renderQueue() {
  const q = await api("/v1/me/player/queue");
  document.title = "Queue | Spotify";
  main.replaceChildren(
    el("h1", { textContent: "Queue" }),
    el("section", { "aria-label": "Now playing" }, el("h2", { textContent: "Now playing" }), rows("Now playing track", [q.currently_playing], (t) => [title(t), el("span")])),
    el("h2", { textContent: "Next in queue" }), rows("Next in queue", q.queue, (t) => [title(t), el("span")]),
  );
}

async function route() {
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/playlist\/([^/]+)$/))) await renderPlaylist(m[1]);
  else if ((m = path.match(/^\/album\/([^/]+)$/))) await renderAlbum(m[1]);
  else if (path === "/search") await renderSearch();
  else if (path === "/queue") await renderQueue();
  else await renderLiked();
}

$("search-form").addEventListener("submit", (event) => {
  event.preventDefault();
  location.href = `/search?q=${encodeURIComponent($("q").value.trim())}`;
});
$("create-open").addEventListener("click", () => { $("create-form").hidden = false; $("new-name").focus(); });
$("create-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const name = $("new-name").value.trim();
  if (!name) return;
  const me = await api("/v1/me");
  const p = await api(`/v1/users/${me.id}/playlists`, { method: "POST", body: { name, description: $("new-description").value, public: true } });
  location.href = `/playlist/${p.id}`;
});

await Promise.all([renderLibrary(), renderPlayer(), route()]);
