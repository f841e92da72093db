"""tasks.tasks: list, get, insert, update, patch, delete, move, clear."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import bad_request
from .. import store
from ..models import Task

EDITABLE = ("title", "notes", "due")


def _truthy(value: Any, default: bool) -> bool:
    return default if value is None else bool(value)


def list_(
    session: Session,
    *,
    tasklist: str,
    showCompleted: bool | None = None,
    showHidden: bool | None = None,
    dueMin: str | None = None,
    dueMax: str | None = None,
    completedMin: str | None = None,
    completedMax: str | None = None,
    updatedMin: str | None = None,
    maxResults: int | None = None,
    pageToken: str | None = None,
    **_: Any,
) -> dict[str, Any]:
    store.get_list(session, tasklist)
    tasks = list(session.scalars(select(Task).where(Task.tasklist == tasklist)))
    show_hidden = _truthy(showHidden, False)
    kept = []
    for t in tasks:
        if t.hidden and not show_hidden:
            continue
        if t.status == "completed" and not _truthy(showCompleted, True):
            continue
        if dueMin and (not t.due or t.due < dueMin) or dueMax and (not t.due or t.due >= dueMax):
            continue
        if completedMin and (not t.completed or t.completed < completedMin):
            continue
        if completedMax and (not t.completed or t.completed >= completedMax):
            continue
        if updatedMin and t.updated < updatedMin:
            continue
        kept.append(t)
    ordered = store.tree_order(kept)
    size = min(max(maxResults or 20, 1), 100)
    start = int(pageToken) if pageToken and pageToken.isdigit() else 0
    out: dict[str, Any] = {"kind": "tasks#tasks", "items": [store.task_resource(t) for t in ordered[start : start + size]]}
    if start + size < len(ordered):
        out["nextPageToken"] = str(start + size)
    return out


def get(session: Session, *, tasklist: str, task: str, **_: Any) -> Any:
    return store.task_resource(store.get_task(session, tasklist, task))


def _apply(t: Task, body: dict[str, Any], replace: bool) -> None:
    for key in EDITABLE:
        if key in body or replace:
            value = body.get(key)
            setattr(t, key, value if value is not None or key == "due" else "")
    if not t.title:
        raise bad_request("A task needs a title")
    if "status" in body or replace:
        store.set_status(t, body.get("status", "needsAction"))
    t.updated = store.now()


def insert(
    session: Session,
    *,
    tasklist: str,
    parent: str | None = None,
    previous: str | None = None,
    body: dict[str, Any] | None = None,
    **_: Any,
) -> Any:
    store.get_list(session, tasklist)
    t = Task(
        id=store.new_id(session, "task"),
        tasklist=tasklist,
        title="",
        notes="",
        status="needsAction",
        due=None,
        completed=None,
        parent=None,
        position=0,
        hidden=False,
        updated=store.now(),
    )
    _apply(t, body or {}, replace=False)
    session.add(t)
    session.flush()
    store.place(session, t, tasklist, parent, previous)
    session.commit()
    return store.task_resource(t)


def update(session: Session, *, tasklist: str, task: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    t = store.get_task(session, tasklist, task)
    _apply(t, body or {}, replace=True)
    session.commit()
    return store.task_resource(t)


def patch(session: Session, *, tasklist: str, task: str, body: dict[str, Any] | None = None, **_: Any) -> dict[str, Any]:
    t = store.get_task(session, tasklist, task)
    _apply(t, body or {}, replace=False)
    session.commit()
    return store.task_resource(t)


def delete(session: Session, *, tasklist: str, task: str, **_: Any) -> None:
    t = store.get_task(session, tasklist, task)
    parent = t.parent
    for child in store.siblings(session, tasklist, t.id):
        session.delete(child)
    session.flush()  # children first: their parent column refers to the task
    session.delete(t)
    session.flush()
    store.compact(session, tasklist, parent)
    session.commit()


def move(
    session: Session,
    *,
    tasklist: str,
    task: str,
    parent: str | None = None,
    previous: str | None = None,
    destinationTasklist: str | None = None,
    **_: Any,
) -> dict[str, Any]:
    t = store.get_task(session, tasklist, task)
    target = destinationTasklist or tasklist
    store.get_list(session, target)
    old_parent = t.parent
    store.place(session, t, target, parent, previous)
    for child in store.siblings(session, tasklist, t.id):
        child.tasklist = target
    session.flush()
    store.compact(session, tasklist, old_parent)
    t.updated = store.now()
    session.commit()
    return store.task_resource(t)


def clear(session: Session, *, tasklist: str, **_: Any) -> None:
    store.get_list(session, tasklist)
    for t in session.scalars(select(Task).where(Task.tasklist == tasklist, Task.status == "completed")):
        t.hidden = True
    session.commit()
