# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the tours resource: each one validates parameters and calls handlers/tours.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import tours as handlers

router = APIRouter(tags=['tours'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/tours/{tour_id}/cancel', operation_id='tours.cancel', status_code=200, summary='Cancel a requested tour (its slot frees up)')
def tours_cancel(
    session: SessionDep,
    tour_id: Annotated[str, Path()],
) -> Any:
    return handlers.cancel(session, tour_id=tour_id)


@router.post('/api/tours', operation_id='tours.create', status_code=201, summary='Request a tour of a home in one of its free slots')
def tours_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.get('/api/tours/{tour_id}', operation_id='tours.get', status_code=200, summary='One tour request')
def tours_get(
    session: SessionDep,
    tour_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, tour_id=tour_id)


@router.get('/api/tours', operation_id='tours.list', status_code=200, summary='Tour requests, soonest slot first')
def tours_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)


@router.patch('/api/tours/{tour_id}', operation_id='tours.reschedule', status_code=200, summary='Move a requested tour to another free slot of the same home')
def tours_reschedule(
    session: SessionDep,
    tour_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.reschedule(session, tour_id=tour_id, body=body)
