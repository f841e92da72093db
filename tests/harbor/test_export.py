"""An exported task: Harbor's layout, the brief for the agent, the held-out half only in tests/, scripts that remap paths."""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

from forgingground.harbor.export import TASK_FILES, exportable_environments
from forgingground.harbor.reward import REWARD_DEFINITION
from forgingground.harbor.scripts import CONTAINER_PATHS

REPO = Path(__file__).resolve().parents[2]


def test_every_environment_with_a_gold_app_is_exported(harbor_tasks: Path) -> None:
    envs = exportable_environments(REPO)
    assert len(envs) >= 9
    assert sorted(p.name for p in harbor_tasks.iterdir()) == envs
    for env in envs:
        missing = [f for f in TASK_FILES if not (harbor_tasks / env / f).is_file()]
        assert not missing, f"{env}: {missing}"


def test_task_toml_carries_brief_version_provenance_and_the_reward_definition(harbor_tasks: Path) -> None:
    config = tomllib.loads((harbor_tasks / "slack" / "task.toml").read_text())
    brief = (harbor_tasks / "slack" / "environment" / "app" / "instruction.md").read_text()
    version = config["metadata"]["brief_version"]
    assert version in brief and config["task"]["version"] == version
    assert config["metadata"]["reward"] == REWARD_DEFINITION
    assert re.fullmatch(r"[0-9a-f]{40}|unknown", config["metadata"]["provenance"]["commit"])
    assert config["verifier"]["environment_mode"] == "separate" and config["artifacts"] == ["/app"]
    assert config["agent"]["user"] != "root"


def test_agent_image_holds_the_brief_but_no_held_out_file(harbor_tasks: Path) -> None:
    task = harbor_tasks / "gmail"
    app = {
        p.relative_to(task / "environment" / "app").as_posix() for p in (task / "environment" / "app").rglob("*") if p.is_file()
    }
    assert {"instruction.md", "document.md", "openapi.json", "seed/seed.json"} <= app
    assert not {"asserts.json", "contract.json", "tasks.json", "verifier.py"} & {Path(a).name for a in app}
    dockerfile = (task / "environment" / "Dockerfile").read_text()
    assert (
        "COPY app/ /app/" in dockerfile.replace("--chown=agent ", "")
        and "tests/" not in dockerfile
        and "solution" not in dockerfile
    )
    assert (task / "tests" / "dataset" / "environments" / "gmail" / "asserts.json").is_file()
    assert (task / "solution" / "gold" / "fgb.toml").is_file()


def test_fgb_ships_as_a_wheel_with_exact_pins(harbor_tasks: Path) -> None:
    dist = harbor_tasks / "google-tasks" / "environment" / "fgb"
    assert len(list(dist.glob("forgingground_bench-*.whl"))) == 1
    for name in ("requirements-fgb.txt", "requirements-stack.txt"):
        pins = [line for line in (dist / name).read_text().splitlines() if line and not line.startswith("#")]
        assert pins and all("==" in line for line in pins), name
    assert any(line.startswith("playwright==") for line in (dist / "requirements-fgb.txt").read_text().splitlines())


def test_scripts_take_every_path_from_the_environment_with_the_container_default(harbor_tasks: Path) -> None:
    scripts = (harbor_tasks / "trello" / "tests" / "test.sh").read_text() + (
        harbor_tasks / "trello" / "solution" / "solve.sh"
    ).read_text()
    used = set(re.findall(r"\$\{(FGB_[A-Z_]+):-([^}]+)\}", scripts)) - {("FGB_AGENT_NAME", "no-submission")}
    assert used == set(CONTAINER_PATHS.items())
    code = [line for line in scripts.splitlines() if not line.lstrip().startswith("#") and ":-/" not in line]
    assert not [line for line in code if re.search(r"(^|[\s\"'])/(app|logs|tests|solution)\b", line)]


def test_instruction_tells_the_agent_where_to_leave_the_manifest(harbor_tasks: Path) -> None:
    text = (harbor_tasks / "amazon" / "instruction.md").read_text()
    assert "/app/fgb.toml" in text and text.startswith("<!-- FGB-CANARY-amazon-")
    meta = json.loads((REPO / "environments" / "amazon" / "meta.json").read_text())
    assert meta["title"] in text
