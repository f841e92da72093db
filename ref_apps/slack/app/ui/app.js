// The gold slack UI: plain ES modules, no build step. Every action goes through the Slack Web API the app serves.

import { $, el } from "/ui-kit/fgb.js";

async function call(method, args = {}) {
  const response = await fetch(`/${method}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(args),
  });
  const data = await response.json();
  if (!data.ok) throw new Error(data.error || `HTTP ${response.status}`);
  return data;
}

const clock = (ts) => new Date(Number(ts.split(".")[0]) * 1000).toISOString().slice(11, 16);

function messageItem(m, names, channelId, inThread) {
  const item = el("li", { className: "message" },
    el("span", { className: "who", textContent: names[m.user] || m.user }),
    el("span", { className: "when", textContent: clock(m.ts) }),
    el("p", { className: "text", textContent: m.text }));
  if (m.reactions) {
    item.append(el("div", { className: "reactions" },
      ...m.reactions.map((r) => el("span", { className: "reaction", textContent: `:${r.name}: ${r.count}` }))));
  }
  if (!inThread && m.reply_count) {
    const label = m.reply_count === 1 ? "1 reply" : `${m.reply_count} replies`;
    item.append(el("a", { className: "replies", href: `/client/${channelId}/thread/${m.ts}`, textContent: label }));
  }
  return item;
}

async function renderChannel(channelId, names) {
  const [{ channel }, { messages }] = await Promise.all([
    call("conversations.info", { channel: channelId }), call("conversations.history", { channel: channelId, limit: 100 }),
  ]);
  document.title = `#${channel.name} | Slack`;
  const label = `Message #${channel.name}`;
  const box = el("input", { type: "text", id: "composer", autocomplete: "off", "aria-label": label, placeholder: label });
  box.addEventListener("keydown", async (event) => {
    if (event.key !== "Enter" || !box.value.trim()) return;
    event.preventDefault();
    await call("chat.postMessage", { channel: channelId, text: box.value.trim() });
    $("status").textContent = "Message sent";
    await render();
  });
  const list = el("ul", { className: "messages", "aria-label": "Messages" },
    ...messages.slice().reverse().map((m) => messageItem(m, names, channelId, false)));
  $("main").replaceChildren(
    el("header", { className: "header" }, el("h1", { textContent: `# ${channel.name}` }),
      el("p", { className: "topic", textContent: channel.topic.value || channel.purpose?.value || "" })),
    list, el("div", { className: "composer" }, box));
}

async function renderThread(channelId, ts, names) {
  const { messages } = await call("conversations.replies", { channel: channelId, ts });
  const box = el("input", { type: "text", id: "reply", autocomplete: "off" });
  const form = el("form", {}, el("label", { htmlFor: "reply", className: "visually-hidden", textContent: "Reply" }), box,
    el("button", { type: "submit", textContent: "Send" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!box.value.trim()) return;
    await call("chat.postMessage", { channel: channelId, thread_ts: ts, text: box.value.trim() });
    $("status").textContent = "Reply sent";
    await render();
  });
  const aside = $("thread");
  aside.replaceChildren(el("h2", { textContent: "Thread" }),
    el("ul", { className: "messages", "aria-label": "Replies" }, ...messages.map((m) => messageItem(m, names, channelId, true))), form);
  aside.hidden = false;
}

async function render() {
  const match = location.pathname.match(/^\/client\/([^/]+)(?:\/thread\/([^/]+))?/);
  const channelId = match ? decodeURIComponent(match[1]) : "C01GENERAL";
  const [{ channels }, { members }] = await Promise.all([
    call("conversations.list", { types: "public_channel,private_channel", exclude_archived: "true" }), call("users.list"),
  ]);
  const names = Object.fromEntries(members.map((u) => [u.id, u.real_name || u.name]));
  $("channels").replaceChildren(...channels.filter((c) => c.is_member).map((c) => el("li", {},
    el("a", { href: `/client/${c.id}`, textContent: `# ${c.name}`, ...(c.id === channelId ? { "aria-current": "page" } : {}) }))));
  await renderChannel(channelId, names);
  if (match && match[2]) await renderThread(channelId, decodeURIComponent(match[2]), names);
}

render();
