# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the issues resource: each one validates parameters and calls handlers/issues.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import issues as handlers

router = APIRouter(tags=['issues'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/v4/projects/{id}/issues', operation_id='issues_create', status_code=201, summary='Create a new project issue')
def issues_create(
    session: SessionDep,
    id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, id=id, body=body)


@router.delete('/api/v4/projects/{id}/issues/{issue_iid}', operation_id='issues_delete', status_code=204, summary='Delete an issue', response_class=Response, response_model=None)
def issues_delete(
    session: SessionDep,
    id: Annotated[str, Path()],
    issue_iid: Annotated[int, Path()],
) -> Response:
    handlers.delete(session, id=id, issue_iid=issue_iid)
    return Response(status_code=204)


@router.get('/api/v4/projects/{id}/issues/{issue_iid}', operation_id='issues_get', status_code=200, summary='Get a single project issue')
def issues_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    issue_iid: Annotated[int, Path()],
) -> Any:
    return handlers.get(session, id=id, issue_iid=issue_iid)


@router.get('/api/v4/projects/{id}/issues', operation_id='issues_list', status_code=200, summary='List project issues')
def issues_list(
    session: SessionDep,
    id: Annotated[str, Path()],
    labels: Annotated[str | None, Query()] = None,
    order_by: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    state: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, id=id, labels=labels, order_by=order_by, page=page, per_page=per_page, sort=sort, state=state)


@router.put('/api/v4/projects/{id}/issues/{issue_iid}', operation_id='issues_update', status_code=200, summary='Edit an issue')
def issues_update(
    session: SessionDep,
    id: Annotated[str, Path()],
    issue_iid: Annotated[int, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, id=id, issue_iid=issue_iid, body=body)
