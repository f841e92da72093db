// The gold linkedin UI: plain ES modules, no build step. Every action goes through the app's own /api.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const say = (text) => { $("status").textContent = text; };
const years = (e) => `${e.start_year} – ${e.end_year ?? "Present"}`;
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

async function refreshBadge() {
  const { unread_total: unread } = await api("/api/conversations");
  $("unread").textContent = unread > 0 ? String(unread) : "";
}

function card(props, ...children) {
  return el("section", { className: "card", ...props }, ...children);
}

// -- feed ---------------------------------------------------------------------------------------------
function postItem(post) {
  const like = el("button", { type: "button", className: "link", textContent: post.my_reaction ? `Reacted: ${post.my_reaction}` : "Like" });
  like.addEventListener("click", async () => {
    await api(`/api/posts/${post.id}/reaction`, { method: "PUT", body: { type: "like" } });
    await renderFeed();
  });
  return el("li", {}, el("article", { className: "card post" },
    el("a", { className: "author", href: `/in/${post.author.id}`, textContent: post.author.name }),
    el("p", { className: "muted", textContent: post.author.headline }),
    el("p", { className: "text", textContent: post.text + (post.edited ? " (edited)" : "") }),
    el("p", { className: "muted counts", textContent: `${plural(post.reaction_count, "reaction")} · ${plural(post.comment_count, "comment")}` }),
    like));
}

async function renderFeed() {
  const [me, feed] = await Promise.all([api("/api/me"), api("/api/feed")]);
  const summary = card({ role: "region", "aria-label": "Profile summary", className: "card side" },
    el("a", { className: "name", href: "/in/u-me", textContent: me.name }), el("p", { className: "muted", textContent: me.headline }),
    el("a", { href: "/mynetwork", textContent: plural(me.connection_count, "connection") }));
  const text = el("textarea", { id: "post-text", rows: 3 });
  const composer = el("form", { className: "composer", hidden: true },
    el("label", { htmlFor: "post-text", textContent: "Post text" }), text, el("button", { type: "submit", className: "primary", textContent: "Post" }));
  const start = el("button", { type: "button", className: "start", textContent: "Start a post" });
  start.addEventListener("click", () => { composer.hidden = false; text.focus(); });
  composer.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!text.value.trim()) return;
    await api("/api/posts", { method: "POST", body: { text: text.value } });
    await renderFeed();
    say("Post published");
  });
  const center = el("div", { className: "center" }, card({}, start, composer),
    el("ul", { className: "feed", "aria-label": "Feed" }, ...feed.posts.map(postItem)));
  main.replaceChildren(el("div", { className: "columns" }, summary, center));
}

// -- profile ------------------------------------------------------------------------------------------
async function renderProfile(userId) {
  const profile = await api(userId === "u-me" ? "/api/me" : `/api/profiles/${userId}`);
  document.title = `${profile.name} | LinkedIn`;
  const intro = card({ role: "region", "aria-label": "Profile" },
    el("div", { className: "banner" }), el("h1", { textContent: profile.name }), el("p", { className: "headline", textContent: profile.headline }),
    el("p", { className: "muted", textContent: `${profile.location} · ${plural(profile.connection_count, "connection")}` }));
  if (profile.connection === "self") {
    const input = el("input", { id: "headline", type: "text", value: profile.headline });
    const form = el("form", { className: "inline", hidden: true }, el("label", { htmlFor: "headline", textContent: "Headline" }), input,
      el("button", { type: "submit", className: "primary", textContent: "Save" }));
    const edit = el("button", { type: "button", className: "secondary", textContent: "Edit intro" });
    edit.addEventListener("click", () => { form.hidden = false; });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      await api("/api/me", { method: "PATCH", body: { headline: input.value } });
      await renderProfile(userId);
      say("Intro saved");
    });
    intro.append(edit, form);
  } else if (profile.connection === "none") {
    const connect = el("button", { type: "button", className: "primary", textContent: "Connect" });
    connect.addEventListener("click", async () => {
      await api("/api/invitations", { method: "POST", body: { to: profile.id } });
      await renderProfile(userId);
    });
    intro.append(connect);
  } else {
    intro.append(el("p", { className: "pill", textContent: { connected: "Connected", pending_sent: "Pending", pending_received: "Invited you" }[profile.connection] }));
  }
  const about = card({ role: "region", "aria-label": "About" }, el("h2", { textContent: "About" }), el("p", { textContent: profile.about }));
  const experience = card({}, el("h2", { textContent: "Experience" }), el("ul", { className: "rows", "aria-label": "Experience" },
    ...profile.experience.map((e) => el("li", {}, el("strong", { textContent: e.title }), el("span", { textContent: e.company }), el("span", { className: "muted", textContent: years(e) })))));
  main.replaceChildren(el("div", { className: "single" }, intro, about, experience));
}

