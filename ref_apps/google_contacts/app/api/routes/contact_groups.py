# GENERATED from environments/google-contacts/contract.json by `fgb scaffold google-contacts` (nox -s scaffold): do not edit.
"""Routes of the contact_groups resource: each one validates parameters and calls handlers/contact_groups.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import contact_groups as handlers

router = APIRouter(tags=['contact_groups'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.get('/v1/contactGroups:batchGet', operation_id='people.contactGroups.batchGet', status_code=200, summary='Get a list of contact groups owned by the authenticated user by specifying a list of contact group resource names.')
def people_contactGroups_batchGet(
    session: SessionDep,
    groupFields: Annotated[str | None, Query()] = None,
    maxMembers: Annotated[int | None, Query()] = None,
    resourceNames: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.batch_get(session, groupFields=groupFields, maxMembers=maxMembers, resourceNames=resourceNames)


@router.post('/v1/contactGroups', operation_id='people.contactGroups.create', status_code=200, summary='Create a new contact group owned by the authenticated user. Created contact group names must be unique to the users cont')
def people_contactGroups_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.delete('/v1/{resourceName:path}', operation_id='people.contactGroups.delete', status_code=200, summary='Delete an existing contact group owned by the authenticated user by specifying a contact group resource name. Mutate req')
def people_contactGroups_delete(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    deleteContacts: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.delete(session, resourceName=resourceName, deleteContacts=deleteContacts)


@router.get('/v1/contactGroups', operation_id='people.contactGroups.list', status_code=200, summary='List all contact groups owned by the authenticated user. Members of the contact groups are not populated.')
def people_contactGroups_list(
    session: SessionDep,
    groupFields: Annotated[str | None, Query()] = None,
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    syncToken: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, groupFields=groupFields, pageSize=pageSize, pageToken=pageToken, syncToken=syncToken)


@router.put('/v1/{resourceName:path}', operation_id='people.contactGroups.update', status_code=200, summary='Update the name of an existing contact group owned by the authenticated user. Updated contact group names must be unique')
def people_contactGroups_update(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update(session, resourceName=resourceName, body=body)
