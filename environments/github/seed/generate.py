"""Rebuild seed.json: two synthetic GitHub repositories, byte-identical on every run (fixed data, fixed clock).

Run: python environments/github/seed/generate.py   (--check compares only)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("seed.json")
ME = "mona"
USERS = [(1, "mona", "Mona Lisa"), (2, "lin", "Lin Okafor"), (3, "sam", "Sam Rivera")]
REPOS = [(1001, "atlas", "Maps for everyone", False), (1002, "notes", "Private notes app", True)]
LABELS = [(11, 1001, "bug", "d73a4a", "Something isn't working"), (12, 1001, "documentation", "0075ca", "Docs"),
          (13, 1001, "enhancement", "a2eeef", "New feature or request"), (14, 1001, "good first issue", "7057ff", "Good for newcomers"),
          (15, 1002, "bug", "d73a4a", "Something isn't working")]
MILESTONES = [(21, 1001, 1, "v1.0", "First stable release", "open", "2026-02-01T00:00:00Z"),
              (22, 1001, 2, "v0.9", "Beta", "closed", "2026-01-01T00:00:00Z")]
# (id, repo, number, title, body, state, author, milestone id, labels, created day, closed day, pull (head, base, merged))
ISSUES = [
    (101, 1001, 1, "Crash on startup", "The app crashes when the cache is empty.", "open", "lin", 21, ["bug"], 5, None, None),
    (102, 1001, 2, "Add dark mode", "Follow the system theme.", "open", "sam", 21, ["enhancement"], 6, None, None),
    (103, 1001, 3, "Typo in README", "'teh' should be 'the'.", "closed", "sam", None, ["documentation"], 7, 8, None),
    (104, 1001, 4, "Fix startup crash", "Fixes #1: create the cache folder first.", "open", "lin", 21, [], 9, None, ("fix-crash", "main", False)),
    (105, 1001, 5, "Slow search", "Search takes 3 s on large maps.", "open", "mona", None, ["bug"], 10, None, None),
    (106, 1001, 6, "Dark mode toggle", "Adds a toggle in settings.", "open", "sam", 21, ["enhancement"], 11, None, ("dark-mode", "main", False)),
    (107, 1001, 7, "Update dependencies", "Routine bumps.", "closed", "mona", 22, [], 12, 13, ("deps", "main", True)),
    (108, 1002, 1, "Sync fails offline", "", "open", "mona", None, ["bug"], 4, None, None),
]
COMMENTS = [(201, 101, "Same here on Android.", "sam", 6), (202, 101, "I have a fix, PR coming.", "lin", 8),
            (203, 104, "Looks good to me.", "sam", 10)]
REVIEWS = [(301, 104, "sam", "COMMENTED", "Nice and small.", 10), (302, 106, "mona", "CHANGES_REQUESTED", "Needs a test.", 12)]


def day(d: int | None, hour: int = 10) -> str | None:
    return None if d is None else f"2026-01-{d:02d}T{hour:02d}:00:00Z"


def build() -> dict:
    label_id = {(r, n): i for i, r, n, _, _ in LABELS}
    issues, issue_labels, pulls = [], [], []
    for iid, repo, number, title, body, state, author, ms, labels, created, closed, pull in ISSUES:
        issues.append({"id": iid, "repo_id": repo, "number": number, "title": title, "body": body, "state": state,
                       "state_reason": "completed" if state == "closed" else None, "user_login": author, "milestone_id": ms,
                       "is_pull": pull is not None, "comments": sum(1 for c in COMMENTS if c[1] == iid),
                       "created_at": day(created), "updated_at": day(closed or created), "closed_at": day(closed)})
        issue_labels += [{"issue_id": iid, "label_id": label_id[(repo, n)]} for n in labels]
        if pull:
            head, base, merged = pull
            pulls.append({"issue_id": iid, "head": head, "base": base, "merged": merged, "merged_at": day(closed) if merged else None,
                          "merge_commit_sha": f"{iid:040x}" if merged else None})
    repos = []
    for rid, name, desc, private in REPOS:
        mine = [i for i in ISSUES if i[1] == rid]
        repos.append({"id": rid, "owner": ME, "name": name, "description": desc, "private": private, "default_branch": "main",
                      "open_issues_count": sum(1 for i in mine if i[5] == "open"), "next_number": len(mine) + 1,
                      "created_at": day(1), "updated_at": day(13)})
    return {
        "$schema": "../../../schemas/seed.schema.json",
        "now": "2026-01-15T09:00:00Z",
        "generator": "python environments/github/seed/generate.py",
        "tables": {
            "counters": [{"name": "ids", "value": 1000000}],
            "users": [{"id": i, "login": login, "name": n} for i, login, n in USERS],
            "repos": repos,
            "milestones": [{"id": i, "repo_id": r, "number": n, "title": t, "description": d, "state": s, "due_on": due}
                           for i, r, n, t, d, s, due in MILESTONES],
            "labels": [{"id": i, "repo_id": r, "name": n, "color": c, "description": d} for i, r, n, c, d in LABELS],
            "issues": issues,
            "issue_labels": sorted(issue_labels, key=lambda x: (x["issue_id"], x["label_id"])),
            "comments": [{"id": i, "issue_id": iss, "body": b, "user_login": u, "created_at": day(d)} for i, iss, b, u, d in COMMENTS],
            "pulls": pulls,
            "reviews": [{"id": i, "issue_id": iss, "user_login": u, "state": s, "body": b, "submitted_at": day(d)}
                        for i, iss, u, s, b, d in REVIEWS],
        },
    }


def render() -> str:
    return json.dumps(build(), indent=1) + "\n"


if __name__ == "__main__":
    if "--check" in sys.argv:
        if OUT.read_text() != render():
            print(f"{OUT} is out of date: run python environments/github/seed/generate.py")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(render())
        print(f"wrote {OUT}")
