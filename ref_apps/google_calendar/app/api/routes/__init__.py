# GENERATED from environments/google-calendar/contract.json by `fgb scaffold google-calendar` (nox -s scaffold): do not edit.
"""Every generated router, for app/main.py to include."""

from __future__ import annotations

from .calendar_list import router as calendar_list_router
from .calendars import router as calendars_router
from .events import router as events_router
from .freebusy import router as freebusy_router

ROUTERS = [calendar_list_router, calendars_router, events_router, freebusy_router]
