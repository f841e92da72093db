// The gold trello UI: plain ES modules, no build step. Every action goes through the Trello API the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");

function chips(labels, name) {
  // On a card page the chips are a list named "Labels" (one item a label); on a board tile they are decoration.
  const list = name ? { role: "list", "aria-label": name } : {};
  const item = name ? { role: "listitem" } : {};
  return el("div", { className: "chips", ...list }, ...labels.map((l) => el("span", { className: `chip ${l.color}`, textContent: l.name, ...item })));
}

function cardTile(card) {
  const badges = el("div", { className: "badges" });
  if (card.badges.comments) badges.append(el("span", { textContent: `${card.badges.comments} comments` }));
  if (card.badges.checkItems) badges.append(el("span", { textContent: `${card.badges.checkItemsChecked}/${card.badges.checkItems} done` }));
  return el("li", {}, el("a", { href: `/c/${card.id}` }, chips(card.labels), el("span", { textContent: card.name }), badges));
}

const COLOURS = ["green", "yellow", "orange", "red", "purple", "blue", "sky", "black"];

function labelsLink(boardId, current) {
  const link = $("labels-link");
  link.href = `/b/${boardId}/labels`;
  link.hidden = false;
  if (current) link.setAttribute("aria-current", "page");
}

async function renderLabels(boardId) {
  const [board, labels] = await Promise.all([api(`/boards/${boardId}`), api(`/boards/${boardId}/labels`)]);
  $("board-name").textContent = board.name;
  labelsLink(boardId, true);
  document.title = `Labels | ${board.name} | Boards`;
  const form = el("form", { className: "label-form", "aria-label": "Create label" },
    el("label", { htmlFor: "label-name", textContent: "Label name" }), el("input", { id: "label-name", type: "text", autocomplete: "off" }),
    el("label", { htmlFor: "label-colour", textContent: "Colour" }),
    el("select", { id: "label-colour" }, ...COLOURS.map((c) => el("option", { value: c, textContent: c }))),
    el("button", { type: "submit", textContent: "Create label" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const name = $("label-name").value.trim();
    if (!name) return;
    await api(`/boards/${boardId}/labels`, { method: "POST", body: { name, color: $("label-colour").value } });
    $("status").textContent = `Label ${name} created`;
    await renderLabels(boardId);
  });
  main.replaceChildren(el("section", { className: "card-panel" },
    el("h1", { textContent: "Labels" }), el("p", { className: "in-list", textContent: `on board ${board.name}` }),
    el("ul", { className: "label-rows", "aria-label": "Board labels" },
      ...labels.map((l) => el("li", {}, el("span", { className: `chip ${l.color}`, textContent: l.name || l.color })))),
    form));
}

async function renderBoard(boardId) {
  const [board, lists, cards] = await Promise.all([
    api(`/boards/${boardId}`), api(`/boards/${boardId}/lists`), api(`/boards/${boardId}/cards`),
  ]);
  $("board-name").textContent = board.name;
  labelsLink(boardId, false);
  document.title = `${board.name} | Boards`;
  const columns = lists.map((list) => {
    const form = el("form", { className: "add-form", hidden: true },
      el("label", { htmlFor: `title-${list.id}`, textContent: "Card title" }),
      el("input", { id: `title-${list.id}`, type: "text", autocomplete: "off" }),
      el("button", { type: "submit", textContent: "Add card" }));
    const open = el("button", { type: "button", className: "add", textContent: "+ Add a card", "aria-label": `Add a card to ${list.name}` });
    open.addEventListener("click", () => { form.hidden = false; form.querySelector("input").focus(); });
    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const name = form.querySelector("input").value.trim();
      if (!name) return;
      await api("/cards", { method: "POST", body: { idList: list.id, name } });
      $("status").textContent = "Card added";
      await renderBoard(boardId);
    });
    const mine = cards.filter((c) => c.idList === list.id);
    return el("section", { className: "column", "aria-label": list.name },
      el("h2", { textContent: list.name }), el("ul", { className: "cards", "aria-label": list.name }, ...mine.map(cardTile)), open, form);
  });
  main.replaceChildren(el("div", { className: "lists" }, ...columns));
}

async function renderCard(cardId) {
  const card = await api(`/cards/${cardId}`);
  const [board, list, labels, checklists, actions] = await Promise.all([
    api(`/boards/${card.idBoard}`), api(`/lists/${card.idList}`), api(`/boards/${card.idBoard}/labels`),
    api(`/cards/${cardId}/checklists`), api(`/cards/${cardId}/actions`),
  ]);
  $("board-name").textContent = board.name;
  labelsLink(card.idBoard, false);
  document.title = `${card.name} | Boards`;
  const picker = el("div", { className: "label-picker", hidden: true }, ...labels.map((label) => {
    const box = el("input", { type: "checkbox", id: `label-${label.id}`, checked: card.idLabels.includes(label.id) });
    box.addEventListener("change", async () => {
      if (box.checked) await api(`/cards/${cardId}/idLabels`, { method: "POST", body: { value: label.id } });
      else await api(`/cards/${cardId}/idLabels/${label.id}`, { method: "DELETE" });
      const said = box.checked ? `Label ${label.name} added` : `Label ${label.name} removed`;
      await renderCard(cardId); // announce once the card shows it
      $("status").textContent = said;
    });
    return el("div", {}, box, el("label", { htmlFor: `label-${label.id}`, textContent: label.name }));
  }));
  const labelsButton = el("button", { type: "button", textContent: "Labels" });
  labelsButton.addEventListener("click", () => { picker.hidden = !picker.hidden; });
  const checklistButton = el("button", { type: "button", textContent: "Checklist" });
  checklistButton.addEventListener("click", async () => {
    await api(`/cards/${cardId}/checklists`, { method: "POST", body: { name: "Checklist" } });
    await renderCard(cardId);
  });
  const panel = el("section", { className: "card-panel", role: "dialog", "aria-label": card.name },
    chips(card.labels, "Labels"), el("h1", { textContent: card.name }), el("p", { className: "in-list", textContent: `in list ${list.name}` }),
    el("p", { textContent: card.desc || "No description." }),
    el("div", { className: "tools" }, labelsButton, checklistButton), picker);
  for (const checklist of checklists) {
    panel.append(el("h2", { textContent: checklist.name }),
      el("ul", { className: "items" }, ...checklist.checkItems.map((i) => el("li", { textContent: `${i.state === "complete" ? "[x]" : "[ ]"} ${i.name}` }))));
  }
  panel.append(el("h2", { textContent: "Activity" }),
    el("ul", { className: "comments" }, ...actions.map((a) => el("li", { textContent: a.data.text }))));
  main.replaceChildren(panel);
}

const path = location.pathname;
const board = path.match(/^\/b\/([^/]+)/);
const card = path.match(/^\/c\/([^/]+)/);
const labels = path.match(/^\/b\/([^/]+)\/labels/);
if (card) renderCard(decodeURIComponent(card[1]));
else if (labels) renderLabels(decodeURIComponent(labels[1]));
else renderBoard(board ? decodeURIComponent(board[1]) : "b-roadmap");
