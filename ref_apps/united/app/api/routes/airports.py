# GENERATED from environments/united/contract.json by `fgb scaffold united` (nox -s scaffold): do not edit.
"""Routes of the airports resource: each one validates parameters and calls handlers/airports.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import airports as handlers

router = APIRouter(tags=['airports'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/airports/{code}', operation_id='airports.get', status_code=200, summary='One airport')
def airports_get(
    session: SessionDep,
    code: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, code=code)


@router.get('/api/airports', operation_id='airports.list', status_code=200, summary='Airports, by code')
def airports_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )
