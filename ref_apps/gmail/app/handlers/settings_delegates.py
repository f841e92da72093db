"""users.settings.delegates: create, get, list, delete, all four served by the kit's CRUD."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from ....kit.crud import Crud, Resource
from .. import mailbox as mb
from ..errors import ApiError, bad_request, not_found
from ..models import Delegate


def _valid(session: Session, row: Any, values: dict[str, Any]) -> None:
    """A delegate is another address than the mailbox's own, and only once."""
    email = values.get("delegate_email")
    if not isinstance(email, str) or "@" not in email or email == mb.mailbox(session).email_address:
        raise bad_request("Invalid delegate")
    if session.get(Delegate, email):
        raise ApiError(409, "Delegate already exists")


DELEGATES = Crud(
    Resource(
        model=Delegate,
        render=lambda d: {"delegateEmail": d.delegate_email, "verificationStatus": d.verification_status},
        id_param="delegateEmail",
        id_column="delegate_email",
        pk="delegate_email",
        resolve=mb.user_param,
        fields={"delegateEmail": "delegate_email"},
        defaults={"verification_status": "pending"},
        order_by=("delegate_email",),
        envelope=lambda items, params: {"delegates": items},
        validate=_valid,
        not_found=not_found,
        bad_request=bad_request,
    )
)
list_ = DELEGATES.list_
get = DELEGATES.get
create = DELEGATES.create
delete = DELEGATES.delete
