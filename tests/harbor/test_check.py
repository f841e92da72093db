"""Exported tasks pass Harbor's own checks: its TaskConfig and Task load them and its linter finds nothing (Python 3.12)."""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def python312() -> str | None:
    """An interpreter Harbor can run on: pyenv's 3.12, else python3.12 on PATH (pyenv shims are skipped: they may not resolve)."""
    root = subprocess.run(["pyenv", "root"], capture_output=True, text=True).stdout.strip() if shutil.which("pyenv") else ""
    candidates = sorted(glob.glob(f"{root}/versions/3.12.*/bin/python3")) if root else []
    found = shutil.which("python3.12")
    if not candidates and found and "/shims/" not in found:
        candidates = [found]
    return candidates[-1] if candidates else None


@pytest.fixture(scope="module")
def harbor_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    interpreter = python312()
    if interpreter is None:
        pytest.skip("no Python 3.12 on this machine (Harbor needs >= 3.12): install one, e.g. `pyenv install 3.12`")
    venv = tmp_path_factory.mktemp("harbor-venv") / "venv"
    pin = tomllib.loads((REPO / "pyproject.toml").read_text())["dependency-groups"]["harbor"]
    subprocess.run(["uv", "venv", "-q", "-p", interpreter, str(venv)], check=True)
    subprocess.run(["uv", "pip", "install", "-q", "--python", str(venv / "bin" / "python"), *pin], check=True)
    return venv / "bin" / "python"


def check(python: Path, task: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(REPO / "src")}
    return subprocess.run([str(python), "-m", "forgingground.harbor.check", str(task)], capture_output=True, text=True, env=env)


def test_an_exported_task_loads_and_lints_clean_with_harbor(harbor_python: Path, harbor_tasks: Path) -> None:
    done = check(harbor_python, harbor_tasks / "google-tasks")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "google-tasks: ok" in done.stdout and "error:" not in done.stdout


def test_harbor_flags_a_task_whose_verifier_shares_the_agent_machine(
    harbor_python: Path, harbor_tasks: Path, tmp_path: Path
) -> None:
    task = shutil.copytree(harbor_tasks / "google-tasks", tmp_path / "google-tasks")
    config = task / "task.toml"
    config.write_text(config.read_text().replace('environment_mode = "separate"', 'environment_mode = "shared"'))
    done = check(harbor_python, task)
    assert done.returncode == 1 and "shared-verifier" in done.stdout


def test_a_locally_built_image_named_in_task_toml_is_what_harbor_starts(
    harbor_python: Path, harbor_tasks: Path, tmp_path: Path
) -> None:
    """docker_trials.use_prebuilt names the image; Harbor's own config reads it and decides not to build."""
    from forgingground.harbor.docker_trials import image_tag, use_prebuilt

    task = shutil.copytree(harbor_tasks / "google-tasks", tmp_path / "google-tasks")
    tag = image_tag(task)
    assert tag.startswith("fgb-local/google-tasks:") and "+" not in tag
    use_prebuilt(task, tag)
    use_prebuilt(task, tag)  # twice: still one docker_image line
    assert (task / "task.toml").read_text().count("docker_image = ") == 1
    probe = (
        "import sys; from pathlib import Path; from harbor.models.task.config import TaskConfig;"
        "from harbor.environments.definition import should_use_prebuilt_docker_image as pre;"
        "t = Path(sys.argv[1]); c = TaskConfig.model_validate_toml((t / 'task.toml').read_text());"
        "print(c.environment.docker_image, pre(t / 'environment', docker_image=c.environment.docker_image, force_build=False))"
    )
    done = subprocess.run([str(harbor_python), "-c", probe, str(task)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == [tag, "True"]
    assert check(harbor_python, task).returncode == 0, "the task still lints clean"
