"""`fgb references` covers journeys' checkpoints: it knows their files, and --check fails on a changed one."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from forgingground.environment import load_environment
from forgingground.references import capture

ROOT = Path(__file__).parents[2]


def committed(env_name: str) -> dict[str, tuple[bytes, dict]]:
    """Every reference of the environment as it is committed, as if freshly captured."""
    env = load_environment(ROOT / "environments" / env_name)
    return {
        ident: ((env.path / ref).read_bytes(), json.loads((env.path / ref).with_suffix(".layout.json").read_text()))
        for ident, ref in capture.references_of(env.contract).items()
    }


def repainted(png: bytes) -> bytes:
    image = Image.open(io.BytesIO(png)).convert("RGB")
    ImageDraw.Draw(image).rectangle((300, 100, 700, 300), fill=(200, 30, 30))
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


@pytest.mark.parametrize("env_name,at_least", [("gmail", 5), ("google-tasks", 2)])
def test_checkpoint_references_are_listed_beside_the_screens(env_name: str, at_least: int) -> None:
    env = load_environment(ROOT / "environments" / env_name)
    screens = {s.id for s in env.contract.screens if s.reference}
    checkpoints = set(capture.references_of(env.contract)) - screens
    assert len(checkpoints) >= at_least
    assert all(capture.references_of(env.contract)[c].startswith("references/checkpoints/") for c in checkpoints)


def test_references_check_fails_on_a_changed_checkpoint_only(monkeypatch) -> None:
    fresh = committed("google-tasks")
    chromium = capture.recorded_chromium(ROOT / "environments" / "google-tasks") or ""
    monkeypatch.setattr(capture, "capture_all", lambda root, env_name: (fresh, chromium))
    assert capture.run(ROOT, "google-tasks", check=True) == []
    png, layout = fresh["complete_task.completed"]
    changed = {**fresh, "complete_task.completed": (repainted(png), layout)}
    monkeypatch.setattr(capture, "capture_all", lambda root, env_name: (changed, chromium))
    (problem,) = capture.run(ROOT, "google-tasks", check=True)
    assert "references/checkpoints/complete_task.completed.png: differs from a fresh capture" in problem