// -- network ------------------------------------------------------------------------------------------
function invitationItem(inv, actions) {
  const other = actions.length === 1 ? inv.to : inv.from;
  return el("li", {}, el("div", {}, el("a", { href: `/in/${other.id}`, textContent: other.name }), el("p", { className: "muted", textContent: other.headline }),
    inv.message ? el("p", { className: "message", textContent: inv.message }) : ""), el("div", { className: "actions" }, ...actions));
}

function action(label, name, path) {
  const button = el("button", { type: "button", className: label === "Accept" ? "primary" : "secondary", textContent: label, "aria-label": `${label} ${name}` });
  button.addEventListener("click", async () => {
    await api(path, { method: "POST" });
    await renderNetwork();
    say(`${label}: ${name}`);
  });
  return button;
}

async function renderNetwork() {
  const [me, received, sent, connections] = await Promise.all([
    api("/api/me"), api("/api/invitations/received"), api("/api/invitations/sent"), api("/api/connections"),
  ]);
  const summary = card({ role: "region", "aria-label": "Connections summary", className: "card side" },
    el("h2", { textContent: "Manage my network" }), el("p", { textContent: plural(me.connection_count, "connection") }));
  const invitations = card({ role: "region", "aria-label": "Invitations" }, el("h2", { textContent: `Invitations (${received.invitations.length})` }),
    el("ul", { className: "rows" }, ...received.invitations.map((i) => invitationItem(i, [
      action("Ignore", i.from.name, `/api/invitations/${i.id}/ignore`), action("Accept", i.from.name, `/api/invitations/${i.id}/accept`),
    ]))));
  const sentCard = card({ role: "region", "aria-label": "Sent invitations" }, el("h2", { textContent: `Sent (${sent.invitations.length})` }),
    el("ul", { className: "rows" }, ...sent.invitations.map((i) => invitationItem(i, [action("Withdraw", i.to.name, `/api/invitations/${i.id}/withdraw`)]))));
  const list = card({}, el("h2", { textContent: "Connections" }), el("ul", { className: "rows", "aria-label": "Connections" },
    ...connections.connections.map((c) => el("li", {}, el("a", { href: `/in/${c.member.id}`, textContent: c.member.name }), el("span", { className: "muted", textContent: c.member.headline })))));
  main.replaceChildren(el("div", { className: "columns" }, summary, el("div", { className: "center" }, invitations, sentCard, list)));
}

// -- jobs ---------------------------------------------------------------------------------------------
const jobsView = { query: {}, selected: null };

function jobLine(job) {
  return `${job.company} · ${job.location}${job.remote ? " (Remote)" : ""}`;
}

