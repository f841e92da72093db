# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the projects resource: each one validates parameters and calls handlers/projects.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import projects as handlers

router = APIRouter(tags=['projects'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/v4/projects/{id}', operation_id='projects_get', status_code=200, summary='Get a single project')
def projects_get(
    session: SessionDep,
    id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, id=id)


@router.get('/api/v4/projects', operation_id='projects_list', status_code=200, summary='List projects')
def projects_list(
    session: SessionDep,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    search: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, page=page, per_page=per_page, search=search)
