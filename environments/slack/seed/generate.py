"""Rebuild seed.json: one synthetic Slack workspace, byte-identical on every run (fixed data, fixed clock).

Run: python environments/slack/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
ME = "U01ADA"
USERS = [("U01ADA", "ada", "Ada Lovelace", False), ("U02BEN", "ben", "Ben Okoro", False), ("U03CHLOE", "chloe", "Chloé Martin", False),
         ("U04DEV", "dev", "Dev Patel", False), ("U05BOT", "deploybot", "Deploy Bot", True)]
# (id, name, private, archived, topic, purpose, creator, created, members)
CHANNELS = [
    ("C01GENERAL", "general", False, False, "Company-wide news", "Everyone", "U01ADA", 1767225600, ["U01ADA", "U02BEN", "U03CHLOE", "U04DEV"]),
    ("C02RANDOM", "random", False, False, "", "Off-topic", "U02BEN", 1767225600, ["U01ADA", "U02BEN"]),
    ("C03ATLAS", "proj-atlas", True, False, "Atlas launch", "Private project room", "U03CHLOE", 1767830400, ["U01ADA", "U03CHLOE"]),
    ("C04LAUNCH", "old-launch", False, True, "", "Last year's launch", "U01ADA", 1735689600, ["U01ADA", "U02BEN"]),
    ("C05DESIGN", "design", False, False, "Logos and colours", "", "U03CHLOE", 1767830400, ["U02BEN", "U03CHLOE"]),
]
# (channel, ts, user, text, thread_ts)
MESSAGES = [
    ("C01GENERAL", "1768381200.000100", "U02BEN", "Morning all!", None),
    ("C01GENERAL", "1768384800.000200", "U03CHLOE", "Standup moved to 10:30", None),
    ("C01GENERAL", "1768385400.000210", "U01ADA", "Thanks for the heads-up", "1768384800.000200"),
    ("C01GENERAL", "1768386000.000220", "U02BEN", "Noted", "1768384800.000200"),
    ("C01GENERAL", "1768388400.000300", "U01ADA", "Release notes are up", None),
    ("C01GENERAL", "1768392000.000400", "U04DEV", "Who has the projector key?", None),
    ("C02RANDOM", "1768300000.000500", "U02BEN", "Lunch?", None),
    ("C02RANDOM", "1768303600.000600", "U01ADA", "Yes, 12:30", None),
    ("C03ATLAS", "1768390000.000700", "U03CHLOE", "Draft spec attached", None),
    ("C04LAUNCH", "1767000000.000800", "U01ADA", "Launch done!", None),
    ("C05DESIGN", "1768391000.000900", "U03CHLOE", "New logo options", None),
]
REACTIONS = [("C01GENERAL", "1768388400.000300", "tada", "U02BEN"), ("C01GENERAL", "1768388400.000300", "tada", "U03CHLOE"),
             ("C01GENERAL", "1768381200.000100", "wave", "U01ADA")]
PINS = [("C01GENERAL", "1768388400.000300", "U01ADA", 1768388500)]


def build() -> dict:
    messages = []
    for channel, ts, user, text, thread in MESSAGES:
        replies = [m for m in MESSAGES if m[4] == ts]
        messages.append({"channel_id": channel, "ts": ts, "user_id": user, "text": text, "thread_ts": thread or (ts if replies else None),
                         "reply_count": len(replies), "latest_reply": replies[-1][1] if replies else None, "reply_broadcast": False,
                         "edited_ts": None})
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "generator": "python environments/slack/seed/generate.py",
        "tables": {
            "counters": [{"name": "ts", "value": 1000}],
            "users": [{"id": i, "name": n, "real_name": r, "is_bot": b, "deleted": False} for i, n, r, b in USERS],
            "channels": [{"id": i, "name": n, "is_private": p, "is_archived": a, "topic": t, "purpose": pu, "creator": c, "created": cr}
                         for i, n, p, a, t, pu, c, cr, _ in CHANNELS],
            "members": sorted(({"channel_id": c[0], "user_id": u} for c in CHANNELS for u in c[8]), key=lambda x: (x["channel_id"], x["user_id"])),
            "messages": sorted(messages, key=lambda m: (m["channel_id"], m["ts"])),
            "reactions": sorted(({"channel_id": c, "ts": t, "name": n, "user_id": u} for c, t, n, u in REACTIONS),
                                key=lambda x: (x["channel_id"], x["ts"], x["name"], x["user_id"])),
            "pins": [{"channel_id": c, "ts": t, "pinned_by": u, "created": at} for c, t, u, at in PINS],
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1, ensure_ascii=False) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/slack/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
