# GENERATED from environments/google-tasks/contract.json by `fgb scaffold google-tasks` (nox -s scaffold): do not edit.
"""Routes of the tasklists resource: each one validates parameters and calls handlers/tasklists.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import tasklists as handlers

router = APIRouter(tags=['tasklists'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.delete('/tasks/v1/users/@me/lists/{tasklist}', operation_id='tasks.tasklists.delete', status_code=204, summary="Deletes the authenticated user's specified task list. If the list contains assigned tasks, both the assigned tasks and t", response_class=Response, response_model=None)
def tasks_tasklists_delete(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, tasklist=tasklist)
    return Response(status_code=204)


@router.get('/tasks/v1/users/@me/lists/{tasklist}', operation_id='tasks.tasklists.get', status_code=200, summary="Returns the authenticated user's specified task list.")
def tasks_tasklists_get(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, tasklist=tasklist)


@router.post('/tasks/v1/users/@me/lists', operation_id='tasks.tasklists.insert', status_code=200, summary="Creates a new task list and adds it to the authenticated user's task lists. A user can have up to 2000 lists at a time.")
def tasks_tasklists_insert(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.insert(session, body=body)


@router.get('/tasks/v1/users/@me/lists', operation_id='tasks.tasklists.list', status_code=200, summary="Returns all the authenticated user's task lists. A user can have up to 2000 lists at a time.")
def tasks_tasklists_list(
    session: SessionDep,
    maxResults: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, maxResults=maxResults, pageToken=pageToken)


@router.patch('/tasks/v1/users/@me/lists/{tasklist}', operation_id='tasks.tasklists.patch', status_code=200, summary="Updates the authenticated user's specified task list. This method supports patch semantics.")
def tasks_tasklists_patch(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, tasklist=tasklist, body=body)


@router.put('/tasks/v1/users/@me/lists/{tasklist}', operation_id='tasks.tasklists.update', status_code=200, summary="Updates the authenticated user's specified task list.")
def tasks_tasklists_update(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, tasklist=tasklist, body=body)
