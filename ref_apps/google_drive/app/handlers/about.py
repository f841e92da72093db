"""about.get: who the user is and how much of the quota their files take (the trash counts too)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from ..models import File
from ..store import LIMIT, me, user_resource


def get(session: Session, **_: Any) -> Any:
    user = me(session)
    mine = session.scalars(select(File).where(File.owner == user.email)).all()
    used = sum(f.size or 0 for f in mine)
    trash = sum(f.size or 0 for f in mine if f.trashed)
    return {
        "kind": "drive#about",
        "user": user_resource(session, user.email),
        "storageQuota": {"limit": str(LIMIT), "usage": str(used), "usageInDrive": str(used), "usageInDriveTrash": str(trash)},
    }
