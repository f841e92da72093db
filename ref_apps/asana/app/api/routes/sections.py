# GENERATED from environments/asana/contract.json by `fgb scaffold asana` (nox -s scaffold): do not edit.
"""Routes of the sections resource: each one validates parameters and calls handlers/sections.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import sections as handlers

router = APIRouter(tags=['sections'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/sections/{section_gid}/addTask', operation_id='addTaskForSection', status_code=200, summary='Add task to section')
def addTaskForSection(
    session: SessionDep,
    section_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_task_for_section(session, section_gid=section_gid, opt_fields=opt_fields, opt_pretty=opt_pretty, body=body)


@router.delete('/sections/{section_gid}', operation_id='deleteSection', status_code=200, summary='Delete a section')
def deleteSection(
    session: SessionDep,
    section_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.delete_section(session, section_gid=section_gid, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/sections/{section_gid}/tasks', operation_id='getTasksForSection', status_code=200, summary='Get tasks from a section')
def getTasksForSection(
    session: SessionDep,
    section_gid: Annotated[str, Path()],
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[str | None, Query()] = None,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_tasks_for_section(session, section_gid=section_gid, limit=limit, offset=offset, opt_fields=opt_fields, opt_pretty=opt_pretty)
