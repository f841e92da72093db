// The gold Google Contacts UI: plain ES modules, no build step. Every action goes through the People API v1 the app serves.

import { $, el, request as api } from "/ui-kit/fgb.js";

const main = $("main");
const FIELDS = "names,emailAddresses,phoneNumbers,organizations,biographies,memberships";
const displayName = (p) => p.names?.[0]?.displayName || p.emailAddresses?.[0]?.value || "(no name)";
const id = (resourceName) => resourceName.split("/")[1];
// The primary value first: the API's lists of emails and phones are sets, the page shows them in a stable order.
const primaryFirst = (values = []) => [...values].sort((a, b) => (b.metadata?.primary ? 1 : 0) - (a.metadata?.primary ? 1 : 0) || a.value.localeCompare(b.value));
const first = (values) => primaryFirst(values)[0]?.value || "";

function go(path) {
  history.pushState({}, "", path);
  return route();
}

function link(href, text, props = {}) {
  const a = el("a", { href, textContent: text, ...props });
  a.addEventListener("click", (event) => { event.preventDefault(); go(href); });
  return a;
}

async function renderNav() {
  const { contactGroups = [] } = await api("/v1/contactGroups");
  const count = (name) => contactGroups.find((g) => g.resourceName === `contactGroups/${name}`)?.memberCount ?? 0;
  const labels = contactGroups.filter((g) => g.groupType === "USER_CONTACT_GROUP").sort((a, b) => a.name.localeCompare(b.name));
  $("nav").replaceChildren(el("ul", {},
    el("li", {}, link("/", `Contacts ${count("myContacts")}`)),
    el("li", {}, link("/label/starred", `Starred ${count("starred")}`)),
    el("li", {}, link("/other", "Other contacts")),
    el("li", { className: "heading", textContent: "Labels" }),
    ...labels.map((g) => el("li", {}, link(`/label/${id(g.resourceName)}`, `${g.name} ${g.memberCount ?? 0}`)))));
}

function row(person) {
  return el("li", {}, link(`/person/${id(person.resourceName)}`, displayName(person), { className: "name" }),
    el("span", { className: "email", textContent: first(person.emailAddresses) }),
    el("span", { className: "phone", textContent: first(person.phoneNumbers) }));
}

async function renderContacts(query) {
  const people = query
    ? ((await api(`/v1/people:searchContacts?query=${encodeURIComponent(query)}&readMask=${FIELDS}&pageSize=30`)).results || []).map((r) => r.person).sort((a, b) => displayName(a).localeCompare(displayName(b)))
    : (await api(`/v1/people/me/connections?personFields=${FIELDS}&sortOrder=FIRST_NAME_ASCENDING`)).connections || [];
  const title = query ? `Search results for ${query}` : "Contacts";
  document.title = `${title} | Contacts`;
  main.replaceChildren(
    el("div", { className: "toolbar" }, el("h1", { textContent: `${title} (${people.length})` }), link("/new", "Create contact", { className: "button" })),
    el("ul", { className: "people", "aria-label": "Contacts" }, ...people.map(row)));
}

async function renderPerson(personId) {
  const [person, { contactGroups = [] }] = await Promise.all([api(`/v1/people/${personId}?personFields=${FIELDS}`), api("/v1/contactGroups")]);
  document.title = `${displayName(person)} | Contacts`;
  const mine = (person.memberships || []).map((m) => m.contactGroupMembership.contactGroupResourceName);
  const starred = mine.includes("contactGroups/starred");
  const star = el("button", { type: "button", textContent: starred ? "Unstar" : "Star" });
  star.addEventListener("click", async () => {
    const key = starred ? "resourceNamesToRemove" : "resourceNamesToAdd";
    await api("/v1/contactGroups/starred/members:modify", { method: "POST", body: { [key]: [person.resourceName] } });
    await Promise.all([renderPerson(personId), renderNav()]);
    $("status").textContent = starred ? "Removed from starred" : "Added to starred";
  });
  const userGroups = contactGroups.filter((g) => g.groupType === "USER_CONTACT_GROUP" && !mine.includes(g.resourceName));
  const picker = el("select", { id: "label-picker" }, ...userGroups.map((g) => el("option", { value: g.resourceName, textContent: g.name })));
  const add = el("button", { type: "submit", textContent: "Add to label" });
  const form = el("form", { className: "add-label" }, el("label", { htmlFor: "label-picker", textContent: "Label" }), picker, add);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (!picker.value) return;
    await api(`/v1/${picker.value}/members:modify`, { method: "POST", body: { resourceNamesToAdd: [person.resourceName] } });
    await Promise.all([renderPerson(personId), renderNav()]);
    $("status").textContent = "Label added";
  });
  const remove = el("button", { type: "button", textContent: "Delete contact", className: "danger" });
  remove.addEventListener("click", async () => {
    await api(`/v1/people/${personId}:deleteContact`, { method: "DELETE" });
    await Promise.all([go("/"), renderNav()]);
    $("status").textContent = "Contact deleted";
  });
  const labelNames = contactGroups.filter((g) => g.groupType === "USER_CONTACT_GROUP" && mine.includes(g.resourceName)).map((g) => g.name).sort();
  const details = el("dl", { className: "details" },
    ...[["Email", primaryFirst(person.emailAddresses).map((e) => e.value).join(", ")],
      ["Phone", primaryFirst(person.phoneNumbers).map((p) => p.value).join(", ")],
      ["Company", [person.organizations?.[0]?.title, person.organizations?.[0]?.name].filter(Boolean).join(", ")],
      ["Notes", person.biographies?.[0]?.value || ""]].filter(([, v]) => v).flatMap(([k, v]) => [el("dt", { textContent: k }), el("dd", { textContent: v })]));
  main.replaceChildren(el("article", { className: "card", "aria-label": displayName(person) },
    el("h1", { textContent: displayName(person) }),
    el("ul", { className: "chips", "aria-label": "Labels" }, ...labelNames.map((n) => el("li", { className: "chip", textContent: n }))),
    el("div", { className: "tools" }, star, remove), details, form));
}

