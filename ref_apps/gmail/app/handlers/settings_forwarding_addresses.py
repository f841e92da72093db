"""users.settings.forwardingAddresses: create, get, list, delete, all four served by the kit's CRUD."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ....kit.crud import Crud, Resource
from .. import mailbox as mb
from ..errors import ApiError, bad_request, not_found
from ..models import ForwardingAddress


def _valid(session: Session, row: Any, values: dict[str, Any]) -> None:
    email = values.get("forwarding_email")
    if not isinstance(email, str) or "@" not in email:
        raise bad_request("Invalid forwardingEmail")
    if session.get(ForwardingAddress, email):
        raise ApiError(409, "Forwarding address already exists")


FORWARDING_ADDRESSES = Crud(
    Resource(
        model=ForwardingAddress,
        render=lambda f: {"forwardingEmail": f.forwarding_email, "verificationStatus": f.verification_status},
        id_param="forwardingEmail",
        id_column="forwarding_email",
        pk="forwarding_email",
        resolve=mb.user_param,
        fields={"forwardingEmail": "forwarding_email"},
        defaults={"verification_status": "pending"},
        order_by=("forwarding_email",),
        envelope=lambda items, params: {"forwardingAddresses": items},
        validate=_valid,
        not_found=not_found,
        bad_request=bad_request,
    )
)
list_ = FORWARDING_ADDRESSES.list_
get = FORWARDING_ADDRESSES.get
create = FORWARDING_ADDRESSES.create
delete = FORWARDING_ADDRESSES.delete
