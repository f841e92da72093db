"""tasks.tasklists: list, get, insert, update, patch, delete."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import bad_request
from .. import mutants, store
from ..models import Task, TaskList


def list_(session: Session, *, maxResults: int | None = None, pageToken: str | None = None, **_: Any) -> dict[str, Any]:
    lists = list(session.scalars(select(TaskList).order_by(TaskList.id)))
    size = min(max(maxResults or 1000, 1), 1000)
    start = int(pageToken) if pageToken and pageToken.isdigit() and not mutants.is_active("paging_broken") else 0
    out: dict[str, Any] = {"kind": "tasks#taskLists", "items": [store.list_resource(x) for x in lists[start : start + size]]}
    if start + size < len(lists):
        out["nextPageToken"] = str(start + size)
    return out


def get(session: Session, *, tasklist: str, **_: Any) -> dict[str, Any]:
    return store.list_resource(store.get_list(session, tasklist))


def _title(body: dict[str, Any] | None) -> str:
    title = (body or {}).get("title")
    if not isinstance(title, str) or not title.strip():
        raise bad_request("A task list needs a title")
    return "Untitled" if mutants.is_active("tasklists_insert_ignores_title") else title


def insert(session: Session, *, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    tl = TaskList(id=store.new_id(session, "list"), title=_title(body), updated=store.now())
    session.add(tl)
    session.commit()
    return store.list_resource(tl)


def update(session: Session, *, tasklist: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    tl = store.get_list(session, tasklist)
    tl.title, tl.updated = _title(body), store.now()
    session.commit()
    return store.list_resource(tl)


def patch(session: Session, *, tasklist: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    tl = store.get_list(session, tasklist)
    if "title" in (body or {}):
        tl.title = _title(body)
    tl.updated = store.now()
    session.commit()
    return store.list_resource(tl)


def delete(session: Session, *, tasklist: str, **_: Any) -> None:
    tl = store.get_list(session, tasklist)
    if not mutants.is_active("delete_list_keeps_tasks"):
        tasks = list(session.scalars(select(Task).where(Task.tasklist == tasklist)))
        for top_level in (False, True):  # subtasks first: their parent column refers to the others
            for t in tasks:
                if (t.parent is None) == top_level:
                    session.delete(t)
            session.flush()
    session.delete(tl)
    session.commit()
