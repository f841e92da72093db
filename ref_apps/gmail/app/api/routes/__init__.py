# GENERATED from environments/gmail/contract.json by `fgb scaffold gmail` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .drafts import router as drafts_router
from .history import router as history_router
from .labels import router as labels_router
from .messages import router as messages_router
from .messages_attachments import router as messages_attachments_router
from .settings import router as settings_router
from .settings_delegates import router as settings_delegates_router
from .settings_filters import router as settings_filters_router
from .settings_forwarding_addresses import router as settings_forwarding_addresses_router
from .settings_send_as import router as settings_send_as_router
from .threads import router as threads_router
from .users import router as users_router

ROUTERS = [drafts_router, history_router, labels_router, messages_router, messages_attachments_router, settings_router, settings_delegates_router, settings_filters_router, settings_forwarding_addresses_router, settings_send_as_router, threads_router, users_router]
