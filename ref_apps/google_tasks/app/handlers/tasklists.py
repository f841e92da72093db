"""tasks.tasklists: list, get, insert, update, patch, delete, all six served by the kit's CRUD."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ....kit.crud import Crud, Resource
from ....kit.errors import bad_request
from .. import store
from ..models import Task, TaskList


def _page(items: list[Any], params: dict[str, Any]) -> dict[str, Any]:
    """tasks#taskLists, paged by maxResults (1..1000) and an offset pageToken."""
    size = min(max(params.get("maxResults") or 1000, 1), 1000)
    token = params.get("pageToken")
    start = int(token) if token and str(token).isdigit() else 0
    out: dict[str, Any] = {"kind": "tasks#taskLists", "items": items[start : start + size]}
    if start + size < len(items):
        out["nextPageToken"] = str(start + size)
    return out


def _title(session: Session, row: Any, values: dict[str, Any]) -> None:
    if "title" in values:
        title = values["title"]
        if not isinstance(title, str) or not title.strip():
            raise bad_request("A task list needs a title")


TASKLISTS = Crud(
    Resource(
        model=TaskList,
        render=store.list_resource,
        id_param="tasklist",
        fields={"title": "title"},
        required=("title",),
        defaults={"title": ""},  # PUT without a title empties it, which _title refuses
        new_id=lambda session: store.new_id(session, "list"),
        updated=("updated",),
        now=store.now,
        envelope=_page,
        children=((Task, "tasklist"),),
        validate=_title,
    )
)

list_ = TASKLISTS.list_
get = TASKLISTS.get
insert = TASKLISTS.create
update = TASKLISTS.replace
patch = TASKLISTS.patch
delete = TASKLISTS.delete
