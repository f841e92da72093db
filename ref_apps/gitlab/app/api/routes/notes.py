# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the notes resource: each one validates parameters and calls handlers/notes.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import notes as handlers

router = APIRouter(tags=['notes'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/v4/projects/{id}/issues/{issue_iid}/notes', operation_id='notes_create_issue', status_code=201, summary='Create a new issue note')
def notes_create_issue(
    session: SessionDep,
    id: Annotated[str, Path()],
    issue_iid: Annotated[int, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_issue(session, id=id, issue_iid=issue_iid, body=body)


@router.post('/api/v4/projects/{id}/merge_requests/{merge_request_iid}/notes', operation_id='notes_create_mr', status_code=201, summary='Create a new merge request note')
def notes_create_mr(
    session: SessionDep,
    id: Annotated[str, Path()],
    merge_request_iid: Annotated[int, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_mr(session, id=id, merge_request_iid=merge_request_iid, body=body)


@router.get('/api/v4/projects/{id}/issues/{issue_iid}/notes', operation_id='notes_list_issue', status_code=200, summary='List all issue notes')
def notes_list_issue(
    session: SessionDep,
    id: Annotated[str, Path()],
    issue_iid: Annotated[int, Path()],
    order_by: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_issue(session, id=id, issue_iid=issue_iid, order_by=order_by, page=page, per_page=per_page, sort=sort)


@router.get('/api/v4/projects/{id}/merge_requests/{merge_request_iid}/notes', operation_id='notes_list_mr', status_code=200, summary='List all merge request notes')
def notes_list_mr(
    session: SessionDep,
    id: Annotated[str, Path()],
    merge_request_iid: Annotated[int, Path()],
    order_by: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_mr(session, id=id, merge_request_iid=merge_request_iid, order_by=order_by, page=page, per_page=per_page, sort=sort)
