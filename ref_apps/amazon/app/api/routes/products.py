# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Routes of the products resource: each one validates parameters and calls handlers/products.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import products as handlers

router = APIRouter(tags=['products'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/products/{asin}', operation_id='products.get', status_code=200, summary='A product page')
def products_get(
    session: SessionDep,
    asin: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, asin=asin)


@router.get('/v1/products/{asin}/reviews', operation_id='products.reviews', status_code=200, summary='Reviews, newest first')
def products_reviews(
    session: SessionDep,
    asin: Annotated[str, Path()],
    verified: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.reviews(session, asin=asin, verified=verified)


@router.get('/v1/products', operation_id='products.search', status_code=200, summary='Search the catalogue, with facets')
def products_search(
    session: SessionDep,
    brand: Annotated[str | None, Query()] = None,
    category: Annotated[str | None, Query()] = None,
    in_stock: Annotated[bool | None, Query()] = None,
    max_price: Annotated[int | None, Query()] = None,
    min_price: Annotated[int | None, Query()] = None,
    min_rating: Annotated[float | None, Query()] = None,
    page: Annotated[int | None, Query()] = None,
    per_page: Annotated[int | None, Query()] = None,
    prime: Annotated[bool | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
    sort: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.search(session, brand=brand, category=category, in_stock=in_stock, max_price=max_price, min_price=min_price, min_rating=min_rating, page=page, per_page=per_page, prime=prime, q=q, sort=sort)
