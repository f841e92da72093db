# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Routes of the cart resource: each one validates parameters and calls handlers/cart.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import cart as handlers

router = APIRouter(tags=['cart'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/cart/items', operation_id='cart.add', status_code=201, summary='Add a product (adding it again adds to its quantity)')
def cart_add(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add(session, body=body)


@router.get('/v1/cart', operation_id='cart.get', status_code=200, summary='The cart')
def cart_get(
    session: SessionDep,
) -> Any:
    return handlers.get(session, )


@router.delete('/v1/cart/items/{asin}', operation_id='cart.remove', status_code=200, summary='Remove a product')
def cart_remove(
    session: SessionDep,
    asin: Annotated[str, Path()],
) -> Any:
    return handlers.remove(session, asin=asin)


@router.patch('/v1/cart/items/{asin}', operation_id='cart.update', status_code=200, summary="Set a product's quantity (0 removes it)")
def cart_update(
    session: SessionDep,
    asin: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, asin=asin, body=body)
