"""Labels: deleting one takes it off every card (the kit's children)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ..store import LABELS


def delete_labels_by_id_label(session: Session, **params: Any) -> Any:
    LABELS.delete(session, **params)
    return {"_value": None}
