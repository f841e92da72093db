// The gold Drive UI: plain ES modules, no build step. Every action goes through the Drive v3 API the app serves.

import { $, el, request } from "/ui-kit/fgb.js";

const API = "/drive/v3";
const FOLDER = "application/vnd.google-apps.folder";
const main = $("main");
const api = (path, options) => request(API + path, options);
const files = (q, orderBy = "folder,name") => api(`/files?q=${encodeURIComponent(q)}&orderBy=${encodeURIComponent(orderBy)}`).then((r) => r.files);
const quoted = (text) => `'${text.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
const say = (text) => { $("status").textContent = text; };

async function refreshStorage() {
  const about = await api("/about");
  $("storage").replaceChildren(el("span", { textContent: `${about.storageQuota.usage} bytes used` }),
    el("span", { className: "trash-use", textContent: `${about.storageQuota.usageInDriveTrash} bytes in trash` }));
}

function row(file, actions) {
  const isFolder = file.mimeType === FOLDER;
  const href = isFolder ? `/drive/folders/${file.id}` : `/file/d/${file.id}`;
  const name = file.trashed ? el("span", { className: "name", textContent: file.name }) : el("a", { className: "name", href, textContent: file.name });
  return el("li", { className: isFolder ? "folder" : "file" },
    el("span", { className: "icon", "aria-hidden": "true", textContent: isFolder ? "▰" : "▭" }), name,
    el("span", { className: "when", textContent: file.modifiedTime.slice(0, 10) }),
    el("span", { className: "actions" }, ...actions(file)));
}

function button(label, text, onClick) {
  const b = el("button", { type: "button", textContent: text, "aria-label": label });
  b.addEventListener("click", onClick);
  return b;
}

function liveActions(rerender) {
  return (file) => [
    button(`${file.starred ? "Unstar" : "Star"} ${file.name}`, file.starred ? "★" : "☆", async () => {
      await api(`/files/${file.id}`, { method: "PATCH", body: { starred: !file.starred } });
      await rerender();
      say(`${file.name} ${file.starred ? "removed from" : "added to"} Starred`);
    }),
    button(`Move ${file.name} to trash`, "Trash", async () => {
      await api(`/files/${file.id}`, { method: "PATCH", body: { trashed: true } });
      await rerender();
      await refreshStorage();
      say(`${file.name} moved to trash`);
    }),
  ];
}

function fileList(items, actions, empty) {
  if (!items.length) return el("p", { className: "empty", textContent: empty });
  return el("ul", { className: "files", "aria-label": "Files" }, ...items.map((f) => row(f, actions)));
}

function newFolderForm(parentId, rerender) {
  const input = el("input", { id: "folder-name", type: "text", autocomplete: "off" });
  const form = el("form", { className: "new-folder", hidden: true },
    el("label", { htmlFor: "folder-name", textContent: "Folder name" }), input, el("button", { type: "submit", textContent: "Create" }));
  const open = el("button", { type: "button", className: "primary", textContent: "New folder" });
  open.addEventListener("click", () => { form.hidden = false; input.focus(); });
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = input.value.trim();
    if (!name) return;
    await api("/files", { method: "POST", body: { name, mimeType: FOLDER, parents: [parentId] } });
    await rerender();
    say(`Folder ${name} created`);
  });
  return [open, form];
}

async function renderFolder(folderId) {
  const folder = await api(`/files/${folderId}`);
  const items = await files(`${quoted(folder.id)} in parents and trashed = false`);
  const rerender = () => renderFolder(folderId);
  const title = folder.parents ? folder.name : "My Drive";
  document.title = `${title} - Drive`;
  const crumbs = [];
  for (let at = folder; at.parents; ) {
    at = await api(`/files/${at.parents[0]}`);
    crumbs.unshift(el("a", { href: at.parents ? `/drive/folders/${at.id}` : "/drive/my-drive", textContent: at.parents ? at.name : "My Drive" }));
  }
  const head = [el("h1", { textContent: title })];
  if (crumbs.length) head.unshift(el("nav", { className: "crumbs", "aria-label": "Breadcrumb" }, ...crumbs));
  main.replaceChildren(...head, el("div", { className: "toolbar" }, ...newFolderForm(folder.id, rerender)),
    fileList(items, liveActions(rerender), "This folder is empty"));
}

async function renderStarred() {
  const items = await files("starred = true and trashed = false");
  document.title = "Starred - Drive";
  main.replaceChildren(el("h1", { textContent: "Starred" }), fileList(items, liveActions(renderStarred), "No starred files"));
}

async function renderSearch(text) {
  const items = await files(`name contains ${quoted(text)} and trashed = false`);
  document.title = "Search - Drive";
  main.replaceChildren(el("h1", { textContent: `Results for “${text}”` }), fileList(items, liveActions(() => renderSearch(text)), "No files match"));
}

async function renderTrash() {
  const items = (await files("trashed = true")).filter((f) => f.explicitlyTrashed);
  document.title = "Trash - Drive";
  const actions = (file) => [
    button(`Restore ${file.name}`, "Restore", async () => {
      await api(`/files/${file.id}`, { method: "PATCH", body: { trashed: false } });
      await renderTrash();
      await refreshStorage();
      say(`${file.name} restored`);
    }),
    button(`Delete ${file.name} forever`, "Delete forever", async () => {
      await api(`/files/${file.id}`, { method: "DELETE" });
      await renderTrash();
      await refreshStorage();
      say(`${file.name} deleted forever`);
    }),
  ];
  const empty = el("button", { type: "button", className: "primary", textContent: "Empty trash", disabled: !items.length });
  empty.addEventListener("click", async () => {
    await api("/files/trash", { method: "DELETE" });
    await renderTrash();
    await refreshStorage();
    say("Trash emptied");
  });
  main.replaceChildren(el("h1", { textContent: "Trash" }), el("div", { className: "toolbar" }, empty), fileList(items, actions, "Trash is empty"));
}

async function renderFile(fileId) {
  const file = await api(`/files/${fileId}`);
  const [perms, comments] = await Promise.all([api(`/files/${fileId}/permissions`), api(`/files/${fileId}/comments`)]);
  document.title = `${file.name} - Drive`;
  const email = el("input", { id: "share-email", type: "email", autocomplete: "off" });
  const role = el("select", { id: "share-role" }, ...["reader", "commenter", "writer"].map((r) => el("option", { value: r, textContent: r })));
  const share = el("form", { className: "inline" }, el("label", { htmlFor: "share-email", textContent: "Email" }), email,
    el("label", { htmlFor: "share-role", textContent: "Role" }), role, el("button", { type: "submit", textContent: "Share" }));
  share.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!email.value.trim()) return;
    await api(`/files/${fileId}/permissions`, { method: "POST", body: { type: "user", role: role.value, emailAddress: email.value.trim() } });
    await renderFile(fileId);
    say(`Shared with ${email.value.trim()}`);
  });
  const text = el("textarea", { id: "comment-text", rows: 2 });
  const comment = el("form", { className: "inline" }, el("label", { htmlFor: "comment-text", textContent: "Add a comment" }), text,
    el("button", { type: "submit", textContent: "Comment" }));
  comment.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!text.value.trim()) return;
    await api(`/files/${fileId}/comments`, { method: "POST", body: { content: text.value.trim() } });
    await renderFile(fileId);
    say("Comment added");
  });
  const person = (p) => el("li", {}, el("span", { textContent: p.displayName || p.emailAddress || (p.type === "anyone" ? "Anyone with the link" : p.domain) }),
    el("span", { className: "role", textContent: p.role }));
  const note = (c) => el("li", {}, el("strong", { textContent: c.author.displayName }), el("span", { textContent: ` ${c.content}` }),
    el("span", { className: "role", textContent: c.resolved ? "Resolved" : "" }));
  main.replaceChildren(
    el("h1", { textContent: file.name }),
    el("p", { className: "meta", textContent: `${file.mimeType}${file.size ? ` · ${file.size} bytes` : ""} · modified ${file.modifiedTime.slice(0, 10)}` }),
    el("section", { "aria-label": "Sharing", className: "panel" }, el("h2", { textContent: "People with access" }),
      el("ul", { "aria-label": "People with access", className: "people" }, ...perms.permissions.map(person)), share),
    el("section", { "aria-label": "Comments", className: "panel" }, el("h2", { textContent: "Comments" }),
      el("ul", { "aria-label": "Comments", className: "people" }, ...comments.comments.map(note)), comment));
}

$("search").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = $("q").value.trim();
  if (text) renderSearch(text);
});

const path = location.pathname;
const folder = path.match(/^\/drive\/folders\/([^/]+)/);
const file = path.match(/^\/file\/d\/([^/]+)/);
refreshStorage();
if (folder) renderFolder(decodeURIComponent(folder[1]));
else if (file) renderFile(decodeURIComponent(file[1]));
else if (path === "/drive/starred") renderStarred();
else if (path === "/drive/trash") renderTrash();
else renderFolder("root");
