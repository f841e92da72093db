# GENERATED from environments/amazon/contract.json by `fgb scaffold amazon` (nox -s scaffold): do not edit.
"""Routes of the addresses resource: each one validates parameters and calls handlers/addresses.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import addresses as handlers

router = APIRouter(tags=['addresses'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/addresses', operation_id='addresses.list', status_code=200, summary='Saved addresses')
def addresses_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )
