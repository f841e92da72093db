# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Routes of the checkout resource: each one validates parameters and calls handlers/checkout.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import checkout as handlers

router = APIRouter(tags=['checkout'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/checkout/preview', operation_id='checkout.preview', status_code=200, summary='What placing the order would charge, and when it arrives')
def checkout_preview(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.preview(session, body=body)