async function renderLabel(groupId) {
  const group = await api(`/v1/contactGroups/${groupId}?maxMembers=200`);
  const names = group.memberResourceNames || [];
  const people = names.length
    ? (await api(`/v1/people:batchGet?${names.map((n) => `resourceNames=${encodeURIComponent(n)}`).join("&")}&personFields=${FIELDS}`)).responses.map((r) => r.person).filter(Boolean)
    : [];
  people.sort((a, b) => displayName(a).localeCompare(displayName(b)));
  document.title = `${group.formattedName} | Contacts`;
  main.replaceChildren(
    el("div", { className: "toolbar" }, el("h1", { textContent: `${group.formattedName} (${group.memberCount ?? 0})` })),
    el("ul", { className: "people", "aria-label": "Members" }, ...people.map(row)));
}

async function renderOther() {
  const { otherContacts = [] } = await api("/v1/otherContacts?readMask=names,emailAddresses,phoneNumbers");
  otherContacts.sort((a, b) => displayName(a).localeCompare(displayName(b)));
  document.title = "Other contacts | Contacts";
  main.replaceChildren(
    el("div", { className: "toolbar" }, el("h1", { textContent: `Other contacts (${otherContacts.length})` })),
    el("ul", { className: "people", "aria-label": "Other contacts" }, ...otherContacts.map((o) => {
      const save = el("button", { type: "button", textContent: "Add", "aria-label": `Add ${displayName(o)} to contacts` });
      save.addEventListener("click", async () => {
        const person = await api(`/v1/${o.resourceName}:copyOtherContactToMyContactsGroup`, { method: "POST", body: { copyMask: "names,emailAddresses,phoneNumbers" } });
        await Promise.all([go(`/person/${id(person.resourceName)}`), renderNav()]);
        $("status").textContent = "Saved to contacts";
      });
      return el("li", {}, el("span", { className: "name", textContent: displayName(o) }),
        el("span", { className: "email", textContent: first(o.emailAddresses) }), save);
    })));
}

function renderNew() {
  document.title = "Create contact | Contacts";
  const field = (key, label, type = "text") => el("p", {}, el("label", { htmlFor: key, textContent: label }), el("input", { id: key, type, autocomplete: "off" }));
  const form = el("form", { className: "new-contact", "aria-label": "Create contact" },
    field("given", "First name"), field("family", "Last name"), field("email", "Email", "email"), field("phone", "Phone"), field("company", "Company"),
    el("button", { type: "submit", textContent: "Save" }));
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const v = (key) => $(key).value.trim();
    const person = {};
    if (v("given") || v("family")) person.names = [{ givenName: v("given"), familyName: v("family") }];
    if (v("email")) person.emailAddresses = [{ value: v("email") }];
    if (v("phone")) person.phoneNumbers = [{ value: v("phone") }];
    if (v("company")) person.organizations = [{ name: v("company") }];
    const created = await api("/v1/people:createContact?personFields=names", { method: "POST", body: person });
    await Promise.all([go(`/person/${id(created.resourceName)}`), renderNav()]);
    $("status").textContent = "Contact saved";
  });
  main.replaceChildren(el("h1", { textContent: "Create contact" }), form);
}

function route() {
  const path = location.pathname;
  const person = path.match(/^\/person\/([^/]+)/);
  const label = path.match(/^\/label\/([^/]+)/);
  if (person) return renderPerson(decodeURIComponent(person[1]));
  if (label) return renderLabel(decodeURIComponent(label[1]));
  if (path === "/other") return renderOther();
  if (path === "/new") return renderNew();
  return renderContacts(new URLSearchParams(location.search).get("q") || "");
}

$("search-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const q = $("search").value.trim();
  go(q ? `/?q=${encodeURIComponent(q)}` : "/");
});
window.addEventListener("popstate", route);
renderNav();
route();
