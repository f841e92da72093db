"""The host's side of their listings: list them, change them (kit CRUD; the edit limits live in resources.py)."""

from ..resources import HOST_LISTINGS

list_ = HOST_LISTINGS.list_
patch = HOST_LISTINGS.patch
