# GENERATED from environments/doordash/contract.json by `fgb scaffold doordash` (nox -s scaffold): do not edit.
"""Routes of the cart resource: each one validates parameters and calls handlers/cart.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import cart as handlers

router = APIRouter(tags=['cart'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/cart/items', operation_id='cart.add_item', status_code=201, summary='Add an item with its options')
def cart_add_item(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_item(session, body=body)


@router.delete('/v1/cart', operation_id='cart.clear', status_code=200, summary='Empty the cart')
def cart_clear(
    session: SessionDep,
) -> Any:
    return handlers.clear(session, )


@router.get('/v1/cart', operation_id='cart.get', status_code=200, summary='The cart')
def cart_get(
    session: SessionDep,
) -> Any:
    return handlers.get(session, )


@router.post('/v1/cart/quote', operation_id='cart.quote', status_code=200, summary='What checking out would charge')
def cart_quote(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.quote(session, body=body)


@router.delete('/v1/cart/items/{line_id}', operation_id='cart.remove_item', status_code=200, summary='Remove a line')
def cart_remove_item(
    session: SessionDep,
    line_id: Annotated[str, Path()],
) -> Any:
    return handlers.remove_item(session, line_id=line_id)


@router.patch('/v1/cart/items/{line_id}', operation_id='cart.update_item', status_code=200, summary="Change a line's quantity (0 removes it) or note")
def cart_update_item(
    session: SessionDep,
    line_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_item(session, line_id=line_id, body=body)
