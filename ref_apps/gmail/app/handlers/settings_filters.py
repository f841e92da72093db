"""users.settings.filters: create, get, list, delete, served by the kit's CRUD (filters run on newly inserted or imported mail)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ....kit.crud import Crud, Resource
from .. import mailbox as mb
from ..errors import bad_request, not_found
from ..models import Filter

CRITERIA = {"from", "to", "subject", "query", "negatedQuery", "hasAttachment", "excludeChats", "size", "sizeComparison"}
ACTIONS = {"addLabelIds", "removeLabelIds", "forward"}


def _valid(session: Session, row: Any, values: dict[str, Any]) -> None:
    """Known criteria and actions only, and the labels an action names must exist."""
    criteria, action = values.get("criteria") or {}, values.get("action") or {}
    if not isinstance(criteria, dict) or not criteria or set(criteria) - CRITERIA:
        raise bad_request("Filter criteria are missing or invalid")
    if not isinstance(action, dict) or not action or set(action) - ACTIONS:
        raise bad_request("Filter action is missing or invalid")
    mb.check_labels(session, action.get("addLabelIds"))
    mb.check_labels(session, action.get("removeLabelIds"))


FILTERS = Crud(
    Resource(
        model=Filter,
        render=lambda f: {"id": f.id, "criteria": dict(f.criteria), "action": dict(f.action)},
        resolve=mb.user_param,
        fields={"criteria": "criteria", "action": "action"},
        new_id=lambda session: f"ANe1Bmg{mb.new_id(session)}",
        envelope=lambda items, params: {"filter": items},
        validate=_valid,
        not_found=not_found,
        bad_request=bad_request,
    )
)
list_ = FILTERS.list_
get = FILTERS.get
create = FILTERS.create
delete = FILTERS.delete
