"""users.list and users.info, served by the kit's CRUD inside Slack's {"ok": true, ...} envelopes."""

from __future__ import annotations

from typing import Any

from ....kit.crud import Crud, Resource
from ..models import User
from ..store import fail, page, user_resource


def _members(items: list[Any], params: dict[str, Any]) -> dict[str, Any]:
    members, next_cursor = page(items, params.get("limit"), params.get("cursor"), default=1000)
    return {"ok": True, "members": members, "response_metadata": {"next_cursor": next_cursor}}


USERS = Crud(
    Resource(
        model=User,
        render=user_resource,
        id_param="user",
        envelope=_members,
        one=lambda user: {"ok": True, "user": user},
        not_found=lambda: fail("user_not_found"),
        bad_request=fail,
    )
)
list_ = USERS.list_
info = USERS.get
