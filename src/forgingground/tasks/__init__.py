"""Task mode: restore known state -> an agent acts -> GET /api/state -> grade the diff -> reward."""

from .agents import Agent, CommandAgent, NoopAgent, OracleAgent, make_agent
from .runner import run_tasks

__all__ = ["Agent", "CommandAgent", "NoopAgent", "OracleAgent", "make_agent", "run_tasks"]
