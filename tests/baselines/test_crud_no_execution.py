"""The CRUD-only app reads an environment folder as data: no Python file in it runs, whatever it is called."""

from __future__ import annotations

import shutil
from pathlib import Path

import httpx

from forgingground.baselines.crud_app import command
from forgingground.engine.app_process import AppProcess

REPO = Path(__file__).resolve().parents[2]
TRAP = "from pathlib import Path\nPath({marker!r}).write_text('executed')\n"


def test_no_environment_file_is_executed(tmp_path: Path) -> None:
    env = tmp_path / "environments" / "google-tasks"
    (env / "seed").mkdir(parents=True)
    shutil.copy(REPO / "environments" / "google-tasks" / "contract.json", env / "contract.json")
    shutil.copy(REPO / "environments" / "google-tasks" / "seed" / "seed.json", env / "seed" / "seed.json")
    marker = tmp_path / "EXECUTED"
    for rel in ("verifier.py", "seed/generate.py", "__init__.py", "app.py", "main.py", "conftest.py", "sitecustomize.py"):
        (env / rel).write_text(TRAP.format(marker=str(marker)))
    # Started from inside the folder, so that even an import by module name would find the traps.
    with AppProcess(command(env), tmp_path / "app.log", cwd=env) as app:
        assert httpx.get(f"{app.url}/api/state").status_code == 200
        assert httpx.post(f"{app.url}/api/reset", json={}).status_code == 200
        assert httpx.get(f"{app.url}/tasks/v1/users/@me/lists").status_code == 200
    assert not marker.exists(), "a file of the environment folder was executed"
