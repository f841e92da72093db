"""The CRUD-only baseline's submission: the same for `fgb trial` and for Harbor's runner in Docker."""

from __future__ import annotations

import asyncio
import tomllib
from pathlib import Path

import pytest

from forgingground.harbor.crud_submission import IMAGE_PYTHON, dataset_environment, write_crud_submission


def test_the_submission_carries_its_environment_and_names_it_relatively(tmp_path: Path) -> None:
    env = tmp_path / "task" / "tests" / "dataset" / "environments" / "uber"
    env.mkdir(parents=True)
    (env / "contract.json").write_text("{}")
    assert dataset_environment(tmp_path / "task") == env
    manifest = write_crud_submission(env, tmp_path / "app", python=IMAGE_PYTHON)
    start = tomllib.loads(manifest.read_text())["app"]["start"]
    assert start == f"{IMAGE_PYTHON} -m forgingground.baselines.crud_app crud-environment/uber --port {{port}}"
    assert (tmp_path / "app" / "crud-environment" / "uber" / "contract.json").read_text() == "{}"


def test_a_task_with_no_or_two_environments_is_refused(tmp_path: Path) -> None:
    envs = tmp_path / "tests" / "dataset" / "environments"
    envs.mkdir(parents=True)
    with pytest.raises(ValueError, match="found 0"):
        dataset_environment(tmp_path)
    (envs / "a").mkdir()
    (envs / "b").mkdir()
    with pytest.raises(ValueError, match="found 2"):
        dataset_environment(tmp_path)


def test_the_harbor_agent_uploads_that_submission_into_app(tmp_path: Path) -> None:
    pytest.importorskip("harbor.agents.base", reason="Harbor (the harbor extra) is not installed")
    from forgingground.harbor import crud_agent

    env = tmp_path / "environments" / "uber"
    env.mkdir(parents=True)
    uploaded: dict[str, object] = {}

    class Container:
        async def upload_dir(self, source_dir: str, target_dir: str) -> None:
            uploaded["target"] = target_dir
            uploaded["files"] = sorted(str(p.relative_to(source_dir)) for p in Path(source_dir).rglob("*"))
            uploaded["manifest"] = (Path(source_dir) / "fgb.toml").read_text()

    agent = crud_agent.CrudAgent(logs_dir=tmp_path / "logs", environment_dir=str(env))
    asyncio.run(agent.run("build it", Container(), None))
    assert uploaded["target"] == "/app" and "crud-environment/uber" in uploaded["files"]
    assert IMAGE_PYTHON in str(uploaded["manifest"])
    with pytest.raises(ValueError, match="environment_dir"):
        crud_agent.CrudAgent(logs_dir=tmp_path / "logs")


def test_the_agent_module_imports_without_harbor_and_says_what_is_missing() -> None:
    import importlib.util

    from forgingground.harbor import crud_agent

    if importlib.util.find_spec("harbor.agents") is None:
        with pytest.raises(ImportError):
            crud_agent.CrudAgent  # noqa: B018
    with pytest.raises(AttributeError):
        crud_agent.NoSuchAgent  # noqa: B018
