"""Rebuild seed.json: a synthetic mailbox, byte-identical on every run (seeded RNG, fixed clock, no real people).

Run: python environments/gmail/seed/generate.py   (or: nox -s seed -- --check to compare only)
"""

from __future__ import annotations

import base64
import json
import random
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

NOW = datetime(2026, 1, 15, 9, 0, tzinfo=UTC)
ME = "alex.morgan@example.com"
RNG_SEED = 20260115
OUT = Path(__file__).with_name("seed.json")

SYSTEM_LABELS = ["CHAT", "SENT", "INBOX", "IMPORTANT", "TRASH", "DRAFT", "SPAM", "CATEGORY_FORUMS", "CATEGORY_UPDATES",
                 "CATEGORY_PERSONAL", "CATEGORY_PROMOTIONS", "CATEGORY_SOCIAL", "STARRED", "UNREAD"]
USER_LABELS = [("Label_1", "Work"), ("Label_2", "Travel"), ("Label_3", "Receipts"), ("Label_4", "Family"),
               ("Label_5", "Projects/Apollo"), ("Label_6", "Newsletters")]
PEOPLE = ["Dana Whitfield <dana@example.org>", "Priya Raman <priya.raman@example.org>", "Tomás Ortega <tomas@example.net>",
          "Mei Chen <mei.chen@example.net>", "Oluwaseun Adeyemi <seun@example.org>", "Hannah Berg <hannah.berg@example.com>",
          "Lukas Novak <lukas@example.net>", "Grace Kim <grace.kim@example.org>", "Sam Patel <sam.patel@example.com>",
          "Ines Duarte <ines@example.net>", "Noah Fischer <noah.fischer@example.org>", "Aisha Khan <aisha.khan@example.net>"]
SERVICES = ["Acme Travel <bookings@travel.example>", "Northwind Shop <orders@shop.example>",
            "Weekly Digest <digest@news.example>", "City Library <notices@library.example>",
            "Photon Cloud <billing@cloud.example>", "Forum Bot <noreply@forum.example>"]
TOPICS = [("Quarterly planning", "Label_1"), ("Budget review", "Label_1"), ("Apollo milestone", "Label_5"),
          ("Design sync", "Label_5"), ("Team offsite", "Label_1"), ("Weekend plans", "Label_4"),
          ("Birthday dinner", "Label_4"), ("Book club", None), ("Conference talk", "Label_1"), ("Hiring loop", "Label_1"),
          ("Garden project", "Label_4"), ("Running group", None)]
SERVICE_TOPICS = [("Your trip to Lisbon", "Label_2", "CATEGORY_UPDATES"), ("Order shipped", "Label_3", "CATEGORY_UPDATES"),
                  ("This week in tech", "Label_6", "CATEGORY_PROMOTIONS"), ("Book due soon", None, "CATEGORY_UPDATES"),
                  ("Invoice available", "Label_3", "CATEGORY_UPDATES"), ("New replies in your thread", None, "CATEGORY_FORUMS")]
SENTENCES = ["Could you take a look before Friday?", "I have attached the latest numbers.", "Let me know what you think.",
             "The meeting moved to Thursday at 10.", "Thanks for the quick turnaround!", "We are still waiting on legal.",
             "Happy to help with the slides.", "Can we push this to next week?", "The draft is in the shared folder.",
             "Please confirm the headcount by Monday.", "Great work on the release.", "I will bring snacks."]


def b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def ms(moment: datetime) -> int:
    return int(moment.timestamp() * 1000)


class Builder:
    def __init__(self) -> None:
        self.rng = random.Random(RNG_SEED)
        self.next = 0x19B0000000000000
        self.tables: dict[str, list[dict]] = {k: [] for k in (
            "mailbox", "labels", "threads", "messages", "attachments", "drafts", "history", "filters", "settings",
            "forwarding_addresses", "send_as", "delegates")}
        self.history = 200000

    def new_id(self) -> str:
        self.next += self.rng.randint(1, 4096)
        return f"{self.next:016x}"

    def message(self, thread: str | None, sender: str, to: str, subject: str, when: datetime, labels: list[str],
                body: str, cc: str = "", reply_to: dict | None = None, fixed_id: str | None = None) -> dict:
        mid = fixed_id or self.new_id()
        if thread is None:
            thread = mid
            self.tables["threads"].append({"id": thread, "history_id": 0})
        self.history += self.rng.randint(1, 9)
        header_id = f"<{mid}@mail.example.com>"
        row = {"id": mid, "thread_id": thread, "label_ids": sorted(set(labels)), "history_id": self.history,
               "internal_date": ms(when), "from_addr": sender, "to_addrs": to, "cc_addrs": cc, "bcc_addrs": "",
               "subject": subject, "body": body, "message_id_header": header_id,
               "in_reply_to": reply_to["message_id_header"] if reply_to else "",
               "references_header": ((reply_to["references_header"] + " ").lstrip() + reply_to["message_id_header"]) if reply_to else "",
               "trashed_labels": []}
        self.tables["messages"].append(row)
        for t in self.tables["threads"]:
            if t["id"] == thread:
                t["history_id"] = max(t["history_id"], self.history)
        return row

    def attach(self, message: dict, filename: str, mime: str, size: int) -> None:
        data = bytes(self.rng.randrange(256) for _ in range(size))
        self.tables["attachments"].append({"id": f"ANGj{message['id']}{len(self.tables['attachments']):03d}",
                                           "message_id": message["id"], "filename": filename, "mime_type": mime,
                                           "data": b64(data)})

    def text(self, n: int) -> str:
        return " ".join(self.rng.choice(SENTENCES) for _ in range(n))


