# GENERATED from environments/google-tasks/contract.json by `fgb scaffold google-tasks` (nox -s scaffold): do not edit.
"""Routes of the tasks resource: each one validates parameters and calls handlers/tasks.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import tasks as handlers

router = APIRouter(tags=['tasks'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/tasks/v1/lists/{tasklist}/clear', operation_id='tasks.tasks.clear', status_code=204, summary="Clears all completed tasks from the specified task list. The affected tasks will be marked as 'hidden' and no longer be ", response_class=Response, response_model=None)
def tasks_tasks_clear(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
) -> Response:
    handlers.clear(session, tasklist=tasklist)
    return Response(status_code=204)


@router.delete('/tasks/v1/lists/{tasklist}/tasks/{task}', operation_id='tasks.tasks.delete', status_code=204, summary='Deletes the specified task from the task list. If the task is assigned, both the assigned task and the original task (in', response_class=Response, response_model=None)
def tasks_tasks_delete(
    session: SessionDep,
    task: Annotated[str, Path()],
    tasklist: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, task=task, tasklist=tasklist)
    return Response(status_code=204)


@router.get('/tasks/v1/lists/{tasklist}/tasks/{task}', operation_id='tasks.tasks.get', status_code=200, summary='Returns the specified task.')
def tasks_tasks_get(
    session: SessionDep,
    task: Annotated[str, Path()],
    tasklist: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, task=task, tasklist=tasklist)


@router.post('/tasks/v1/lists/{tasklist}/tasks', operation_id='tasks.tasks.insert', status_code=200, summary='Creates a new task on the specified task list. Tasks assigned from Docs or Chat Spaces cannot be inserted from Tasks Pub')
def tasks_tasks_insert(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
    parent: Annotated[str | None, Query()] = None,
    previous: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.insert(session, tasklist=tasklist, parent=parent, previous=previous, body=body)


@router.get('/tasks/v1/lists/{tasklist}/tasks', operation_id='tasks.tasks.list', status_code=200, summary="Returns all tasks in the specified task list. Doesn't return assigned tasks by default (from Docs, Chat Spaces). A user ")
def tasks_tasks_list(
    session: SessionDep,
    tasklist: Annotated[str, Path()],
    completedMax: Annotated[str | None, Query()] = None,
    completedMin: Annotated[str | None, Query()] = None,
    dueMax: Annotated[str | None, Query()] = None,
    dueMin: Annotated[str | None, Query()] = None,
    maxResults: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    showAssigned: Annotated[bool | None, Query()] = None,
    showCompleted: Annotated[bool | None, Query()] = None,
    showDeleted: Annotated[bool | None, Query()] = None,
    showHidden: Annotated[bool | None, Query()] = None,
    updatedMin: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, tasklist=tasklist, completedMax=completedMax, completedMin=completedMin, dueMax=dueMax, dueMin=dueMin, maxResults=maxResults, pageToken=pageToken, showAssigned=showAssigned, showCompleted=showCompleted, showDeleted=showDeleted, showHidden=showHidden, updatedMin=updatedMin)


@router.post('/tasks/v1/lists/{tasklist}/tasks/{task}/move', operation_id='tasks.tasks.move', status_code=200, summary='Moves the specified task to another position in the destination task list. If the destination list is not specified, the')
def tasks_tasks_move(
    session: SessionDep,
    task: Annotated[str, Path()],
    tasklist: Annotated[str, Path()],
    destinationTasklist: Annotated[str | None, Query()] = None,
    parent: Annotated[str | None, Query()] = None,
    previous: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.move(session, task=task, tasklist=tasklist, destinationTasklist=destinationTasklist, parent=parent, previous=previous)


@router.patch('/tasks/v1/lists/{tasklist}/tasks/{task}', operation_id='tasks.tasks.patch', status_code=200, summary='Updates the specified task. This method supports patch semantics.')
def tasks_tasks_patch(
    session: SessionDep,
    task: Annotated[str, Path()],
    tasklist: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, task=task, tasklist=tasklist, body=body)


@router.put('/tasks/v1/lists/{tasklist}/tasks/{task}', operation_id='tasks.tasks.update', status_code=200, summary='Updates the specified task.')
def tasks_tasks_update(
    session: SessionDep,
    task: Annotated[str, Path()],
    tasklist: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, task=task, tasklist=tasklist, body=body)
