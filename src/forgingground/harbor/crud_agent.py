"""The CRUD-only baseline as an agent of Harbor's own runner, so `harbor run` in Docker reproduces the committed CRUD
numbers: it uploads into the container's /app the submission `fgb trial --agent crud` writes (crud_submission).

    harbor run -p TASK -e docker -a forgingground.harbor.crud_agent:CrudAgent \\
        --ak environment_dir=TASK/tests/dataset/environments/ENV

The class needs Harbor (the `harbor` extra, Python 3.12), so it is made on first use (`CrudAgent`, through the
module's __getattr__, which Harbor's import path reaches): the module itself imports without Harbor.
"""

from __future__ import annotations

import functools
import tempfile
from pathlib import Path
from typing import Any

from forgingground import __version__

from .crud_submission import IMAGE_PYTHON, write_crud_submission


@functools.cache
def crud_agent_class() -> type:
    """Harbor's BaseAgent subclass that leaves the CRUD submission in /app; ImportError without Harbor."""
    from harbor.agents.base import BaseAgent

    class CrudAgent(BaseAgent):  # type: ignore[misc]
        """Leaves a manifest that serves the task's contract as plain storage: no rules, no UI."""

        def __init__(self, logs_dir: Path, environment_dir: str | None = None, **kwargs: Any) -> None:
            super().__init__(logs_dir=logs_dir, **kwargs)
            if not environment_dir:
                raise ValueError("CrudAgent needs --ak environment_dir=<task>/tests/dataset/environments/<env>")
            self._environment = Path(environment_dir)

        @staticmethod
        def name() -> str:
            return "crud-only"

        def version(self) -> str:
            return __version__

        async def setup(self, environment: Any) -> None:
            return

        async def run(self, instruction: str, environment: Any, context: Any) -> None:
            with tempfile.TemporaryDirectory(prefix="fgb-crud-") as folder:
                write_crud_submission(self._environment, Path(folder), python=IMAGE_PYTHON)
                await environment.upload_dir(source_dir=folder, target_dir="/app")

    return CrudAgent


def __getattr__(name: str) -> Any:
    if name == "CrudAgent":
        return crud_agent_class()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
