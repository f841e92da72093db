# GENERATED from environments/google-contacts/contract.json by `fgb scaffold google-contacts` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .contact_groups import router as contact_groups_router
from .contact_groups_members import router as contact_groups_members_router
from .other_contacts import router as other_contacts_router
from .people import router as people_router
from .people_connections import router as people_connections_router

ROUTERS = [contact_groups_router, contact_groups_members_router, other_contacts_router, people_router, people_connections_router]
