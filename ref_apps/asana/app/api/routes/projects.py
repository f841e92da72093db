# GENERATED from environments/asana/contract.json by `fgb scaffold asana` (nox -s scaffold): do not edit.
"""Routes of the projects resource: each one validates parameters and calls handlers/projects.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import projects as handlers

router = APIRouter(tags=['projects'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/projects', operation_id='createProject', status_code=201, summary='Create a project')
def createProject(
    session: SessionDep,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_project(session, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.post('/projects/{project_gid}/sections', operation_id='createSectionForProject', status_code=201, summary='Create a section in a project')
def createSectionForProject(
    session: SessionDep,
    project_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_section_for_project(session, project_gid=project_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.get('/projects/{project_gid}', operation_id='getProject', status_code=200, summary='Get a project')
def getProject(
    session: SessionDep,
    project_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_project(session, project_gid=project_gid, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/projects/{project_gid}/sections', operation_id='getSectionsForProject', status_code=200, summary='Get sections in a project')
def getSectionsForProject(
    session: SessionDep,
    project_gid: Annotated[str, Path()],
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[str | None, Query()] = None,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_sections_for_project(session, project_gid=project_gid, limit=limit, offset=offset, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/projects/{project_gid}/tasks', operation_id='getTasksForProject', status_code=200, summary='Get tasks from a project')
def getTasksForProject(
    session: SessionDep,
    project_gid: Annotated[str, Path()],
    completed_since: Annotated[str | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[str | None, Query()] = None,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_tasks_for_project(session, project_gid=project_gid, completed_since=completed_since, limit=limit, offset=offset, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.put('/projects/{project_gid}', operation_id='updateProject', status_code=200, summary='Update a project')
def updateProject(
    session: SessionDep,
    project_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_project(session, project_gid=project_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)
