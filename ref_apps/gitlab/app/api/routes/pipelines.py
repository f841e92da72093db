# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the pipelines resource: each one validates parameters and calls handlers/pipelines.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import pipelines as handlers

router = APIRouter(tags=['pipelines'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/v4/projects/{id}/pipelines/{pipeline_id}/cancel', operation_id='pipelines_cancel', status_code=201, summary='Cancel all builds in the pipeline')
def pipelines_cancel(
    session: SessionDep,
    id: Annotated[str, Path()],
    pipeline_id: Annotated[int, Path()],
) -> Any:
    return handlers.cancel(session, id=id, pipeline_id=pipeline_id)


@router.post('/api/v4/projects/{id}/pipeline', operation_id='pipelines_create', status_code=201, summary='Create a new pipeline')
def pipelines_create(
    session: SessionDep,
    id: Annotated[str, Path()],
    ref: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, id=id, ref=ref, body=body)


@router.get('/api/v4/projects/{id}/pipelines/{pipeline_id}', operation_id='pipelines_get', status_code=200, summary='Get a single pipeline')
def pipelines_get(
    session: SessionDep,
    id: Annotated[str, Path()],
    pipeline_id: Annotated[int, Path()],
) -> Any:
    return handlers.get(session, id=id, pipeline_id=pipeline_id)


@router.get('/api/v4/projects/{id}/pipelines', operation_id='pipelines_list', status_code=200, summary='Get all pipelines of a project')
def pipelines_list(
    session: SessionDep,
    id: Annotated[str, Path()],
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    ref: Annotated[str | None, Query()] = None,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, id=id, page=page, per_page=per_page, ref=ref, status=status)


@router.post('/api/v4/projects/{id}/pipelines/{pipeline_id}/retry', operation_id='pipelines_retry', status_code=201, summary='Retry failed builds in the pipeline')
def pipelines_retry(
    session: SessionDep,
    id: Annotated[str, Path()],
    pipeline_id: Annotated[int, Path()],
) -> Any:
    return handlers.retry(session, id=id, pipeline_id=pipeline_id)
