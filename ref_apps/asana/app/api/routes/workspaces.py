# GENERATED from environments/asana/contract.json by `fgb scaffold asana` (nox -s scaffold): do not edit.
"""Routes of the workspaces resource: each one validates parameters and calls handlers/workspaces.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import workspaces as handlers

router = APIRouter(tags=['workspaces'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/workspaces/{workspace_gid}/projects', operation_id='getProjectsForWorkspace', status_code=200, summary='Get all projects in a workspace')
def getProjectsForWorkspace(
    session: SessionDep,
    workspace_gid: Annotated[str, Path()],
    archived: Annotated[bool | None, Query()] = None,
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[str | None, Query()] = None,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_projects_for_workspace(session, workspace_gid=workspace_gid, archived=archived, limit=limit, offset=offset, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/workspaces/{workspace_gid}', operation_id='getWorkspace', status_code=200, summary='Get a workspace')
def getWorkspace(
    session: SessionDep,
    workspace_gid: Annotated[str, Path()],
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_workspace(session, workspace_gid=workspace_gid, opt_fields=opt_fields, opt_pretty=opt_pretty)


@router.get('/workspaces', operation_id='getWorkspaces', status_code=200, summary='Get multiple workspaces')
def getWorkspaces(
    session: SessionDep,
    limit: Annotated[int | None, Query()] = None,
    offset: Annotated[str | None, Query()] = None,
    opt_fields: Annotated[list[str] | None, Query()] = None,
    opt_pretty: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.get_workspaces(session, limit=limit, offset=offset, opt_fields=opt_fields, opt_pretty=opt_pretty)
