"""The user's calendar list: every calendar, the primary one first (the kit's CRUD)."""

from ..store import CALENDAR_LIST

list_ = CALENDAR_LIST.list_
get = CALENDAR_LIST.get
