# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Routes of the returns resource: each one validates parameters and calls handlers/returns.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import returns as handlers

router = APIRouter(tags=['returns'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/orders/{order_id}/returns', operation_id='returns.create', status_code=201, summary='Return delivered items within 30 days')
def returns_create(
    session: SessionDep,
    order_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, order_id=order_id, body=body)


@router.get('/v1/returns', operation_id='returns.list', status_code=200, summary='Returns, newest first')
def returns_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )
