# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the products resource: each one validates parameters and calls handlers/products.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import products as handlers

router = APIRouter(tags=['products'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/products', operation_id='products.list', status_code=200, summary='Ride products and their pricing')
def products_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )
