"""Airports: plain reads through the kit's generic CRUD."""

from ....kit.crud import Crud, Resource
from ..models import Airport
from ..store import missing

AIRPORTS = Crud(
    Resource(
        model=Airport,
        render=lambda a: {"code": a.code, "city": a.city, "name": a.name},
        id_param="code",
        id_column="code",
        pk="code",
        order_by=("code",),
        envelope=lambda items, params: {"airports": items},
        not_found=lambda: missing("airport"),
    )
)
list_ = AIRPORTS.list_
get = AIRPORTS.get
