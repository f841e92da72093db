# GENERATED from environments/airbnb/contract.json by `fgb scaffold airbnb` (nox -s scaffold): do not edit.
"""Routes of the host_listings resource: each one validates parameters and calls handlers/host_listings.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import host_listings as handlers

router = APIRouter(tags=['host_listings'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/host/listings', operation_id='host.listings.list', status_code=200, summary="The signed-in host's listings")
def host_listings_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )


@router.patch('/v1/host/listings/{listing_id}', operation_id='host.listings.patch', status_code=200, summary="Change a hosted listing's title, price, fees, guests, instant book or policy")
def host_listings_patch(
    session: SessionDep,
    listing_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.patch(session, listing_id=listing_id, body=body)
