# GENERATED from environments/google-contacts/contract.json by `fgb scaffold google-contacts` (nox -s scaffold): do not edit.
"""Routes of the people resource: each one validates parameters and calls handlers/people.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import people as handlers

router = APIRouter(tags=['people'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/v1/people:batchCreateContacts', operation_id='people.people.batchCreateContacts', status_code=200, summary='Create a batch of new contacts and return the PersonResponses for the newly Mutate requests for the same user should be ')
def people_people_batchCreateContacts(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.batch_create_contacts(session, body=body)


@router.post('/v1/people:batchDeleteContacts', operation_id='people.people.batchDeleteContacts', status_code=200, summary='Delete a batch of contacts. Any non-contact data will not be deleted. Mutate requests for the same user should be sent s')
def people_people_batchDeleteContacts(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.batch_delete_contacts(session, body=body)


@router.post('/v1/people:batchUpdateContacts', operation_id='people.people.batchUpdateContacts', status_code=200, summary='Update a batch of contacts and return a map of resource names to PersonResponses for the updated contacts. Mutate reques')
def people_people_batchUpdateContacts(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.batch_update_contacts(session, body=body)


@router.post('/v1/people:createContact', operation_id='people.people.createContact', status_code=200, summary='Create a new contact and return the person resource for that contact. The request returns a 400 error if more than one f')
def people_people_createContact(
    session: SessionDep,
    personFields: Annotated[str | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create_contact(session, personFields=personFields, sources=sources, body=body)


@router.delete('/v1/{resourceName:path}:deleteContact', operation_id='people.people.deleteContact', status_code=200, summary='Delete a contact person. Any non-contact data will not be deleted. Mutate requests for the same user should be sent sequ')
def people_people_deleteContact(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
) -> Any:
    return handlers.delete_contact(session, resourceName=resourceName)


@router.delete('/v1/{resourceName:path}:deleteContactPhoto', operation_id='people.people.deleteContactPhoto', status_code=200, summary="Delete a contact's photo. Mutate requests for the same user should be done sequentially to avoid // lock contention.")
def people_people_deleteContactPhoto(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    personFields: Annotated[str | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.delete_contact_photo(session, resourceName=resourceName, personFields=personFields, sources=sources)


@router.get('/v1/{resourceName:path}', operation_id='people.people.get', status_code=200, summary='Provides information about a person by specifying a resource name. Use `people/me` to indicate the authenticated user. T')
def people_people_get(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    personFields: Annotated[str | None, Query()] = None,
    requestMask_includeField: Annotated[str | None, Query(alias='requestMask.includeField')] = None,
    sources: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.get(session, resourceName=resourceName, personFields=personFields, **{'requestMask.includeField': requestMask_includeField}, sources=sources)


@router.get('/v1/people:batchGet', operation_id='people.people.getBatchGet', status_code=200, summary='Provides information about a list of specific people by specifying a list of requested resource names. Use `people/me` t')
def people_people_getBatchGet(
    session: SessionDep,
    personFields: Annotated[str | None, Query()] = None,
    requestMask_includeField: Annotated[str | None, Query(alias='requestMask.includeField')] = None,
    resourceNames: Annotated[list[str] | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.get_batch_get(session, personFields=personFields, **{'requestMask.includeField': requestMask_includeField}, resourceNames=resourceNames, sources=sources)


@router.get('/v1/people:searchContacts', operation_id='people.people.searchContacts', status_code=200, summary="Provides a list of contacts in the authenticated user's grouped contacts that matches the search query. The query matche")
def people_people_searchContacts(
    session: SessionDep,
    pageSize: Annotated[int | None, Query()] = None,
    query: Annotated[str | None, Query()] = None,
    readMask: Annotated[str | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
) -> Any:
    return handlers.search_contacts(session, pageSize=pageSize, query=query, readMask=readMask, sources=sources)


@router.patch('/v1/{resourceName:path}:updateContact', operation_id='people.people.updateContact', status_code=200, summary='Update contact data for an existing contact person. Any non-contact data will not be modified. Any non-contact data in t')
def people_people_updateContact(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    personFields: Annotated[str | None, Query()] = None,
    sources: Annotated[list[str] | None, Query()] = None,
    updatePersonFields: Annotated[str | None, Query()] = None,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_contact(session, resourceName=resourceName, personFields=personFields, sources=sources, updatePersonFields=updatePersonFields, body=body)


@router.patch('/v1/{resourceName:path}:updateContactPhoto', operation_id='people.people.updateContactPhoto', status_code=200, summary="Update a contact's photo. Mutate requests for the same user should be sent sequentially to avoid increased latency and f")
def people_people_updateContactPhoto(
    session: SessionDep,
    resourceName: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.update_contact_photo(session, resourceName=resourceName, body=body)
