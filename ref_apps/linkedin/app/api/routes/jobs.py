# GENERATED from environments/linkedin/contract.json by `fgb scaffold linkedin` (nox -s scaffold): do not edit.
"""Routes of the jobs resource: each one validates parameters and calls handlers/jobs.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import jobs as handlers

router = APIRouter(tags=['jobs'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/jobs/{job_id}/apply', operation_id='jobs.apply', status_code=201, summary='Apply to a job')
def jobs_apply(
    session: SessionDep,
    job_id: Annotated[str, Path()],
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.apply(session, job_id=job_id, body=body)


@router.get('/api/jobs/{job_id}', operation_id='jobs.get', status_code=200, summary='One job with its description')
def jobs_get(
    session: SessionDep,
    job_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, job_id=job_id)


@router.get('/api/my-jobs', operation_id='jobs.mine', status_code=200, summary='My jobs: saved jobs and applications')
def jobs_mine(
    session: SessionDep,
) -> Any:
    return handlers.mine(session, )


@router.put('/api/jobs/{job_id}/save', operation_id='jobs.save', status_code=200, summary='Save a job')
def jobs_save(
    session: SessionDep,
    job_id: Annotated[str, Path()],
) -> Any:
    return handlers.save(session, job_id=job_id)


@router.get('/api/jobs', operation_id='jobs.search', status_code=200, summary='Search jobs, newest posted first')
def jobs_search(
    session: SessionDep,
    keywords: Annotated[str | None, Query()] = None,
    location: Annotated[str | None, Query()] = None,
    remote: Annotated[bool | None, Query()] = None,
) -> Any:
    return handlers.search(session, keywords=keywords, location=location, remote=remote)
