# GENERATED from environments/upwork/contract.json by `fgb scaffold upwork` (nox -s scaffold): do not edit.
"""Routes of the jobs resource: each one validates parameters and calls handlers/jobs.py."""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Body, Header, Path, Query, Response

from ...db import SessionDep
from ...handlers import jobs as handlers

router = APIRouter(tags=['jobs'])
_unused = (Body, Header, Path, Query, Response, Any)


@router.post('/api/jobs/{job_id}/close', operation_id='jobs.close', status_code=200, summary='Close one of my job posts')
def jobs_close(
    session: SessionDep,
    job_id: Annotated[str, Path()],
) -> Any:
    return handlers.close(session, job_id=job_id)


@router.post('/api/jobs', operation_id='jobs.create', status_code=201, summary='Post a job as its client')
def jobs_create(
    session: SessionDep,
    body: Annotated[dict[str, Any] | None, Body()] = None,
) -> Any:
    return handlers.create(session, body=body)


@router.get('/api/jobs/{job_id}', operation_id='jobs.get', status_code=200, summary='One job post, with its proposal count')
def jobs_get(
    session: SessionDep,
    job_id: Annotated[str, Path()],
) -> Any:
    return handlers.get(session, job_id=job_id)


@router.get('/api/jobs', operation_id='jobs.list', status_code=200, summary='Search job posts: open ones by default, newest first')
def jobs_list(
    session: SessionDep,
    budget_type: Annotated[str | None, Query()] = None,
    category: Annotated[str | None, Query()] = None,
    max_budget: Annotated[int | None, Query()] = None,
    min_budget: Annotated[int | None, Query()] = None,
    q: Annotated[str | None, Query()] = None,
    status: Annotated[str | None, Query()] = None,
) -> Any:
    return handlers.list_(session, budget_type=budget_type, category=category, max_budget=max_budget, min_budget=min_budget, q=q, status=status)
