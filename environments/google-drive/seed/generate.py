"""Rebuild seed.json: one synthetic My Drive (folders, files, trash, sharing, comments), byte-identical on every run.

Run: python environments/google-drive/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
NOW = "2026-02-10T10:00:00Z"
ME = "alex.rivera@example.com"
ROOT = "0ARootAlex"
FOLDER = "application/vnd.google-apps.folder"
DOC = "application/vnd.google-apps.document"
SHEET = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
USERS = [
    (ME, "Alex Rivera", "p-alex", True),
    ("sam.okafor@example.com", "Sam Okafor", "p-sam", False),
    ("priya.nair@example.org", "Priya Nair", "p-priya", False),
]
# (id, name, mimeType, parent, size, starred, trashed, explicitly trashed, description, day created, day modified)
FILES = [
    (ROOT, "My Drive", FOLDER, None, None, False, False, False, None, 1, 1),
    ("f-projects", "Projects", FOLDER, ROOT, None, False, False, False, None, 3, 3),
    ("f-photos", "Photos", FOLDER, ROOT, None, False, False, False, None, 4, 4),
    ("f-budget", "Budget 2026.xlsx", SHEET, ROOT, 24576, True, False, False, "Household budget", 5, 12),
    ("f-notes", "Meeting notes", DOC, ROOT, None, False, False, False, None, 6, 20),
    ("f-recipe", "Recipe ideas.txt", "text/plain", ROOT, 4096, False, False, False, None, 7, 7),
    ("f-roadmap", "Roadmap Q1.pdf", "application/pdf", "f-projects", 180224, False, False, False, None, 8, 9),
    ("f-launch", "Launch plan", DOC, "f-projects", None, True, False, False, "Spring launch", 10, 22),
    ("f-archive", "Archive", FOLDER, "f-projects", None, False, False, False, None, 11, 11),
    ("f-oldspec", "Old spec.pdf", "application/pdf", "f-archive", 51200, False, False, False, None, 2, 2),
    ("f-beach", "Beach.jpg", "image/jpeg", "f-photos", 2097152, False, False, False, None, 14, 14),
    ("f-hike", "Hike.jpg", "image/jpeg", "f-photos", 1048576, False, False, False, None, 15, 15),
    ("f-draft", "Draft ideas.txt", "text/plain", ROOT, 2048, False, True, True, None, 16, 18),
    ("f-scans", "Old scans", FOLDER, ROOT, None, False, True, True, None, 17, 17),
    ("f-receipt", "Receipt 2024.png", "image/png", "f-scans", 307200, False, True, False, None, 17, 17),
]
# (file, permission id, type, role, email, domain)
PERMISSIONS = [
    ("f-budget", "p-sam", "user", "writer", "sam.okafor@example.com", None),
    ("f-launch", "p-priya", "user", "commenter", "priya.nair@example.org", None),
    ("f-launch", "anyoneWithLink", "anyone", "reader", None, None),
    ("f-roadmap", "p-sam", "user", "reader", "sam.okafor@example.com", None),
]
# (id, file, author, content, day, resolved)
COMMENTS = [
    ("c-launch-1", "f-launch", "priya.nair@example.org", "Can we move the launch to March?", 21, False),
    ("c-launch-2", "f-launch", ME, "Add the press list here.", 22, True),
    ("c-budget-1", "f-budget", "sam.okafor@example.com", "Q2 numbers look off.", 12, False),
]
# (id, comment, author, content, action, day)
REPLIES = [("r-launch-1", "c-launch-1", ME, "Checking with the team.", None, 21)]


def day(n: int, hour: int = 9) -> str:
    return f"2026-01-{n:02d}T{hour:02d}:00:00.000Z"


def build() -> dict:
    files, permissions, revisions = [], [], []
    for fid, name, mime, parent, size, starred, trashed, explicit, desc, made, changed in FILES:
        files.append(
            {
                "id": fid,
                "name": name,
                "mime_type": mime,
                "parent": parent,
                "owner": ME,
                "description": desc,
                "starred": starred,
                "trashed": trashed,
                "explicitly_trashed": explicit,
                "size": size,
                "created_time": day(made),
                "modified_time": day(changed),
                "version": 1 + (changed - made),
            }
        )
        if fid != ROOT:
            permissions.append(
                {"file_id": fid, "id": "p-alex", "type": "user", "role": "owner", "email_address": ME, "domain": None}
            )
        if mime != FOLDER:
            stamps = sorted({made, changed})
            for n, stamp in enumerate(stamps, 1):
                revisions.append(
                    {
                        "id": f"{fid}-rev-{n}",
                        "file_id": fid,
                        "mime_type": mime,
                        "modified_time": day(stamp),
                        "size": size,
                        "keep_forever": False,
                        "author": ME,
                    }
                )
    for fid, pid, kind, role, email, domain in PERMISSIONS:
        permissions.append({"file_id": fid, "id": pid, "type": kind, "role": role, "email_address": email, "domain": domain})
    comments = [
        {
            "id": cid,
            "file_id": fid,
            "author": who,
            "content": text,
            "created_time": day(d),
            "modified_time": day(d, 10),
            "resolved": resolved,
            "deleted": False,
        }
        for cid, fid, who, text, d, resolved in COMMENTS
    ]
    replies = [
        {
            "id": rid,
            "comment_id": cid,
            "author": who,
            "content": text,
            "action": action,
            "created_time": day(d, 10),
            "modified_time": day(d, 10),
            "deleted": False,
        }
        for rid, cid, who, text, action, d in REPLIES
    ]
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": NOW,
        "generator": "python environments/google-drive/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 100}],
            "users": [{"email": e, "display_name": n, "permission_id": p, "me": m} for e, n, p, m in USERS],
            "files": files,
            "permissions": permissions,
            "comments": comments,
            "replies": replies,
            "revisions": revisions,
        },
    }


def main() -> int:
    text = json.dumps(build(), indent=2) + "\n"
    if "--check" in sys.argv:
        same = OUT.read_text() == text
        print("seed.json is up to date" if same else "seed.json is stale: run python environments/google-drive/seed/generate.py")
        return 0 if same else 1
    OUT.write_text(text)
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
