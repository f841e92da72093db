"""Revisions of a file's content, oldest first; folders have none."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ....kit.errors import ApiError
from ..models import File, Revision
from ..store import FOLDER, get_file, revision_resource


def _file(session: Session, file_id: str) -> File:
    f = get_file(session, file_id)
    if f.mime_type == FOLDER:
        raise ApiError(403, "The file does not support revisions.")
    return f


def list_(session: Session, *, fileId: str, **_: Any) -> Any:
    f = _file(session, fileId)
    rows = session.scalars(select(Revision).where(Revision.file_id == f.id).order_by(Revision.modified_time, Revision.id))
    return {"kind": "drive#revisionList", "revisions": [revision_resource(session, r) for r in rows]}


def get(session: Session, *, fileId: str, revisionId: str, **_: Any) -> Any:
    f = _file(session, fileId)
    r = session.get(Revision, revisionId)
    if r is None or r.file_id != f.id:
        raise ApiError(404, f"Revision not found: {revisionId}.")
    return revision_resource(session, r)
