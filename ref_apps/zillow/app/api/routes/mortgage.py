# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the mortgage resource: each one validates parameters and calls handlers/mortgage.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import mortgage as handlers

router = APIRouter(tags=['mortgage'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/mortgage/estimate', operation_id='mortgage.estimate', status_code=200, summary='Monthly principal and interest for a price, down payment, rate and term')
def mortgage_estimate(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.estimate(session, body=body)


@router.get('/api/mortgage/preferences', operation_id='mortgage.getPreferences', status_code=200, summary="The shopper's calculator defaults (used for listing estimates)")
def mortgage_getPreferences(
    session: SessionDep,
) -> Any:
    return handlers.get_preferences(session, )


@router.put('/api/mortgage/preferences', operation_id='mortgage.setPreferences', status_code=200, summary='Replace the calculator defaults')
def mortgage_setPreferences(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.set_preferences(session, body=body)
