"""The subset of Drive's `q` grammar the clone answers: terms joined by `and`, each a predicate over one file."""

from __future__ import annotations

import re
from collections.abc import Callable

from ...kit.errors import ApiError
from .models import File

TOKEN = re.compile(r"\s*(?:'((?:[^'\\]|\\.)*)'|(!=|=)|([A-Za-z]+))")
Predicate = Callable[[File], bool]


def invalid() -> ApiError:
    return ApiError(400, "Invalid Value")


def tokens(q: str) -> list[tuple[str, str]]:
    """(kind, text) pairs: ("str", unescaped), ("op", "="/"!="), ("word", ...)."""
    out: list[tuple[str, str]] = []
    pos = 0
    while pos < len(q):
        if q[pos:].strip() == "":
            break
        m = TOKEN.match(q, pos)
        if m is None:
            raise invalid()
        if m.group(1) is not None:
            out.append(("str", re.sub(r"\\(.)", r"\1", m.group(1))))
        elif m.group(2):
            out.append(("op", m.group(2)))
        else:
            out.append(("word", m.group(3)))
        pos = m.end()
    return out


def word_prefix(name: str, text: str) -> bool:
    """`name contains`: the text starts the name or starts a word of it, ignoring case."""
    name, text = name.lower(), text.lower()
    return any(name.startswith(text, i) for i in range(len(name)) if i == 0 or not name[i - 1].isalnum())


def _flag(token: tuple[str, str]) -> bool:
    if token[0] != "word" or token[1] not in ("true", "false"):
        raise invalid()
    return token[1] == "true"


def term(t: list[tuple[str, str]], root_id: str) -> Predicate:
    """One predicate from the tokens of a single term."""
    if len(t) == 3 and t[0] == ("word", "name") and t[1] == ("word", "contains") and t[2][0] == "str":
        text = t[2][1]
        return lambda f: word_prefix(f.name, text)
    if len(t) == 3 and t[0][0] == "str" and t[1] == ("word", "in") and t[2] == ("word", "parents"):
        parent = root_id if t[0][1] == "root" else t[0][1]
        return lambda f: f.parent == parent
    if len(t) == 3 and t[1][0] == "op":
        negate = t[1][1] == "!="
        field = t[0]
        if field in (("word", "name"), ("word", "mimeType")) and t[2][0] == "str":
            value, column = t[2][1], "name" if field[1] == "name" else "mime_type"
            return lambda f: (getattr(f, column) == value) != negate
        if field in (("word", "trashed"), ("word", "starred")):
            flag = _flag(t[2])
            return lambda f: (bool(getattr(f, field[1])) == flag) != negate
    raise invalid()


def parse(q: str, root_id: str) -> Predicate:
    """A predicate for the whole query: every `and`-joined term must hold."""
    parts: list[list[tuple[str, str]]] = [[]]
    for token in tokens(q):
        if token == ("word", "and"):
            parts.append([])
        else:
            parts[-1].append(token)
    if any(not p for p in parts):
        raise invalid()
    predicates = [term(p, root_id) for p in parts]
    return lambda f: all(p(f) for p in predicates)
