# GENERATED from environments/zillow/contract.json by `fgb scaffold zillow` (nox -s scaffold): do not edit.
"""Routes of the agents resource: each one validates parameters and calls handlers/agents.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import agents as handlers

router = APIRouter(tags=['agents'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/api/agents/{agent_id}', operation_id='agents.get', status_code=200, summary='A listing agent with their for-sale homes, newest first')
def agents_get(
    session: SessionDep,
    agent_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, agent_id=agent_id)
