# GENERATED from environments/google-contacts/contract.json by `fgb scaffold google-contacts` (nox -s scaffold): do not edit.
"""Routes of the other_contacts resource: each one validates parameters and calls handlers/other_contacts.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import other_contacts as handlers

router = APIRouter(tags=['other_contacts'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/{resourceName:path}:copyOtherContactToMyContactsGroup', operation_id='people.otherContacts.copyOtherContactToMyContactsGroup', status_code=200, summary='Copies an "Other contact" to a new contact in the user\'s "myContacts" group Mutate requests for the same user should be ')
def people_otherContacts_copyOtherContactToMyContactsGroup(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.copy_other_contact_to_my_contacts_group(session, resourceName=resourceName, body=body)


@router.get('/v1/otherContacts', operation_id='people.otherContacts.list', status_code=200, summary='List all "Other contacts", that is contacts that are not in a contact group. "Other contacts" are typically auto created')
def people_otherContacts_list(
    session: SessionDep,
    pageSize: Annotated[int | None, Query()] = None,
    pageToken: Annotated[str | None, Query()] = None,
    readMask: Annotated[str | None, Query()] = None,
    requestSyncToken: Annotated[bool | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
    syncToken: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, pageSize=pageSize, pageToken=pageToken, readMask=readMask, requestSyncToken=requestSyncToken, sources=sources, syncToken=syncToken)


@router.get('/v1/otherContacts:search', operation_id='people.otherContacts.search', status_code=200, summary="Provides a list of contacts in the authenticated user's other contacts that matches the search query. The query matches ")
def people_otherContacts_search(
    session: SessionDep,
    pageSize: Annotated[int | None, Query()] = None,
    query: Annotated[str | None, Query()] = None,
    readMask: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.search(session, pageSize=pageSize, query=query, readMask=readMask)
