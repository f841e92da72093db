"""Gmail's search operators (the `q` parameter), evaluated over stored messages.

Supported: from: to: cc: bcc: subject: label: in: is: has:attachment filename: after: before:
older_than: newer_than:, "quoted phrases", OR between terms, negation with -, and free text.
Dates are UTC; relative dates count from the frozen clock.
"""

from __future__ import annotations

import re
import shlex
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from .errors import bad_request

IN_LABELS = {
    "inbox": "INBOX",
    "sent": "SENT",
    "trash": "TRASH",
    "spam": "SPAM",
    "drafts": "DRAFT",
    "draft": "DRAFT",
    "starred": "STARRED",
    "important": "IMPORTANT",
    "chats": "CHAT",
    "chat": "CHAT",
}
IS_LABELS = {"unread": "UNREAD", "starred": "STARRED", "important": "IMPORTANT", "sent": "SENT", "draft": "DRAFT"}
OPERATORS = {
    "from",
    "to",
    "cc",
    "bcc",
    "subject",
    "label",
    "in",
    "is",
    "has",
    "filename",
    "after",
    "before",
    "older_than",
    "newer_than",
    "category",
}


@dataclass(frozen=True)
class Term:
    op: str
    value: str
    negated: bool = False


@dataclass
class Query:
    clauses: list[list[Term]]  # AND of ORs

    def reaches_spam_or_trash(self) -> bool:
        for clause in self.clauses:
            for t in clause:
                if not t.negated and (
                    (t.op == "in" and t.value in ("trash", "spam", "anywhere"))
                    or (t.op == "label" and t.value in ("trash", "spam"))
                ):
                    return True
        return False


def _tokens(q: str) -> list[str]:
    """Terms split at spaces, a "quoted phrase" kept whole. Like Gmail's search box this refuses no text: a quote (or
    a backslash) left open at the end runs to the end of the query, as though closed there."""
    for text in (q, q + '"', q + '""'):
        lexer = shlex.shlex(text, posix=True)
        lexer.whitespace_split = True
        lexer.quotes = '"'
        try:
            return list(lexer)
        except ValueError:
            continue
    raise bad_request("Invalid search query")  # not reached: the second quote closes whatever the first left open


def parse(q: str | None) -> Query:
    if not q or not q.strip():
        return Query([])
    clauses: list[list[Term]] = []
    join_next = False
    for raw in _tokens(q):
        if raw == "OR":
            join_next = bool(clauses)
            continue
        negated = raw.startswith("-") and len(raw) > 1
        token = raw[1:] if negated else raw
        op, sep, value = token.partition(":")
        term = (
            Term(op.lower(), value.lower(), negated)
            if sep and op.lower() in OPERATORS and value
            else Term("text", token.lower(), negated)
        )
        if join_next:
            clauses[-1].append(term)
        else:
            clauses.append([term])
        join_next = False
    return Query(clauses)


def _date(value: str) -> datetime:
    if value.isdigit():
        return datetime.fromtimestamp(int(value), UTC)
    try:
        return datetime.strptime(value.replace("-", "/"), "%Y/%m/%d").replace(tzinfo=UTC)
    except ValueError as exc:
        raise bad_request(f"Invalid date in search query: {value}") from exc


def _relative(value: str, now: datetime) -> datetime:
    match = re.fullmatch(r"(\d+)([dmy])", value)
    if not match:
        raise bad_request(f"Invalid relative date in search query: {value}")
    n, unit = int(match.group(1)), match.group(2)
    return now - timedelta(days=n * {"d": 1, "m": 30, "y": 365}[unit])


def label_matches(value: str, labels: list[str], names: dict[str, str]) -> bool:
    wanted = value.replace("-", " ").replace("_", " ")
    for lid in labels:
        name = names.get(lid, lid).lower()
        if lid.lower() == value or name == value or name.replace("-", " ").replace("/", " ") == wanted.replace("/", " "):
            return True
    return False


def term_matches(t: Term, m: Any, attachments: list[Any], names: dict[str, str], now: datetime) -> bool:
    labels = m.label_ids
    when = datetime.fromtimestamp(m.internal_date / 1000, UTC)
    op, v = t.op, t.value
    if op == "from":
        hit = v in m.from_addr.lower()
    elif op in ("to", "cc", "bcc"):
        hit = v in {"to": m.to_addrs, "cc": m.cc_addrs, "bcc": m.bcc_addrs}[op].lower()
    elif op == "subject":
        hit = v in m.subject.lower()
    elif op == "label":
        hit = label_matches(v, labels, names)
    elif op == "category":
        hit = f"CATEGORY_{v.upper()}" in labels
    elif op == "in":
        hit = True if v == "anywhere" else IN_LABELS.get(v, v.upper()) in labels or label_matches(v, labels, names)
    elif op == "is":
        hit = ("UNREAD" not in labels) if v == "read" else IS_LABELS.get(v, v.upper()) in labels
    elif op == "has":
        hit = bool(attachments) if v == "attachment" else False
    elif op == "filename":
        hit = any(v in a.filename.lower() for a in attachments)
    elif op == "after":
        hit = when >= _date(v)
    elif op == "before":
        hit = when < _date(v)
    elif op == "older_than":
        hit = when < _relative(v, now)
    elif op == "newer_than":
        hit = when >= _relative(v, now)
    else:
        haystack = " ".join([m.subject, m.body, m.from_addr, m.to_addrs, m.cc_addrs, *(a.filename for a in attachments)]).lower()
        hit = v in haystack
    return hit != t.negated


def matches(query: Query, m: Any, attachments: list[Any], names: dict[str, str], now: datetime) -> bool:
    return all(any(term_matches(t, m, attachments, names, now) for t in clause) for clause in query.clauses)
