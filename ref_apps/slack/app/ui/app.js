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
      el("a", { className: "details-link", href: `/client/${channelId}/details`, textContent: "Channel details" }),
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

async function renderDetails(channelId, names) {
  const [{ channel }, { members }] = await Promise.all([
    call("conversations.info", { channel: channelId }), call("conversations.members", { channel: channelId, limit: 200 }),
  ]);
  const about = el("dl", { className: "about-channel" },
    el("dt", { textContent: "Topic" }), el("dd", { textContent: channel.topic.value || "No topic" }),
    el("dt", { textContent: "Description" }), el("dd", { textContent: channel.purpose?.value || "No description" }));
  const aside = $("details");
  aside.replaceChildren(el("h2", { textContent: `About #${channel.name}` }), about,
    el("h3", { className: "section", textContent: `${members.length} members` }),
    el("ul", { className: "people", "aria-label": "Members" }, ...members.map((id) => el("li", { textContent: names[id] || id }))));
  aside.hidden = false;
}

async function renderBrowse(channels) {
  document.title = "Browse channels | Slack";
  const open = channels.filter((c) => !c.is_private);
  const list = el("ul", { className: "directory", "aria-label": "All channels" }, ...open.map((c) => {
    const item = el("li", {}, el("span", { className: "name", textContent: `# ${c.name}` }),
      el("span", { className: "about", textContent: `${c.num_members} members · ${c.purpose?.value || c.topic?.value || ""}` }));
    if (c.is_member) {
      item.append(el("span", { className: "joined", textContent: "Joined" }));
    } else {
      const join = el("button", { type: "button", textContent: "Join", "aria-label": `Join #${c.name}` });
      join.addEventListener("click", async () => {
        await call("conversations.join", { channel: c.id });
        $("status").textContent = `Joined #${c.name}`;
        await render();
      });
      item.append(join);
    }
    return item;
  }));
  $("main").replaceChildren(el("header", { className: "header" }, el("h1", { textContent: "Browse channels" })), list);
}

async function render() {
  const browse = location.pathname === "/channels";
  const match = location.pathname.match(/^\/client\/([^/]+)(?:\/thread\/([^/]+)|\/(details))?/);
  const channelId = match ? decodeURIComponent(match[1]) : browse ? null : "C01GENERAL";
  const [{ channels }, { members }] = await Promise.all([
    call("conversations.list", { types: "public_channel,private_channel", exclude_archived: "true" }), call("users.list"),
  ]);
  const names = Object.fromEntries(members.map((u) => [u.id, u.real_name || u.name]));
  $("channels").replaceChildren(...channels.filter((c) => c.is_member).map((c) => el("li", {},
    el("a", { href: `/client/${c.id}`, textContent: `# ${c.name}`, ...(c.id === channelId ? { "aria-current": "page" } : {}) }))));
  if (browse) {
    $("browse").setAttribute("aria-current", "page");
    return renderBrowse(channels);
  }
  await renderChannel(channelId, names);
  if (match && match[2]) await renderThread(channelId, decodeURIComponent(match[2]), names);
  if (match && match[3]) await renderDetails(channelId, names);
}

render();
