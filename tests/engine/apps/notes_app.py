"""A notes app for the engine's tests: correct by default, hostile or subtly wrong when NOTES_MODE says so.

Modes: good, hang, garbage, wrong_ctype, lying, redirect, huge, no_protocol, crash_on_create, gap, dies.
"""

from __future__ import annotations

import asyncio
import copy
import json
import os
import sys
from datetime import datetime, timedelta
from pathlib import Path

from fastapi import FastAPI, Request, Response
from fastapi.responses import JSONResponse, PlainTextResponse, RedirectResponse

sys.path.insert(0, str(Path(__file__).parents[2] / "fixtures" / "apps"))
from sqlite_tables import load, save  # noqa: E402

MODE = os.environ.get("NOTES_MODE", "good")
SEED = json.loads((Path(__file__).parents[2] / "fixtures/environments/notes/seed/seed.json").read_text())
app = FastAPI()
db: dict = {}
counter = {"n": 0}
clock = {"now": datetime.fromisoformat(SEED["now"].replace("Z", "+00:00"))}  # the frozen clock the last reset set


def restore() -> None:
    db.clear()
    db.update(copy.deepcopy(SEED["tables"]))
    counter["n"] = 0


restore()
db.update(load() or {})  # what an earlier process stored in DATABASE_URL: a restart keeps it


@app.middleware("http")
async def persist(request: Request, call_next):
    response = await call_next(request)
    if request.method != "GET":
        save(db)
    return response


def note_order(notes: list[dict]) -> list[dict]:
    return sorted(notes, key=lambda n: n["created"], reverse=True)


@app.get("/api/state")
def state():
    if MODE == "no_protocol":
        return PlainTextResponse("not found", status_code=404)
    return {"tables": {"tags": sorted(db["tags"], key=lambda r: r["name"]), "notes": sorted(db["notes"], key=lambda r: r["id"])}}


@app.post("/api/reset")
async def reset(request: Request):
    restore()
    body = await request.json() if await request.body() else {}
    wanted = SEED["now"] if MODE == "ignores_now" else (body.get("now") or SEED["now"])
    clock["now"] = datetime.fromisoformat(wanted.replace("Z", "+00:00"))
    return {"ok": True}


@app.get("/api/notes")
async def list_notes(tag: str | None = None):
    if MODE == "hang":
        await asyncio.sleep(30)
    if MODE == "garbage":
        return Response('{"notes": [ {"id": "n3", ', media_type="application/json")
    if MODE == "wrong_ctype":
        return PlainTextResponse(json.dumps({"notes": note_order(db["notes"])}))
    if MODE == "redirect":
        return RedirectResponse("http://example.invalid/steal")
    if MODE == "huge":
        return Response("[" + "0," * 4_000_000 + "0]", media_type="application/json")
    notes = note_order(db["notes"])
    if tag is not None:
        notes = [n for n in notes if n["tag"] == tag]
        if MODE == "gap":  # the filtered view sorts oldest first: every endpoint passes alone, the chain does not
            notes = list(reversed(notes))
    return {"notes": notes}


@app.post("/api/notes", status_code=201)
async def create(request: Request):
    if MODE == "crash_on_create":
        raise RuntimeError("boom")
    if MODE == "dies":
        os._exit(1)
    body = await request.json()
    counter["n"] += 1
    note = {
        "id": f"new{counter['n']}",
        "title": body["title"],
        "tag": body.get("tag"),
        "created": (clock["now"] + timedelta(seconds=counter["n"])).isoformat().replace("+00:00", "Z"),
    }
    if MODE != "lying":
        db["notes"].append(note)
    return note


@app.get("/api/notes/{note_id}")
def get(note_id: str):
    for n in db["notes"]:
        if n["id"] == note_id:
            return n
    return JSONResponse({"error": "not found"}, status_code=404)


@app.delete("/api/notes/{note_id}", status_code=204)
def delete(note_id: str):
    db["notes"] = [n for n in db["notes"] if n["id"] != note_id]
    if MODE == "lying":
        db["notes"] = [n for n in db["notes"] if n["id"] != "n1"]  # collateral damage
    return Response(status_code=204)
