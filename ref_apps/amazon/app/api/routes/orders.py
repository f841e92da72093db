# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Routes of the orders resource: each one validates parameters and calls handlers/orders.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import orders as handlers

router = APIRouter(tags=['orders'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/orders/{order_id}/cancel', operation_id='orders.cancel', status_code=200, summary='Cancel an order that has not shipped')
def orders_cancel(
    session: SessionDep,
    order_id: Annotated[str, Path()],
) -> Any:
    return handlers.cancel(session, order_id=order_id)


@router.post('/v1/orders', operation_id='orders.create', status_code=201, summary='Place the cart as an order')
def orders_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.get('/v1/orders/{order_id}', operation_id='orders.get', status_code=200, summary='One order')
def orders_get(
    session: SessionDep,
    order_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, order_id=order_id)


@router.get('/v1/orders', operation_id='orders.list', status_code=200, summary='Orders, newest first')
def orders_list(
    session: SessionDep,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, status=status)
