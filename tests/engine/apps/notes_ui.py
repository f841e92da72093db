"""The notes app with a small UI for checkpoint and UI-vs-API tests; NOTES_UI_MODE bends what the page shows.

    good      the list and the count badge follow the API after a note is saved
    stale     the badge keeps the count it first showed (a page that does not refresh a derived value)
    restyled  after saving, the page replaces its list by a large red 'Saved.'
    stuck     the "Pin" toggle never shows itself pressed (a control state the page does not expose)
    bare      "Pin" carries no aria-pressed at all (a plain button, no toggle) and pressing it changes nothing
    reversed  the list shows the notes in the reverse of the API's order

Run: python notes_ui.py PORT  (standard library only, so it starts in a blink).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[2] / "hostile_apps" / "apps"))

from notes_base import Handler, serve  # noqa: E402

MODE = os.environ.get("NOTES_UI_MODE", "good")
PAGE = """<!doctype html><html><head><meta charset="utf-8"><title>Notes</title>
<style>body{font-family:sans-serif;margin:0;display:flex} nav{width:200px;padding:16px} main{padding:16px;flex:1}
li{padding:6px 0;border-bottom:1px solid #ddd} .broken{color:#c00;font-size:40px}</style></head>
<body><nav aria-label="Folders"><a href="/">All notes <span data-testid="count"></span></a></nav>
<main><h1>Notes</h1><button id="new">New note</button> <button id="pin" aria-pressed="false">Pin</button>
<form id="form" hidden><label>Title <input id="title"></label> <button type="submit">Save</button></form>
<ul aria-label="Notes" id="list"></ul></main>
<script>
const MODE = "__MODE__";
const list = document.getElementById("list"), count = document.querySelector("[data-testid=count]");
async function render(first) {
  const data = await (await fetch("/api/notes")).json();
  const notes = MODE === "reversed" ? [...data.notes].reverse() : data.notes;
  list.innerHTML = notes.map((n) => `<li>${n.title}</li>`).join("");
  if (first || MODE !== "stale") count.textContent = data.notes.length;
  if (!first && MODE === "restyled") document.querySelector("main").innerHTML = "<p class='broken'>Saved.</p>";
}
document.getElementById("new").onclick = () => { document.getElementById("form").hidden = false; };
if (MODE === "bare") document.getElementById("pin").removeAttribute("aria-pressed");
document.getElementById("pin").onclick = (event) => {
  if (MODE === "bare") return;
  if (MODE !== "stuck") event.target.setAttribute("aria-pressed", String(event.target.getAttribute("aria-pressed") !== "true"));
};
document.getElementById("form").onsubmit = async (event) => {
  event.preventDefault();
  const title = document.getElementById("title");
  await fetch("/api/notes", {method: "POST", headers: {"content-type": "application/json"},
    body: JSON.stringify({title: title.value, tag: "work"})});
  document.getElementById("form").hidden = true;
  title.value = "";
  await render(false);
};
render(true);
</script></body></html>"""


class WithPage(Handler):
    def intercept(self, method: str, path: str) -> bool:
        if method == "GET" and path == "/":
            self.send_raw(200, PAGE.replace("__MODE__", MODE).encode(), "text/html; charset=utf-8")
            return True
        return False


serve(WithPage)
