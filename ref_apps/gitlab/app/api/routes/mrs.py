# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the mrs resource: each one validates parameters and calls handlers/mrs.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import mrs as handlers

router = APIRouter(tags=['mrs'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/v4/projects/{id}/merge_requests', operation_id='mrs_create', status_code=201, summary='Create a merge request')
def mrs_create(
    session: SessionDep,
    id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, id=id, body=body)


@router.get('/api/v4/projects/{id}/merge_requests/{merge_request_iid}', operation_id='mrs_get', status_code=200, summary='Get single merge request')
def mrs_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    merge_request_iid: Annotated[int, Path()],
) -> Any:
    return handlers.get(session, id=id, merge_request_iid=merge_request_iid)


@router.get('/api/v4/projects/{id}/merge_requests', operation_id='mrs_list', status_code=200, summary='List merge requests')
def mrs_list(
    session: SessionDep,
    id: Annotated[str, Path()],
    order_by: Annotated[str | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
    state: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, id=id, order_by=order_by, page=page, per_page=per_page, sort=sort, state=state)


@router.put('/api/v4/projects/{id}/merge_requests/{merge_request_iid}/merge', operation_id='mrs_merge', status_code=200, summary='Merge a merge request')
def mrs_merge(
    session: SessionDep,
    id: Annotated[str, Path()],
    merge_request_iid: Annotated[int, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.merge(session, id=id, merge_request_iid=merge_request_iid, body=body)


@router.put('/api/v4/projects/{id}/merge_requests/{merge_request_iid}', operation_id='mrs_update', status_code=200, summary='Update a merge request')
def mrs_update(
    session: SessionDep,
    id: Annotated[str, Path()],
    merge_request_iid: Annotated[int, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, id=id, merge_request_iid=merge_request_iid, body=body)