async function renderJobs() {
  const params = new URLSearchParams(Object.entries(jobsView.query).filter(([, v]) => v));
  const [results, mine] = await Promise.all([api(`/api/jobs?${params}`), api("/api/my-jobs")]);
  const selectedId = jobsView.selected ?? results.jobs[0]?.id;
  const job = selectedId ? await api(`/api/jobs/${selectedId}`) : null;

  const keywords = el("input", { type: "search", id: "keywords", "aria-label": "Search jobs", value: jobsView.query.keywords || "" });
  const location = el("input", { type: "text", id: "location", value: jobsView.query.location || "" });
  const remote = el("input", { type: "checkbox", id: "remote", checked: jobsView.query.remote === "true" });
  const search = el("form", { className: "search" }, keywords, el("label", { htmlFor: "location", textContent: "Location" }), location,
    el("label", { className: "check" }, remote, " Remote only"), el("button", { type: "submit", className: "primary", textContent: "Search" }));
  search.addEventListener("submit", async (event) => {
    event.preventDefault();
    jobsView.query = { keywords: keywords.value.trim(), location: location.value.trim(), remote: remote.checked ? "true" : "" };
    jobsView.selected = null;
    await renderJobs();
  });
  const list = el("ul", { className: "rows jobs", "aria-label": "Job results" }, ...results.jobs.map((j) => {
    const open = el("button", { type: "button", className: "job-title", textContent: j.title });
    open.addEventListener("click", async () => { jobsView.selected = j.id; await renderJobs(); });
    return el("li", { className: j.id === selectedId ? "selected" : "" }, open, el("span", { className: "muted", textContent: jobLine(j) }));
  }));
  const details = card({ role: "region", "aria-label": "Job details" });
  if (job) {
    details.append(el("h2", { textContent: job.title }), el("p", { className: "muted", textContent: jobLine(job) }), el("p", { textContent: job.description }));
    if (job.application_status) {
      details.append(el("p", { className: "pill", textContent: `Application ${job.application_status}` }));
    } else {
      const save = el("button", { type: "button", className: "secondary", textContent: job.saved ? "Saved" : "Save", disabled: job.saved });
      save.addEventListener("click", async () => { await api(`/api/jobs/${job.id}/save`, { method: "PUT" }); await renderJobs(); });
      const phone = el("input", { id: "phone", type: "tel" });
      const apply = el("form", { className: "inline" }, el("label", { htmlFor: "phone", textContent: "Phone" }), phone,
        el("button", { type: "submit", className: "primary", textContent: "Submit application" }));
      apply.addEventListener("submit", async (event) => {
        event.preventDefault();
        await api(`/api/jobs/${job.id}/apply`, { method: "POST", body: { phone: phone.value } });
        await renderJobs();
        say("Application submitted");
      });
      details.append(save, apply);
    }
  }
  const myJobs = card({ role: "region", "aria-label": "My jobs", className: "card side" }, el("h2", { textContent: "My jobs" }),
    el("h3", { textContent: "Saved" }), el("ul", { className: "rows" }, ...mine.saved.map((j) => el("li", { textContent: j.title }))),
    el("h3", { textContent: "Applied" }), el("ul", { className: "rows" }, ...mine.applied.map((a) => el("li", { textContent: `${a.job.title} · ${a.status}` }))));
  main.replaceChildren(el("div", { className: "columns" }, myJobs, el("div", { className: "center" }, card({}, search, list), details)));
}

// -- messaging ----------------------------------------------------------------------------------------
async function renderMessaging(openId) {
  if (openId) await api(`/api/conversations/${openId}/read`, { method: "POST" });
  const opened = openId ? await api(`/api/conversations/${openId}`) : null;
  const { conversations } = await api("/api/conversations");
  await refreshBadge();
  const list = el("ul", { className: "rows conversations", "aria-label": "Conversations" }, ...conversations.map((c) => {
    const button = el("button", { type: "button", className: "conversation" }, el("strong", { textContent: c.participant.name }),
      c.unread_count ? el("span", { className: "badge", textContent: `${c.unread_count} unread` }) : "");
    button.addEventListener("click", () => renderMessaging(c.id));
    return el("li", { className: c.id === openId ? "selected" : "" }, button, el("p", { className: "muted", textContent: c.last_message?.text ?? "" }));
  }));
  const pane = card({ role: "region", "aria-label": "Conversation", className: "card pane" });
  if (opened) {
    const text = el("textarea", { id: "message-text", rows: 2 });
    const form = el("form", { className: "inline" }, el("label", { htmlFor: "message-text", textContent: "Write a message" }), text,
      el("button", { type: "submit", className: "primary", textContent: "Send" }));
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      if (!text.value.trim()) return;
      await api(`/api/conversations/${opened.id}/messages`, { method: "POST", body: { text: text.value } });
      await renderMessaging(opened.id);
    });
    pane.append(el("h2", { textContent: opened.participant.name }),
      el("ul", { className: "rows messages" }, ...opened.messages.map((m) => el("li", { className: m.sender_id === "u-me" ? "mine" : "" }, m.text))), form);
  } else {
    pane.append(el("p", { className: "muted", textContent: "Select a conversation to read it." }));
  }
  main.replaceChildren(el("div", { className: "columns" }, card({ className: "card side" }, el("h2", { textContent: "Messaging" }), list), pane));
}

const path = location.pathname;
const profile = path.match(/^\/in\/([^/]+)/);
let page;
if (profile) page = renderProfile(decodeURIComponent(profile[1]));
else if (path.startsWith("/mynetwork")) page = renderNetwork();
else if (path.startsWith("/jobs")) page = renderJobs();
else if (path.startsWith("/messaging")) page = renderMessaging(null);
else page = renderFeed();
if (!path.startsWith("/messaging")) page.then(refreshBadge);
