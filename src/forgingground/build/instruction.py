"""instruction.md: what the agent is asked to build, in the words every environment shares."""

from __future__ import annotations

from typing import Any

from .limits import STARTUP_TIMEOUT_S

TEMPLATE = """\
# Build {title}

Brief version **{brief_version}** of environment `{env}`. Canary: `{canary}`.

Build a full-stack web app that clones {title}: its HTTP API and its browser front end. It will be scored
layer by layer by ForgingGround-Bench: each endpoint on its own, business flows across endpoints, user
journeys in a headless browser, and how close each screen looks to its reference screenshot. Where
`document.md` states `security.*` rules, a security score stands beside them: another user's resources, hostile
text (stored verbatim, shown as text), read-only fields in a body, each as those rules state.

## What you get

{files}

## Stack

- Backend: Python with FastAPI, storing its data in the database `DATABASE_URL` names. The verifier always sets it,
  as a SQLAlchemy URL: a throwaway PostgreSQL database (`postgresql+psycopg://user@host:port/name`) or a SQLite file
  (`sqlite:////abs/path/app.sqlite3`). Keep every table of the data model there, under the data model's table and
  column names: the verifier reads each table's primary keys back from that database and judges them against
  `GET /api/state` (`protocol.stack.database`). It also restarts your app once, after a chain's writes: the
  restarted app serves the state it had (`protocol.stack.restart`); load the seed at start-up only into an empty
  database. Data kept in memory, or in a database of your own choosing, loses both points.
- Front end: any browser front end. React (Vite or Next.js) is welcome; so is plain HTML with ES modules. It
  may be served by the API process or by a process of its own (see `[ui]` below).
- The app runs offline: no calls to outside services, fonts or CDNs at run time.

## The state protocol

Besides the API in `openapi.json`, the app serves `POST /api/reset` (restore `seed/seed.json` exactly;
an optional body `{{"now": "<RFC 3339>"}}` freezes the clock every date is computed from) and
`GET /api/state` (the whole state as `{{"tables": {{"<table>": [rows ordered by primary key]}}}}`, valid
against `state.schema.json`, tables and columns as in the data model of `document.md`). The verifier sees
inside the app through these two endpoints and the database `DATABASE_URL` names, and judges them too: every
table served, rows in primary-key order, the seed restored exactly by every reset, and a reset's `now` stamped on
what the app writes after it.

## Screens

`screens.json` lists each screen's route and the accessible names (ARIA role and name) its elements must
expose: the browser journeys find elements by role and name, and by the label of form fields. A control whose
`states` are listed (disabled, pressed, checked, expanded) must expose them to the accessibility tree (the
`disabled` attribute, `aria-pressed`, `aria-checked`, `aria-expanded`): the journeys check them. Ask for input
in the page itself (a form or a `<dialog>` element): the browser dismisses native `alert`, `confirm` and
`prompt` dialogs and popups, and a journey that meets one fails. At the seed state each screen should look like
its screenshot under `references/`, at 1280x800.

## How your app is started: fgb.toml

Put a manifest `fgb.toml` at the root of your submission folder. The evaluator copies the folder, runs
each `install` once, then each `start`, with `sh -c` from the folder (or its `workdir`).

```toml
[agent]
name = "my-agent"            # required: the agent that built this
model = "my-model-1"         # optional

[app]                        # required: the API (and the UI, unless [ui] is given)
install = "pip install -r requirements.txt"
start = "python -m uvicorn app.main:app --host 127.0.0.1 --port {{port}}"   # or $PORT
workdir = "backend"          # optional

[ui]                         # optional: a front end with a process of its own
install = "npm ci"
start = "npx vite preview --host 127.0.0.1 --port {{ui_port}} --strictPort"  # or $UI_PORT
workdir = "web"              # optional; the API's URL is {{api_url}} / $API_URL

[cost]                       # optional: what building it cost, as you measure it
usd = 0.0
input_tokens = 0
output_tokens = 0
wall_s = 0.0
```

The API must answer on `{{port}}` within {startup_s} seconds of starting; the front end on `{{ui_port}}`
likewise. The screens' routes are opened on the front end (the API's URL when there is no `[ui]`).

## Time budget

You have {budget_min} minutes to build. The evaluation itself has a budget of {eval_budget_s} seconds for
all layers: keep every request fast.
"""


def render_instruction(summary: dict[str, Any], title: str, files: dict[str, str], budget_min: int, eval_budget_s: int) -> str:
    listing = "\n".join(f"- `{name}`: {why}" for name, why in files.items())
    return TEMPLATE.format(
        title=title,
        env=summary["env"],
        brief_version=summary["brief_version"],
        canary=summary["canary"],
        files=listing,
        startup_s=int(STARTUP_TIMEOUT_S),
        budget_min=budget_min,
        eval_budget_s=eval_budget_s,
    )
