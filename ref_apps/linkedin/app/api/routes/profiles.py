# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Routes of the profiles resource: each one validates parameters and calls handlers/profiles.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import profiles as handlers

router = APIRouter(tags=['profiles'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/me/experience', operation_id='profiles.addExperience', status_code=201, summary="Add an experience entry to the signed-in member's profile")
def profiles_addExperience(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.add_experience(session, body=body)


@router.get('/api/profiles/{user_id}', operation_id='profiles.get', status_code=200, summary="A member's profile and their relation to the signed-in member")
def profiles_get(
    session: SessionDep,
    user_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, user_id=user_id)


@router.get('/api/me', operation_id='profiles.me', status_code=200, summary="The signed-in member's profile")
def profiles_me(
    session: SessionDep,
) -> Any:
    return handlers.me(session, )


@router.patch('/api/me', operation_id='profiles.update', status_code=200, summary="Edit the signed-in member's headline and about")
def profiles_update(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, body=body)
