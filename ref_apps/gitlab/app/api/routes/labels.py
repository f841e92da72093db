# GENERATED from environments/gitlab/contract.json by `fgb scaffold gitlab` (nox -s scaffold): do not edit.
"""Routes of the labels resource: each one validates parameters and calls handlers/labels.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import labels as handlers

router = APIRouter(tags=['labels'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/v4/projects/{id}/labels', operation_id='labels_create', status_code=201, summary='Create a new label')
def labels_create(
    session: SessionDep,
    id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, id=id, body=body)


@router.get('/api/v4/projects/{id}/labels', operation_id='labels_list', status_code=200, summary='List labels')
def labels_list(
    session: SessionDep,
    id: Annotated[str, Path()],
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    with_counts: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.list_(session, id=id, page=page, per_page=per_page, with_counts=with_counts)
