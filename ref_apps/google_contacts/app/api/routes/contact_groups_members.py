# GENERATED from environments/google-contacts/contract.json by `fgb scaffold google-contacts` (nox -s scaffold): do not edit.
"""Routes of the contact_groups_members resource: each one validates parameters and calls handlers/contact_groups_members.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import contact_groups_members as handlers

router = APIRouter(tags=['contact_groups_members'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/{resourceName:path}/members:modify', operation_id='people.contactGroups.members.modify', status_code=200, summary='Modify the members of a contact group owned by the authenticated user. The only system contact groups that can have memb')
def people_contactGroups_members_modify(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.modify(session, resourceName=resourceName, body=body)
