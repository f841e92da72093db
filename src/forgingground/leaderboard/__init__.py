"""The leaderboard: result records aggregated per agent and environment (aggregate.py) and its site page (page.py)."""

from .aggregate import aggregate, load_records
from .page import render_leaderboard_page

__all__ = ["aggregate", "load_records", "render_leaderboard_page"]
