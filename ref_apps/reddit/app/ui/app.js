// The gold reddit UI: plain ES modules, no build step. Every action goes through the API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
const when = (iso) => new Date(iso).toISOString().slice(0, 16).replace("T", " ");  // the instant in UTC, whatever its spelling

async function showMe() {
  const me = await api("/api/me");
  $("me").textContent = `u/${me.name} · ${me.karma} karma`;
}

async function showJoined() {
  const { subreddits } = await api("/api/subreddits?subscribed=true");
  $("joined").replaceChildren(...subreddits.map((s) => el("a", { href: `/r/${s.name}`, textContent: `r/${s.name}` })));
}

// -- home: the communities, with Join / Leave ------------------------------------------------------------------
function communityItem(sub) {
  const members = el("span", { className: "members", textContent: plural(sub.subscribers, "member") });
  const button = el("button", { type: "button", className: sub.user_is_subscriber ? "ghost" : "primary",
    textContent: sub.user_is_subscriber ? "Leave" : "Join", "aria-label": `${sub.user_is_subscriber ? "Leave" : "Join"} r/${sub.name}` });
  const item = el("li", { className: "community" },
    el("div", {}, el("a", { className: "name", href: `/r/${sub.name}`, textContent: `r/${sub.name}` }), el("div", { className: "sub", textContent: sub.title })),
    members, button);
  button.addEventListener("click", async () => {
    const fresh = await api(`/api/subreddits/${sub.name}/subscription`, { method: sub.user_is_subscriber ? "DELETE" : "POST" });
    item.replaceWith(communityItem(fresh));
    $("status").textContent = fresh.user_is_subscriber ? `Joined r/${sub.name}` : `Left r/${sub.name}`;
    await showJoined();
  });
  return item;
}

async function renderHome() {
  document.title = "Communities | reddit";
  const { subreddits } = await api("/api/subreddits");
  main.replaceChildren(el("h1", { textContent: "Communities" }),
    el("ul", { className: "communities", "aria-label": "Communities" }, ...subreddits.map(communityItem)));
}

// -- a community's feed ----------------------------------------------------------------------------------------
function voteBox(thing, path, onChange) {
  const score = el("span", { className: "score", textContent: String(thing.score) });
  const button = (dir, label, glyph) => {
    const b = el("button", { type: "button", className: `vote${thing.likes === dir ? " on" : ""}`, textContent: glyph,
      "aria-label": `${label} ${thing.title || thing.id}`, "aria-pressed": String(thing.likes === dir) });
    b.addEventListener("click", async () => onChange(await api(path, { method: "POST", body: { dir: thing.likes === dir ? 0 : dir } })));
    return b;
  };
  return el("div", { className: "votes" }, button(1, "Upvote", "▲"), score, button(-1, "Downvote", "▼"));
}

function postItem(post) {
  const item = el("li", { className: "post", role: "article", "aria-label": post.title });
  const fill = (p) => item.replaceChildren(voteBox(p, `/api/posts/${p.id}/vote`, fill),
    el("div", { className: "body" },
      el("a", { className: "title", href: `/r/${p.subreddit}/comments/${p.id}`, textContent: p.title }),
      ...(p.kind === "link" ? [el("span", { className: "domain", textContent: ` (${new URL(p.url).hostname})` })] : []),
      el("div", { className: "sub", textContent: `u/${p.author} · ${when(p.created_at)}${p.locked ? " · Locked" : ""}` }),
      el("div", { className: "sub", textContent: plural(p.num_comments, "comment") })));
  fill(post);
  return item;
}

async function renderSubreddit(name, sort) {
  const sub = await api(`/api/subreddits/${name}`);
  document.title = `r/${name} | reddit`;
  const list = el("ul", { className: "posts", "aria-label": "Posts" });
  const tabs = el("nav", { className: "tabs", "aria-label": "Sort" });
  const show = async (how) => {
    const { posts } = await api(`/api/subreddits/${name}/posts?sort=${how}`);
    list.replaceChildren(...posts.map(postItem));
    tabs.replaceChildren(...["hot", "new", "top"].map((s) => {
      const b = el("button", { type: "button", className: s === how ? "tab on" : "tab", textContent: s[0].toUpperCase() + s.slice(1), "aria-pressed": String(s === how) });
      b.addEventListener("click", () => show(s));
      return b;
    }));
  };
  main.replaceChildren(
    el("div", { className: "banner" }, el("h1", { textContent: `r/${sub.name}` }), el("p", { className: "sub", textContent: `${sub.title} · ${plural(sub.subscribers, "member")}` }),
      el("a", { className: "primary link", href: `/r/${sub.name}/submit`, textContent: "Create post" })),
    tabs, list);
  await show(sort || "hot");
}

