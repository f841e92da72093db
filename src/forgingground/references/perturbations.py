"""The perturbations `fgb calibrate-visual` applies to the gold UI, and the score each must get on every screen.

Each is JavaScript run after a screen loaded at the seed state (or, for `another_app`, no script: the candidate is
another environment's reference screen). Its expectation says what a person would call the result:

    gold    the gold UI itself: exactly 1.0 on every screen
    near    the same page drawn a little differently (shifts, fonts, colours): >= NEAR on every screen
    clone   still a clone, with a visible flaw (a renamed button, a list reversed, a large shift): passes on average
            over all screens of all environments (one environment's average may fall below: reversed chat or mail
            lists break the relative layout of most of a page)
    not     not a clone of this screen (no CSS, main content hidden or unreadable, columns stacked, another app):
            below the pass threshold on every screen
"""

from __future__ import annotations

import json
from typing import NamedTuple

NEAR = 0.80

OTHER_APP = """
<head><style>body{font-family:'DejaVu Sans',sans-serif;margin:0;background:#fff}header{background:#0b57d0;color:#fff;padding:14px 24px;font-size:22px}
table{border-collapse:collapse;margin:24px;width:90%}td{border:1px solid #ccc;height:90px;vertical-align:top;padding:4px;width:14%}
th{padding:6px}</style></head><body><header>Calendar</header><h2 style="margin:16px 24px">January 2026</h2><table>
<tr><th>Mon</th><th>Tue</th><th>Wed</th><th>Thu</th><th>Fri</th><th>Sat</th><th>Sun</th></tr>
<tr><td>29</td><td>30</td><td>31</td><td>1 New Year</td><td>2</td><td>3</td><td>4</td></tr>
<tr><td>5 Standup</td><td>6</td><td>7 Dentist</td><td>8</td><td>9</td><td>10</td><td>11</td></tr>
<tr><td>12</td><td>13 Review</td><td>14</td><td>15 Lunch</td><td>16</td><td>17</td><td>18</td></tr></table></body>
"""

ANOTHER_APP = "another_app"  # scored without a browser: the candidate is another environment's reference


def _style(css: str) -> str:
    return f"document.head.insertAdjacentHTML('beforeend', {json.dumps('<style>' + css + '</style>')});"


# Every element's computed colours, read before any is changed (inherited colours would change under us).
_EACH_COLOUR = """
const els = [document.documentElement, ...document.querySelectorAll('*')];
const parse = (c) => (c.match(/\\d+(\\.\\d+)?/g) || [0, 0, 0, 0]).map(Number);
const seen = els.map(e => { const s = getComputedStyle(e); return [e, parse(s.color), parse(s.backgroundColor)]; });
"""

_STACK = """
for (const e of document.querySelectorAll('*')) {
  const s = getComputedStyle(e);
  if (s.display.endsWith('grid')) e.style.setProperty('display', 'block', 'important');
  else if (s.display.endsWith('flex') && !s.flexDirection.startsWith('column')) e.style.setProperty('flex-direction', 'column', 'important');
  if (s.float !== 'none') e.style.setProperty('float', 'none', 'important');
}
"""

_NO_CSS = """
document.querySelectorAll('style, link[rel=stylesheet]').forEach(e => e.remove());
document.adoptedStyleSheets = [];
for (const e of document.querySelectorAll('[style]')) e.removeAttribute('style');
"""

# Channels rotated (r, g, b) -> (b, r, g) for every text and background colour: greys stay, hues swap.
_PALETTE = (
    _EACH_COLOUR
    + """
for (const [e, c, b] of seen) {
  e.style.setProperty('color', `rgba(${c[2]},${c[0]},${c[1]},${c.length > 3 ? c[3] : 1})`, 'important');
  if (b.length < 4 || b[3] > 0) e.style.setProperty('background-color', `rgba(${b[2]},${b[0]},${b[1]},${b.length > 3 ? b[3] : 1})`, 'important');
}
"""
)

# Each element's text drawn in the colour of the background behind it.
_UNREADABLE = (
    _EACH_COLOUR
    + """
const behind = new Map();
for (const [e, , b] of seen) {
  const up = e.parentElement ? behind.get(e.parentElement) : [255, 255, 255];
  behind.set(e, b.length < 4 || b[3] > 0.5 ? b.slice(0, 3) : (up || [255, 255, 255]));
}
for (const [e] of seen) { const b = behind.get(e); e.style.setProperty('color', `rgb(${b[0]},${b[1]},${b[2]})`, 'important'); }
"""
)


class Perturbation(NamedTuple):
    what: str  # what a person would call it
    expect: str  # gold, near, clone or not (module docstring)
    script: str  # JavaScript applied after the screen loaded ("" for none)


PERTURBATIONS: dict[str, Perturbation] = {
    "identical": Perturbation("the gold UI itself", "gold", ""),
    "shifted_2px": Perturbation("the whole page shifted 2px right and 1px down", "near", _style("body{translate:2px 1px}")),
    "shifted_8px": Perturbation("the whole page shifted 8px right and 6px down", "near", _style("body{translate:8px 6px}")),
    "fonts_changed": Perturbation("another font family", "near", _style("*{font-family:'DejaVu Serif',serif!important}")),
    "restyled": Perturbation(
        "other colours and fonts",
        "near",
        _style(
            "*{font-family:'DejaVu Serif',serif!important;color:#7a1f5c!important} body,.topbar{background:#fff3d6!important}"
            " main{background:#fffdf5!important} .compose{background:#f6c28b!important}"
        ),
    ),
    "palette_swapped": Perturbation("every text and background colour's hue rotated (r,g,b -> b,r,g)", "near", _PALETTE),
    "renamed_button": Perturbation(
        "one button renamed (the first labelled button reads 'Go')",
        "clone",
        "const b = [...document.querySelectorAll('button')].find(b => b.offsetParent && b.textContent.trim()); if (b) b.textContent = 'Go';",
    ),
    "shuffled_list": Perturbation(
        "every list in reverse order",
        "clone",
        "for (const ul of document.querySelectorAll('ul')) [...ul.children].reverse().forEach(li => ul.appendChild(li));",
    ),
    "shifted_layout": Perturbation(
        "the whole layout shifted 160px right and 60px down", "clone", _style("body{padding:60px 0 0 160px}")
    ),
    "no_css": Perturbation("no CSS at all (style sheets and style attributes removed)", "not", _NO_CSS),
    "stacked": Perturbation("columns stacked: every row of a flex or grid layout made a column", "not", _STACK),
    "missing_main": Perturbation(
        "the main region hidden (visibility: hidden)", "not", _style("main,[role=main]{visibility:hidden!important}")
    ),
    "main_transparent": Perturbation(
        "the main region transparent (opacity: 0)", "not", _style("main,[role=main]{opacity:0!important}")
    ),
    "unreadable_text": Perturbation("every text drawn in its background's colour", "not", _UNREADABLE),
    "empty_page": Perturbation("an empty page", "not", "document.body.innerHTML = '';"),
    "other_app": Perturbation(
        "a different app's page (a calendar)", "not", f"document.documentElement.innerHTML = {json.dumps(OTHER_APP)};"
    ),
    ANOTHER_APP: Perturbation("another environment's reference screen", "not", ""),
}


def is_clone(name: str) -> bool:
    return PERTURBATIONS[name].expect != "not"