def build() -> dict:
    b = Builder()
    rng = b.rng
    b.tables["labels"] = [{"id": name, "name": name, "type": "system", "message_list_visibility": None,
                           "label_list_visibility": None, "color": None} for name in SYSTEM_LABELS]
    b.tables["labels"] += [{"id": lid, "name": name, "type": "user", "message_list_visibility": "show",
                            "label_list_visibility": "labelShow", "color": None} for lid, name in USER_LABELS]
    # Anchor threads: fixed ids and content that the asserts name.
    t0 = NOW - timedelta(days=2, hours=3)
    # Stamped at 00:00:00 UTC on January 13 exactly, so after:2026/01/13 includes it and before:2026/01/13 leaves it out.
    report = b.message(None, PEOPLE[0], ME, "Q4 report draft", t0 - timedelta(hours=6), ["INBOX", "UNREAD", "IMPORTANT", "CATEGORY_PERSONAL", "Label_1"],
                       "Hi Alex, the Q4 report draft is attached. Could you review the revenue section?",
                       fixed_id="a000000000000001")
    b.attach(report, "q4-report.pdf", "application/pdf", 600)
    reply = b.message("a000000000000001", f"Alex Morgan <{ME}>", PEOPLE[0], "Re: Q4 report draft", t0 + timedelta(hours=2),
                      ["SENT"], "Thanks Dana, I will review it tonight.", reply_to=report, fixed_id="a000000000000002")
    b.message("a000000000000001", PEOPLE[0], ME, "Re: Q4 report draft", t0 + timedelta(hours=5),
              ["INBOX", "CATEGORY_PERSONAL", "Label_1"], "Great, the numbers in table 3 changed slightly.", reply_to=reply,
              fixed_id="a000000000000003")
    b.message(None, SERVICES[0], ME, "Your trip to Lisbon is confirmed", NOW - timedelta(days=1),
              ["INBOX", "STARRED", "CATEGORY_UPDATES", "Label_2"], "Flight TP 1357 departs on 2 February at 07:45.",
              fixed_id="a000000000000004")
    b.message(None, "Prize Desk <winner@lottery.example>", ME, "You have won a prize", NOW - timedelta(days=3),
              ["SPAM", "UNREAD"], "Click here to claim your prize.", fixed_id="a000000000000005")
    b.message(None, PEOPLE[6], ME, "Old meeting notes", NOW - timedelta(days=20), ["TRASH", "CATEGORY_PERSONAL"],
              "Notes from the old meeting, no longer needed.", fixed_id="a000000000000006")
    b.message(None, PEOPLE[3], ME, "Lunch on Friday?", NOW - timedelta(hours=6),
              ["INBOX", "UNREAD", "CATEGORY_PERSONAL"], "Are you free for lunch on Friday at noon?", fixed_id="a000000000000007")
    # Generated conversations, oldest first.
    start = NOW - timedelta(days=100)
    moments = sorted(start + timedelta(minutes=rng.randrange(0, 97 * 24 * 60)) for _ in range(110))
    for i, when in enumerate(moments):
        if rng.random() < 0.7:
            topic, label = rng.choice(TOPICS)
            person = rng.choice(PEOPLE)
            category = "CATEGORY_PERSONAL"
        else:
            topic, label, category = rng.choice(SERVICE_TOPICS)
            person = rng.choice(SERVICES)
        subject = f"{topic} #{i + 1}"
        labels = ["INBOX", category] if rng.random() < 0.8 else [category]
        if label:
            labels.append(label)
        if rng.random() < 0.25:
            labels.append("UNREAD")
        if rng.random() < 0.1:
            labels.append("STARRED")
        if rng.random() < 0.2:
            labels.append("IMPORTANT")
        cc = rng.choice(PEOPLE) if rng.random() < 0.2 else ""
        first = b.message(None, person, ME, subject, when, labels, b.text(rng.randint(2, 5)), cc=cc)
        if rng.random() < 0.25:
            b.attach(first, rng.choice(["notes.txt", "photo.jpg", "slides.pdf", "budget.csv"]),
                     rng.choice(["text/plain", "image/jpeg", "application/pdf", "text/csv"]), rng.randint(40, 400))
        previous, moment = first, when
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3])):
            moment += timedelta(minutes=rng.randint(20, 3000))
            if moment >= NOW - timedelta(hours=1):
                break
            mine = previous["from_addr"] != f"Alex Morgan <{ME}>" and rng.random() < 0.6
            sender, to = (f"Alex Morgan <{ME}>", person) if mine else (person, ME)
            reply_labels = ["SENT"] if mine else [x for x in labels if x != "UNREAD"] + (["UNREAD"] if rng.random() < 0.3 else [])
            previous = b.message(first["thread_id"], sender, to, f"Re: {subject}", moment, reply_labels, b.text(rng.randint(1, 3)),
                                 reply_to=previous)
    # A few spam and trash messages, and drafts.
    for i in range(4):
        b.message(None, f"Offers {i} <offers{i}@deals.example>", ME, f"Limited offer {i + 1}", NOW - timedelta(days=5 + i),
                  ["SPAM"], "Buy now and save.")
        b.message(None, rng.choice(PEOPLE), ME, f"Outdated thread {i + 1}", NOW - timedelta(days=30 + i),
                  ["TRASH", "CATEGORY_PERSONAL"], b.text(2))
    for i, (to, subject) in enumerate([(PEOPLE[1], "Agenda for Monday"), (PEOPLE[4], "Apollo risks"),
                                       (PEOPLE[7], "Catch up soon")]):
        draft_msg = b.message(None, f"Alex Morgan <{ME}>", to, subject, NOW - timedelta(hours=10 + i), ["DRAFT"], b.text(2),
                              fixed_id=f"d00000000000000{i + 1}")
        b.tables["drafts"].append({"id": f"r-10000000000000000{i + 1}", "message_id": draft_msg["id"]})
    b.tables["mailbox"] = [{"email_address": ME, "history_id": b.history + 10, "next_id": 1}]
    b.tables["filters"] = [
        {"id": "ANe1Bmg0000000001", "criteria": {"from": "digest@news.example"}, "action": {"addLabelIds": ["Label_6"], "removeLabelIds": ["INBOX"]}},
        {"id": "ANe1Bmg0000000002", "criteria": {"query": "invoice"}, "action": {"addLabelIds": ["Label_3"]}},
    ]
    b.tables["settings"] = [
        {"name": "autoForwarding", "value": {"enabled": False}},
        {"name": "imap", "value": {"enabled": True, "autoExpunge": True, "expungeBehavior": "archive", "maxFolderSize": 0}},
        {"name": "language", "value": {"displayLanguage": "en"}},
        {"name": "pop", "value": {"accessWindow": "disabled", "disposition": "leaveInInbox"}},
        {"name": "vacation", "value": {"enableAutoReply": False, "responseSubject": "", "responseBodyPlainText": "",
                                       "restrictToContacts": False, "restrictToDomain": False}},
    ]
    b.tables["forwarding_addresses"] = [{"forwarding_email": "alex.archive@example.net", "verification_status": "accepted"}]
    b.tables["send_as"] = [{"send_as_email": ME, "display_name": "Alex Morgan", "reply_to_address": "", "signature": "",
                            "is_primary": True, "is_default": True, "treat_as_alias": False, "verification_status": "accepted"}]
    b.tables["delegates"] = []
    for name, rows in b.tables.items():
        key = {"mailbox": "email_address", "settings": "name", "forwarding_addresses": "forwarding_email",
               "send_as": "send_as_email", "delegates": "delegate_email"}.get(name, "id")
        rows.sort(key=lambda r, k=key: r[k])
    return {"$schema": "../../../schemas/seed.schema.json", "now": "2026-01-15T09:00:00Z",
            "generator": "python environments/gmail/seed/generate.py", "tables": b.tables}


def render() -> str:
    return json.dumps(build(), indent=1, ensure_ascii=False, sort_keys=False) + "\n"


if __name__ == "__main__":
    text = render()
    if "--check" in sys.argv:
        if OUT.read_text() != text:
            print(f"{OUT} is out of date: run python {Path(__file__).relative_to(Path.cwd()) if Path(__file__).is_relative_to(Path.cwd()) else __file__}")
            raise SystemExit(1)
        print(f"{OUT.name} is up to date")
    else:
        OUT.write_text(text)
        data = json.loads(text)
        print(f"wrote {OUT}: " + ", ".join(f"{k} {len(v)}" for k, v in data["tables"].items()))