// -- a post with its comments ----------------------------------------------------------------------------------
function commentItem(c, post, refresh) {
  const item = el("li", { className: `comment depth-${Math.min(c.depth, 4)}` },
    el("div", { className: "sub", textContent: `${c.author} · ${plural(c.score, "point")}` }),
    el("p", { className: c.deleted || c.removed ? "gone" : "", textContent: c.body }));
  if (c.replies.length) item.append(el("ul", { className: "replies" }, ...c.replies.map((r) => commentItem(r, post, refresh))));
  return item;
}

async function renderPost(postId) {
  const { post, comments } = await api(`/api/posts/${postId}/comments`);
  document.title = `${post.title} | reddit`;
  const head = el("article", { className: "post full", "aria-label": post.title });
  const count = el("p", { className: "count", textContent: plural(post.num_comments, "comment") });
  const fill = (p) => {
    head.replaceChildren(voteBox(p, `/api/posts/${p.id}/vote`, fill),
      el("div", { className: "body" }, el("div", { className: "sub", textContent: `r/${p.subreddit} · u/${p.author} · ${when(p.created_at)}` }),
        el("h1", { textContent: p.title }),
        ...(p.kind === "link" ? [el("a", { href: p.url, textContent: p.url })] : [el("p", { textContent: p.body })]),
        ...(p.locked ? [el("p", { className: "locked", textContent: "Locked: comments are closed" })] : []),
        ...(p.removed ? [el("p", { className: "locked", textContent: "Removed by a moderator" })] : [])));
    count.textContent = plural(p.num_comments, "comment");
  };
  fill(post);
  const tree = el("ul", { className: "tree" }, ...comments.map((c) => commentItem(c, post)));
  const region = el("section", { "aria-label": "Comments", className: "comments" }, el("h2", { textContent: "Comments" }), tree);
  const parts = [head, count];
  if (!post.locked && !post.removed) {
    const box = el("textarea", { rows: 3, placeholder: "What are your thoughts?", "aria-label": "Add a comment" });
    const send = el("button", { type: "button", className: "primary", textContent: "Comment" });
    send.addEventListener("click", async () => {
      if (!box.value.trim()) return;
      await api(`/api/posts/${post.id}/comments`, { method: "POST", body: { body: box.value } });
      box.value = "";
      const fresh = await api(`/api/posts/${post.id}/comments`);
      tree.replaceChildren(...fresh.comments.map((c) => commentItem(c, fresh.post)));
      fill(fresh.post);
      $("status").textContent = "Comment added";
    });
    parts.push(el("div", { className: "composer" }, box, send));
  }
  main.replaceChildren(...parts, region);
}

// -- submitting ------------------------------------------------------------------------------------------------
function renderSubmit(name) {
  document.title = `Submit to r/${name} | reddit`;
  const title = el("input", { id: "title", type: "text", maxLength: 300 });
  const text = el("textarea", { id: "text", rows: 6 });
  const post = el("button", { type: "submit", className: "primary", textContent: "Post" });
  const form = el("form", { className: "submit" },
    el("label", { htmlFor: "title", textContent: "Title" }), title, el("label", { htmlFor: "text", textContent: "Text" }), text, post);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      const created = await api(`/api/subreddits/${name}/posts`, { method: "POST", body: { title: title.value, kind: "self", body: text.value } });
      history.pushState({}, "", `/r/${name}/comments/${created.id}`);
      await route();
    } catch (error) { $("status").textContent = error.message; }
  });
  main.replaceChildren(el("h1", { textContent: `Create a post in r/${name}` }), form);
}

async function route() {
  const path = location.pathname;
  let m;
  if ((m = path.match(/^\/r\/([^/]+)\/comments\/([^/]+)/))) await renderPost(decodeURIComponent(m[2]));
  else if ((m = path.match(/^\/r\/([^/]+)\/submit/))) renderSubmit(decodeURIComponent(m[1]));
  else if ((m = path.match(/^\/r\/([^/]+)/))) await renderSubreddit(decodeURIComponent(m[1]), new URLSearchParams(location.search).get("sort"));
  else await renderHome();
  await Promise.all([showMe(), showJoined()]);
}

window.addEventListener("popstate", route);
route();
