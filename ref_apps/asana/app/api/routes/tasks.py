# GENERATED from environments/asana/contract.json by `fgb scaffold asana` (nox -s scaffold): do not edit.
"""Routes of the tasks resource: each one validates parameters and calls handlers/tasks.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import tasks as handlers

router = APIRouter(tags=['tasks'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/tasks/{task_gid}/addFollowers', operation_id='addFollowersForTask', status_code=200, summary='Add followers to a task')
def addFollowersForTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_followers_for_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.post('/tasks/{task_gid}/addProject', operation_id='addProjectForTask', status_code=200, summary='Add a project to a task')
def addProjectForTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_project_for_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.post('/tasks/{task_gid}/subtasks', operation_id='createSubtaskForTask', status_code=201, summary='Create a subtask')
def createSubtaskForTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_subtask_for_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.post('/tasks', operation_id='createTask', status_code=201, summary='Create a task')
def createTask(
    session: SessionDep,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_task(session, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.delete('/tasks/{task_gid}', operation_id='deleteTask', status_code=200, summary='Delete a task')
def deleteTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.delete_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/tasks/{task_gid}/subtasks', operation_id='getSubtasksForTask', status_code=200, summary='Get subtasks from a task')
def getSubtasksForTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[str | None, Query()] = None,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_subtasks_for_task(session, task_gid=task_gid, limit=limit, offset=offset, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/tasks/{task_gid}', operation_id='getTask', status_code=200, summary='Get a task')
def getTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.post('/tasks/{task_gid}/removeFollowers', operation_id='removeFollowerForTask', status_code=200, summary='Remove followers from a task')
def removeFollowerForTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove_follower_for_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.post('/tasks/{task_gid}/removeProject', operation_id='removeProjectForTask', status_code=200, summary='Remove a project from a task')
def removeProjectForTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.remove_project_for_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.put('/tasks/{task_gid}', operation_id='updateTask', status_code=200, summary='Update a task')
def updateTask(
    session: SessionDep,
    task_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_task(session, task_gid=task_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)
