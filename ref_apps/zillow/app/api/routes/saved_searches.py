# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the saved_searches resource: each one validates parameters and calls handlers/saved_searches.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import saved_searches as handlers

router = APIRouter(tags=['saved_searches'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/saved-searches', operation_id='saved_searches.create', status_code=201, summary='Save a search: a name, filters and how often to notify')
def saved_searches_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.delete('/api/saved-searches/{search_id}', operation_id='saved_searches.delete', status_code=204, summary='Delete a saved search', response_class=Response, response_model=None)
def saved_searches_delete(
    session: SessionDep,
    search_id: Annotated[str, Path()],
) -> Response:
    handlers.delete(session, search_id=search_id)
    return Response(status_code=204)


@router.get('/api/saved-searches/{search_id}', operation_id='saved_searches.get', status_code=200, summary='One saved search with its match count')
def saved_searches_get(
    session: SessionDep,
    search_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, search_id=search_id)


@router.get('/api/saved-searches', operation_id='saved_searches.list', status_code=200, summary='Saved searches by name (ignoring case) with their match counts')
def saved_searches_list(
    session: SessionDep,
) -> Any:
    return handlers.list_(session, )


@router.get('/api/saved-searches/{search_id}/results', operation_id='saved_searches.results', status_code=200, summary="Run a saved search against today's listings")
def saved_searches_results(
    session: SessionDep,
    search_id: Annotated[str, Path()],
) -> Any:
    return handlers.results(session, search_id=search_id)


@router.patch('/api/saved-searches/{search_id}', operation_id='saved_searches.update', status_code=200, summary='Rename a saved search, change its notifications or replace its filters')
def saved_searches_update(
    session: SessionDep,
    search_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, search_id=search_id, body=body)
