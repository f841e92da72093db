"""The CRUD-only baseline as an agent of Harbor's own runner, so `harbor run` in Docker reproduces the committed CRUD
numbers: it uploads into the container's /app the submission `fgb trial --agent crud` writes (crud_submission).

    harbor run -p TASK -e docker -a forgingground.harbor.crud_agent:CrudAgent \\
        --ak environment_dir=TASK/tests/dataset/environments/ENV

Needs Harbor (the `harbor` extra, Python 3.12); nothing else in fgb imports this module.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from harbor.agents.base import BaseAgent
from harbor.environments.base import BaseEnvironment
from harbor.models.agent.context import AgentContext

from forgingground import __version__

from .crud_submission import IMAGE_PYTHON, write_crud_submission


class CrudAgent(BaseAgent):
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

    async def setup(self, environment: BaseEnvironment) -> None:
        return

    async def run(self, instruction: str, environment: BaseEnvironment, context: AgentContext) -> None:
        with tempfile.TemporaryDirectory(prefix="fgb-crud-") as folder:
            write_crud_submission(self._environment, Path(folder), python=IMAGE_PYTHON)
            await environment.upload_dir(source_dir=folder, target_dir="/app")
