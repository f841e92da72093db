"""Saved addresses: plain listing from the kit."""

from ..store import ADDRESSES

list_ = ADDRESSES.list_
