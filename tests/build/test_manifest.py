"""fgb.toml: a valid manifest loads; a bad one lists every problem as fgb.toml:/pointer: message."""

from __future__ import annotations

from pathlib import Path

import pytest

from forgingground.build.manifest import ManifestError, load_manifest
from forgingground.cli import main

REPO = Path(__file__).resolve().parents[2]

GOOD = """
[agent]
name = "my-agent"
model = "my-model"

[app]
install = "pip install -r requirements.txt"
start = "python -m uvicorn app.main:app --port {port}"
workdir = "backend"

[ui]
start = "npx vite preview --port $UI_PORT"

[cost]
usd = 1.25
input_tokens = 1000
"""

BAD = """
[agent]
model = ""

[app]
start = "uvicorn app.main:app --port 8000"
workdir = "../elsewhere"
restart = "always"

[ui]
start = "npx vite preview --port {port}"

[cost]
usd = -1
"""


def _submission(tmp_path: Path, text: str, *folders: str) -> Path:
    (tmp_path / "fgb.toml").write_text(text)
    for folder in folders:
        (tmp_path / folder).mkdir()
    return tmp_path


def test_a_valid_manifest_loads(tmp_path: Path) -> None:
    m = load_manifest(_submission(tmp_path, GOOD, "backend"), REPO)
    assert (m.agent.name, m.agent.model, m.app.workdir) == ("my-agent", "my-model", "backend")
    assert m.ui is not None and "$UI_PORT" in m.ui.start
    assert m.cost is not None and (m.cost.usd, m.cost.input_tokens, m.cost.output_tokens) == (1.25, 1000, None)


def test_every_problem_is_listed_with_its_pointer(tmp_path: Path) -> None:
    with pytest.raises(ManifestError) as info:
        load_manifest(_submission(tmp_path, BAD), REPO)
    problems = info.value.problems
    expected = {
        "fgb.toml:/agent: 'name' is a required property",
        "fgb.toml:/agent/model: '' should be non-empty",
        "fgb.toml:/app: Additional properties are not allowed ('restart' was unexpected)",
        "fgb.toml:/app/start: the start command must use {port} or $PORT to listen where the evaluator says",
        "fgb.toml:/app/workdir: '../elsewhere' must be a relative folder inside the submission (no leading /, no ..)",
        "fgb.toml:/cost/usd: -1 is less than the minimum of 0",
        "fgb.toml:/ui/start: the start command must use {ui_port} or $UI_PORT to listen where the evaluator says",
    }
    assert set(problems) == expected, problems


def test_a_workdir_that_is_not_there_is_named(tmp_path: Path) -> None:
    with pytest.raises(ManifestError) as info:
        load_manifest(_submission(tmp_path, GOOD), REPO)
    assert info.value.problems == [f"fgb.toml:/app/workdir: folder 'backend' does not exist in {tmp_path}"]


def test_missing_and_unparsable_manifests_say_what_to_write(tmp_path: Path) -> None:
    with pytest.raises(ManifestError, match=r"fgb.toml:/: missing: write .*fgb.toml \(\[agent\] name, \[app\] start"):
        load_manifest(tmp_path, REPO)
    (tmp_path / "fgb.toml").write_text("[agent\nname=")
    with pytest.raises(ManifestError, match="fgb.toml:/: not valid TOML"):
        load_manifest(tmp_path, REPO)


def test_evaluate_with_a_bad_manifest_is_a_usage_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    sub = _submission(tmp_path / "sub", BAD) if (tmp_path / "sub").mkdir() is None else None
    assert main(["--root", str(REPO), "evaluate", str(sub), "--env", "google-tasks", "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "fgb.toml:/app/start: the start command must use {port}" in err
    assert "fgb.toml:/cost/usd:" in err and "Traceback" not in err
    assert not (tmp_path / "out" / "result.json").exists()
