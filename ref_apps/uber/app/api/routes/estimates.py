# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the estimates resource: each one validates parameters and calls handlers/estimates.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import estimates as handlers

router = APIRouter(tags=['estimates'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/estimates', operation_id='estimates.get', status_code=200, summary='Distance, duration and an upfront fare per product between two locations')
def estimates_get(
    session: SessionDep,
    dropoff_id: Annotated[str | None, Query()] = None,
    pickup_id: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.get(session, dropoff_id=dropoff_id, pickup_id=pickup_id)
