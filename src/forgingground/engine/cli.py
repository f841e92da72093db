"""The engine's subcommands of `fgb` (verify), added as the engine grows."""

from __future__ import annotations

import argparse
from collections.abc import Callable


def add_commands(sub: argparse._SubParsersAction, commands: dict[str, Callable[[argparse.Namespace], int]]) -> None:
    """Register the engine's subcommands."""
