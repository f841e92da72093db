# GENERATED from environments/uber/contract.json by `fgb scaffold uber` (nox -s scaffold): do not edit.
"""Routes of the payments resource: each one validates parameters and calls handlers/payments.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import payments as handlers

router = APIRouter(tags=['payments'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/payment-methods', operation_id='payments.create', status_code=201, summary='Add a card')
def payments_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.delete('/api/payment-methods/{payment_method_id}', operation_id='payments.delete', status_code=204, summary='Remove a payment method that is neither the default nor used by a ride', response_class=Response, response_model=None)
def payments_delete(
    session: SessionDep,
    payment_method_id: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, payment_method_id=payment_method_id)
    return Response(status_code=204)


@router.get('/api/payment-methods', operation_id='payments.list', status_code=200, summary="The rider's payment methods, the default first")
def payments_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )


@router.post('/api/payment-methods/{payment_method_id}/default', operation_id='payments.setDefault', status_code=200, summary='Make a payment method the default')
def payments_setDefault(
    session: SessionDep,
    payment_method_id: Annotated[str, Path()],
) -> Any:
    return handlers.set_default(session, payment_method_id=payment_method_id)
