"""Workspaces from the kit's CRUD; a workspace's projects with the archived filter."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.crud import Crud, Resource
from ..models import Project, Workspace
from ..store import data, find, flag, invalid, project_compact, unknown, workspace_full

WORKSPACES = Crud(
    Resource(
        model=Workspace,
        render=workspace_full,
        id_param="workspace_gid",
        pk="gid",
        id_column="gid",
        order_by=("gid",),
        envelope=lambda items, params: {
            "data": [{k: x[k] for k in ("gid", "resource_type", "name")} for x in items],
            "next_page": None,
        },
        one=data,
        not_found=lambda: unknown("workspace"),
        bad_request=invalid,
    )
)
get_workspaces = WORKSPACES.list_
get_workspace = WORKSPACES.get


def get_projects_for_workspace(session: Session, *, workspace_gid: str, archived: Any = None, **_: Any) -> Any:
    """The workspace's projects; archived=true only archived ones, archived=false only live ones."""
    find(session, Workspace, workspace_gid)
    wanted = flag(archived)
    rows = session.scalars(select(Project).where(Project.workspace_gid == workspace_gid).order_by(Project.gid))
    return {"data": [project_compact(p) for p in rows if wanted is None or p.archived == wanted], "next_page": None}
